import { onCall } from "firebase-functions/https";
import type { SubmissionRowsByKind } from "../domain/admin";
import { EXPORT_PAGE_SIZE, ExportPageSchema, type ExportPageResponse } from "../domain/pipeline";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../lib/adminCallable";
import {
  afterCursor,
  assertStatusOfKind,
  createdAtOf,
  cursorOf,
  newestFirst,
  pageLimit,
  pagedQuery,
  paymentMatches,
  receivedRange,
  rowOf,
} from "../lib/leads";
import { SMALL_REQUEST_CHARS } from "../lib/requestSize";
import { parseOrThrow } from "../lib/validation";

/**
 * One chunk of a whole tab for "Export CSV", with the listing's filters: at most {@link EXPORT_PAGE_SIZE}
 * documents read per call (so one call's memory is bounded however large the collection), each document read by
 * exactly one call of the export, newest first. Rows carry `status` and `notes_count` like the listing's. A chunk may
 * hold fewer rows than it read (a payment search filters in memory); `nextCursor` is null once nothing is left.
 */
export async function exportSubmissionsHandler(request: AdminRequest, deps: AdminDeps): Promise<ExportPageResponse> {
  const caller = await admitAdmin(request, deps, SMALL_REQUEST_CHARS);
  const input = parseOrThrow(ExportPageSchema, request.data);
  assertStatusOfKind(input.kind, input.status);
  receivedRange(input);
  const { kind, cursor } = input;

  const snapshot = await pagedQuery(deps.db, input, cursor, EXPORT_PAGE_SIZE).get();
  const docs = newestFirst(snapshot.docs.filter((doc) => afterCursor(doc, cursor)));
  const kept = kind === "payments" && input.search ? docs.filter((doc) => paymentMatches(doc, input.search)) : docs;
  const last = docs.at(-1);
  deps.log.info("exportSubmissions", { uid: caller.uid, kind, reads: snapshot.size, rows: kept.length });
  return {
    rows: kept.map((doc) => rowOf(kind, doc)) as unknown as SubmissionRowsByKind[typeof kind][],
    nextCursor:
      snapshot.size === pageLimit(EXPORT_PAGE_SIZE, cursor) && last ? cursorOf(last.id, createdAtOf(last)) : null,
  };
}

export const exportSubmissions = onCall({ memory: "512MiB", timeoutSeconds: 120 }, (request) =>
  exportSubmissionsHandler(request, liveAdminDeps()),
);
