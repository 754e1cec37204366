import * as v from "valibot";
import { MEETING_TYPE_IDS, type MeetingTypeId } from "./meetingTypes";
import { DocumentIdSchema } from "./documentId";
import { EMAIL_MESSAGE, formText, optionalFormText } from "./forms";
import { isCursorInstant } from "./instant";
import { OptionalSourceSchema } from "./source";
import { type LeadSource } from "./channel";

/*
 * Bookings: a visitor picks a free time for a meeting with the company and books it in one step (docs/booking.md).
 * This file is the contract's part for bookings: the meeting types, what hosts set, what the callables take and
 * answer, and what is stored. Times travel as ISO 8601 instants in UTC (`2027-03-12T16:00:00.000Z`); dates of the
 * hosts' calendar are `YYYY-MM-DD` in {@link HOST_TIME_ZONE}; wall-clock times are `HH:MM`.
 */

/** The hosts' zone: weekly hours, days off and daily caps are in it (written once, in ./company.ts). */
export { HOST_TIME_ZONE } from "./company";

export {
  MEETING_TYPE_IDS,
  MEETING_TYPES,
  meetingTypeOfSubject,
  PUBLIC_MEETING_TYPE_IDS,
  type MeetingTypeId,
} from "./meetingTypes";
import { SITE_PATHS, siteUrl } from "./paths";

export const ORGANISATION_TYPES = {
  school: "School or district",
  university: "University",
  chamber: "Chamber",
  business: "Business",
  state_agency: "State agency",
  other: "Other",
} as const;
export type OrganisationType = keyof typeof ORGANISATION_TYPES;

export const BOOKING_STATUSES = ["scheduled", "completed", "no_show", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Each booking status by name, so no query or check spells one raw (`BOOKING_STATUS.scheduled`). */
export const BOOKING_STATUS = {
  scheduled: "scheduled",
  completed: "completed",
  no_show: "no_show",
  cancelled: "cancelled",
} as const satisfies { [K in BookingStatus]: K };
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  scheduled: "Scheduled",
  completed: "Completed",
  no_show: "No-show",
  cancelled: "Cancelled",
};

/** The rules a host starts with (the defaults) and the limits of what a host may set. */
export const AVAILABILITY_DEFAULTS = {
  minimumNoticeHours: 12,
  horizonDays: 30,
  bufferMinutes: 10,
  dailyCap: 6,
} as const;
/** Start times are offered every this many minutes from the start of each range of weekly hours. */
export const SLOT_STEP_MINUTES = 15;
/** At most this many upcoming (scheduled, not started) bookings per e-mail address. */
export const MAX_UPCOMING_PER_EMAIL = 2;
/** Reminders go this many minutes before the start. */
export const REMINDER_OFFSETS_MINUTES = { day: 24 * 60, hour: 60 } as const;
export type ReminderKind = keyof typeof REMINDER_OFFSETS_MINUTES;
/** The widest window one `bookingFreeTimes` call may ask for (a month view with its edges). */
export const FREE_TIMES_MAX_DAYS = 42;

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const TAKEN_MESSAGE = "That time was just taken — please pick another";
export const TIME_UNAVAILABLE_MESSAGE = "That time is no longer available — please pick another";
export const TOO_MANY_BOOKINGS_MESSAGE =
  "You already have 2 upcoming meetings with us — please cancel or reschedule one first";
export const LINK_INVALID_MESSAGE = "This link is not valid. Please use the link in your most recent e-mail.";
export const BOOKING_CANCELLED_MESSAGE = "This meeting was cancelled, so it can no longer be changed.";
export const BOOKING_STARTED_MESSAGE = "This meeting has already started, so it can no longer be changed.";
export const INVITE_INVALID_MESSAGE =
  "This interview link is not valid or was already used. Please contact us for a new one.";

const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
/** An unguessable token as links carry it: 32 random bytes, base64url. Stored only as a keyed hash. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/* @__NO_SIDE_EFFECTS__ */
const instant = (message: string) =>
  v.pipe(
    v.string(message),
    v.isoTimestamp(message),
    v.check((value) => !Number.isNaN(Date.parse(value)), message),
    // The strict cursor rule: a zone, a real date, years 1970–9999; the handlers then keep it near now (domain/instant).
    v.check(isCursorInstant, message),
  );
