import * as v from "valibot";
import { LEAD_KINDS, SUBMISSION_KINDS, type LeadKind, type SubmissionKind } from "./collections";
import {
  APPLICATION_STATUSES,
  CONTACT_STATUSES,
  NOTE_MAX,
  type ActivityEntry,
  type CoachApplicationRecord,
  type ContactSubmissionRecord,
  type LeadStatus,
} from "./leads";
import { BOOKING_STATUSES, type BookingRecord } from "./bookings";
import { DocumentIdSchema } from "./documentId";
import { isCursorInstant } from "./instant";
import { CHANNELS } from "./source";
import type { PaymentRecord } from "./payments";

/**
 * What the dashboard asks the admin callables and what they answer: the listing's cursor pages and filters, the
 * export, a submission's detail and the changes staff make to it, the overview and the tabs' counts.
 */

/** Rows per page of the listing: the default and the largest page a caller may ask for. */
export const SUBMISSIONS_PAGE_SIZE = 50;
export const SUBMISSIONS_SEARCH_MAX = 100;

/** A row of the listing: the stored fields, the document id and `created_at` as an ISO string. */
export type SubmissionRow<TRecord> = TRecord & { id: string };
export type ContactSubmissionRow = SubmissionRow<ContactSubmissionRecord>;
export type CoachApplicationRow = SubmissionRow<CoachApplicationRecord>;
export type PaymentRow = SubmissionRow<PaymentRecord>;
export type BookingRow = SubmissionRow<BookingRecord>;

export interface SubmissionRowsByKind {
  contact: ContactSubmissionRow;
  applications: CoachApplicationRow;
  payments: PaymentRow;
  bookings: BookingRow;
}

/**
 * The keyset cursor of the listing: the last row's `created_at` (an ISO string to the nanosecond, since Firestore
 * keeps microseconds and two rows may share a millisecond) and document id, and for the listing how many rows of the
 * filtered list come up to and including that row (`position`: with the page's `count()` total it tells whether
 * another page follows, without reading a document more). Opaque to the dashboard: it passes back the `nextCursor` it
 * was given. A forged `position` can only mislead the forger's own "Next" button.
 */
export const CursorSchema = v.object({
  createdAt: v.pipe(v.string("Invalid cursor"), v.check(isCursorInstant, "Invalid cursor")),
  id: v.pipe(
    v.string("Invalid cursor"),
    v.nonEmpty("Invalid cursor"),
    v.maxLength(200, "Invalid cursor"),
    DocumentIdSchema,
  ),
  position: v.optional(
    v.pipe(v.number("Invalid cursor"), v.integer("Invalid cursor"), v.minValue(0, "Invalid cursor")),
  ),
});
export type Cursor = v.InferOutput<typeof CursorSchema>;

/** A calendar day, `YYYY-MM-DD`, as the "Received between" filter sends it (days are the site's time zone, UTC). */
const day = v.pipe(
  v.string("Dates must be YYYY-MM-DD"),
  v.isoDate("Dates must be YYYY-MM-DD"),
  // A day a Firestore Timestamp holds with the day after it (issue 33, item 6: year 0 or 9999-12-31 threw inside
  // Firestore's client and answered INTERNAL).
  v.check((value) => value >= "1970-01-01" && value < "9999-12-31", "Dates must be between 1970 and 9999"),
);

/** What narrows a listing or an export: all optional. `status` must be one of the kind's statuses. */
const filterEntries = {
  kind: v.picklist(SUBMISSION_KINDS, "Unknown kind of submission"),
  status: v.optional(v.picklist([...CONTACT_STATUSES, ...APPLICATION_STATUSES, ...BOOKING_STATUSES], "Unknown status")),
  /** The "Source" filter: the channel the server derived (`source.channel`). Records without a source match none. */
  channel: v.optional(v.picklist(CHANNELS, "Unknown channel")),
  /** First and last day received, inclusive. */
  receivedFrom: v.optional(day),
  receivedTo: v.optional(day),
  search: v.optional(
    v.pipe(
      v.string("Search must be text"),
      v.trim(),
      v.maxLength(SUBMISSIONS_SEARCH_MAX, `Search must be less than ${SUBMISSIONS_SEARCH_MAX} characters`),
    ),
    "",
  ),
};

/** `listSubmissions`: one page after `cursor` (the first page without one), newest first. */
export const ListPageSchema = v.object({
  ...filterEntries,
  cursor: v.optional(v.nullable(CursorSchema)),
  pageSize: v.optional(
    v.pipe(
      v.number("Page size must be a number"),
      v.integer("Page size must be a whole number"),
      v.minValue(1, "Page size must be at least 1"),
      v.maxValue(SUBMISSIONS_PAGE_SIZE, `Page size must be at most ${SUBMISSIONS_PAGE_SIZE}`),
    ),
    SUBMISSIONS_PAGE_SIZE,
  ),
});
export type ListPageRequest = v.InferInput<typeof ListPageSchema>;

