import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import type Stripe from "stripe";
import { COLLECTIONS } from "../domain/collections";
import { formatUsd } from "../domain/format";
import { advanceStatus, type InvoiceStatus } from "../domain/invoices";
import type { NotifyEvent } from "../mail";
import type { TrackFunnel } from "../traffic";
import { invoiceStaffNotice } from "./invoiceMails";
import { addMailEvent, addTimelineStep, invoicesOf, leadDoc, STRIPE_ACTOR, type StoredInvoice } from "./invoiceStore";
import { claimEventWrite, eventSeen } from "./stripeEvents";
import type { StripeApi } from "./stripe";

/*
 * The webhook's invoice and refund events (issue 44): `invoice.finalized`, `invoice.paid`, `invoice.payment_failed`,
 * `invoice.overdue`, `invoice.voided` and `charge.refunded`. Each is applied once (its id is claimed in
 * `stripe_events` in the same transaction) and in any order: a status only moves forward (domain/invoices.ts
 * `advanceStatus`), amounts refunded only grow. What Stripe reports is compared with what the server computed.
 */

export const INVOICE_EVENT_TYPES = [
  "invoice.finalized",
  "invoice.paid",
  "invoice.payment_failed",
  "invoice.overdue",
  "invoice.voided",
] as const;

export interface InvoiceEventDeps {
  db: Firestore;
  notify?: NotifyEvent;
  track?: TrackFunnel;
  origin: () => string;
  now?: () => Date;
}

export interface EventAnswer {
  status: number;
  body: Record<string, unknown>;
}

const STATUS_OF: Record<(typeof INVOICE_EVENT_TYPES)[number], InvoiceStatus | null> = {
  "invoice.finalized": "open",
  "invoice.paid": "paid",
  "invoice.payment_failed": null,
  "invoice.overdue": "overdue",
  "invoice.voided": "void",
};

const idOf = (value: string | { id: string } | null | undefined) =>
  !value ? null : typeof value === "string" ? value : value.id;

/** How a paid invoice was paid: its payment's PaymentIntent and the charge's method (a bank transfer is `customer_balance`). */
async function paymentOf(stripe: StripeApi, invoiceId: string): Promise<{ intent: string | null; via: string }> {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 1 });
  const intentId = idOf(payments.data[0]?.payment.payment_intent);
  if (!intentId) return { intent: null, via: "" };
  const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ["latest_charge"] });
  const charge = intent.latest_charge && typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const type = charge?.payment_method_details?.type ?? "";
  return { intent: intentId, via: type === "customer_balance" ? "bank_transfer" : type };
}