/* @__NO_SIDE_EFFECTS__ */
const token = (message: string) => v.pipe(v.string(message), v.regex(TOKEN_PATTERN, message));
const meetingType = v.picklist(MEETING_TYPE_IDS as [MeetingTypeId, ...MeetingTypeId[]], "Unknown meeting type");

/** An IANA time zone the runtime knows (`America/Boise`); checked with Intl on both sides. */
export const TimeZoneSchema = v.pipe(
  v.string("Unknown time zone"),
  v.maxLength(64, "Unknown time zone"),
  v.check((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$|^UTC$/.test(zone);
    } catch {
      return false;
    }
  }, "Unknown time zone"),
);

/** One range of weekly hours, `HH:MM`–`HH:MM` in {@link HOST_TIME_ZONE}. */
const HoursRangeSchema = v.pipe(
  v.object({
    start: v.pipe(v.string(), v.regex(HHMM, "Times are HH:MM")),
    end: v.pipe(v.string(), v.regex(HHMM, "Times are HH:MM")),
  }),
  v.check((range) => range.start < range.end, "Each range must end after it starts"),
);
export type HoursRange = v.InferOutput<typeof HoursRangeSchema>;
const WeekdayHoursSchema = v.pipe(v.array(HoursRangeSchema), v.maxLength(6, "At most 6 ranges a day"));

/** `setMyAvailability`: what a host sets in the dashboard. */
export const AvailabilitySchema = v.object({
  /** Takes bookings at all (an admin opts in). */
  active: v.boolean(),
  /** The meeting types this host takes. */
  meetingTypes: v.pipe(v.array(meetingType), v.maxLength(MEETING_TYPE_IDS.length)),
  /** Weekly hours per weekday; an empty list is a day without hours. */
  weekly: v.object({
    mon: WeekdayHoursSchema,
    tue: WeekdayHoursSchema,
    wed: WeekdayHoursSchema,
    thu: WeekdayHoursSchema,
    fri: WeekdayHoursSchema,
    sat: WeekdayHoursSchema,
    sun: WeekdayHoursSchema,
  } satisfies Record<Weekday, unknown>),
  /** Dates without hours (`YYYY-MM-DD` in the hosts' zone). */
  daysOff: v.pipe(v.array(v.pipe(v.string(), v.regex(DATE, "Dates are YYYY-MM-DD"))), v.maxLength(366)),
  minimumNoticeHours: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24 * 14)),
  horizonDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365)),
  bufferMinutes: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120)),
  dailyCap: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24)),
});
export type Availability = v.InferOutput<typeof AvailabilitySchema>;

/** `bookingFreeTimes`: the free start times of a meeting type between two instants (at most {@link FREE_TIMES_MAX_DAYS} days). */
export const FreeTimesSchema = v.object({
  meetingType,
  from: instant("Invalid start of the window"),
  to: instant("Invalid end of the window"),
  /** The invitation token for a coach interview (required for that type, refused otherwise). */
  invite: v.optional(token(INVITE_INVALID_MESSAGE)),
  /**
   * A booking's management token, when its reschedule page asks: the free times of its type (a coach interview needs
   * no invitation then), with the booking's own time counted free.
   */
  token: v.optional(token(LINK_INVALID_MESSAGE)),
});
export type FreeTimesRequest = v.InferInput<typeof FreeTimesSchema>;
export interface FreeTimesResponse {
  meetingType: MeetingTypeId;
  minutes: number;
  /** Free start instants (UTC ISO), ascending. Never says which host is free. */
  times: string[];
}

/** What a visitor sends to book (and the form's fields: same trimming, limits and messages as the other forms). */
export const BookingDetailsSchema = v.object({
  name: formText({ label: "Name", required: "Name is required", max: [100, "Name must be less than 100 characters"] }),
  email: v.pipe(
    v.string(EMAIL_MESSAGE),
    v.trim(),
    v.nonEmpty(EMAIL_MESSAGE),
    v.email(EMAIL_MESSAGE),
    v.maxLength(255, "Email must be less than 255 characters"),
  ),
  organisation: formText({
    label: "Organization",
    required: "Organization is required",
    max: [200, "Organization must be less than 200 characters"],
  }),
  organisationType: v.picklist(
    Object.keys(ORGANISATION_TYPES) as [OrganisationType, ...OrganisationType[]],
    "Please select your organization type",
  ),
  topics: optionalFormText("Topics", 1000, "Please keep this under 1000 characters", true),
});
export type BookingDetails = v.InferOutput<typeof BookingDetailsSchema>;
export type BookingDetailsInput = v.InferInput<typeof BookingDetailsSchema>;

