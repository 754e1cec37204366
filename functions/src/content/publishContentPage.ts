import { HttpsError } from "firebase-functions/https";
import { PublishContentSchema, type ContentPublishResponse } from "../domain/content";
import { admitAdmin, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import type { ContentDeps } from "./deps";
import { liveContentDeps } from "./live";
import { DRAFT_GONE_MESSAGE, makeLive } from "./makeLive";
import { contentPageRef, contentRecordOf, editablePage, pageDataOf } from "./store";
import { parsePageOrThrow } from "./saveContentDraft";

/**
 * Makes the page's saved draft (of the revision the editor saw) live for every visitor: rendered with the build's
 * prerender, released to Hosting, recorded as the page's next version with the editor's note, audited.
 */
export async function publishContentPageHandler(
  request: AdminRequest,
  deps: ContentDeps,
): Promise<ContentPublishResponse> {
  const caller = await admitAdmin("publishContentPage", request, deps, SMALL_REQUEST_CHARS);
  const { pageId, draftRevision, note } = parseOrThrow(PublishContentSchema, request.data);
  const page = editablePage(deps.model, pageId);
  const record = contentRecordOf(await contentPageRef(deps.db, pageId).get(), pageId);
  if (record.draft === null) throw new HttpsError("failed-precondition", DRAFT_GONE_MESSAGE);
  // The stored draft passed the schema when saved; parsed again in case the model changed since.
  const data = parsePageOrThrow(deps.model, pageId, pageDataOf(record.draft));
  return makeLive(deps, caller, page, { kind: "publish", data, note, draftRevision });
}

export const publishContentPage = callable("publishContentPage", { timeoutSeconds: 120, memory: "512MiB" }, (request) =>
  publishContentPageHandler(request, liveContentDeps()),
);
