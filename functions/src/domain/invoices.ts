import * as v from "valibot";
import { CURRENCY } from "./catalog";
import type { LeadSource } from "./channel";
import { LEAD_KINDS, type LeadKind } from "./collections";
import { DocumentIdSchema } from "./documentId";

/*
 * Invoices from a lead (issue 44, docs/payments.md "Invoices", docs/decisions/0014-stripe-invoicing.md): the record
 * `invoices/{id}` and its builders, the state machine the webhook and the callables share, the refund rule of the
 * terms, and what the dashboard asks and answers. Money is integer US cents everywhere; totals are computed here,
 * from the items, never taken from a client or from Stripe.
 */

/** Where an invoice stands. `overdue` is an open invoice past its due date (Stripe's `invoice.overdue`). */
export const INVOICE_STATUSES = ["draft", "open", "overdue", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: "Draft",
  open: "Open",
  overdue: "Overdue",
  paid: "Paid",
  void: "Void",
};

/**
 * How far along each status is. A webhook's status replaces the stored one only when it is further along, so events
 * applied in any order end in the same state (a `paid` before its `finalized` still ends paid). `paid` and `void`
 * are both final: Stripe never pays a void invoice nor voids a paid one, and neither replaces the other here.
 */
const STATUS_RANK: Record<InvoiceStatus, number> = { draft: 0, open: 1, overdue: 2, paid: 3, void: 3 };

/** The status after `next` is reported for an invoice at `current` (see {@link STATUS_RANK}). */
export function advanceStatus(current: InvoiceStatus, next: InvoiceStatus): InvoiceStatus {
  return STATUS_RANK[next] > STATUS_RANK[current] ? next : current;
}

/** Bounds of an invoice as the callables accept it. Stripe's own ceiling on an amount is $999,999.99. */
export const INVOICE_LIMITS = {
  items: 20,
  descriptionChars: 200,
  quantityMax: 1000,
  unitAmountMaxCents: 10_000_000,
  totalMaxCents: 99_999_999,
  memoChars: 500,
  organizationChars: 200,
  poNumberChars: 60,
  dueDaysMax: 120,
  reasonChars: 500,
} as const;

/** Net 30 unless staff choose otherwise. */
export const DEFAULT_DUE_DAYS = 30;

/** One line of an invoice: what, how many, at what unit price (cents). */
export interface InvoiceItem {
  description: string;
  quantity: number;
  unit_amount: number;
}

/** A line's amount, in cents. */
export function lineAmountCents(item: InvoiceItem): number {
  return item.quantity * item.unit_amount;
}

/** The total of `items`, in cents (no tax: the buyers are public bodies or tax is out of scope; see the ADR). */
export function invoiceTotalCents(items: readonly InvoiceItem[]): number {
  return items.reduce((sum, item) => sum + lineAmountCents(item), 0);
}

/** A refund made from the dashboard (or seen in a `charge.refunded` from Stripe's dashboard: `by_email` "Stripe"). */
export interface RefundEntry<TTime = string> {
  /** Stripe's refund id (`re_…`). */
  id: string;
  amount: number;
  reason: string;
  by_email: string;
  at: TTime;
}

/** The lead an invoice was made from, and its source (copied when the invoice is created, so revenue has it). */
export interface InvoiceLead {
  kind: LeadKind;
  id: string;
}

/** An invoice as stored in `invoices/{id}`. */
export interface InvoiceRecord<TTime = string> {
  lead: InvoiceLead;
  /** `contact/abc`: the lead's path, for the query of one lead's invoices. */
  lead_ref: string;
  source: LeadSource;
  organization: string;
  billing_email: string;
  po_number: string;
  memo: string;
  tax_exempt: boolean;
  /** The day of the event bought (YYYY-MM-DD), when there is one: the terms' 7-day refund rule reads it. */
  event_date: string | null;
  items: InvoiceItem[];
  currency: typeof CURRENCY;
  /** Computed on the server from `items` ({@link invoiceTotalCents}). */
  total: number;
  due_days: number;
  status: InvoiceStatus;
  created_by: string;
  created_at: TTime;
  updated_at: TTime;
  sent_at?: TTime;
  /** ISO instant Stripe gives as the due date once finalized. */
  due_date?: string;
  stripe_invoice_id?: string;
  stripe_customer_id?: string;
  number?: string;
  hosted_invoice_url?: string;
  invoice_pdf?: string;
  amount_paid?: number;
  paid_at?: string;
  /** `card` or `bank_transfer` (Stripe's `customer_balance`), as the paying charge says. */
  paid_via?: string;
  payment_intent_id?: string;
  /** Why the last payment attempt failed (`invoice.payment_failed`). */
  last_payment_error?: string;
  voided_at?: TTime;
  void_reason?: string;
  /**
   * Set when what Stripe reports (its total, or the amount paid) is not what the server computed: flagged for review,
   * never trusted. `stripe_total` / `amount_paid` say what Stripe reported.
   */
  amount_mismatch?: true;
  stripe_total?: number;
  /** Cents refunded so far (the largest of what the callable recorded and what `charge.refunded` reported). */
  refunded_amount?: number;
  refunds?: RefundEntry<TTime>[];
  /** The quote this invoice was made from (`quotes/{id}`, domain/quotes.ts), and its number. */
  quote_id?: string;
  quote_number?: string;
}