/** `createBooking`. The web form's fields, the picked time, the visitor's zone (for mails), honeypot and source. */
export const CreateBookingSchema = v.object({
  ...BookingDetailsSchema.entries,
  meetingType,
  start: instant("Please pick a time"),
  timeZone: TimeZoneSchema,
  invite: v.optional(token(INVITE_INVALID_MESSAGE)),
  website: v.optional(v.string()),
  source: OptionalSourceSchema,
});
export type CreateBookingRequest = v.InferInput<typeof CreateBookingSchema>;

/** A booking as its visitor sees it (confirmation screen, reschedule/cancel pages): never the host or other bookings. */
export interface BookingView {
  meetingType: MeetingTypeId;
  start: string;
  end: string;
  timeZone: string;
  status: BookingStatus;
  name: string;
  organisation: string;
}

/** `createBooking`'s answer: the booking and its management token (shown once; stored only as a hash). */
export interface CreateBookingResponse {
  booking: BookingView;
  token: string;
  /** The invitation (.ics text, METHOD:REQUEST) for "Add to calendar". */
  invitation: string;
}

/**
 * The links a booking's mails and confirmation carry. The token travels in the fragment, which browsers never send
 * to a server or in a Referer; the page reads it and calls the callable with it.
 */
export function bookingLinks(origin: string, token: string): { reschedule: string; cancel: string } {
  return {
    reschedule: siteUrl(origin, SITE_PATHS.bookingReschedule, `#${token}`),
    cancel: siteUrl(origin, SITE_PATHS.bookingCancel, `#${token}`),
  };
}

/** The coach-interview booking link staff send an applicant. */
export function interviewLink(origin: string, invite: string): string {
  return siteUrl(origin, SITE_PATHS.bookCoachInterview, `#invite=${invite}`);
}

/** `getBookingByToken`: what a reschedule or cancel link opens. `changeable: false` comes with the reason's message. */
export const BookingTokenSchema = v.object({ token: token(LINK_INVALID_MESSAGE) });
export interface BookingByTokenResponse {
  booking: BookingView;
  changeable: boolean;
  reason?: string;
}

/** `rescheduleBooking`: a new time, under every rule a new booking obeys. */
export const RescheduleBookingSchema = v.object({
  token: token(LINK_INVALID_MESSAGE),
  start: instant("Please pick a time"),
  timeZone: v.optional(TimeZoneSchema),
});
/** A cancellation's reason (the visitor's, or staff's, which the visitor is sent): optional, one short paragraph. */
const CancelReasonSchema = optionalFormText("Reason", 500, "Please keep this under 500 characters", true);
/** `cancelBooking`. */
export const CancelBookingSchema = v.object({
  token: token(LINK_INVALID_MESSAGE),
  reason: CancelReasonSchema,
});
export interface BookingChangeResponse {
  booking: BookingView;
  /** The updated invitation (.ics: METHOD:REQUEST with a raised SEQUENCE, or METHOD:CANCEL). */
  invitation: string;
}

/** `getMyAvailability`: the signed-in host's settings (defaults if never set) and whether a calendar feed exists. */
export interface MyAvailabilityResponse {
  availability: Availability;
  /** The private calendar feed's address, or null when none is active. Shown once after rotating; afterwards masked. */
  feed: { active: boolean; url: string | null };
}

/** `rotateCalendarFeed`: a new secret feed address (the old one stops working), or revoke it. */
export const RotateFeedSchema = v.object({ revoke: v.optional(v.boolean(), false) });
export interface RotateFeedResponse {
  url: string | null;
}

