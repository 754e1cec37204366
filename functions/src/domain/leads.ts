import {
  BOOKING_STATUS,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingDetails,
  type BookingStatus,
} from "./bookings";
import type { LeadKind } from "./collections";
import type { CoachApplication, ContactMessage } from "./forms";
import type { SubmissionDelivery } from "./mail";
import { SEARCH_TERMS_FIELD, searchTerms } from "./search";
import type { LeadSource } from "./channel";

/**
 * Leads: a contact message or a coach application as it is stored (snake_case names, docs/product.md "What is
 * stored") and what staff do with it after it arrives (a status, notes, a history); see docs/product.md ("Staff
 * side"). The builders at the end make what is written, so every writer stores the same shape.
 */

/**
 * How a validated form becomes a stored record: each schema key (camelCase, as the form sends it) and its stored
 * name (snake_case, as the dashboard, the CSV and the rules read it). The maps are checked against the schemas, so a
 * field added to a schema fails the typecheck here until it is given a stored name — and then the record types
 * below, the form's initial values and the dashboard's field lists follow it.
 */
export const CONTACT_RECORD_NAMES = {
  name: "name",
  email: "email",
  subject: "subject",
  message: "message",
} as const satisfies { [K in keyof ContactMessage]-?: string };

export const APPLICATION_RECORD_NAMES = {
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
  phone: "phone",
  city: "city",
  state: "state",
  currentOccupation: "current_occupation",
  professionalBackground: "professional_background",
  aiExperience: "ai_experience",
  teachingExperience: "teaching_experience",
  workPreference: "work_preference",
  availableStartDate: "available_start_date",
  motivation: "motivation",
  heardAboutUs: "heard_about_us",
  additionalInfo: "additional_info",
} as const satisfies { [K in keyof CoachApplication]-?: string };

/** A booking's visitor fields (the form's; the booking's time, host and token fields are added by createBooking). */
export const BOOKING_RECORD_NAMES = {
  name: "name",
  email: "email",
  organisation: "organisation",
  organisationType: "organisation_type",
  topics: "topics",
} as const satisfies { [K in keyof BookingDetails]-?: string };

/** The stored fields of `TInput` under the names `TNames` gives them. */
export type StoredFields<TInput, TNames extends { [K in keyof TInput]-?: string }> = {
  -readonly [K in keyof TInput as TNames[K]]-?: Exclude<TInput[K], undefined>;
};

export type ContactFields = StoredFields<ContactMessage, typeof CONTACT_RECORD_NAMES>;
export type CoachApplicationFields = StoredFields<CoachApplication, typeof APPLICATION_RECORD_NAMES>;
export type BookingVisitorFields = StoredFields<BookingDetails, typeof BOOKING_RECORD_NAMES>;

/** The stored fields of a parsed form: every key renamed by `names`, nothing added, nothing dropped. */
export function toStoredFields<TInput extends object, TNames extends { [K in keyof TInput]-?: string }>(
  names: TNames,
  input: TInput,
): StoredFields<TInput, TNames> {
  const stored: Record<string, unknown> = {};
  for (const key of Object.keys(names) as (keyof TInput & keyof TNames)[]) {
    stored[names[key] as string] = input[key];
  }
  return stored as StoredFields<TInput, TNames>;
}

/** The stored names of each lead kind's form fields. */
export const RECORD_NAMES_OF_KIND = {
  contact: CONTACT_RECORD_NAMES,
  applications: APPLICATION_RECORD_NAMES,
  bookings: BOOKING_RECORD_NAMES,
} as const satisfies Record<LeadKind, Record<string, string>>;

/** What each lead kind's form parses to, and the stored fields it becomes. */
export interface LeadInputByKind {
  contact: ContactMessage;
  applications: CoachApplication;
  bookings: BookingDetails;
}
export interface LeadFieldsByKind {
  contact: ContactFields;
  applications: CoachApplicationFields;
  bookings: BookingVisitorFields;
}