/** What `createInvoice` is given, after parsing. */
export interface NewInvoiceInput {
  lead: InvoiceLead;
  organization: string;
  billingEmail: string;
  poNumber: string;
  memo: string;
  taxExempt: boolean;
  eventDate: string | null;
  dueDays: number;
  items: InvoiceItem[];
}

/**
 * A new draft invoice (without the timestamps the writer adds). `createInvoice` and the seed build invoices with
 * this; the total is computed here.
 */
export function newInvoiceRecord(
  input: NewInvoiceInput,
  source: LeadSource,
  createdBy: string,
): Omit<InvoiceRecord<never>, "created_at" | "updated_at"> {
  return {
    lead: input.lead,
    lead_ref: `${input.lead.kind}/${input.lead.id}`,
    source,
    organization: input.organization,
    billing_email: input.billingEmail,
    po_number: input.poNumber,
    memo: input.memo,
    tax_exempt: input.taxExempt,
    event_date: input.eventDate,
    items: input.items.map((item) => ({ ...item })),
    currency: CURRENCY,
    total: invoiceTotalCents(input.items),
    due_days: input.dueDays,
    status: "draft",
    created_by: createdBy,
  };
}

/** Days before the event a cancellation must come for the terms' refund (docs/product.md, terms). */
export const REFUND_NOTICE_DAYS = 7;

/** What the refund dialog says of the terms' rule for a record with `eventDate` (YYYY-MM-DD) on `today`. */
export type TermsRule =
  { applies: true; text: string } | { applies: false; text: string } | { applies: null; text: string };

/**
 * The terms promise a refund when a registration is cancelled at least {@link REFUND_NOTICE_DAYS} days before the
 * event. Compared by calendar day in UTC (the event's date has no time).
 */
export function termsRule(eventDate: string | null | undefined, today: Date): TermsRule {
  if (!eventDate)
    return { applies: null, text: "No event date on this record: the terms' 7-day rule cannot be checked." };
  const event = Date.parse(`${eventDate}T00:00:00Z`);
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const days = Math.round((event - day) / 86_400_000);
  if (days >= REFUND_NOTICE_DAYS) {
    return { applies: true, text: `The event is ${days} days away (${eventDate}): the terms' refund applies.` };
  }
  return {
    applies: false,
    text:
      days < 0
        ? `The event (${eventDate}) has passed: the terms' refund does not apply.`
        : `The event is ${days} day${days === 1 ? "" : "s"} away (${eventDate}), less than ${REFUND_NOTICE_DAYS}: the terms' refund does not apply.`,
  };
}

// ---- Requests -------------------------------------------------------------------------------------------------

const text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(max, `${label} is too long (${max} characters at most)`),
  );

