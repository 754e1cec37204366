import { HttpsError } from "firebase-functions/https";
import type Stripe from "stripe";
import { INSTALLMENT_LABELS, PATENT_PROGRAM } from "../domain/catalog";
import type { Notify } from "../mail";
import type { PaymentStore, PaymentWrite, StoredPayment } from "./payments";

/**
 * Installment 2 of 2 of Patent with AI: one PaymentIntent per installment, settled from what Stripe says. The charge
 * (./chargeInstallment.ts), "Check with Stripe" (./reconcileInstallment.ts) and the `payment_intent.*` webhook
 * (./stripeWebhook.ts) all settle it here, so whichever gets there first records it, once.
 */

/** The recorded first installment of Patent with AI `paymentId`, or the refusal to answer. */
export async function firstInstallmentOf(payments: PaymentStore, paymentId: string): Promise<StoredPayment> {
  const first = await payments.get(paymentId);
  if (!first) throw new HttpsError("not-found", "No payment has this id.");
  if (first.program !== PATENT_PROGRAM.id || first.installment !== INSTALLMENT_LABELS.first) {
    throw new HttpsError(
      "failed-precondition",
      "Only a first installment of Patent with AI has a second one to charge.",
    );
  }
  return first;
}

/**
 * Refuses a charge left `processing` before charges were tracked by their PaymentIntent (no intent id, no attempt
 * count): what Stripe did cannot be looked up by id, and charging again might charge twice.
 */
export function assertTrackedCharge(first: StoredPayment): void {
  if (
    first.installment_2_status === "processing" &&
    !first.installment_2_intent_id &&
    first.installment_2_attempt === undefined
  ) {
    throw new HttpsError(
      "failed-precondition",
      "This charge was started before charges were tracked by their PaymentIntent. Look it up in the Stripe Dashboard.",
    );
  }
}

/** The parts of a PaymentIntent installment 2 is settled from. */
export type InstallmentIntent = Pick<
  Stripe.PaymentIntent,
  "id" | "status" | "amount" | "amount_received" | "currency" | "last_payment_error"
>;

/**
 * The timeout of the functions that call Stripe about installment 2. The Stripe client (./stripe.ts) waits up to
 * 20 s per try and retries a lost connection, a 409 or a 5xx twice with 0.5-5 s backoff (stripe-node's
 * `maxNetworkRetries`, `timeout`): about 65 s per call at worst, and a charge makes up to two calls (create,
 * confirm). The default 60 s would cut a charge off in the middle of Stripe's own retries.
 */
export const INSTALLMENT_FUNCTION_SECONDS = 180;

/** Where installment 2 stands after Stripe answered, with a sentence for the admin. */
export type InstallmentOutcome =
  | { status: "paid"; amountTotal: number }
  | { status: "failed"; message: string }
  | { status: "processing"; message: string };

const INSTALLMENT_PROCESSING_MESSAGE =
  "Stripe is still processing the charge, so its outcome is not known yet. Nothing will be charged twice: use Check with Stripe in a few minutes.";
export const INSTALLMENT_UNKNOWN_MESSAGE =
  "Stripe did not answer in time, so the outcome of the charge is not known yet. Nothing will be charged twice: use Check with Stripe in a minute.";
export const NEVER_CHARGED_MESSAGE = "The charge never reached the card.";

/** The idempotency key of the installment's one PaymentIntent: the same on every press, so Stripe creates it once. */
export function installment2IntentKey(firstId: string): string {
  return `patent-installment-2-${firstId}`;
}

/**
 * The idempotency key of confirming the intent for `attempt`: a retry of an attempt whose answer was lost replays
 * Stripe's answer instead of charging again; a new attempt (only after a definite decline) gets a new key.
 */
export function installment2ConfirmKey(firstId: string, attempt: number): string {
  return `patent-installment-2-${firstId}-confirm-${attempt}`;
}

/** What an intent's status means for installment 2 (see Stripe's PaymentIntent lifecycle). */
function installmentOutcome(intent: InstallmentIntent): InstallmentOutcome {
  switch (intent.status) {
    case "succeeded":
      return { status: "paid", amountTotal: intent.amount_received || intent.amount };
    case "requires_payment_method":
      return { status: "failed", message: intent.last_payment_error?.message ?? "The card was declined." };
    case "requires_confirmation":
      return { status: "failed", message: NEVER_CHARGED_MESSAGE };
    case "requires_action":
      return { status: "failed", message: "The card's bank asks the buyer to approve the charge." };
    case "canceled":
      return { status: "failed", message: "The charge was canceled at Stripe." };
    default:
      return { status: "processing", message: INSTALLMENT_PROCESSING_MESSAGE };
  }
}

/** The payment record of installment 2 of 2, charged by `intent` to the card of the first payment `firstId`. */
function installment2Payment(firstId: string, first: StoredPayment, intent: InstallmentIntent): PaymentWrite {
  return {
    program: first.program,
    package_type: null,
    payment_type: "installment",
    installment: "2 of 2",
    amount_total: intent.amount_received || intent.amount,
    currency: intent.currency,
    customer_email: first.customer_email,
    session_id: first.session_id,
    event_id: null,
    payment_intent_id: intent.id,
    customer_id: first.customer_id,
    payment_method_id: first.payment_method_id,
    first_payment_id: firstId,
  };
}

/**
 * Records what `intent` says about installment 2 of the first payment `firstId`: paid (the payment, once, under the
 * intent's id, with its mails), failed (a definite decline), or nothing while it is still processing.
 */
export async function settleInstallment2(
  store: PaymentStore,
  firstId: string,
  first: StoredPayment,
  intent: InstallmentIntent,
  notify?: Notify,
): Promise<InstallmentOutcome & { recorded: boolean }> {
  const outcome = installmentOutcome(intent);
  if (outcome.status === "paid") {
    const recorded = await store.recordInstallment2Paid(
      firstId,
      intent.id,
      installment2Payment(firstId, first, intent),
    );
    // The staff notice and the buyer's confirmation, once: only the call that recorded the payment sends them.
    if (recorded) await notify?.("payments", intent.id);
    return { ...outcome, recorded };
  }
  if (outcome.status === "failed") {
    return { ...outcome, recorded: await store.recordInstallment2Failed(firstId, intent.id, outcome.message) };
  }
  return { ...outcome, recorded: false };
}
