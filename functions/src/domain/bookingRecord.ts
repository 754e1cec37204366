import {
  BOOKING_STATUS,
  type BookingDetails,
  type BookingRecord,
  type BookingView,
  type MeetingTypeId,
  type OrganisationType,
} from "./bookings";
import type { LeadSource } from "./channel";
import { newLeadRecord, type NewLeadRecord } from "./leads";

/**
 * A booking as it is stored, built once: `createBooking`, the local stack's seed and the booking benchmark write
 * what {@link newBookingRecord} returns, and every reader (the mails, the visitor's answers, the dashboard) reads
 * the same {@link BookingRecord} through {@link bookingMailOf} and {@link bookingViewOf}. Pure: times are whatever
 * the writer stores (`TTime`: a Firestore timestamp when written, a `Date` in a test).
 */

/** What a new booking is made of: the visitor's form, where it came from, its time and its placement. */
export interface NewBooking<TTime> {
  /** The visitor's parsed form (`BookingDetailsSchema`'s output). */
  details: BookingDetails;
  /** Where the visit came from, its channel derived by the server (domain/channel.ts `leadSource`). */
  source: LeadSource;
  meetingType: MeetingTypeId;
  /** The visitor's zone, for their mails. */
  timeZone: string;
  start: TTime;
  end: TTime;
  hostUid: string;
  /** The invitation's UID (`<uuid>@<site host>`), fixed for the booking's life. */
  icsUid: string;
  /** The keyed hash of the management token (bookings/shared.ts `tokenHash`). */
  tokenHash: string;
  /** The keyed hash of the normalised mailbox (bookings/shared.ts `mailboxHash`). */
  mailboxHash: string;
  /** The `booking_locks` ids of the host's 5-minute blocks it covers (domain/slots.ts `lockIds`). */
  lockIds: string[];
  /** When this time was chosen: a reminder due before it is not sent. */
  scheduledAt: TTime;
  /** The coach application an interview belongs to. */
  applicationId?: string;
  /** The keyed hashes of the client address and mailbox domain (bookings/bookingLimits.ts `holderFields`). */
  holderHashes?: { client_hash?: string; domain_hash?: string };
  /** The `booking_slots` it holds: its mailbox's, client's and domain's upcoming-bookings allowance. */
  slotIds?: string[];
}

/** A new booking as stored, but for `created_at` (the writer adds it: a server timestamp, or the seed's time). */
export type NewBookingRecord<TTime> = NewLeadRecord<"bookings"> &
  Omit<BookingRecord<TTime>, "created_at" | "updated_at" | "cancel_reason" | "source"> & { source: LeadSource };

/**
 * A new booking as stored: the lead's fields (`newLeadRecord("bookings", …)`: the form's fields under their stored
 * names, status Scheduled, no notes, the search index, the source), its time, host, invitation, the hashes of its
 * token and mailbox, its locks. The writer adds `created_at`.
 */
export function newBookingRecord<TTime>(booking: NewBooking<TTime>): NewBookingRecord<TTime> {
  return {
    ...newLeadRecord("bookings", booking.details, booking.source),
    status: BOOKING_STATUS.scheduled,
    meeting_type: booking.meetingType,
    time_zone: booking.timeZone,
    start_at: booking.start,
    end_at: booking.end,
    host_uid: booking.hostUid,
    sequence: 0,
    ics_uid: booking.icsUid,
    token_hash: booking.tokenHash,
    mailbox_hash: booking.mailboxHash,
    lock_ids: booking.lockIds,
    ...(booking.applicationId ? { application_id: booking.applicationId } : {}),
    ...booking.holderHashes,
    ...(booking.slotIds ? { slot_ids: booking.slotIds } : {}),
    scheduled_at: booking.scheduledAt,
  };
}

/** The stored fields of a booking its mails and its visitor's view read. */
export type BookingReadFields<TTime> = Pick<
  BookingRecord<TTime>,
  | "meeting_type"
  | "start_at"
  | "end_at"
  | "time_zone"
  | "ics_uid"
  | "sequence"
  | "name"
  | "email"
  | "organisation"
  | "organisation_type"
  | "topics"
  | "status"
>;

/** The booking as the mails read it (bookings/mails.ts): its time as dates, the visitor's fields. */
export interface MailBooking {
  meetingType: MeetingTypeId;
  start: Date;
  end: Date;
  timeZone: string;
  icsUid: string;
  sequence: number;
  name: string;
  email: string;
  organisation: string;
  organisationType: OrganisationType;
  topics: string;
}

/** A stored (or just built) booking as its mails read it; `toDate` reads the stored time. */
export function bookingMailOf<TTime>(record: BookingReadFields<TTime>, toDate: (time: TTime) => Date): MailBooking {
  return {
    meetingType: record.meeting_type,
    start: toDate(record.start_at),
    end: toDate(record.end_at),
    timeZone: record.time_zone,
    icsUid: record.ics_uid,
    sequence: record.sequence ?? 0,
    name: record.name ?? "",
    email: record.email ?? "",
    organisation: record.organisation ?? "",
    organisationType: record.organisation_type ?? "other",
    topics: record.topics ?? "",
  };
}

/** A stored (or just built) booking as its visitor sees it: never the host, never another booking. */
export function bookingViewOf<TTime>(record: BookingReadFields<TTime>, toDate: (time: TTime) => Date): BookingView {
  return {
    meetingType: record.meeting_type,
    start: toDate(record.start_at).toISOString(),
    end: toDate(record.end_at).toISOString(),
    timeZone: record.time_zone,
    status: record.status,
    name: record.name,
    organisation: record.organisation,
  };
}
