import { Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import {
  CONTENT_PAGE_MAX_CHARS,
  SaveContentDraftSchema,
  draftConflictMessage,
  type ContentDraftResponse,
} from "../domain/content";
import { admitAdmin, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { parseOrThrow } from "../platform/validation";
import type { ContentDeps } from "./deps";
import { liveContentDeps } from "./live";
import { contentPageRef, contentRecordOf, draftSaved, draftStamp, editablePage, pageRow } from "./store";

/** What a refused page is told; `details.fields` names each field by its path. */
export const INVALID_PAGE_MESSAGE = "Some fields are not valid: nothing was saved.";

/**
 * Parses a page's data with the page model's schema (the one the browser's form parses with), or refuses it with
 * `invalid-argument` and the messages by field path. Nothing is stored on a refusal.
 */
export function parsePageOrThrow(model: ContentDeps["model"], pageId: string, data: unknown): unknown {
  const parsed = model.parse(pageId, data);
  if (!parsed.success) throw new HttpsError("invalid-argument", INVALID_PAGE_MESSAGE, { fields: parsed.errors });
  return parsed.output;
}

/**
 * Saves a page's draft over the revision the editor started from. A save over a newer draft (someone else saved in
 * between) is refused with `aborted`, naming who saved it and when, and their draft stays as it was.
 */
export async function saveContentDraftHandler(
  request: AdminRequest,
  deps: Pick<ContentDeps, "db" | "model" | "log" | "now" | "verify" | "staff">,
): Promise<ContentDraftResponse> {
  const caller = await admitAdmin("saveContentDraft", request, deps, CONTENT_PAGE_MAX_CHARS);
  const { pageId, baseRevision, data } = parseOrThrow(SaveContentDraftSchema, request.data);
  const page = editablePage(deps.model, pageId);
  const draft = parsePageOrThrow(deps.model, pageId, data);
  const ref = contentPageRef(deps.db, pageId);
  const saved = await deps.db.runTransaction(async (transaction) => {
    const record = contentRecordOf(await transaction.get(ref), pageId);
    if (record.draft_revision !== baseRevision) {
      deps.log.warn("saveContentDraft", {
        uid: caller.uid,
        pageId,
        outcome: "conflict",
        baseRevision,
        stored: record.draft_revision,
      });
      throw new HttpsError("aborted", draftConflictMessage(draftStamp(record)), {
        conflict: { ...draftStamp(record), revision: record.draft_revision },
      });
    }
    const next = draftSaved(record, draft, caller, Timestamp.fromDate(deps.now()));
    transaction.set(ref, next);
    return next;
  });
  deps.log.info("saveContentDraft", { uid: caller.uid, pageId, revision: saved.draft_revision });
  return { page: pageRow(page, saved), revision: saved.draft_revision };
}

export const saveContentDraft = callable("saveContentDraft", {}, (request) =>
  saveContentDraftHandler(request, liveContentDeps()),
);
