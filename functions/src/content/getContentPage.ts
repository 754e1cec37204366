import { ContentPageRefSchema, type ContentPageResponse } from "../domain/content";
import { admitAdmin, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import type { ContentDeps } from "./deps";
import { liveContentDeps } from "./live";
import { contentPageRef, contentRecordOf, editablePage, liveData, pageDataOf, pageRow, readVersions } from "./store";

/** One page for its form: the draft (else the live data, else the build's copy), its revision and its history. */
export async function getContentPageHandler(
  request: AdminRequest,
  deps: Pick<ContentDeps, "db" | "model" | "log" | "verify" | "staff">,
): Promise<ContentPageResponse> {
  const caller = await admitAdmin("getContentPage", request, deps, SMALL_REQUEST_CHARS);
  const { pageId } = parseOrThrow(ContentPageRefSchema, request.data);
  const page = editablePage(deps.model, pageId);
  const record = contentRecordOf(await contentPageRef(deps.db, pageId).get(), pageId);
  const [data, versions] = await Promise.all([
    record.draft === null ? liveData(deps.db, deps.model, record) : Promise.resolve(pageDataOf(record.draft)),
    readVersions(deps.db, pageId),
  ]);
  deps.log.info("getContentPage", { uid: caller.uid, pageId, revision: record.draft_revision });
  return { page: pageRow(page, record), data, revision: record.draft_revision, versions };
}

export const getContentPage = callable("getContentPage", {}, (request) =>
  getContentPageHandler(request, liveContentDeps()),
);
