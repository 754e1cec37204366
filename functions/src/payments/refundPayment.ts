import { Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { COLLECTIONS } from "../domain/collections";
import { formatUsd } from "../domain/format";
import { RefundPaymentSchema, termsRule, type RefundResponse } from "../domain/invoices";
import { firestoreEventNotifier } from "../mail";
import { admitAdmin, liveAdminDeps, type AdminRequest } from "../platform/adminCallable";
import { auditDoc, auditEntry } from "../platform/audit";
import { callable } from "../platform/callable";
import { siteOrigin } from "../platform/params";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { refundMail } from "./invoiceMails";
import { addMailEvent, addTimelineStep, leadDoc, type StoredInvoice } from "./invoiceStore";
import { INSTALLMENT_FUNCTION_SECONDS } from "./installments";
import type { InvoiceDeps } from "./invoices";
import { stripeClient, stripeSecretKey } from "./stripe";

export const NOT_REFUNDABLE_MESSAGE = "Only a paid invoice or payment can be refunded.";

/** What a refund needs of the record it refunds: how much was paid, how much is refunded already, who paid. */
interface Refundable {
  paid: number;
  refunded: number;
  intent: string;
  to: string;
  what: string;
  eventDate: string | null;
}

function refundableOf(target: "invoices" | "payments", data: Record<string, unknown>): Refundable | undefined {
  const intent = typeof data.payment_intent_id === "string" ? data.payment_intent_id : "";
  const refunded = typeof data.refunded_amount === "number" ? data.refunded_amount : 0;
  if (target === "invoices") {
    const invoice = data as unknown as StoredInvoice;
    if (invoice.status !== "paid" || !intent) return undefined;
    return {
      paid: invoice.amount_paid ?? 0,
      refunded,
      intent,
      to: invoice.billing_email,
      what: `invoice ${invoice.number ?? ""}`.trim(),
      eventDate: invoice.event_date,
    };
  }
  if (!intent || typeof data.amount_total !== "number") return undefined;
  return {
    paid: data.amount_total,
    refunded,
    intent,
    to: typeof data.customer_email === "string" ? data.customer_email : "",
    what: "your payment",
    eventDate: typeof data.event_date === "string" ? data.event_date : null,
  };
}

/**
 * `refundPayment` (owner only, enforced here by the role table): refunds a paid invoice or checkout payment in full or
 * in part through Stripe's Refunds API, never more than what is left. The idempotency key names the record, what was
 * refunded before and the amount, so a retried press refunds once. Then, in one commit: the refund on the record (its
 * reason and who), the buyer's refund mail, the lead's timeline step (an invoice's), the audit entry. The
 * `charge.refunded` webhook that follows only confirms the amount (it never lowers it).
 */
export async function refundPaymentHandler(request: AdminRequest, deps: InvoiceDeps): Promise<RefundResponse> {
  const caller = await admitAdmin("refundPayment", request, deps, SMALL_REQUEST_CHARS);
  const { target, id, amount, reason, note } = parseOrThrow(RefundPaymentSchema, request.data);
  const ref = deps.db.collection(target === "invoices" ? COLLECTIONS.invoices : COLLECTIONS.payments).doc(id);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new HttpsError("not-found", "This record no longer exists.");
  const refundable = refundableOf(target, snapshot.data() ?? {});
  if (!refundable) throw new HttpsError("failed-precondition", NOT_REFUNDABLE_MESSAGE);
  const left = refundable.paid - refundable.refunded;
  if (left <= 0) throw new HttpsError("failed-precondition", "This payment is refunded in full already.");
  if (amount > left) {
    throw new HttpsError("invalid-argument", `At most ${formatUsd(left)} is left to refund.`);
  }

  const stripe = await deps.stripe();
  let refundId: string;
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: refundable.intent,
        amount,
        reason,
        metadata: { target, record_id: id, by: caller.email },
      },
      { idempotencyKey: `site-refund-${target}-${id}-${refundable.refunded}-${amount}` },
    );
    refundId = refund.id;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.warn("refundPayment: Stripe refused", { target, id, error: message });
    throw new HttpsError("failed-precondition", `Stripe did not refund: ${message}`);
  }

  const now = deps.now?.() ?? new Date();
  const terms = termsRule(refundable.eventDate, now);
  const total = await deps.db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data() ?? {};
    const refunds = Array.isArray(current.refunds) ? (current.refunds as { id: string; amount: number }[]) : [];
    const lead = target === "invoices" ? (current as StoredInvoice).lead : undefined;
    const leadExists = lead ? (await transaction.get(leadDoc(deps.db, lead))).exists : false;
    if (refunds.some((entry) => entry.id === refundId)) return Number(current.refunded_amount ?? 0);
    const recorded = refunds.reduce((sum, entry) => sum + entry.amount, 0) + amount;
    const refundedAmount = Math.max(Number(current.refunded_amount ?? 0), recorded);
    const entry = {
      id: refundId,
      amount,
      reason,
      note,
      by_email: caller.email,
      at: Timestamp.fromDate(now),
    };
    transaction.update(ref, {
      refunds: [...refunds, entry],
      refunded_amount: refundedAmount,
      updated_at: Timestamp.fromDate(now),
    });
    addMailEvent(
      transaction,
      ref,
      `refund-${refunds.length + 1}`,
      refundMail(refundable.to, refundable.what, amount, refundable.paid),
      now,
    );
    if (lead) {
      addTimelineStep(
        transaction,
        deps.db,
        lead,
        leadExists,
        `Refunded ${formatUsd(amount)} of ${refundable.what}`,
        caller,
        now,
      );
    }
    transaction.create(
      auditDoc(deps.db),
      auditEntry("refund", caller, `${target}/${id}`, {
        amount,
        reason,
        terms_rule: terms.applies === null ? "no event date" : terms.applies ? "applies" : "does not apply",
      }),
    );
    return refundedAmount;
  });
  const kind = target === "invoices" ? "invoices" : "payments";
  const count = ((await ref.get()).get("refunds") as unknown[] | undefined)?.length ?? 1;
  await deps.notify(kind, id, `refund-${count}`, ["confirmation"]);
  deps.log.info("refundPayment", { uid: caller.uid, target, id, amount, refund: refundId });
  return { refundId, refundedAmount: total };
}

export const refundPayment = callable(
  "refundPayment",
  { secrets: [stripeSecretKey], timeoutSeconds: INSTALLMENT_FUNCTION_SECONDS },
  (request) =>
    refundPaymentHandler(request, {
      ...liveAdminDeps(),
      stripe: stripeClient,
      notify: firestoreEventNotifier(),
      origin: () => siteOrigin.value(),
    }),
);
