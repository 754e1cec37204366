import { FieldPath, Timestamp, type Firestore, type Query } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { COLLECTION_OF_KIND, isLeadKind, type LeadKind, type SubmissionKind } from "../domain/collections";
import type { Cursor } from "../domain/dashboard";
import {
  APPLICATION_RECORD_NAMES,
  CONTACT_RECORD_NAMES,
  INITIAL_STATUS,
  isStatusOf,
  PIPELINE_FIELDS,
  type LeadStatus,
} from "../domain/leads";
import { BOOKING_HIDDEN_FIELDS, BOOKING_LISTED_FIELDS } from "../domain/bookings";
import { REPLY_TOKEN_HASH_FIELD } from "../domain/conversations";
import { SEARCH_TERMS_FIELD, searchTermOf } from "../domain/search";
import { type Channel } from "../domain/source";
import { storedSourceOf } from "../domain/channel";
import { plain } from "../platform/plainValues";

/**
 * Every Firestore query the admin callables make is built here. A real project refuses a query whose composite index
 * is missing (the local stand-in does not): indexes.test.ts runs the callables, records each query the stand-in
 * receives and checks that firestore.indexes.json declares the index it needs.
 */

/** The filters of a listing, an export or a count, as the domain schemas parse them. */
export interface LeadFilters {
  kind: SubmissionKind;
  status?: LeadStatus | undefined;
  /** The lead's channel (`source.channel`). */
  channel?: Channel | undefined;
  /** First and last day received (YYYY-MM-DD, UTC), inclusive. */
  receivedFrom?: string | undefined;
  receivedTo?: string | undefined;
  search?: string | undefined;
}

/** Refuses a status that is not one of the kind's ("Unknown status for contact messages"). */
export function assertStatusOfKind(kind: SubmissionKind, status: string | undefined): void {
  if (status === undefined) return;
  if (!isLeadKind(kind) || !isStatusOf(kind, status)) {
    const what = kind === "contact" ? "contact messages" : kind === "applications" ? "coach applications" : "payments";
    throw new HttpsError("invalid-argument", `Unknown status for ${what}`, { fields: { status: "Unknown status" } });
  }
}

const DAY_MS = 86_400_000;

/** The created_at bounds of a "Received between" filter: [from 00:00 UTC, the day after `to` 00:00 UTC). */
export function receivedRange(filters: Pick<LeadFilters, "receivedFrom" | "receivedTo">): {
  from?: Timestamp;
  before?: Timestamp;
} {
  const range: { from?: Timestamp; before?: Timestamp } = {};
  if (filters.receivedFrom) range.from = Timestamp.fromMillis(Date.parse(`${filters.receivedFrom}T00:00:00Z`));
  if (filters.receivedTo) range.before = Timestamp.fromMillis(Date.parse(`${filters.receivedTo}T00:00:00Z`) + DAY_MS);
  if (range.from && range.before && range.from.toMillis() >= range.before.toMillis()) {
    throw new HttpsError("invalid-argument", "The first day must not be after the last day", {
      fields: { receivedTo: "The first day must not be after the last day" },
    });
  }
  return range;
}

/**
 * The filters as `where` clauses, unordered, and how many fields they compare (the received dates are one field).
 * Payments have no status and no search index (see {@link PAYMENT_SEARCH_SCAN_MAX}); their search is not applied here.
 */
function whereFilters(db: Firestore, filters: LeadFilters): { query: Query; fields: number } {
  let query: Query = db.collection(COLLECTION_OF_KIND[filters.kind]);
  const term = isLeadKind(filters.kind) && filters.search ? searchTermOf(filters.search) : "";
  if (term) query = query.where(SEARCH_TERMS_FIELD, "array-contains", term);
  if (filters.status) query = query.where("status", "==", filters.status);
  if (filters.channel) query = query.where(SOURCE_CHANNEL_FIELD, "==", filters.channel);
  const range = receivedRange(filters);
  if (range.from) query = query.where("created_at", ">=", range.from);
  if (range.before) query = query.where("created_at", "<", range.before);
  return {
    query,
    fields: [term, filters.status, filters.channel, range.from ?? range.before].filter(Boolean).length,
  };
}

/** The stored channel of a lead or payment (domain/source.ts `LeadSource`), which the "Source" filter compares. */
export const SOURCE_CHANNEL_FIELD = "source.channel";

/** The filtered query, newest first with the document id as the tie-break, every field. */
function orderedQuery(db: Firestore, filters: LeadFilters): Query {
  return whereFilters(db, filters).query.orderBy("created_at", "desc").orderBy(FieldPath.documentId(), "desc");
}

/**
 * What a listing page or an export chunk reads of a contact message or an application: the record's fields, the
 * pipeline's and `created_at` — everything stored but the search index (`search_terms`, up to hundreds of terms per
 * record, which nothing shows). The detail (`getSubmission`) reads the whole document.
 */
export const LISTED_FIELDS: Record<LeadKind, readonly string[]> = {
  contact: [...Object.values(CONTACT_RECORD_NAMES), ...PIPELINE_FIELDS, "created_at"],
  applications: [...Object.values(APPLICATION_RECORD_NAMES), ...PIPELINE_FIELDS, "created_at"],
  bookings: [...BOOKING_LISTED_FIELDS, ...PIPELINE_FIELDS, "created_at"],
};

