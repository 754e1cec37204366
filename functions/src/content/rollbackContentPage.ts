import { HttpsError } from "firebase-functions/https";
import { RollbackContentSchema, type ContentPublishResponse } from "../domain/content";
import { admitAdmin, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import type { ContentDeps } from "./deps";
import { liveContentDeps } from "./live";
import { makeLive } from "./makeLive";
import { editablePage, pageDataOf, versionRef } from "./store";

export const UNKNOWN_VERSION_MESSAGE = "This page has no such version.";

/**
 * Makes an earlier version of the page live again: released like a publish, and recorded as a new version (kind
 * `rollback`, naming the version it restores), so the history only grows. A pending draft is left as it is.
 */
export async function rollbackContentPageHandler(
  request: AdminRequest,
  deps: ContentDeps,
): Promise<ContentPublishResponse> {
  const caller = await admitAdmin("rollbackContentPage", request, deps, SMALL_REQUEST_CHARS);
  const { pageId, version, note } = parseOrThrow(RollbackContentSchema, request.data);
  const page = editablePage(deps.model, pageId);
  const stored = await versionRef(deps.db, pageId, version).get();
  if (!stored.exists) throw new HttpsError("not-found", UNKNOWN_VERSION_MESSAGE);
  return makeLive(deps, caller, page, {
    kind: "rollback",
    data: pageDataOf(stored.get("data")),
    note,
    sourceVersion: version,
  });
}

export const rollbackContentPage = callable(
  "rollbackContentPage",
  { timeoutSeconds: 120, memory: "512MiB" },
  (request) => rollbackContentPageHandler(request, liveContentDeps()),
);
