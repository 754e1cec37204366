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
