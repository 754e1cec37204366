import { type SubmissionRowsByKind, ListPageSchema, type ListPageResponse } from "../domain/dashboard";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import {
  PAYMENT_SEARCH_SCAN_MAX,
  afterCursor,
  assertStatusOfKind,
  createdAtOf,
  countQuery,
  cursorOf,
  filteredQuery,
  pagedQuery,
  paymentMatches,
  receivedRange,
  rowOf,
} from "./queries";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { callable } from "../platform/callable";
import { recordAudit } from "../platform/audit";

/**
 * One page of a dashboard tab, newest first, after the cursor of the previous page. Cost per page view does not
 * grow with the collection: the page is one query of at most `pageSize` documents and `total` one `count()` aggregation of the same filters (countQuery): documents read
 * ≤ pageSize, aggregations 1. Whether another page follows comes from the total and the cursor's `position`, not from
 * reading a document ahead. The tabs' own totals and New counts come from `submissionCounts`, once per dashboard
 * visit. The structured log line says what this page view cost (`reads`, `aggregations`); the audit log records the
 * page (`list`: who, which tab, how many rows, from which position), so paging through every lead leaves a trace.
 */
export async function listSubmissionsHandler(request: AdminRequest, deps: AdminDeps): Promise<ListPageResponse> {
  const caller = await admitAdmin("listSubmissions", request, deps, SMALL_REQUEST_CHARS);
  const input = parseOrThrow(ListPageSchema, request.data);
  assertStatusOfKind(input.kind, input.status);
  receivedRange(input);
  const { kind, pageSize, cursor } = input;

  if (kind === "payments" && input.search) {
    // No search index on payments (the Stripe webhook writes them): every page scans the newest ones, bounded, so
    // the total is the same on every page; the page is the matches after the cursor.
    const scanned = (await filteredQuery(deps.db, input).limit(PAYMENT_SEARCH_SCAN_MAX).get()).docs;
    const matches = scanned.filter((doc) => paymentMatches(doc, input.search));
    const rest = matches.filter((doc) => afterCursor(doc, cursor));
    const page = rest.slice(0, pageSize);
    const last = page.at(-1);
    deps.log.info("listSubmissions", {
      uid: caller.uid,
      kind,
      reads: scanned.length,
      aggregations: 0,
      searched: true,
      scanCapped: scanned.length === PAYMENT_SEARCH_SCAN_MAX,
    });
    await recordAudit(deps.db, "list", caller, kind, {
      rows: page.length,
      position: cursor?.position ?? 0,
      searched: true,
    });
    return {
      total: matches.length,
      pageSize,
      rows: page.map((doc) => rowOf(kind, doc)) as unknown as SubmissionRowsByKind[typeof kind][],
      nextCursor:
        last && rest.length > pageSize
          ? cursorOf(last.id, createdAtOf(last), matches.length - rest.length + page.length)
          : null,
    };
  }

  const [snapshot, counted] = await Promise.all([
    pagedQuery(deps.db, input, cursor, pageSize).get(),
    countQuery(deps.db, input).count().get(),
  ]);
  const total = counted.data().count;
  const page = snapshot.docs;
  const last = page.at(-1);
  const position = (cursor?.position ?? 0) + page.length;
  deps.log.info("listSubmissions", {
    uid: caller.uid,
    kind,
    reads: snapshot.size,
    aggregations: 1,
    filtered: Boolean(input.status || input.channel || input.receivedFrom || input.receivedTo),
    searched: Boolean(input.search),
    paged: Boolean(cursor),
  });
  // Every page read is recorded, with who read it, which tab and how many rows (a bulk read pages through them).
  await recordAudit(deps.db, "list", caller, kind, { rows: page.length, position: cursor?.position ?? 0 });
  return {
    total,
    pageSize,
    rows: page.map((doc) => rowOf(kind, doc)) as unknown as SubmissionRowsByKind[typeof kind][],
    nextCursor:
      last && page.length === pageSize && position < total ? cursorOf(last.id, createdAtOf(last), position) : null,
  };
}

export const listSubmissions = callable("listSubmissions", {}, (request) =>
  listSubmissionsHandler(request, liveAdminDeps()),
);