/** Applies one `invoice.*` event to the site's invoice named in its metadata. */
export async function applyInvoiceEvent(
  event: Stripe.Event,
  stripe: StripeApi,
  deps: InvoiceEventDeps,
): Promise<EventAnswer> {
  const type = event.type as (typeof INVOICE_EVENT_TYPES)[number];
  const invoice = event.data.object as Stripe.Invoice;
  const id = invoice.metadata?.invoice_id;
  if (!id || !/^[A-Za-z0-9]{1,100}$/.test(id)) {
    return { status: 200, body: { received: true, ignored: "not an invoice of this site" } };
  }
  const ref = invoicesOf(deps.db).doc(id);
  // Read from Stripe before the transaction (which may run twice): how a paid invoice was paid.
  const payment = type === "invoice.paid" ? await paymentOf(stripe, invoice.id) : undefined;
  const now = deps.now?.() ?? new Date();
  const at = Timestamp.fromDate(now);

  const outcome = await deps.db.runTransaction(async (transaction) => {
    if (await eventSeen(transaction, deps.db, event.id)) return { duplicate: true as const };
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return { ignored: "unknown invoice" };
    const record = snapshot.data() as StoredInvoice;
    if (record.stripe_invoice_id && record.stripe_invoice_id !== invoice.id) {
      return { ignored: "not the invoice's Stripe invoice" };
    }
    const lead = await transaction.get(leadDoc(deps.db, record.lead));
    const next = STATUS_OF[type];
    const status = next ? advanceStatus(record.status, next) : record.status;
    const changed = status !== record.status;
    const update: Record<string, unknown> = { status, updated_at: at };
    // What the events say about the Stripe invoice, whichever came first (a paid before its finalized).
    if (!record.stripe_invoice_id) update.stripe_invoice_id = invoice.id;
    if (invoice.number && !record.number) update.number = invoice.number;
    if (invoice.hosted_invoice_url && !record.hosted_invoice_url)
      update.hosted_invoice_url = invoice.hosted_invoice_url;
    if (invoice.invoice_pdf && !record.invoice_pdf) update.invoice_pdf = invoice.invoice_pdf;
    if (invoice.due_date && !record.due_date) update.due_date = new Date(invoice.due_date * 1000).toISOString();
    if (invoice.total !== record.total || invoice.currency !== record.currency) {
      Object.assign(update, { amount_mismatch: true, stripe_total: invoice.total });
    }
    const number = invoice.number ?? record.number ?? id;
    const step = (text: string) =>
      addTimelineStep(transaction, deps.db, record.lead, lead.exists, text, STRIPE_ACTOR, now);

    if (type === "invoice.paid" && changed) {
      const paidAt = invoice.status_transitions?.paid_at;
      Object.assign(update, {
        amount_paid: invoice.amount_paid,
        paid_at: new Date((paidAt ?? Math.floor(now.getTime() / 1000)) * 1000).toISOString(),
        paid_via: payment?.via ?? "",
        payment_intent_id: payment?.intent ?? "",
      });
      if (invoice.amount_paid !== record.total) {
        Object.assign(update, { amount_mismatch: true, stripe_total: invoice.total });
      }
      const via = payment?.via === "bank_transfer" ? " by bank transfer" : payment?.via === "card" ? " by card" : "";
      step(`Invoice ${number} paid${via}: ${formatUsd(invoice.amount_paid)}`);
      const paid = { ...record, ...update } as StoredInvoice;
      addMailEvent(transaction, ref, "paid", invoiceStaffNotice(paid, id, "paid", deps.origin()), now);
    } else if (type === "invoice.overdue" && changed) {
      step(`Invoice ${number} is overdue`);
      addMailEvent(
        transaction,
        ref,
        "overdue",
        invoiceStaffNotice({ ...record, ...update } as StoredInvoice, id, "overdue", deps.origin()),
        now,
      );
    } else if (type === "invoice.voided" && changed) {
      Object.assign(update, { voided_at: at, void_reason: record.void_reason ?? "Voided in Stripe" });
      step(`Invoice ${number} voided in Stripe`);
    } else if (type === "invoice.payment_failed") {
      update.last_payment_error = "Stripe could not collect the payment (the buyer's card was declined).";
      step(`A payment of invoice ${number} failed`);
    }
    // `invoice.finalized` adds no step of its own: the Send records "sent" (whichever of the two is stored first).
    transaction.update(ref, update);
    claimEventWrite(transaction, deps.db, event.id, event.type, now);
    return { status, changed, record };
  });

  if ("duplicate" in outcome) return { status: 200, body: { received: true, duplicate: true } };
  if ("ignored" in outcome) {
    logger.warn("Invoice event for no invoice of this site", { event: event.id, invoice: invoice.id, id });
    return { status: 200, body: { received: true, ignored: outcome.ignored } };
  }
  if (outcome.changed && outcome.status === "paid") {
    await deps.notify?.("invoices", id, "paid", ["staff"]);
    await deps.track?.("paid", outcome.record.source);
  }
  if (outcome.changed && outcome.status === "overdue") await deps.notify?.("invoices", id, "overdue", ["staff"]);
  logger.info("Invoice event applied", { event: event.id, type, id, status: outcome.status });
  return { status: 200, body: { received: true, status: outcome.status } };
}

/** The invoice or checkout payment a PaymentIntent paid. */
async function recordOfIntent(db: Firestore, intentId: string): Promise<DocumentReference | undefined> {
  for (const collection of [COLLECTIONS.invoices, COLLECTIONS.payments]) {
    const found = await db.collection(collection).where("payment_intent_id", "==", intentId).limit(1).get();
    if (!found.empty) return found.docs[0]!.ref;
  }
  return undefined;
}

/**
 * `charge.refunded`: the charge's `amount_refunded` (everything refunded so far, from the dashboard or Stripe's) on the
 * invoice or payment it paid. The stored amount only grows, so events in any order end at the largest.
 */
export async function applyChargeRefunded(event: Stripe.Event, deps: InvoiceEventDeps): Promise<EventAnswer> {
  const charge = event.data.object as Stripe.Charge;
  const intentId = idOf(charge.payment_intent);
  const ref = intentId ? await recordOfIntent(deps.db, intentId) : undefined;
  if (!ref) return { status: 200, body: { received: true, ignored: "no invoice or payment of this charge" } };
  const now = deps.now?.() ?? new Date();
  const outcome = await deps.db.runTransaction(async (transaction) => {
    if (await eventSeen(transaction, deps.db, event.id)) return "duplicate";
    const current = await transaction.get(ref);
    const stored = Number(current.get("refunded_amount") ?? 0);
    if (charge.amount_refunded > stored) {
      transaction.update(ref, { refunded_amount: charge.amount_refunded, updated_at: Timestamp.fromDate(now) });
    }
    claimEventWrite(transaction, deps.db, event.id, event.type, now);
    return charge.amount_refunded > stored ? "updated" : "unchanged";
  });
  logger.info("charge.refunded applied", { event: event.id, record: ref.path, outcome });
  return { status: 200, body: { received: true, ...(outcome === "duplicate" ? { duplicate: true } : { outcome }) } };
}
