/**
 * Where everything is stored, and the one vocabulary for the kinds of submission: the dashboard's tabs, the mail
 * queue's tasks and the delivery records all say `contact`, `applications`, `payments` or `bookings`, and {@link COLLECTION_OF_KIND}
 * is the only translation between a kind and its collection.
 */

/** Every Firestore collection the functions write or read. */
export const COLLECTIONS = {
  contactSubmissions: "contact_submissions",
  coachApplications: "ai_coach_applications",
  payments: "payments",
  rateLimits: "rate_limits",
  /** Subcollection of a contact message or application: its status changes and notes. */
  activity: "activity",
  /**
   * Subcollection of a booking or application: its prepared mails (`mails/{event}`, domain/mail.ts MailEventRecord),
   * written in the commit of what they tell about and sent by the mail queue.
   */
  mailEvents: "mails",
  /**
   * The audit log (append-only: entries are created, never updated or deleted, by any callable or rule): who did
   * what and when — invitations, role changes, (de)activations, dashboard sign-ins, exports, erasures (the record's
   * id, not its content), installment charges, calendar connections, setting changes. platform/audit.ts writes it.
   */
  auditLog: "audit_log",
  /**
   * The site's editable pages (issue 43, docs/content.md): `content_pages/{pageId}` the pending draft and the live
   * version's number, `content_pages/{pageId}/versions/{n}` every version made live. The content callables only.
   */
  contentPages: "content_pages",
  /** Subcollection of a content page: its versions, `versions/{n}`. */
  contentVersions: "versions",
  /** `team_invitations/{keyed hash of the link's token}`: an owner's invitation (address, role, expiry, state). */
  teamInvitations: "team_invitations",
  /** Confirmations counted per mailbox (a keyed hash of it), for the daily cap. */
  mailCaps: "mail_caps",
  /** The global hourly mail budget: `mail_budgets/{hour}`, e.g. `mail_budgets/2026-11-23T17`; counts only. */
  mailBudgets: "mail_budgets",
  /** The staff digest of an hour's notices past the budget: `mail_digests/{hour}`; kinds and times, no ids. */
  mailDigests: "mail_digests",
  /**
   * `staff/{uid}`: a team member's record (`{ email, role, active, granted_at }`), which firestore.rules require
   * beside the claim (active, and its role narrows what the claim allows). Written by `admin:grant` / `admin:revoke`
   * (scripts/lib/staff.mjs) and the team callables (functions/src/team); read by the admin gate on every call.
   */
  staff: "staff",
  /** Booked meetings (a lead kind: status, notes, history). */
  bookings: "bookings",
  /**
   * `booking_locks/{hostUid}_{blockStart}`: one per host and 5-minute block a booking (with its buffer) covers,
   * created with `create()` in the booking's commit, so two bookings of the same time cannot both commit.
   */
  bookingLocks: "booking_locks",
  /**
   * `booking_slots/{holderHash}-{n}`: the upcoming-bookings allowance of a mailbox, a client address or a mailbox
   * domain (functions/src/bookings/bookingLimits.ts), one document per booking it may hold, taken in the booking's
   * commit with `create()` (or an update conditional on its last update time once its booking is no longer upcoming).
   */
  bookingSlots: "booking_slots",
  /** `booking_hosts/{uid}`: a host's availability (weekly hours, days off, rules) and calendar-feed token hash. */
  bookingHosts: "booking_hosts",
  /** `booking_invites/{tokenHash}`: a coach-interview link staff sent (application id, used or not). */
  bookingInvites: "booking_invites",
  /**
   * Visit counting (docs/decisions/0010-traffic-counting.md): `traffic_events` (auto ids) are page views, form starts
   * and the callables' funnel events waiting for the roll-up, which deletes each once counted (TTL `expires_at` as
   * a safety net); `traffic_daily/{YYYY-MM-DD}` the counts of a day, kept; `traffic_salts/{day}` the day's random salt
   * of the visitor hash and `traffic_visitors/{day}_{0-f}` the day's hashes seen, both deleted once the day is over.
   */
  /**
   * Hosts' own calendars (docs/decisions/0011-host-calendars.md): `host_calendars/{id}` a connection (its host, kind,
   * name, sync state, its address and password sealed with CALENDAR_KEY); `calendar_busy/{id}` the busy intervals its
   * last good sync stored for the booking horizon, which free times read (never the calendar itself).
   */
  hostCalendars: "host_calendars",
  calendarBusy: "calendar_busy",
  /** `calendar_series/{id}`: a calendar's recurring series, kept to re-expand as the window moves (calendars/sync.ts). */
  calendarSeries: "calendar_series",
  trafficEvents: "traffic_events",
  trafficDaily: "traffic_daily",
  trafficSalts: "traffic_salts",
  trafficVisitors: "traffic_visitors",
  /**
   * Conversations (domain/conversations.ts): `messages/{keyed hash of the Message-ID}`, each with its lead in `lead`
   * (`contact/abc`); `message_templates` staff's templates; `inbound_tokens/{hash}` the webhook requests seen (a
   * replayed request is refused), deleted by TTL (`expires_at`).
   */
  messages: "messages",
  messageTemplates: "message_templates",
  inboundTokens: "inbound_tokens",
  /**
   * Invoices from a lead (domain/invoices.ts, issue 44): `invoices/{id}` the record (draft until sent through Stripe
   * Invoicing), its mails in `invoices/{id}/mails/{event}`; `stripe_events/{event id}` the Stripe events the webhook
   * applied to an invoice or a refund, created with `create()` so a redelivered event changes nothing.
   */
  invoices: "invoices",
  stripeEvents: "stripe_events",
  /**
   * Quotes before an invoice (domain/quotes.ts): `quotes/{id}`, its mail to the buyer in `quotes/{id}/mails/sent`; an
   * accepted quote becomes `invoices/{the same id}`.
   */
  quotes: "quotes",
} as const;