/**
 * The filtered query, newest first with the document id as the tie-break, without cursor or limit: what a page and
 * an export chunk start from. It reads the {@link LISTED_FIELDS} of a contact message or application (a payment has
 * no search index: every field).
 */
export function filteredQuery(db: Firestore, filters: LeadFilters): Query {
  const query = orderedQuery(db, filters);
  return isLeadKind(filters.kind) ? query.select(...LISTED_FIELDS[filters.kind]) : query;
}

/**
 * The query a `count()` of `filters` aggregates. A count needs no order: with at most one filtered field (none, a
 * status, a search word or the received dates alone) it counts from that field's automatic single-field index, or
 * the whole collection; with more it keeps the listing's order, so the listing's composite index serves it. The local
 * stand-in sorts a whole collection for every ordered query, so there the unordered count also spares a page view a
 * second sort.
 */
export function countQuery(db: Firestore, filters: LeadFilters): Query {
  const { query, fields } = whereFilters(db, filters);
  return fields > 1 ? orderedQuery(db, filters) : query;
}

/**
 * The filtered query after `cursor` (`startAfter(created_at, id)`, the listing's own order), at most `limit`
 * documents. The same query on the official emulator, the local stand-in (which applies cursors as Firestore does,
 * test-support/firestore-standin.mjs) and a real Firestore.
 */
export function pagedQuery(
  db: Firestore,
  filters: LeadFilters,
  cursor: Cursor | null | undefined,
  limit: number,
): Query {
  const query = filteredQuery(db, filters);
  return (cursor ? query.startAfter(timestampOfCursor(cursor), cursor.id) : query).limit(limit);
}

/**
 * A cursor's `createdAt` keeps the stored nanoseconds, so two rows in one millisecond are not skipped. `position`
 * (the listing's): how many rows of the list come up to and including this one.
 */
export function cursorOf(id: string, createdAt: Timestamp, position?: number): Cursor {
  const iso = createdAt.toDate().toISOString();
  const nanos = String(createdAt.nanoseconds).padStart(9, "0");
  const cursor: Cursor = { createdAt: `${iso.slice(0, 19)}.${nanos}Z`, id };
  return position === undefined ? cursor : { ...cursor, position };
}

export function timestampOfCursor(cursor: Cursor): Timestamp {
  const match = /^(.*?)(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})$/.exec(cursor.createdAt);
  const whole = Date.parse(`${match?.[1] ?? cursor.createdAt}${match?.[3] ?? ""}`);
  const fraction = (match?.[2] ?? "").padEnd(9, "0");
  return new Timestamp(Math.floor(whole / 1000), Number(fraction));
}

/** A stored document as the callables see it. */
export interface StoredDoc {
  id: string;
  data(): Record<string, unknown>;
}

/** Whether `doc` comes after `cursor` in newest-first order: a payment search filters its scan in memory. */
export function afterCursor(doc: StoredDoc, cursor: Cursor | null | undefined): boolean {
  if (!cursor) return true;
  const created = doc.data().created_at;
  if (!(created instanceof Timestamp)) return true;
  const at = timestampOfCursor(cursor);
  const order = created.seconds - at.seconds || created.nanoseconds - at.nanoseconds;
  return order < 0 || (order === 0 && doc.id < cursor.id);
}

/** The stored `created_at` of a document, for its cursor (every stored record has one). */
export function createdAtOf(doc: StoredDoc): Timestamp {
  const created = doc.data().created_at;
  return created instanceof Timestamp ? created : Timestamp.fromMillis(0);
}

/**
 * A document as a row of the listing, the export and the detail: the stored fields with ISO dates and the id,
 * without the search index; a contact message or application stored before statuses existed reads as New with
 * no notes, and any record stored before sources were recorded with the unknown source.
 */
export function rowOf(kind: SubmissionKind, doc: StoredDoc): Record<string, unknown> {
  const { [SEARCH_TERMS_FIELD]: _terms, ...data } = doc.data();
  for (const hidden of [...BOOKING_HIDDEN_FIELDS, REPLY_TOKEN_HASH_FIELD]) delete data[hidden];
  const row: Record<string, unknown> = { ...(plain(data) as Record<string, unknown>), id: doc.id };
  if (isLeadKind(kind)) {
    if (typeof row.status !== "string") row.status = INITIAL_STATUS;
    if (typeof row.notes_count !== "number") row.notes_count = 0;
  }
  // A record stored before sources were recorded reads as the unknown source (Direct, empty fields).
  row.source = storedSourceOf(row);
  return row;
}

/** The fields a payment search looks in, as substrings. */
const PAYMENT_SEARCHED_FIELDS = ["customer_email", "program"] as const;

/**
 * Payments carry no search index (the Stripe webhook writes them); a payment search scans at most this many of the
 * newest payments after the cursor and says so in the log. A company records a few hundred payments a year.
 */
export const PAYMENT_SEARCH_SCAN_MAX = 2000;

export function paymentMatches(doc: StoredDoc, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const data = doc.data();
  return PAYMENT_SEARCHED_FIELDS.some((field) => {
    const value = data[field];
    return typeof value === "string" && value.toLowerCase().includes(needle);
  });
}

/** Where a lead lives, or a not-found error for an unknown kind. */
export function leadDoc(db: Firestore, kind: LeadKind, id: string) {
  if (id.includes("/")) throw new HttpsError("not-found", "This submission no longer exists.");
  return db.collection(COLLECTION_OF_KIND[kind]).doc(id);
}

export const NOT_FOUND_MESSAGE = "This submission no longer exists.";
