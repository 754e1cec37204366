import { logger } from "firebase-functions/logger";
import { onRequest } from "firebase-functions/https";
import type Stripe from "stripe";
import { INSTALLMENT_LABELS, LAUNCH_PROGRAM, PATENT_PROGRAM } from "../domain/catalog";
import { sourceFromMetadata } from "../domain/channel";
import { newCheckoutPayment } from "../domain/payments";
import { firestoreEventNotifier, firestoreNotifier, type Notify } from "../mail";
import { db } from "../platform/firebase";
import { firestoreFunnel, type TrackFunnel } from "../traffic";
import { siteHost, siteOrigin } from "../platform/params";
import { settleInstallment2, type InstallmentIntent } from "./installments";
import { applyChargeRefunded, applyInvoiceEvent, INVOICE_EVENT_TYPES, type InvoiceEventDeps } from "./invoiceEvents";
import { firestorePayments, type PaymentStore, type PaymentWrite } from "./payments";
import { applyQuoteEvent, QUOTE_EVENT_TYPES } from "./quoteEvents";
import { stripeClient, stripeSecretKey, stripeWebhookSecret, type StripeApi } from "./stripe";

export interface WebhookDeps {
  stripe: () => Promise<StripeApi>;
  webhookSecret: () => string;
  payments: PaymentStore;
  /** Queues the staff notice and the buyer's confirmation of a newly recorded payment; never throws. */
  notify?: Notify;
  /** Records the "paid" step of the buyer's source (Traffic view); never throws. */
  track?: TrackFunnel;
  /** Where invoice and refund events are applied (./invoiceEvents.ts); without it they are acknowledged and ignored. */
  invoices?: InvoiceEventDeps;
}

export interface WebhookRequest {
  method: string;
  /** The body exactly as received: the signature covers these bytes, not a re-serialised JSON. */
  rawBody: Buffer | undefined;
  signature: string | string[] | undefined;
}

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

const PROGRAMS: readonly string[] = [PATENT_PROGRAM.id, LAUNCH_PROGRAM.id];

function id(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** The payment record of a paid Session; the saved card is looked up only for a first installment. */
async function paymentOf(session: Stripe.Checkout.Session, eventId: string, stripe: StripeApi): Promise<PaymentWrite> {
  const metadata = session.metadata ?? {};
  const installment = metadata.installment ?? INSTALLMENT_LABELS.full;
  const paymentIntentId = id(session.payment_intent);
  let paymentMethodId: string | null = null;
  if (installment === INSTALLMENT_LABELS.first && paymentIntentId) {
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    paymentMethodId = id(intent.payment_method);
  }
  // A session created outside the site (a Payment Link, a leaked key) can carry this site's metadata at any price:
  // it is recorded as paid, flagged for review, and never charged a second installment (chargeInstallment.ts).
  return newCheckoutPayment({
    metadata,
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? "usd",
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    sessionId: session.id,
    eventId,
    paymentIntentId,
    customerId: id(session.customer),
    paymentMethodId,
    source: sourceFromMetadata(metadata, siteHost()),
  });
}

/**
 * Verifies a Stripe webhook delivery and records what it says. A paid Checkout is recorded as a payment keyed on
 * its Checkout Session id, so the two events that can report one paid session (`checkout.session.completed` and
 * `checkout.session.async_payment_succeeded`), or one event delivered twice, record it once. The
 * `payment_intent.succeeded` / `payment_intent.payment_failed` events of an installment-2 charge settle that
 * installment (see ./installments.ts). Invoice events and `charge.refunded` go to ./invoiceEvents.ts, quote events to ./quoteEvents.ts. Answers 2xx for everything it accepted (so Stripe stops
 * retrying), 400 for a bad signature, 5xx when storing failed (so Stripe retries).
 */
export async function handleStripeWebhook(request: WebhookRequest, deps: WebhookDeps): Promise<WebhookAnswer> {
  if (request.method !== "POST") return { status: 405, body: { error: "Use POST." } };
  if (!request.rawBody || !request.signature) return { status: 400, body: { error: "Missing signature." } };

  const stripe = await deps.stripe();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(request.rawBody, request.signature, deps.webhookSecret());
  } catch (error) {
    logger.warn("Stripe webhook with an invalid signature", { error: String(error) });
    return { status: 400, body: { error: "Invalid signature." } };
  }

  if ((INVOICE_EVENT_TYPES as readonly string[]).includes(event.type)) {
    if (!deps.invoices) return { status: 200, body: { received: true, ignored: event.type } };
    return applyInvoiceEvent(event, stripe, { track: deps.track, ...deps.invoices });
  }
  if ((QUOTE_EVENT_TYPES as readonly string[]).includes(event.type)) {
    if (!deps.invoices) return { status: 200, body: { received: true, ignored: event.type } };
    return applyQuoteEvent(event, deps.invoices);
  }
  if (event.type === "charge.refunded") {
    if (!deps.invoices) return { status: 200, body: { received: true, ignored: event.type } };
    return applyChargeRefunded(event, deps.invoices);
  }
  if (event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed") {
    return settleInstallmentEvent(event.data.object, event.id, deps.payments, deps.notify);
  }
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.async_payment_succeeded") {
    return { status: 200, body: { received: true, ignored: event.type } };
  }
  const session = event.data.object;
  if (session.payment_status !== "paid") {
    // An asynchronous method (e.g. a bank debit) is still pending: async_payment_succeeded will follow.
    return { status: 200, body: { received: true, ignored: `payment_status ${session.payment_status}` } };
  }
  if (!PROGRAMS.includes(session.metadata?.program ?? "")) {
    logger.warn("Paid Checkout Session that this site did not create", { session: session.id, event: event.id });
    return { status: 200, body: { received: true, ignored: "unknown program" } };
  }

  const payment = await paymentOf(session, event.id, stripe);
  if (payment.amount_mismatch) {
    logger.warn("Paid Checkout Session whose amount does not match the catalog: recorded for review", {
      event: event.id,
      session: session.id,
      program: payment.program,
      installment: payment.installment,
      received: { amount: payment.amount_total, currency: payment.currency },
      expected: { amount: payment.expected_amount_total, currency: payment.expected_currency },
    });
  }
  const created = await deps.payments.createOnce(session.id, payment);
  if (created) await deps.notify?.("payments", session.id);
  if (created && payment.source) await deps.track?.("paid", payment.source);
  logger.info(created ? "Payment recorded" : "Session already recorded; nothing new stored", {
    event: event.id,
    session: session.id,
    program: payment.program,
    installment: payment.installment,
  });
  return { status: 200, body: { received: true, duplicate: !created } };
}