/** Rows per export chunk: the export pages through a tab with cursors, reading each document once. */
export const EXPORT_PAGE_SIZE = 1000;

/** `exportSubmissions`: the next chunk of a whole tab (with the listing's filters) after `cursor`. */
export const ExportPageSchema = v.object({ ...filterEntries, cursor: v.optional(v.nullable(CursorSchema)) });
export type ExportPageRequest = v.InferInput<typeof ExportPageSchema>;

const leadRef = {
  kind: v.picklist(LEAD_KINDS, "Unknown kind of submission"),
  id: v.pipe(
    v.string("Submission id is required"),
    v.trim(),
    v.nonEmpty("Submission id is required"),
    v.maxLength(200, "Submission id is too long"),
    DocumentIdSchema,
  ),
};

/** `getSubmission`: one submission with its history. */
export const SubmissionRefSchema = v.object(leadRef);
export type SubmissionRef = v.InferInput<typeof SubmissionRefSchema>;

/** `setSubmissionStatus`: the status must be one of the kind's (checked in the handler, with its own message). */
export const SetStatusSchema = v.object({
  ...leadRef,
  status: v.picklist([...CONTACT_STATUSES, ...APPLICATION_STATUSES, ...BOOKING_STATUSES], "Unknown status"),
});
export type SetStatusRequest = v.InferInput<typeof SetStatusSchema>;

/** `addSubmissionNote`. */
export const AddNoteSchema = v.object({
  ...leadRef,
  text: v.pipe(
    v.string("Note is required"),
    v.trim(),
    v.nonEmpty("Note is required"),
    v.maxLength(NOTE_MAX, `Note must be less than ${NOTE_MAX} characters`),
  ),
});
export type AddNoteRequest = v.InferInput<typeof AddNoteSchema>;

/** `deleteSubmission`: erasure on request. */
export const DeleteSubmissionSchema = v.object(leadRef);
export type DeleteSubmissionRequest = v.InferInput<typeof DeleteSubmissionSchema>;

/** Weeks the overview's chart covers. */
export const OVERVIEW_WEEKS = 12;

/** `submissionOverview`: per lead kind, how many are in each status and how many arrived per week (oldest first). */
export interface OverviewResponse {
  kinds: Record<
    LeadKind,
    {
      total: number;
      byStatus: Partial<Record<LeadStatus, number>>;
      /** `weekStart`: the Monday (YYYY-MM-DD, UTC) the week begins. */
      weekly: { weekStart: string; count: number }[];
    }
  >;
}

/** One page of the listing. `total` counts every row matching the filters (a `count()` aggregation, not a read). */
export interface ListPageResponse<TKind extends SubmissionKind = SubmissionKind> {
  total: number;
  pageSize: number;
  rows: SubmissionRowsByKind[TKind][];
  /** Pass back to get the next page; null on the last one. */
  nextCursor: Cursor | null;
}

/**
 * `submissionCounts`: what the dashboard's tabs show beside their names, without filters: every row of each kind, and
 * how many contact messages and applications are New. Asked once when the dashboard opens and again after a change,
 * not with every page: a page view costs its page and one `count()`.
 */
export interface TabCountsResponse {
  /** `replies`: how many have a reply nobody opened yet (conversations' "New reply"). */
  contact: { total: number; new: number; replies?: number };
  applications: { total: number; new: number; replies?: number };
  payments: { total: number };
  /** Every booking, and how many are Scheduled (upcoming or not yet marked Completed / No-show). */
  bookings: { total: number; scheduled: number; replies?: number };
}

/**
 * `exportSubmissions`'s answer. Streamed (the dashboard's way: one request for the whole tab), the rows arrive as
 * {@link ExportChunk}s and the answer only says how many were sent (`streamed`), with no rows and no cursor. Called
 * without streaming, it is one chunk and the cursor of the next (null once nothing is left).
 */
export interface ExportPageResponse<TKind extends SubmissionKind = SubmissionKind> {
  rows: SubmissionRowsByKind[TKind][];
  nextCursor: Cursor | null;
  streamed?: number;
}

/** One streamed piece of an export: at most {@link EXPORT_PAGE_SIZE} rows, newest first. */
export interface ExportChunk<TKind extends SubmissionKind = SubmissionKind> {
  rows: SubmissionRowsByKind[TKind][];
}

/** `getSubmission`'s answer and what `setSubmissionStatus` / `addSubmissionNote` answer after their change. */
export interface SubmissionDetailResponse<TKind extends LeadKind = LeadKind> {
  row: SubmissionRowsByKind[TKind];
  /** Newest first. */
  activity: ActivityEntry[];
}
