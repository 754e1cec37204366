import type { ContentPagesResponse } from "../domain/content";
import { admitAdmin, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import type { ContentDeps } from "./deps";
import { liveContentDeps } from "./live";
import { contentPageRef, contentRecordOf, pageRow } from "./store";

/** The Content tab's list: every editable page with its live version and pending draft. */
export async function listContentPagesHandler(
  request: AdminRequest,
  deps: Pick<ContentDeps, "db" | "model" | "log" | "verify" | "staff">,
): Promise<ContentPagesResponse> {
  const caller = await admitAdmin("listContentPages", request, deps, SMALL_REQUEST_CHARS);
  const refs = deps.model.pages.map((page) => contentPageRef(deps.db, page.id));
  const snapshots = refs.length > 0 ? await deps.db.getAll(...refs) : [];
  const pages = deps.model.pages.map((page, index) => {
    const snapshot = snapshots[index];
    if (!snapshot) throw new Error(`content page ${page.id} was not read`);
    return pageRow(page, contentRecordOf(snapshot, page.id));
  });
  deps.log.info("listContentPages", { uid: caller.uid, pages: pages.length });
  return { pages };
}

export const listContentPages = callable("listContentPages", {}, (request) =>
  listContentPagesHandler(request, liveContentDeps()),
);