/**
 * The outcome of an installment-2 PaymentIntent (its metadata names the first installment's payment): recorded
 * once, whichever of the charge, this event or "Check with Stripe" gets there first. Other intents (Checkout's own)
 * are acknowledged and ignored: their Checkout Session events record them.
 */
async function settleInstallmentEvent(
  intent: Stripe.PaymentIntent,
  eventId: string,
  payments: PaymentStore,
  notify?: Notify,
): Promise<WebhookAnswer> {
  const firstId = intent.metadata?.first_payment_id;
  if (intent.metadata?.installment !== INSTALLMENT_LABELS.second || !firstId) {
    return { status: 200, body: { received: true, ignored: "not an installment charge" } };
  }
  const first = await payments.get(firstId);
  if (!first || first.program !== PATENT_PROGRAM.id || first.installment !== INSTALLMENT_LABELS.first) {
    logger.warn("Installment charge for an unknown first payment", { event: eventId, intent: intent.id });
    return { status: 200, body: { received: true, ignored: "unknown first payment" } };
  }
  // Only the PaymentIntent chargeInstallment created and stored for this installment settles it: another intent
  // carrying the same metadata (made with a leaked key, or by hand in the Dashboard) changes nothing.
  if (!first.installment_2_intent_id || intent.id !== first.installment_2_intent_id) {
    logger.warn("Installment event for a PaymentIntent that is not the installment's: nothing recorded", {
      event: eventId,
      intent: intent.id,
      firstPayment: firstId,
      storedIntent: first.installment_2_intent_id ?? null,
    });
    return { status: 200, body: { received: true, ignored: "not the installment's PaymentIntent" } };
  }
  const outcome = await settleInstallment2(payments, firstId, first, intent satisfies InstallmentIntent, notify);
  logger.info("Installment 2 of 2 settled by webhook", {
    event: eventId,
    intent: intent.id,
    status: outcome.status,
    recorded: outcome.recorded,
  });
  return { status: 200, body: { received: true, installment: outcome.status, duplicate: !outcome.recorded } };
}

/** The endpoint Stripe (or `stripe listen`, or the local stand-in) delivers events to. */
export const stripeWebhook = onRequest({ secrets: [stripeSecretKey, stripeWebhookSecret] }, async (req, res) => {
  try {
    const answer = await handleStripeWebhook(
      { method: req.method, rawBody: req.rawBody, signature: req.headers["stripe-signature"] },
      {
        stripe: stripeClient,
        webhookSecret: () => stripeWebhookSecret.value(),
        payments: firestorePayments(),
        notify: firestoreNotifier(),
        track: firestoreFunnel(),
        invoices: { db: db(), notify: firestoreEventNotifier(), origin: () => siteOrigin.value() },
      },
    );
    res.status(answer.status).json(answer.body);
  } catch (error) {
    logger.error("Stripe webhook failed", { error: String(error) });
    res.status(500).json({ error: "Could not record the event." });
  }
});