/** The kinds of submission, one per collection the dashboard lists (and whose documents get mails). */
export const SUBMISSION_KINDS = ["contact", "applications", "payments", "bookings"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** Where each kind is stored. */
export const COLLECTION_OF_KIND = {
  contact: COLLECTIONS.contactSubmissions,
  applications: COLLECTIONS.coachApplications,
  payments: COLLECTIONS.payments,
  bookings: COLLECTIONS.bookings,
} as const satisfies Record<SubmissionKind, string>;

/** The kinds that carry a status, notes and history (payments are financial records: none of it). */
export const LEAD_KINDS = ["contact", "applications", "bookings"] as const satisfies readonly SubmissionKind[];
export type LeadKind = (typeof LEAD_KINDS)[number];

export function isLeadKind(kind: SubmissionKind): kind is LeadKind {
  return (LEAD_KINDS as readonly SubmissionKind[]).includes(kind);
}

/**
 * The documents the mail queue sends prepared mails of (`{collection}/{id}/mails/{event}`): the submissions, and a
 * team invitation (its link, issue 34), a host's calendar connection (the staff notice when it has failed for an hour,
 * issue 31), an invoice (its mail to the buyer, the staff notices when it is paid or overdue, issue 44), a quote (its mail to
 * the buyer). A task names
 * one by its kind and id.
 */
export const MAIL_DOCUMENT_KINDS = [...SUBMISSION_KINDS, "invitations", "calendars", "invoices", "quotes"] as const;
export type MailDocumentKind = (typeof MAIL_DOCUMENT_KINDS)[number];

export const COLLECTION_OF_MAIL_DOCUMENT = {
  ...COLLECTION_OF_KIND,
  invitations: COLLECTIONS.teamInvitations,
  calendars: COLLECTIONS.hostCalendars,
  invoices: COLLECTIONS.invoices,
  quotes: COLLECTIONS.quotes,
} as const satisfies Record<MailDocumentKind, string>;
