import type { CallableResponse } from "firebase-functions/https";
import type { SubmissionKind } from "../domain/collections";
import {
  type SubmissionRowsByKind,
  EXPORT_PAGE_SIZE,
  ExportPageSchema,
  type Cursor,
  type ExportChunk,
  type ExportPageResponse,
} from "../domain/dashboard";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import {
  assertStatusOfKind,
  countQuery,
  createdAtOf,
  cursorOf,
  pagedQuery,
  paymentMatches,
  receivedRange,
  rowOf,
  type LeadFilters,
} from "./queries";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { callable } from "../platform/callable";
import { recordAudit } from "../platform/audit";

/**
 * The chunk of a tab after `cursor`: at most {@link EXPORT_PAGE_SIZE} documents read (so memory stays bounded however
 * large the collection), newest first, rows with `status` and `notes_count` like the listing's. A chunk may hold fewer
 * rows than it read (a payment search filters in memory); `nextCursor` is null once nothing is left.
 */
async function readChunk(deps: AdminDeps, filters: LeadFilters, cursor: Cursor | null | undefined) {
  const snapshot = await pagedQuery(deps.db, filters, cursor, EXPORT_PAGE_SIZE).get();
  const docs = snapshot.docs;
  const kept =
    filters.kind === "payments" && filters.search
      ? docs.filter((doc) => paymentMatches(doc, filters.search ?? ""))
      : docs;
  const last = docs.at(-1);
  return {
    reads: snapshot.size,
    rows: kept.map((doc) => rowOf(filters.kind, doc)) as unknown as SubmissionRowsByKind[SubmissionKind][],
    nextCursor: snapshot.size === EXPORT_PAGE_SIZE && last ? cursorOf(last.id, createdAtOf(last)) : null,
  };
}

/** What a streamed export needs of the callable's response (the SDK's `CallableResponse`). */
export type ExportStream = Pick<CallableResponse<ExportChunk>, "sendChunk" | "signal">;

/**
 * "Export CSV" of a whole tab with the listing's filters, each document read once. Streamed (the dashboard), it is one
 * request: the function pages through the tab by cursor and sends each chunk as it is read, so no call holds the
 * whole tab, and stops early if the client goes away. Without streaming (a script) it answers one chunk and the
 * cursor of the next.
 */
export async function exportSubmissionsHandler(
  request: AdminRequest & { acceptsStreaming?: boolean },
  deps: AdminDeps,
  stream?: ExportStream,
): Promise<ExportPageResponse> {
  const caller = await admitAdmin("exportSubmissions", request, deps, SMALL_REQUEST_CHARS);
  const input = parseOrThrow(ExportPageSchema, request.data);
  assertStatusOfKind(input.kind, input.status);
  receivedRange(input);
  const { kind } = input;

  if (!request.acceptsStreaming || !stream) {
    const chunk = await readChunk(deps, input, input.cursor);
    deps.log.info("exportSubmissions", { uid: caller.uid, kind, reads: chunk.reads, rows: chunk.rows.length });
    await recordAudit(deps.db, "export", caller, kind, { rows: chunk.rows.length, paged: true });
    return { rows: chunk.rows, nextCursor: chunk.nextCursor };
  }

  let cursor = input.cursor ?? null;
  const sent = { reads: 0, rows: 0, chunks: 0 };
  // Recorded before any row leaves: the export, with how many rows its filters hold (an upper bound when a payment
  // search filters in memory). The closing entry below says how many were sent.
  const planned = (await countQuery(deps.db, input).count().get()).data().count;
  await recordAudit(deps.db, "export", caller, kind, { rows: planned, started: true });
  do {
    const chunk = await readChunk(deps, input, cursor);
    sent.reads += chunk.reads;
    sent.chunks += 1;
    if (chunk.rows.length > 0) {
      await stream.sendChunk({ rows: chunk.rows });
      sent.rows += chunk.rows.length;
    }
    cursor = chunk.nextCursor;
  } while (cursor && !stream.signal.aborted);
  deps.log.info("exportSubmissions", {
    uid: caller.uid,
    kind,
    streamed: true,
    aborted: stream.signal.aborted,
    ...sent,
  });
  // What was exported and how many rows left (platform/audit.ts).
  await recordAudit(deps.db, "export", caller, kind, { rows: sent.rows, aborted: stream.signal.aborted });
  return { rows: [], nextCursor: null, streamed: sent.rows };
}

export const exportSubmissions = callable(
  "exportSubmissions",
  { memory: "512MiB", timeoutSeconds: 300 },
  (request, response) => exportSubmissionsHandler(request, liveAdminDeps(), response),
);
