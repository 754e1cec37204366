import { Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import type Stripe from "stripe";
import { sourceMetadata } from "../domain/channel";
import { storedSourceOf } from "../domain/channel";
import { formatUsd } from "../domain/format";
import {
  advanceStatus,
  CreateInvoiceSchema,
  INVOICES_LIST_MAX,
  InvoiceRefSchema,
  lineAmountCents,
  ListInvoicesSchema,
  newInvoiceRecord,
  VoidInvoiceSchema,
  type InvoiceResponse,
  type InvoicesResponse,
  type InvoiceStatus,
} from "../domain/invoices";
import { firestoreEventNotifier, type NotifyEvent } from "../mail";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { auditDoc, auditEntry } from "../platform/audit";
import { callable } from "../platform/callable";
import { siteOrigin } from "../platform/params";
import { MAX_REQUEST_CHARS, SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { invoiceSentMail } from "./invoiceMails";
import { addMailEvent, addTimelineStep, invoiceRow, invoicesOf, leadDoc, type StoredInvoice } from "./invoiceStore";
import { INSTALLMENT_FUNCTION_SECONDS } from "./installments";
import { stripeClient, stripeSecretKey, type StripeApi } from "./stripe";

export interface InvoiceDeps extends AdminDeps {
  stripe: () => Promise<StripeApi>;
  notify: NotifyEvent;
  origin: () => string;
  now?: () => Date;
}

export const INVOICE_GONE_MESSAGE = "This invoice no longer exists.";
export const LEAD_GONE_MESSAGE = "This lead no longer exists. It may have been deleted.";
export const NOT_DRAFT_MESSAGE =
  "Only a draft can be sent. A sent invoice cannot be edited: void it and create a new one.";
export const STRIPE_UNAVAILABLE_MESSAGE =
  "Stripe did not answer. Nothing was mailed; press Send again (it never creates a second invoice).";

/**
 * `createInvoice`: a draft for a lead (owner, staff). The lines are the request's; the total is computed here. The
 * lead's source is copied onto the invoice (revenue by source). Nothing goes to Stripe until it is sent.
 */
export async function createInvoiceHandler(request: AdminRequest, deps: InvoiceDeps): Promise<InvoiceResponse> {
  const caller = await admitAdmin("createInvoice", request, deps, MAX_REQUEST_CHARS);
  const input = parseOrThrow(CreateInvoiceSchema, request.data);
  const lead = await leadDoc(deps.db, input.lead).get();
  if (!lead.exists || lead.get("deleting") === true) throw new HttpsError("not-found", LEAD_GONE_MESSAGE);
  const now = Timestamp.fromDate(deps.now?.() ?? new Date());
  const record = newInvoiceRecord(
    {
      ...input,
      items: input.items.map(({ description, quantity, unitAmount }) => ({
        description,
        quantity,
        unit_amount: unitAmount,
      })),
    },
    storedSourceOf(lead.data() ?? {}),
    caller.email,
  );
  const ref = invoicesOf(deps.db).doc();
  await ref.create({ ...record, created_at: now, updated_at: now });
  deps.log.info("createInvoice", { uid: caller.uid, id: ref.id, lead: record.lead_ref, total: record.total });
  return { invoice: invoiceRow(await ref.get()) };
}

/**
 * The metadata of a Stripe invoice or quote of the site: the record's id (`invoice_id` or `quote_id`, which the webhook
 * reads back), the lead and the lead's source as `src_*` (revenue by source in Stripe's own reports).
 */
export function billingMetadata(
  key: "invoice_id" | "quote_id",
  id: string,
  record: Pick<StoredInvoice, "lead_ref" | "source">,
): Record<string, string> {
  return {
    [key]: id,
    lead: record.lead_ref,
    ...sourceMetadata({
      utmSource: record.source.utm_source,
      utmMedium: record.source.utm_medium,
      utmCampaign: record.source.utm_campaign,
      utmTerm: record.source.utm_term,
      utmContent: record.source.utm_content,
      referrer: record.source.referrer,
      landingPage: record.source.landing_page,
      formPage: record.source.form_page,
    }),
  };
}

/** Idempotency keys of one invoice's Stripe calls: a retried Send gets Stripe's first answers back. */
const keyOf = (id: string, step: string) => `site-invoice-${id}-${step}`;

/** A draft's Stripe invoice: its customer, the invoice, one item per line, finalized (each call idempotent). */
async function createStripeInvoice(stripe: StripeApi, id: string, draft: StoredInvoice): Promise<Stripe.Invoice> {
  const customer = await stripe.customers.create(
    {
      email: draft.billing_email,
      name: draft.organization,
      tax_exempt: draft.tax_exempt ? "exempt" : "none",
      metadata: { invoice_id: id },
    },
    { idempotencyKey: keyOf(id, "customer") },
  );
  const created = await stripe.invoices.create(
    {
      customer: customer.id,
      collection_method: "send_invoice",
      days_until_due: draft.due_days,
      auto_advance: false,
      currency: draft.currency,
      pending_invoice_items_behavior: "exclude",
      ...(draft.memo ? { description: draft.memo } : {}),
      ...(draft.po_number ? { custom_fields: [{ name: "PO number", value: draft.po_number }] } : {}),
      metadata: billingMetadata("invoice_id", id, draft),
    },
    { idempotencyKey: keyOf(id, "invoice") },
  );
  for (const [index, item] of draft.items.entries()) {
    await stripe.invoiceItems.create(
      {
        customer: customer.id,
        invoice: created.id,
        currency: draft.currency,
        amount: lineAmountCents(item),
        description: `${item.description} (${item.quantity} × ${formatUsd(item.unit_amount)})`,
        metadata: { invoice_id: id, line: String(index) },
      },
      { idempotencyKey: keyOf(id, `item-${index}`) },
    );
  }
  return stripe.invoices.finalizeInvoice(
    created.id,
    { auto_advance: false },
    { idempotencyKey: keyOf(id, "finalize") },
  );
}

/**
 * The Stripe invoice Stripe made when the buyer accepted the quote (its lines are the quote's): given the site's
 * metadata (the webhook finds the invoice by it) and `auto_advance: false` (the site mails it, not Stripe), then
 * finalized. If Stripe finalized it already (an auto-advancing invoice from the Stripe Dashboard), it is taken as is.
 */
async function finalizeQuoteInvoice(
  stripe: StripeApi,
  id: string,
  draft: StoredInvoice,
  stripeInvoiceId: string,
): Promise<Stripe.Invoice> {
  const current = await stripe.invoices.retrieve(stripeInvoiceId);
  if (current.status !== "draft") return current;
  await stripe.invoices.update(
    stripeInvoiceId,
    {
      auto_advance: false,
      metadata: billingMetadata("invoice_id", id, draft),
      ...(draft.po_number ? { custom_fields: [{ name: "PO number", value: draft.po_number }] } : {}),
    },
    { idempotencyKey: keyOf(id, "quote-invoice") },
  );
  return stripe.invoices.finalizeInvoice(
    stripeInvoiceId,
    { auto_advance: false },
    { idempotencyKey: keyOf(id, "finalize") },
  );
}

/**
 * `sendInvoice`: the draft becomes a Stripe invoice (`send_invoice`, due in its days, not auto-advanced so Stripe
 * mails nothing itself), finalized, and the buyer is mailed its hosted page and PDF by the site's mail queue. Every
 * Stripe call carries an idempotency key naming the invoice and step, so a Send retried after a failure creates
 * nothing twice. Stripe's total is checked against the server's: a mismatch is stored and flagged.
 */
export async function sendInvoiceHandler(request: AdminRequest, deps: InvoiceDeps): Promise<InvoiceResponse> {
  const caller = await admitAdmin("sendInvoice", request, deps, SMALL_REQUEST_CHARS);
  const { id } = parseOrThrow(InvoiceRefSchema, request.data);
  const ref = invoicesOf(deps.db).doc(id);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new HttpsError("not-found", INVOICE_GONE_MESSAGE);
  const draft = snapshot.data() as StoredInvoice;
  if (draft.status !== "draft") throw new HttpsError("failed-precondition", NOT_DRAFT_MESSAGE);

  const stripe = await deps.stripe();
  let finalized: Stripe.Invoice;
  try {
    finalized =
      draft.quote_id && draft.stripe_invoice_id
        ? await finalizeQuoteInvoice(stripe, id, draft, draft.stripe_invoice_id)
        : await createStripeInvoice(stripe, id, draft);
  } catch (error) {
    deps.log.warn("sendInvoice: Stripe failed", { id, error: String(error) });
    throw new HttpsError("unavailable", STRIPE_UNAVAILABLE_MESSAGE);
  }

  const now = deps.now?.() ?? new Date();
  const mismatch = finalized.total !== draft.total || finalized.currency !== draft.currency;
  const stored = await deps.db.runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) throw new HttpsError("not-found", INVOICE_GONE_MESSAGE);
    const record = current.data() as StoredInvoice;
    const lead = await transaction.get(leadDoc(deps.db, record.lead));
    // A webhook may have got here first (finalized, even paid): the status only moves forward.
    const status: InvoiceStatus = advanceStatus(record.status, "open");
    const update = {
      status,
      stripe_invoice_id: finalized.id,
      stripe_customer_id: typeof finalized.customer === "string" ? finalized.customer : (finalized.customer?.id ?? ""),
      number: finalized.number ?? "",
      hosted_invoice_url: finalized.hosted_invoice_url ?? "",
      invoice_pdf: finalized.invoice_pdf ?? "",
      due_date: finalized.due_date ? new Date(finalized.due_date * 1000).toISOString() : "",
      sent_at: Timestamp.fromDate(now),
      updated_at: Timestamp.fromDate(now),
      ...(mismatch ? { amount_mismatch: true, stripe_total: finalized.total } : {}),
    };
    const sent = { ...record, ...update } as StoredInvoice;
    transaction.update(ref, update);
    if (record.status === "draft" || !record.sent_at) {
      addMailEvent(transaction, ref, "sent", invoiceSentMail(sent), now);
      addTimelineStep(
        transaction,
        deps.db,
        record.lead,
        lead.exists,
        `Invoice ${update.number} sent to ${record.billing_email}: ${formatUsd(record.total)}`,
        caller,
        now,
      );
      return true;
    }
    return false;
  });
  if (mismatch) {
    deps.log.warn("sendInvoice: Stripe's total is not the invoice's", {
      id,
      expected: draft.total,
      stripe: finalized.total,
    });
  }
  if (stored) await deps.notify("invoices", id, "sent", ["confirmation"]);
  deps.log.info("sendInvoice", { uid: caller.uid, id, stripe: finalized.id });
  return { invoice: invoiceRow(await ref.get()) };
}

