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
  /** Who deleted which submission id, and when: no personal data. */
  auditLog: "audit_log",
  /** Confirmations counted per mailbox (a keyed hash of it), for the daily cap. */
  mailCaps: "mail_caps",
  /** The global hourly mail budget: `mail_budgets/{hour}`, e.g. `mail_budgets/2026-11-23T17`; counts only. */
  mailBudgets: "mail_budgets",
  /** The staff digest of an hour's notices past the budget: `mail_digests/{hour}`; kinds and times, no ids. */
  mailDigests: "mail_digests",
  /**
   * `staff/{uid}`: an active admin's record (`{ email, granted_at }`), which firestore.rules require beside the claim.
   * Written by `admin:grant`, deleted by `admin:revoke` (scripts/lib/staff.mjs); no function or client reads it.
   */
  staff: "staff",
  /** Booked meetings (a lead kind: status, notes, history). */
  bookings: "bookings",
  /**
   * `booking_locks/{hostUid}_{blockStart}`: one per host and 5-minute block a booking (with its buffer) covers,
   * created with `create()` in the booking's commit, so two bookings of the same time cannot both commit.
   */
  bookingLocks: "booking_locks",
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
