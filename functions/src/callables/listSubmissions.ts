import { onCall } from "firebase-functions/https";
import type { SubmissionRowsByKind } from "../domain/admin";
import { INITIAL_STATUS, ListPageSchema, type ListPageResponse } from "../domain/pipeline";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../lib/adminCallable";
import {
  PAYMENT_SEARCH_SCAN_MAX,
  afterCursor,
  assertStatusOfKind,
  createdAtOf,
  cursorOf,
  filteredQuery,
  isLeadKind,
  newestFirst,
  pageLimit,
  pagedQuery,
  paymentMatches,
  receivedRange,
  rowOf,
  type StoredDoc,
} from "../lib/leads";
import { SMALL_REQUEST_CHARS } from "../lib/requestSize";
import { parseOrThrow } from "../lib/validation";

/**
 * One page of a dashboard tab, newest first, after the cursor of the previous page. Cost per page view does not
 * grow with the collection: the page is one query of `pageSize + 1` documents (the extra one only says whether a
 * next page exists; it is not returned; one more under an emulator, see pagedQuery), `total` is a `count()` aggregation of the same filtered query and
 * `newCount` a `count()` of the kind's New ones: documents read ≤ pageSize + 1, aggregations 2 (1 for payments).
 * The structured log line says how many of each this page view cost (`reads`, `aggregations`).
 */
export async function listSubmissionsHandler(request: AdminRequest, deps: AdminDeps): Promise<ListPageResponse> {
  const caller = await admitAdmin(request, deps, SMALL_REQUEST_CHARS);
  const input = parseOrThrow(ListPageSchema, request.data);
  assertStatusOfKind(input.kind, input.status);
  receivedRange(input);
  const { kind, pageSize, cursor } = input;

  if (kind === "payments" && input.search) {
    // No search index on payments (the Stripe webhook writes them): a scan of the newest ones, bounded.
    const scanned = (await pagedQuery(deps.db, input, cursor, PAYMENT_SEARCH_SCAN_MAX).get()).docs;
    const docs = newestFirst(scanned.filter((doc) => afterCursor(doc, cursor)));
    const matches = docs.filter((doc) => paymentMatches(doc, input.search));
    const page = matches.slice(0, pageSize);
    const last: StoredDoc | undefined =
      matches.length > pageSize
        ? page.at(-1)
        : scanned.length === pageLimit(PAYMENT_SEARCH_SCAN_MAX, cursor)
          ? docs.at(-1)
          : undefined;
    deps.log.info("listSubmissions", {
      uid: caller.uid,
      kind,
      reads: scanned.length,
      aggregations: 0,
      searched: true,
      scanCapped: scanned.length === pageLimit(PAYMENT_SEARCH_SCAN_MAX, cursor),
    });
    return {
      total: matches.length,
      newCount: null,
      pageSize,
      rows: page.map((doc) => rowOf(kind, doc)) as unknown as SubmissionRowsByKind[typeof kind][],
      nextCursor: last ? cursorOf(last.id, createdAtOf(last)) : null,
    };
  }

  const [snapshot, total, newCount] = await Promise.all([
    pagedQuery(deps.db, input, cursor, pageSize + 1).get(),
    filteredQuery(deps.db, input).count().get(),
    isLeadKind(kind) ? filteredQuery(deps.db, { kind, status: INITIAL_STATUS }).count().get() : undefined,
  ]);
  const docs = newestFirst(snapshot.docs.filter((doc) => afterCursor(doc, cursor)));
  const page = docs.slice(0, pageSize);
  const last = page.at(-1);
  deps.log.info("listSubmissions", {
    uid: caller.uid,
    kind,
    reads: snapshot.size,
    aggregations: newCount ? 2 : 1,
    filtered: Boolean(input.status || input.receivedFrom || input.receivedTo),
    searched: Boolean(input.search),
    paged: Boolean(cursor),
  });
  return {
    total: total.data().count,
    newCount: newCount ? newCount.data().count : null,
    pageSize,
    rows: page.map((doc) => rowOf(kind, doc)) as unknown as SubmissionRowsByKind[typeof kind][],
    nextCursor: docs.length > pageSize && last ? cursorOf(last.id, createdAtOf(last)) : null,
  };
}

export const listSubmissions = onCall((request) => listSubmissionsHandler(request, liveAdminDeps()));
