import { logger } from "firebase-functions";
import { HttpsError, onCall, type CallableRequest } from "firebase-functions/https";
import {
  ChargeInstallmentSchema,
  CURRENCY,
  INSTALLMENT_LABELS,
  PATENT_PROGRAM,
  withCardFeeCents,
  type ChargeInstallmentResponse,
} from "../domain/catalog";
import { firestorePayments, type NewPayment, type PaymentStore } from "../lib/payments";
import { stripeClient, stripeSecretKey, type StripeApi } from "../lib/stripe";
import { parseOrThrow } from "../lib/validation";

export interface ChargeInstallmentDeps {
  stripe: () => Promise<StripeApi>;
  payments: PaymentStore;
}

/** A Stripe error's message when it is about the card (safe to show an admin); a generic one otherwise. */
function chargeFailure(error: unknown): string {
  if (error && typeof error === "object" && "type" in error && error.type === "StripeCardError" && "message" in error) {
    return String(error.message);
  }
  return "Stripe could not complete the charge.";
}

/**
 * Charges installment 2 of 2 of Patent with AI to the card saved by the buyer's first Checkout, off-session,
 * and records it as a payment. Admins only; an installment is charged at most once.
 */
export async function chargeInstallmentHandler(
  request: Pick<CallableRequest, "auth" | "data">,
  deps: ChargeInstallmentDeps,
): Promise<ChargeInstallmentResponse> {
  if (!request.auth) throw new HttpsError("unauthenticated", "Sign in to charge installments.");
  if (request.auth.token.admin !== true) {
    throw new HttpsError("permission-denied", "This account does not have admin access.");
  }
  const { paymentId } = parseOrThrow(ChargeInstallmentSchema, request.data);

  const first = await deps.payments.get(paymentId);
  if (!first) throw new HttpsError("not-found", "No payment has this id.");
  if (first.program !== PATENT_PROGRAM.id || first.installment !== INSTALLMENT_LABELS.first) {
    throw new HttpsError(
      "failed-precondition",
      "Only a first installment of Patent with AI has a second one to charge.",
    );
  }
  if (!first.customer_id || !first.payment_method_id) {
    throw new HttpsError("failed-precondition", "This payment has no saved card to charge.");
  }

  const start = await deps.payments.startInstallment2(paymentId);
  if ("refused" in start) {
    throw start.refused === "charged"
      ? new HttpsError("already-exists", "Installment 2 of 2 has already been charged.")
      : new HttpsError("aborted", "Installment 2 of 2 is being charged right now.");
  }

  const amountTotal = withCardFeeCents(PATENT_PROGRAM.options.installment.amountCents);
  const metadata = {
    program: PATENT_PROGRAM.id,
    payment_type: "installment",
    installment: INSTALLMENT_LABELS.second,
    first_payment_id: paymentId,
  };
  const stripe = await deps.stripe();
  let intent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: amountTotal,
        currency: CURRENCY,
        customer: first.customer_id,
        payment_method: first.payment_method_id,
        allowed_payment_method_types: ["card"],
        off_session: true,
        confirm: true,
        description: `${PATENT_PROGRAM.name}: Payment 2 of 2`,
        ...(first.customer_email ? { receipt_email: first.customer_email } : {}),
        metadata,
      },
      { idempotencyKey: `patent-installment-2-${paymentId}-attempt-${start.attempt}` },
    );
  } catch (error) {
    const message = chargeFailure(error);
    logger.warn("Installment 2 of 2 was not charged", { paymentId, attempt: start.attempt, error: String(error) });
    await deps.payments.finishInstallment2(paymentId, start.attempt, { error: message });
    throw new HttpsError("failed-precondition", `The card was not charged: ${message}`);
  }
  if (intent.status !== "succeeded") {
    const message = `The payment needs the buyer's action (status ${intent.status}).`;
    await deps.payments.finishInstallment2(paymentId, start.attempt, { error: message });
    throw new HttpsError("failed-precondition", `The card was not charged: ${message}`);
  }

  const payment: NewPayment = {
    program: PATENT_PROGRAM.id,
    package_type: null,
    payment_type: "installment",
    installment: INSTALLMENT_LABELS.second,
    amount_total: intent.amount_received || intent.amount,
    currency: intent.currency,
    customer_email: first.customer_email,
    session_id: first.session_id,
    event_id: null,
    payment_intent_id: intent.id,
    customer_id: first.customer_id,
    payment_method_id: first.payment_method_id,
    first_payment_id: paymentId,
  };
  await deps.payments.finishInstallment2(paymentId, start.attempt, { paymentId: intent.id, payment });
  logger.info("Installment 2 of 2 charged", { paymentId, paymentIntent: intent.id, by: request.auth.uid });
  return { paymentId: intent.id, paymentIntentId: intent.id, amountTotal: payment.amount_total };
}

export const chargeInstallment = onCall({ secrets: [stripeSecretKey] }, (request) =>
  chargeInstallmentHandler(request, { stripe: stripeClient, payments: firestorePayments() }),
);
