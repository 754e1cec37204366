/** How the two mails about a stored submission are recorded on it (the mail feature writes, the dashboard reads). */

/** The two mails about one submission or payment: the notice to staff and the confirmation to the sender. */
export const MAIL_KINDS = ["staff", "confirmation"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * `queued`: waiting for (or between) attempts; `sent`: accepted by the SMTP relay; `failed`: gave up after the last
 * retry; `skipped`: deliberately not sent (`reason` says why: `daily cap` (per mailbox), `hourly budget`, `in digest`
 * (a staff notice sent in the hour's digest instead), `no address`, `no staff address`).
 */
export type MailState = "queued" | "sent" | "failed" | "skipped";

/** The delivery record of one mail. Never holds the mail's text: only its state, attempt count and an error code. */
export interface MailDelivery<TTime = string> {
  state: MailState;
  attempts: number;
  /** The last failure's code (e.g. `ECONNREFUSED`), never its message. */
  last_error?: string;
  reason?: string;
  updated_at: TTime;
}

export type SubmissionDelivery<TTime = string> = Partial<Record<MailKind, MailDelivery<TTime>>>;

/** A mail event's id: lower-case words, digits and dashes (`booked-0`, `reminder-day-1`, `interview-3f…`). */
export const MAIL_EVENT_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * A mail a feature composed itself and stored for the mail queue to send (a booking's confirmation with its
 * invitation attached, a reminder, an interview link): the queue sends it with the same recorded delivery, retries,
 * cap and budget as the mails it composes.
 */
export interface PreparedMail {
  subject: string;
  text: string;
  html: string;
  /** Where "Reply" goes (a staff notice: the visitor). */
  replyTo?: { name: string; address: string };
  /**
   * A staff member's own mail to a lead (conversations): sent as "<from_name>" from the company address, with this
   * `Message-ID` (`<…@domain>`), and its `replyTo` kept (the lead's reply address) instead of the company's.
   */
  from_name?: string;
  message_id?: string;
  /** An invitation (`invite.ics`, `text/calendar; method=REQUEST|CANCEL`). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/**
 * One mail event of a document, stored at `{collection}/{id}/mails/{event}` (erasure deletes it with the document):
 * what to send, to whom, and how each mail went (`delivery`, as on a submission). `event` ids name what happened and
 * to which version: `booked-0`, `rescheduled-1`, `cancelled-2`, `reminder-day-1`, `interview-<invite>`.
 */
export interface MailEventRecord<TTime = string> {
  /** The visitor's address: where `confirmation` goes. */
  to: string;
  /** More addresses for the staff notice beside the configured staff list (the booking's host). */
  staff_extra?: string[];
  staff?: PreparedMail;
  confirmation?: PreparedMail;
  /** The confirmation counts against the mailbox's daily cap (a new or moved booking's; not a reminder or a cancellation). */
  capped: boolean;
  /**
   * Sent only while the document is still at this `sequence` and not cancelled (a reminder): a rescheduled or
   * cancelled booking's reminders are recorded `skipped` ("outdated") when their task runs.
   */
  requires_sequence?: number;
  delivery?: SubmissionDelivery<TTime>;
  created_at: TTime;
}