/** `cancelBookingAsStaff`: staff cancel a booking from the dashboard; the visitor and the host are told. */
export const StaffCancelBookingSchema = v.object({ id: DocumentIdSchema, reason: CancelReasonSchema });
/** `rescheduleBookingAsStaff`: staff move a booking to another free time; the visitor gets the updated invitation. */
export const StaffRescheduleBookingSchema = v.object({ id: DocumentIdSchema, start: instant("Please pick a time") });

/** `sendInterviewLink`: mails an applicant in Screening or Interview a link to book a coach interview. */
export const SendInterviewLinkSchema = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(128)) });

/** `bookingAgenda`: upcoming bookings by start time (agenda), or past ones newest first; paged. */
export const BookingAgendaSchema = v.object({
  when: v.picklist(["upcoming", "past"]),
  /** The start instant and id of the last row of the previous page. */
  cursor: v.optional(
    v.nullable(
      v.object({
        start: v.pipe(v.string("Invalid cursor"), v.check(isCursorInstant, "Invalid cursor")),
        id: v.pipe(v.string("Invalid cursor"), v.maxLength(200, "Invalid cursor"), DocumentIdSchema),
      }),
    ),
  ),
  status: v.optional(v.picklist(BOOKING_STATUSES)),
});

/**
 * A stored booking (collection `bookings`). It is a lead: status, notes, history and erasure work as for the other
 * kinds. `start_at`/`end_at` are UTC timestamps. `token_hash` is the keyed hash of the management token.
 */
export interface BookingFields {
  meeting_type: MeetingTypeId;
  name: string;
  email: string;
  organisation: string;
  organisation_type: OrganisationType;
  topics: string;
  time_zone: string;
}
export interface BookingRecord<TTime = string> extends BookingFields {
  start_at: TTime;
  end_at: TTime;
  host_uid: string;
  status: BookingStatus;
  /** Raised on every change; the invitation's SEQUENCE. */
  sequence: number;
  /** The invitation's UID: fixed for the booking's life. */
  ics_uid: string;
  token_hash: string;
  /** The coach application this interview belongs to. */
  application_id?: string;
  source?: LeadSource;
  notes_count: number;
  search_terms: string[];
  created_at: TTime;
  updated_at?: TTime;
  /** When the current time was chosen (booked or last rescheduled): a reminder due before it is not sent. */
  scheduled_at?: TTime;
  /** The `booking_locks` ids the booking holds (none once cancelled). */
  lock_ids?: string[];
  /** The keyed hash of the normalised mailbox. */
  mailbox_hash?: string;
  /** The keyed hashes of the client address and of the mailbox domain (none for a public provider): the week share. */
  client_hash?: string;
  domain_hash?: string;
  /** The `booking_slots` it holds (its mailbox's, client's and domain's upcoming-bookings allowance). */
  slot_ids?: string[];
  /** How many times the visitor moved it (at most functions/src/bookings/bookingLimits.ts `MAX_RESCHEDULES`). */
  reschedules?: number;
  /** The visitor's reason, when they cancelled with one. */
  cancel_reason?: string;
}

/** `bookingAgenda`'s answer: a page of bookings (times as ISO strings) and the cursor of the next page. */
export interface BookingAgendaResponse {
  rows: (BookingRecord & { id: string })[];
  nextCursor: { start: string; id: string } | null;
}

/** The stored field holding the keyed hash of a booking's management token: never listed, exported or shown. */
export const TOKEN_HASH_FIELD = "token_hash";
/**
 * Stored fields no listing, export or detail shows: the token's hash, the holders' hashes, the lock and slot ids, the
 * event written into the host's calendar.
 */
export const BOOKING_HIDDEN_FIELDS = [
  TOKEN_HASH_FIELD,
  "mailbox_hash",
  "client_hash",
  "domain_hash",
  "lock_ids",
  "slot_ids",
  "calendar_event",
] as const;

/**
 * What the dashboard's listing and export read of a booking besides the pipeline's fields and `created_at`: every
 * stored field but the token's hash and the search index.
 */
export const BOOKING_LISTED_FIELDS = [
  "meeting_type",
  "name",
  "email",
  "organisation",
  "organisation_type",
  "topics",
  "time_zone",
  "start_at",
  "end_at",
  "host_uid",
  "sequence",
  "ics_uid",
  "application_id",
  "source",
] as const satisfies readonly (keyof BookingRecord)[];
