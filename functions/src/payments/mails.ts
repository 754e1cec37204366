import {
  AMOUNT_MISMATCH_NOTICE,
  INSTALLMENT_LABELS,
  LAUNCH_PACKAGES,
  LAUNCH_PROGRAM,
  PATENT_PROGRAM,
  withCardFeeCents,
  type LaunchPackageType,
} from "../domain/catalog";
import { company } from "../domain/company";
import { formatUsd } from "../domain/format";
import type { PaymentRecord } from "../domain/payments";
import { dashboardLink, formatReceived, renderMail, text, type DocumentMails, type MailBlock } from "../mail";
import type { StoredView } from "../mail";

/**
 * The two mails of a recorded payment (a paid Checkout, or the second installment's charge): the staff notice and
 * the buyer's receipt. The mail queue writes them when it sends (functions/src/mails.ts names them for `payments`);
 * an invoice's and a refund's mails are prepared mail events (./invoiceMails.ts).
 */

type StoredPayment = StoredView<PaymentRecord>;

/** The programme's name, with the Launch package when there is one: "Launch with AI: Annual Mentorship". */
export function programmeName(payment: StoredPayment): string {
  const program = text(payment.program);
  if (program === PATENT_PROGRAM.id) return PATENT_PROGRAM.name;
  if (program === LAUNCH_PROGRAM.id) {
    const launchPackage = LAUNCH_PACKAGES[text(payment.package_type) as LaunchPackageType] as
      (typeof LAUNCH_PACKAGES)[LaunchPackageType] | undefined;
    return launchPackage ? `${LAUNCH_PROGRAM.name}: ${launchPackage.name}` : LAUNCH_PROGRAM.name;
  }
  return program || "Unknown programme";
}

/** What the catalog asks for a payment flagged `amount_mismatch` (the webhook stores it). */
function expectedAmountOf(payment: StoredPayment): string {
  const cents = payment.expected_amount_total;
  return typeof cents === "number" ? formatUsd(cents) : "no price (it sells nothing this payment names)";
}

function amountOf(payment: StoredPayment): string {
  const cents = typeof payment.amount_total === "number" ? payment.amount_total : 0;
  const currency = text(payment.currency).toLowerCase() || "usd";
  return currency === "usd" ? formatUsd(cents) : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

const INSTALLMENT_WORDS: Record<string, string> = {
  [INSTALLMENT_LABELS.full]: "Paid in full",
  [INSTALLMENT_LABELS.first]: "First of two payments",
  [INSTALLMENT_LABELS.second]: "Second of two payments",
};

function installmentOf(payment: StoredPayment): string {
  const installment = text(payment.installment);
  return INSTALLMENT_WORDS[installment] ?? installment;
}

const SECOND_PAYMENT = formatUsd(withCardFeeCents(PATENT_PROGRAM.options.installment.amountCents));

export const paymentMails: DocumentMails<PaymentRecord> = {
  staff(record, context) {
    const programme = programmeName(record);
    const amount = amountOf(record);
    const installment = text(record.installment);
    const part = installment && installment !== INSTALLMENT_LABELS.full ? ` (${installment})` : "";
    return renderMail(`New payment: ${programme}, ${amount}${part}`, [
      { type: "paragraph", text: "A payment was recorded." },
      ...(record.amount_mismatch === true
        ? [
            {
              type: "paragraph" as const,
              text: `${AMOUNT_MISMATCH_NOTICE}: the catalog asks ${expectedAmountOf(record)}. Installment 2 of 2 will not be charged from the dashboard.`,
            },
          ]
        : []),
      {
        type: "fields",
        rows: [
          ["Programme", programme],
          ["Amount", amount],
          ["Payment", installmentOf(record)],
          ["Customer e-mail", text(record.customer_email) || "(none given)"],
          ["Checkout session", text(record.session_id)],
          ["Received", formatReceived(context.receivedAt)],
        ],
      },
      dashboardLink(context.siteOrigin),
    ]);
  },
  confirmation(record) {
    const programme = programmeName(record);
    const installment = text(record.installment);
    const next: MailBlock[] =
      installment === INSTALLMENT_LABELS.first
        ? [
            {
              type: "paragraph",
              text: `The second payment of ${SECOND_PAYMENT} is charged to the same card at the end of the 3-day bootcamp.`,
            },
          ]
        : installment === INSTALLMENT_LABELS.second
          ? [{ type: "paragraph", text: "This was the second and last payment: your program is paid in full." }]
          : [];
    return renderMail(`Payment received: ${programme}`, [
      { type: "paragraph", text: "Hello," },
      { type: "paragraph", text: `Thank you for enrolling. We received your payment for ${programme}.` },
      {
        type: "fields",
        rows: [
          ["Programme", programme],
          ["Amount paid", amountOf(record)],
          ["Payment", installmentOf(record)],
        ],
      },
      ...next,
      {
        type: "paragraph",
        text: `Our team will e-mail you with your schedule and how to prepare for day one. Need an invoice or a change to your registration? Reply to this e-mail or write to ${company.email}.`,
      },
    ]);
  },
  confirmationAddress: (record) => text(record.customer_email).trim(),
};