export const CONTACT_STATUSES = ["new", "in_progress", "replied", "closed", "spam"] as const;
export const APPLICATION_STATUSES = ["new", "screening", "interview", "accepted", "declined", "withdrawn"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type LeadStatus = ContactStatus | ApplicationStatus | BookingStatus;
export { BOOKING_STATUSES };

/** Every status a kind may take, in the order the dashboard lists them. */
export const STATUSES_BY_KIND = {
  contact: CONTACT_STATUSES,
  applications: APPLICATION_STATUSES,
  bookings: BOOKING_STATUSES,
} as const satisfies Record<LeadKind, readonly LeadStatus[]>;

/**
 * What a newly stored contact message or application is, and what a record stored before statuses existed reads as.
 * A booking starts Scheduled ({@link INITIAL_STATUS_OF_KIND}).
 */
export const INITIAL_STATUS = "new" satisfies ContactStatus & ApplicationStatus;

/** The status each kind's new record starts with. */
export const INITIAL_STATUS_OF_KIND = {
  contact: INITIAL_STATUS,
  applications: INITIAL_STATUS,
  bookings: BOOKING_STATUS.scheduled,
} as const satisfies Record<LeadKind, LeadStatus>;

/** The words staff see for each status. */
export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  in_progress: "In progress",
  replied: "Replied",
  closed: "Closed",
  spam: "Spam",
  screening: "Screening",
  interview: "Interview",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
  ...BOOKING_STATUS_LABELS,
};

/**
 * The statuses that end a lead of each kind (handled, refused or past): a mail from the lead's address no longer
 * joins it, it starts a new one (conversations' inbound mail).
 */
export const CLOSED_STATUSES_BY_KIND = {
  contact: ["closed", "spam"],
  applications: ["declined", "withdrawn"],
  bookings: [BOOKING_STATUS.cancelled, BOOKING_STATUS.completed, BOOKING_STATUS.no_show],
} as const satisfies { [K in LeadKind]: readonly (typeof STATUSES_BY_KIND)[K][number][] };

export function isStatusOf(kind: LeadKind, status: string): status is LeadStatus {
  return (STATUSES_BY_KIND[kind] as readonly string[]).includes(status);
}

/** The longest note staff may add, in characters. */
export const NOTE_MAX = 2000;

/**
 * Whether a lead has a reply nobody has opened yet (conversations' "New reply"): its `new_reply`, read from a stored
 * record or a listed row of any kind.
 */
export function hasNewReply(lead: Pick<PipelineFields, "new_reply"> | object): boolean {
  return (lead as Pick<PipelineFields, "new_reply">).new_reply === true;
}

/** What opening a lead's reply writes on it (and what the dashboard's row becomes). */
export const REPLY_OPENED = { new_reply: false } as const satisfies Pick<PipelineFields, "new_reply">;

/** The fields the pipeline adds to a stored contact message or application (snake_case, like the rest). */
export interface PipelineFields<TTime = string> {
  /** Missing on records stored before statuses existed: read as {@link INITIAL_STATUS}. */
  status?: LeadStatus;
  /** How many notes the activity holds (the list and the export show it without reading them). */
  notes_count?: number;
  /** When staff last changed the status or added a note. */
  updated_at?: TTime;
  /** How the e-mails about this submission went (see `MailDelivery`). */
  delivery?: SubmissionDelivery<TTime>;
  /**
   * Where the lead came from (domain/source.ts): the visit's campaign fields, referrer, landing and form page, and
   * the channel the server derived. Missing on records stored before sources were recorded (`storedSourceOf` reads
   * them as {@link UNKNOWN_SOURCE}). Every lead kind carries it under this name.
   */
  source?: LeadSource;
  /** Conversations (domain/conversations.ts): an unopened reply, how many messages, when the last reply came. */
  new_reply?: boolean;
  messages_count?: number;
  last_reply_at?: TTime;
}

/** Every field of {@link PipelineFields}: one added there fails the typecheck here until it is listed. */
const PIPELINE_FIELD_NAMES: { [K in keyof Required<PipelineFields>]: K } = {
  status: "status",
  notes_count: "notes_count",
  updated_at: "updated_at",
  delivery: "delivery",
  source: "source",
  new_reply: "new_reply",
  messages_count: "messages_count",
  last_reply_at: "last_reply_at",
};

/** The pipeline's stored fields: what the listing reads besides the form's, what the drawer shows apart. */
export const PIPELINE_FIELDS: readonly (keyof PipelineFields)[] = Object.values(PIPELINE_FIELD_NAMES);

export function isPipelineField(key: string): key is keyof PipelineFields {
  return Object.hasOwn(PIPELINE_FIELD_NAMES, key);
}

/**
 * A stored contact message (collection `contact_submissions`): the form's fields under their stored names, the
 * pipeline's fields and `created_at`. `TTime` is how times are held: a server timestamp when written, an ISO 8601
 * string in the listing's answer.
 */
export type ContactSubmissionRecord<TTime = string> = ContactFields & PipelineFields<TTime> & { created_at: TTime };

/** A stored coach application (collection `ai_coach_applications`). */
export type CoachApplicationRecord<TTime = string> = CoachApplicationFields &
  PipelineFields<TTime> & { created_at: TTime };

