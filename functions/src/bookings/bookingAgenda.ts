import { FieldPath, Timestamp, type Query } from "firebase-admin/firestore";
import {
  BOOKING_HIDDEN_FIELDS,
  BookingAgendaSchema,
  type BookingAgendaResponse,
  type BookingRecord,
} from "../domain/bookings";
import { COLLECTIONS } from "../domain/collections";
import { SEARCH_TERMS_FIELD } from "../domain/search";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { hostScope } from "../platform/roles";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";

/** Bookings per agenda page. */
export const AGENDA_PAGE_SIZE = 50;

/** Timestamps as ISO strings, the rest as stored. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  }
  return value;
}

/**
 * The Bookings tab's agenda: upcoming bookings soonest first (from now on), or past ones latest first; optionally one
 * status; a page of {@link AGENDA_PAGE_SIZE} after the cursor (start instant and id of the previous page's last row).
 * One ordered range query on `start_at` (with `host_uid` first for a host, then `status` when filtered).
 */
export async function bookingAgendaHandler(
  request: AdminRequest,
  deps: AdminDeps,
  now: () => Date = () => new Date(),
): Promise<BookingAgendaResponse> {
  const caller = await admitAdmin("bookingAgenda", request, deps, SMALL_REQUEST_CHARS);
  const input = parseOrThrow(BookingAgendaSchema, request.data);
  const upcoming = input.when === "upcoming";
  const direction = upcoming ? "asc" : "desc";
  let query: Query = deps.db.collection(COLLECTIONS.bookings);
  // A host sees only their own bookings (platform/roles.ts).
  const host = hostScope(caller);
  if (host !== undefined) query = query.where("host_uid", "==", host);
  if (input.status) query = query.where("status", "==", input.status);
  query = query
    .where("start_at", upcoming ? ">=" : "<", Timestamp.fromDate(now()))
    .orderBy("start_at", direction)
    .orderBy(FieldPath.documentId(), direction);
  if (input.cursor) query = query.startAfter(Timestamp.fromDate(new Date(input.cursor.start)), input.cursor.id);
  const snapshot = await query.limit(AGENDA_PAGE_SIZE).get();
  const rows = snapshot.docs.map((doc) => {
    const data = { ...doc.data() };
    for (const hidden of [...BOOKING_HIDDEN_FIELDS, SEARCH_TERMS_FIELD]) delete data[hidden];
    return { ...(plain(data) as BookingRecord), id: doc.id };
  });
  const last = rows.at(-1);
  deps.log.info("bookingAgenda", { uid: caller.uid, when: input.when, rows: rows.length });
  return {
    rows,
    nextCursor: snapshot.size === AGENDA_PAGE_SIZE && last ? { start: last.start_at, id: last.id } : null,
  };
}

export const bookingAgenda = callable("bookingAgenda", {}, (request) => bookingAgendaHandler(request, liveAdminDeps()));
