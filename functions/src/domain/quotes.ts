import * as v from "valibot";
import type { LeadSource } from "./channel";
import { DocumentIdSchema } from "./documentId";
import {
  BILLING_ENTRIES,
  INVOICE_LIMITS,
  newInvoiceRecord,
  TOTAL_LIMIT_MESSAGE,
  totalWithinLimit,
  type InvoiceRecord,
  type NewInvoiceInput,
} from "./invoices";

/*
 * Quotes before an invoice (issue 44, docs/payments.md "Quotes", docs/decisions/0014-stripe-invoicing.md): a buyer who
 * asks for a quote gets the same items as a Stripe quote; once the buyer accepts it, Stripe makes it an invoice, which
 * the site sends as any other. The record `quotes/{id}`, its builders and its state machine, shared by the callables,
 * the webhook and the seed. Money is integer US cents, computed here from the items.
 */

/** Where a quote stands, as Stripe's quote does: draft → open (finalized, sent) → accepted, or canceled. */
export const QUOTE_STATUSES = ["draft", "open", "accepted", "canceled"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Draft",
  open: "Sent",
  accepted: "Accepted",
  canceled: "Canceled",
};

/** As for invoices: a status only moves forward, so Stripe's events end in one state whatever their order. */
const QUOTE_RANK: Record<QuoteStatus, number> = { draft: 0, open: 1, accepted: 2, canceled: 2 };

/** The status after `next` is reported for a quote at `current`. */
export function advanceQuoteStatus(current: QuoteStatus, next: QuoteStatus): QuoteStatus {
  return QUOTE_RANK[next] > QUOTE_RANK[current] ? next : current;
}

/** A quote stays open this many days unless staff choose otherwise (Stripe's default is 30 too). */
export const DEFAULT_QUOTE_EXPIRY_DAYS = 30;
/** Longest a quote may stay open (Stripe refuses an `expires_at` more than 5 years ahead; a year is plenty here). */
export const QUOTE_EXPIRY_DAYS_MAX = 365;

/** A quote as stored in `quotes/{id}`: the invoice's fields it will become, and the quote's own. */
export interface QuoteRecord<TTime = string> extends Omit<
  InvoiceRecord<TTime>,
  | "status"
  | "due_date"
  | "stripe_invoice_id"
  | "hosted_invoice_url"
  | "invoice_pdf"
  | "amount_paid"
  | "paid_at"
  | "paid_via"
  | "payment_intent_id"
  | "last_payment_error"
  | "voided_at"
  | "void_reason"
  | "refunded_amount"
  | "refunds"
  | "quote_id"
  | "quote_number"
> {
  status: QuoteStatus;
  /** Days the quote is open for once sent. */
  expires_days: number;
  /** Until when the buyer may accept it: Stripe's `expires_at`, as an ISO instant. */
  valid_until?: string;
  stripe_quote_id?: string;
  accepted_at?: TTime;
  /** Who recorded the buyer's acceptance (a staff e-mail, or "Stripe" when it came from Stripe's dashboard). */
  accepted_by?: string;
  /** Who pressed "Record acceptance", stored before Stripe is asked (its `quote.accepted` may arrive first). */
  accepting?: { uid: string; email: string };
  /** The invoice the accepted quote became: `invoices/{invoice_id}` (the quote's own id) and Stripe's invoice. */
  invoice_id?: string;
  stripe_invoice_id?: string;
  canceled_at?: TTime;
  cancel_reason?: string;
}

export type NewQuoteInput = NewInvoiceInput & { expiresDays: number };

/** A new draft quote (without the timestamps the writer adds); `createQuote` and the seed build quotes with this. */
export function newQuoteRecord(
  input: NewQuoteInput,
  source: LeadSource,
  createdBy: string,
): Omit<QuoteRecord<never>, "created_at" | "updated_at"> {
  return { ...newInvoiceRecord(input, source, createdBy), status: "draft", expires_days: input.expiresDays };
}

/**
 * The draft invoice an accepted quote becomes (`invoices/{quote id}`): the quote's lines, buyer and source, linked to
 * the Stripe invoice Stripe made on acceptance. Its total is computed from the lines again, as for any invoice.
 */
export function invoiceFromQuote(
  quote: QuoteRecord<unknown>,
  quoteId: string,
  stripeInvoiceId: string,
): Omit<InvoiceRecord<never>, "created_at" | "updated_at"> {
  const record = newInvoiceRecord(
    {
      lead: quote.lead,
      organization: quote.organization,
      billingEmail: quote.billing_email,
      poNumber: quote.po_number,
      memo: quote.memo,
      taxExempt: quote.tax_exempt,
      eventDate: quote.event_date,
      dueDays: quote.due_days,
      items: quote.items,
    },
    quote.source,
    quote.created_by,
  );
  return {
    ...record,
    quote_id: quoteId,
    quote_number: quote.number ?? "",
    stripe_invoice_id: stripeInvoiceId,
    ...(quote.stripe_customer_id ? { stripe_customer_id: quote.stripe_customer_id } : {}),
  };
}

// ---- Requests -------------------------------------------------------------------------------------------------

const quoteId = v.pipe(
  v.string("Quote id is required"),
  v.trim(),
  v.nonEmpty("Quote id is required"),
  v.maxLength(200, "Quote id is too long"),
  DocumentIdSchema,
);

/** `createQuote`: a draft quote for a lead, of the same items an invoice takes, open for `expiresDays` once sent. */
export const CreateQuoteSchema = v.pipe(
  v.object({
    ...BILLING_ENTRIES,
    expiresDays: v.optional(
      v.pipe(
        v.number("Valid for must be a number of days"),
        v.integer("Valid for must be whole days"),
        v.minValue(1, "A quote is valid for at least 1 day"),
        v.maxValue(QUOTE_EXPIRY_DAYS_MAX, `A quote is valid for at most ${QUOTE_EXPIRY_DAYS_MAX} days`),
      ),
      DEFAULT_QUOTE_EXPIRY_DAYS,
    ),
  }),
  v.check((input) => totalWithinLimit(input), TOTAL_LIMIT_MESSAGE),
);
export type CreateQuoteRequest = v.InferInput<typeof CreateQuoteSchema>;

/** `sendQuote` (a draft) and `acceptQuote` (an open quote the buyer agreed to). */
export const QuoteRefSchema = v.object({ id: quoteId });

/** `cancelQuote`: a draft or open quote, with why. */
export const CancelQuoteSchema = v.object({
  id: quoteId,
  reason: v.pipe(
    v.string("Reason must be text"),
    v.trim(),
    v.maxLength(INVOICE_LIMITS.reasonChars, `Reason is too long (${INVOICE_LIMITS.reasonChars} characters at most)`),
    v.nonEmpty("Say why the quote is canceled"),
  ),
});

/** `listQuotes`: one lead's quotes, newest first. */
export const ListQuotesSchema = v.object({ lead: BILLING_ENTRIES.lead });

/** Most quotes one lead's listing answers. */
export const QUOTES_LIST_MAX = 100;

export type QuoteRow = QuoteRecord & { id: string };

export interface QuoteResponse {
  quote: QuoteRow;
}

export interface QuotesResponse {
  rows: QuoteRow[];
}