/**
 * One entry of a submission's history, stored in its `activity` subcollection: a status change or a note, with the
 * admin who made it and when. Deleting the submission deletes these too.
 */
export interface ActivityEntry<TTime = string> {
  id: string;
  /** `event`: something that happened to the lead outside the dashboard (a booking moved, an interview link sent). */
  type: "status" | "note" | "event";
  /**
   * The admin's e-mail and uid, from their verified ID token; for a visitor's own change (a booking rescheduled or
   * cancelled through its link), the visitor's e-mail and {@link VISITOR_UID}.
   */
  by_email: string;
  by_uid: string;
  at: TTime;
  /** For a status change. */
  from?: LeadStatus;
  to?: LeadStatus;
  /** For a note, and what happened for an event. */
  text?: string;
}

/** A new lead as stored, but for `created_at` (the writer adds it: a server timestamp, or the import's time). */
export type NewLeadRecord<TKind extends LeadKind> = LeadFieldsByKind[TKind] & {
  status: LeadStatus;
  notes_count: number;
  search_terms: string[];
  source: LeadSource;
};

/**
 * A new contact message or application as stored, from its parsed form: the fields under their stored names, status
 * New, no notes, the dashboard's search index (`search_terms`, ./search.ts) and where it came from (`source`, its
 * channel derived by the server: domain/source.ts `leadSource`). The submit callables, the seed, the
 * benchmarks and the migration build records with this; the writer adds `created_at`.
 */
export function newLeadRecord<TKind extends LeadKind>(
  kind: TKind,
  input: LeadInputByKind[TKind],
  source: LeadSource,
): NewLeadRecord<TKind> {
  const names: Record<string, string> = RECORD_NAMES_OF_KIND[kind];
  const record: Record<string, unknown> = {
    ...toStoredFields(names, input as Record<string, unknown>),
    status: INITIAL_STATUS_OF_KIND[kind],
    notes_count: 0,
  };
  return { ...record, [SEARCH_TERMS_FIELD]: searchTerms(record), source } as NewLeadRecord<TKind>;
}

/** The pipeline's starting fields and the search index, as a record stored before statuses existed lacks them. */
export type MissingLeadFields = Partial<Pick<NewLeadRecord<LeadKind>, "status" | "notes_count" | "search_terms">>;

/**
 * What a contact message or application stored before statuses existed lacks, and only that: status New, no notes,
 * its search index (from its stored fields). The migration builds its writes with this; the seed and the benchmarks
 * build new records with {@link newLeadRecord}.
 */
export function missingLeadFields(stored: Record<string, unknown>): MissingLeadFields {
  const missing: MissingLeadFields = {};
  if (typeof stored.status !== "string") missing.status = INITIAL_STATUS;
  if (typeof stored.notes_count !== "number") missing.notes_count = 0;
  if (!Array.isArray(stored[SEARCH_TERMS_FIELD])) missing.search_terms = searchTerms(stored);
  return missing;
}

/** Who made a history entry: the admin's uid and verified e-mail. */
export interface ActivityAuthor {
  uid: string;
  email: string;
}

/** A history entry as written: everything but its id, which is the document's. */
export type ActivityWrite<TTime> = Omit<ActivityEntry<TTime>, "id">;

/**
 * The history entry of a status change from `from` to `to`. `setSubmissionStatus`, the seed, the benchmarks and the
 * migration build records with this.
 */
export function statusChangeEntry<TTime>(
  from: LeadStatus,
  to: LeadStatus,
  by: ActivityAuthor,
  at: TTime,
): ActivityWrite<TTime> {
  return { type: "status", from, to, by_email: by.email, by_uid: by.uid, at };
}

/**
 * The history entry of a staff note. `addSubmissionNote`, the seed, the benchmarks and the migration build records
 * with this.
 */
export function noteEntry<TTime>(text: string, by: ActivityAuthor, at: TTime): ActivityWrite<TTime> {
  return { type: "note", text, by_email: by.email, by_uid: by.uid, at };
}

/** The `by_uid` of a history entry a visitor's own action wrote (through a booking's link). */
export const VISITOR_UID = "visitor";

/**
 * The history entry of something that happened to a lead outside the dashboard: "Booked for …", "Rescheduled from …
 * to …", "Cancelled by the visitor", "Interview link sent", "Coach interview booked for …".
 */
export function eventEntry<TTime>(text: string, by: ActivityAuthor, at: TTime): ActivityWrite<TTime> {
  return { type: "event", text, by_email: by.email, by_uid: by.uid, at };
}