/**
 * `voidInvoice`: a draft is voided here; an open (or overdue) one in Stripe first. A paid invoice is refunded, not
 * voided. The reason is kept on the invoice, the lead's timeline and the audit log.
 */
export async function voidInvoiceHandler(request: AdminRequest, deps: InvoiceDeps): Promise<InvoiceResponse> {
  const caller = await admitAdmin("voidInvoice", request, deps, SMALL_REQUEST_CHARS);
  const { id, reason } = parseOrThrow(VoidInvoiceSchema, request.data);
  const ref = invoicesOf(deps.db).doc(id);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new HttpsError("not-found", INVOICE_GONE_MESSAGE);
  const record = snapshot.data() as StoredInvoice;
  if (record.status === "paid") {
    throw new HttpsError("failed-precondition", "A paid invoice cannot be voided. Refund it instead.");
  }
  if (record.status === "void") throw new HttpsError("failed-precondition", "This invoice is already void.");
  if (record.stripe_invoice_id) {
    const stripe = await deps.stripe();
    try {
      // A draft made from an accepted quote has a Stripe draft behind it, which Stripe deletes rather than voids.
      if (record.status === "draft") await stripe.invoices.del(record.stripe_invoice_id);
      else await stripe.invoices.voidInvoice(record.stripe_invoice_id, {}, { idempotencyKey: keyOf(id, "void") });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log.warn("voidInvoice: Stripe refused", { id, error: message });
      throw new HttpsError("failed-precondition", `Stripe did not void the invoice: ${message}`);
    }
  }
  const now = deps.now?.() ?? new Date();
  await deps.db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data() as StoredInvoice | undefined;
    if (!current) throw new HttpsError("not-found", INVOICE_GONE_MESSAGE);
    const lead = await transaction.get(leadDoc(deps.db, current.lead));
    if (current.status === "paid") {
      throw new HttpsError("failed-precondition", "The invoice was paid meanwhile. Refund it instead.");
    }
    transaction.update(ref, {
      status: "void",
      void_reason: reason,
      voided_at: Timestamp.fromDate(now),
      updated_at: Timestamp.fromDate(now),
    });
    addTimelineStep(
      transaction,
      deps.db,
      current.lead,
      lead.exists,
      `Invoice ${current.number || "draft"} voided: ${reason}`,
      caller,
      now,
    );
    transaction.create(
      auditDoc(deps.db),
      auditEntry("invoice-void", caller, `invoices/${id}`, { total: current.total, reason: reason.slice(0, 200) }),
    );
  });
  deps.log.info("voidInvoice", { uid: caller.uid, id });
  return { invoice: invoiceRow(await ref.get()) };
}

