import type { MailKind } from "./domain/mail";
import type { ComposeContext, ComposedMail, StoredRecord } from "./mail";
import { mailTaskHandler, type MailDocuments } from "./mail/deliver";
import { mailQueue } from "./mail/sendMail";
import { applicationMails, contactMails } from "./leads/mails";
import { paymentMails } from "./payments/mails";

/**
 * The mail queue's kinds of documents and whose mails each one sends: the one place that joins the mail room
 * (mail/: queue, cap, budget, digest, delivery; it knows no feature) to the features that write mails, as
 * web/app/routes/dashboard.tabs.ts joins the dashboard to its tabs.
 *
 * - A kind whose two mails are written when they are sent, from the stored document (so an erased one sends
 *   nothing), names its feature's `DocumentMails` (leads/mails.ts, payments/mails.ts).
 * - A kind whose feature prepares its mails when it stores a change (a mail event, domain/mail.ts `PreparedMail`:
 *   bookings/mails.ts, team/invitations.ts, calendars/failureNotice.ts, payments/invoiceMails.ts (invoices and quotes),
 *   conversations/outgoing.ts) names none.
 */
export const MAIL_DOCUMENTS = {
  contact: { mails: contactMails },
  applications: { mails: applicationMails },
  payments: { mails: paymentMails },
  bookings: {},
  invitations: {},
  calendars: {},
  invoices: {},
  quotes: {},
} as const satisfies MailDocuments;

/** The kinds whose mails are written when they are sent. */
type ComposedKind = {
  [K in keyof typeof MAIL_DOCUMENTS]: (typeof MAIL_DOCUMENTS)[K] extends { mails: object } ? K : never;
}[keyof typeof MAIL_DOCUMENTS];

/** The mail `mail` of the stored document `record` of kind `kind`, as the queue writes it. */
export function composeMail(
  kind: ComposedKind,
  mail: MailKind,
  record: StoredRecord,
  context: ComposeContext,
): ComposedMail {
  const mails = MAIL_DOCUMENTS[kind].mails;
  return mail === "staff" ? mails.staff(record, context) : mails.confirmation(record);
}

/** Where the confirmation of the stored document `record` of kind `kind` goes; "" when nowhere. */
export function confirmationAddress(kind: ComposedKind, record: StoredRecord): string {
  return MAIL_DOCUMENTS[kind].mails.confirmationAddress(record);
}

/** One mail task of the queue, sent with these kinds' mails. */
export const handleMailTask = mailTaskHandler(MAIL_DOCUMENTS);

/** The mail queue's task function (deployed.ts lists it). */
export const sendMail = mailQueue(MAIL_DOCUMENTS);
