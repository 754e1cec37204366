import { company } from "../domain/company";
import { formatUsd } from "../domain/format";
import { lineAmountCents, type InvoiceRecord } from "../domain/invoices";
import type { QuoteRecord } from "../domain/quotes";
import type { MailEventRecord } from "../domain/mail";
import { SITE_PATHS, siteUrl } from "../domain/paths";
import { renderMail } from "../mail";

/*
 * The mails of an invoice: to the buyer when it is sent (the hosted invoice page and its PDF), to staff when it is
 * paid or overdue, and the buyer's refund mail (of an invoice or a checkout payment). Each is a prepared mail event
 * (`…/mails/{event}`), sent by the mail queue with its recorded delivery.
 */

type MailEvent = Omit<MailEventRecord<unknown>, "created_at">;

function dueText(dueDate: string | undefined): string {
  return dueDate ? new Date(dueDate).toUTCString().slice(0, 16) : "on receipt";
}

/** The buyer's mail of a sent invoice: its number, lines, total, due date, PO, and the links to pay and to the PDF. */
export function invoiceSentMail(invoice: InvoiceRecord<unknown>): MailEvent {
  const number = invoice.number ?? "";
  const confirmation = renderMail(`Invoice ${number} from ${company.name}: ${formatUsd(invoice.total)}`, [
    { type: "paragraph", text: `Hello ${invoice.organization},` },
    {
      type: "paragraph",
      text: `Here is invoice ${number} for ${formatUsd(invoice.total)}, due ${dueText(invoice.due_date)}. You can pay it by card or by bank transfer on its page.`,
    },
    {
      type: "fields",
      rows: [
        ...invoice.items.map((item): [string, string] => [
          `${item.description} (${item.quantity} × ${formatUsd(item.unit_amount)})`,
          formatUsd(lineAmountCents(item)),
        ]),
        ["Total", formatUsd(invoice.total)],
        ...(invoice.po_number ? [["Purchase order", invoice.po_number] as [string, string]] : []),
      ],
    },
    ...(invoice.memo ? [{ type: "paragraph" as const, text: invoice.memo }] : []),
    ...(invoice.hosted_invoice_url
      ? [{ type: "link" as const, label: "View and pay the invoice", href: invoice.hosted_invoice_url }]
      : []),
    ...(invoice.invoice_pdf ? [{ type: "link" as const, label: "Download the PDF", href: invoice.invoice_pdf }] : []),
    { type: "paragraph", text: `Questions about this invoice? Reply to this e-mail.` },
  ]);
  return { to: invoice.billing_email, capped: false, confirmation };
}

/**
 * The buyer's mail of a sent quote: its number, lines, total, how long it is valid and how to accept it. Stripe gives a
 * quote no page a buyer can open (its PDF is downloaded with the account's secret key), so the quote is in the mail
 * itself; the buyer accepts by replying, and staff record the acceptance (`acceptQuote`), which makes it an invoice.
 */
export function quoteSentMail(quote: QuoteRecord<unknown>): MailEvent {
  const number = quote.number ?? "";
  const confirmation = renderMail(`Quote ${number} from ${company.name}: ${formatUsd(quote.total)}`, [
    { type: "paragraph", text: `Hello ${quote.organization},` },
    {
      type: "paragraph",
      text: `Here is quote ${number} for ${formatUsd(quote.total)}, valid until ${dueText(quote.valid_until)}.`,
    },
    {
      type: "fields",
      rows: [
        ...quote.items.map((item): [string, string] => [
          `${item.description} (${item.quantity} × ${formatUsd(item.unit_amount)})`,
          formatUsd(lineAmountCents(item)),
        ]),
        ["Total", formatUsd(quote.total)],
        ["Payment terms", quote.due_days === 0 ? "Due on receipt" : `Net ${quote.due_days}`],
        ...(quote.po_number ? [["Purchase order", quote.po_number] as [string, string]] : []),
      ],
    },
    ...(quote.memo ? [{ type: "paragraph" as const, text: quote.memo }] : []),
    {
      type: "paragraph",
      text: `To accept it, reply to this e-mail (with your purchase order if you use one). We then send you the invoice for these items, payable by card or bank transfer.`,
    },
  ]);
  return { to: quote.billing_email, capped: false, confirmation };
}

/** The staff notice of an invoice paid or overdue. */
export function invoiceStaffNotice(
  invoice: InvoiceRecord<unknown>,
  id: string,
  what: "paid" | "overdue",
  siteOrigin: string,
): MailEvent {
  const number = invoice.number ?? id;
  const headline =
    what === "paid"
      ? `Invoice ${number} paid: ${formatUsd(invoice.amount_paid ?? invoice.total)} from ${invoice.organization}`
      : `Invoice ${number} is overdue: ${formatUsd(invoice.total)} from ${invoice.organization}`;
  const staff = renderMail(headline, [
    { type: "paragraph", text: headline },
    {
      type: "fields",
      rows: [
        ["Organisation", invoice.organization],
        ["Billing e-mail", invoice.billing_email],
        ["Total", formatUsd(invoice.total)],
        ["Channel", invoice.source.channel],
        ...(invoice.amount_mismatch
          ? [["Amount check", "What Stripe reported does not match the invoice — review in Stripe"] as [string, string]]
          : []),
      ],
    },
    { type: "link", label: "Open the dashboard", href: siteUrl(siteOrigin, SITE_PATHS.dashboard) },
  ]);
  return { to: "", capped: false, staff };
}

/** The buyer's mail of a refund (of an invoice or a checkout payment). */
export function refundMail(to: string, what: string, amount: number, total: number): MailEvent {
  const full = amount >= total;
  const confirmation = renderMail(`Your refund from ${company.name}: ${formatUsd(amount)}`, [
    { type: "paragraph", text: "Hello," },
    {
      type: "paragraph",
      text: `We have refunded ${formatUsd(amount)}${full ? "" : ` of ${formatUsd(total)}`} for ${what}. It goes back to the card or account you paid with; banks usually show it within 5 to 10 business days.`,
    },
    { type: "paragraph", text: "Questions about this refund? Reply to this e-mail." },
  ]);
  return { to, capped: false, confirmation };
}