const cents = (label: string, max: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be whole cents`),
    v.minValue(1, `${label} must be more than $0.00`),
    v.maxValue(max, `${label} is too large`),
  );

const idField = v.pipe(
  v.string("Invoice id is required"),
  v.trim(),
  v.nonEmpty("Invoice id is required"),
  v.maxLength(200, "Invoice id is too long"),
  DocumentIdSchema,
);

export const InvoiceItemSchema = v.object({
  description: v.pipe(
    text("Description", INVOICE_LIMITS.descriptionChars),
    v.nonEmpty("Each line needs a description"),
  ),
  quantity: v.pipe(
    v.number("Quantity must be a number"),
    v.integer("Quantity must be a whole number"),
    v.minValue(1, "Quantity must be at least 1"),
    v.maxValue(INVOICE_LIMITS.quantityMax, `Quantity is at most ${INVOICE_LIMITS.quantityMax}`),
  ),
  unitAmount: cents("Unit price", INVOICE_LIMITS.unitAmountMaxCents),
});

/** What a new invoice or quote is made of (a quote is "the same items", domain/quotes.ts). */
export const BILLING_ENTRIES = {
  lead: v.object({
    kind: v.picklist(LEAD_KINDS, "Unknown kind of lead"),
    id: v.pipe(v.string("Lead id is required"), v.trim(), v.nonEmpty("Lead id is required"), DocumentIdSchema),
  }),
  organization: v.pipe(
    text("Organisation", INVOICE_LIMITS.organizationChars),
    v.nonEmpty("Enter the buyer's organisation"),
  ),
  billingEmail: v.pipe(
    v.string("Enter the billing e-mail"),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(254, "This address is too long."),
    v.email("Enter a valid billing e-mail."),
  ),
  poNumber: v.optional(text("Purchase-order number", INVOICE_LIMITS.poNumberChars), ""),
  memo: v.optional(text("Memo", INVOICE_LIMITS.memoChars), ""),
  taxExempt: v.optional(v.boolean("Tax exempt must be yes or no"), false),
  eventDate: v.optional(v.nullable(v.pipe(v.string(), v.isoDate("Event date must be a date (YYYY-MM-DD)"))), null),
  dueDays: v.optional(
    v.pipe(
      v.number("Due in must be a number of days"),
      v.integer("Due in must be whole days"),
      v.minValue(0, "Due in cannot be negative"),
      v.maxValue(INVOICE_LIMITS.dueDaysMax, `Due in is at most ${INVOICE_LIMITS.dueDaysMax} days`),
    ),
    DEFAULT_DUE_DAYS,
  ),
  items: v.pipe(
    v.array(InvoiceItemSchema, "Add at least one line"),
    v.minLength(1, "Add at least one line"),
    v.maxLength(INVOICE_LIMITS.items, `An invoice has at most ${INVOICE_LIMITS.items} lines`),
  ),
} as const;

export const TOTAL_LIMIT_MESSAGE = "The total is more than $999,999.99, Stripe's largest invoice";

/** Whether the lines' total is within Stripe's largest invoice (`createInvoice` and `createQuote` check it). */
export function totalWithinLimit(input: { items: { quantity: number; unitAmount: number }[] }): boolean {
  const total = input.items.reduce((sum, item) => sum + item.quantity * item.unitAmount, 0);
  return total <= INVOICE_LIMITS.totalMaxCents;
}

/** `createInvoice`: a draft invoice for a lead. */
export const CreateInvoiceSchema = v.pipe(
  v.object(BILLING_ENTRIES),
  v.check((input) => totalWithinLimit(input), TOTAL_LIMIT_MESSAGE),
);
export type CreateInvoiceRequest = v.InferInput<typeof CreateInvoiceSchema>;

/** `sendInvoice`: a draft to finalize in Stripe and mail. */
export const InvoiceRefSchema = v.object({ id: idField });

/** `voidInvoice`: a draft or open invoice, with why. */
export const VoidInvoiceSchema = v.object({
  id: idField,
  reason: v.pipe(text("Reason", INVOICE_LIMITS.reasonChars), v.nonEmpty("Say why the invoice is voided")),
});

/** Stripe's refund reasons (`requested_by_customer`, `duplicate`, `fraudulent`). */
export const REFUND_REASONS = ["requested_by_customer", "duplicate", "fraudulent"] as const;
export const REFUND_REASON_LABELS: Record<(typeof REFUND_REASONS)[number], string> = {
  requested_by_customer: "Requested by the buyer",
  duplicate: "Duplicate payment",
  fraudulent: "Fraudulent",
};

/** `refundPayment` (owner): a paid invoice or checkout payment, full or partial, with a reason. */
export const RefundPaymentSchema = v.object({
  target: v.picklist(["invoices", "payments"] as const, "Refund an invoice or a payment"),
  id: idField,
  amount: cents("Refund amount", INVOICE_LIMITS.totalMaxCents),
  reason: v.picklist(REFUND_REASONS, "Choose a reason"),
  note: v.optional(text("Note", INVOICE_LIMITS.reasonChars), ""),
});
export type RefundPaymentRequest = v.InferInput<typeof RefundPaymentSchema>;

/** `listInvoices`: the Payments tab's invoices (a status, or all) or one lead's (`lead`: `contact/abc`). */
export const ListInvoicesSchema = v.object({
  status: v.optional(v.picklist([...INVOICE_STATUSES, "all"] as const, "Unknown status"), "all"),
  lead: v.optional(
    v.object({
      kind: v.picklist(LEAD_KINDS, "Unknown kind of lead"),
      id: v.pipe(v.string(), v.trim(), v.nonEmpty(), DocumentIdSchema),
    }),
  ),
});

/** Most invoices one listing answers (newest first). */
export const INVOICES_LIST_MAX = 500;

/** An invoice as the dashboard reads it: the record with its id and ISO times. */
export type InvoiceRow = InvoiceRecord & { id: string };

export interface InvoiceResponse {
  invoice: InvoiceRow;
}

export interface InvoicesResponse {
  rows: InvoiceRow[];
  /** True when more than {@link INVOICES_LIST_MAX} matched (the oldest are not listed). */
  truncated: boolean;
}

export interface RefundResponse {
  refundId: string;
  refundedAmount: number;
}

// ---- Revenue by source ----------------------------------------------------------------------------------------

/** `revenueReport`: paid revenue of the last `months` calendar months (this one included). */
export const RevenueReportSchema = v.object({
  months: v.optional(
    v.pipe(
      v.number("Months must be a number"),
      v.integer("Months must be whole"),
      v.minValue(1, "At least one month"),
      v.maxValue(24, "At most 24 months"),
    ),
    12,
  ),
});

/** One line of the revenue report: what was paid, what was refunded of it, and the difference (cents). */
export interface RevenueLine {
  key: string;
  gross: number;
  refunded: number;
  net: number;
  count: number;
}

export interface RevenueReportResponse {
  /** The first day counted (YYYY-MM-01, UTC). */
  from: string;
  total: RevenueLine;
  /** Oldest month first, every month of the period (empty ones at 0). */
  months: RevenueLine[];
  /** Largest net first. */
  channels: RevenueLine[];
  campaigns: RevenueLine[];
  landingPages: RevenueLine[];
  /** Payments and invoices in the period whose amount did not match what the server expected (counted, flagged). */
  flagged: number;
  /** True when a collection held more paid records than the report reads (the oldest were left out). */
  truncated: boolean;
}

/** A paid record as the revenue report counts it: when, how much, how much refunded, where it came from. */
export interface PaidMoney {
  paidAt: Date;
  amount: number;
  refunded: number;
  source: LeadSource;
  flagged: boolean;
}

/** The first instant of the month `months - 1` months before `now`'s (UTC). */
export function revenueStart(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
}

/**
 * Sums paid money by month, channel, campaign and landing page, refunds subtracted (a refund counts against the
 * month and source of the payment it refunds).
 */
export function revenueReport(
  paid: readonly PaidMoney[],
  now: Date,
  months: number,
  truncated: boolean,
): RevenueReportResponse {
  const start = revenueStart(now, months);
  const line = (key: string): RevenueLine => ({ key, gross: 0, refunded: 0, net: 0, count: 0 });
  const add = (target: RevenueLine, item: PaidMoney) => {
    target.gross += item.amount;
    target.refunded += Math.min(item.refunded, item.amount);
    target.net = target.gross - target.refunded;
    target.count += 1;
  };
  const monthKey = (date: Date) => date.toISOString().slice(0, 7);
  const monthLines = new Map<string, RevenueLine>();
  for (let index = 0; index < months; index += 1) {
    const key = monthKey(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index, 1)));
    monthLines.set(key, line(key));
  }
  const groups = { channels: new Map<string, RevenueLine>(), campaigns: new Map(), landingPages: new Map() };
  const total = line("Total");
  let flagged = 0;
  for (const item of paid) {
    if (item.paidAt < start || item.paidAt > now) continue;
    const month = monthLines.get(monthKey(item.paidAt));
    if (!month) continue;
    add(month, item);
    add(total, item);
    if (item.flagged) flagged += 1;
    const keys: [Map<string, RevenueLine>, string][] = [
      [groups.channels, item.source.channel],
      [groups.campaigns, item.source.utm_campaign || "(no campaign)"],
      [groups.landingPages, item.source.landing_page || "(unknown)"],
    ];
    for (const [map, key] of keys) {
      const existing = map.get(key) ?? line(key);
      add(existing, item);
      map.set(key, existing);
    }
  }
  const ranked = (map: Map<string, RevenueLine>) =>
    [...map.values()].sort((a, b) => b.net - a.net || (a.key < b.key ? -1 : 1));
  return {
    from: start.toISOString().slice(0, 10),
    total,
    months: [...monthLines.values()],
    channels: ranked(groups.channels),
    campaigns: ranked(groups.campaigns),
    landingPages: ranked(groups.landingPages),
    flagged,
    truncated,
  };
}