/** `listInvoices`: newest first, of one status or all, or one lead's; at most {@link INVOICES_LIST_MAX}. */
export async function listInvoicesHandler(request: AdminRequest, deps: AdminDeps): Promise<InvoicesResponse> {
  await admitAdmin("listInvoices", request, deps, SMALL_REQUEST_CHARS);
  const { status, lead } = parseOrThrow(ListInvoicesSchema, request.data);
  let query: FirebaseFirestore.Query = invoicesOf(deps.db);
  if (lead) query = query.where("lead_ref", "==", `${lead.kind}/${lead.id}`);
  if (status !== "all") query = query.where("status", "==", status);
  const snapshot = await query
    .orderBy("created_at", "desc")
    .limit(INVOICES_LIST_MAX + 1)
    .get();
  const rows = snapshot.docs.slice(0, INVOICES_LIST_MAX).map(invoiceRow);
  return { rows, truncated: snapshot.size > INVOICES_LIST_MAX };
}

function liveDeps(): InvoiceDeps {
  return {
    ...liveAdminDeps(),
    stripe: stripeClient,
    notify: firestoreEventNotifier(),
    origin: () => siteOrigin.value(),
  };
}

export const createInvoice = callable("createInvoice", {}, (request) => createInvoiceHandler(request, liveDeps()));
export const sendInvoice = callable(
  "sendInvoice",
  { secrets: [stripeSecretKey], timeoutSeconds: INSTALLMENT_FUNCTION_SECONDS },
  (request) => sendInvoiceHandler(request, liveDeps()),
);
export const voidInvoice = callable(
  "voidInvoice",
  { secrets: [stripeSecretKey], timeoutSeconds: INSTALLMENT_FUNCTION_SECONDS },
  (request) => voidInvoiceHandler(request, liveDeps()),
);
export const listInvoices = callable("listInvoices", {}, (request) => listInvoicesHandler(request, liveAdminDeps()));
