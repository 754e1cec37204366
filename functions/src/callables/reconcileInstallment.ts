import { logger } from "firebase-functions";
import { HttpsError, onCall, type CallableRequest } from "firebase-functions/https";
import { ReconcileInstallmentSchema, type ReconcileInstallmentResponse } from "../domain/catalog";
import { formatUsd } from "../domain/format";
import {
  firestorePayments,
  INSTALLMENT_FUNCTION_SECONDS,
  NEVER_CHARGED_MESSAGE,
  settleInstallment2,
  type PaymentStore,
} from "../lib/payments";
import { requireAdmin, type TokenVerifier } from "../lib/requireAdmin";
import { assertCallableRequestSize, SMALL_REQUEST_CHARS } from "../lib/requestSize";
import { stripeClient, stripeSecretKey, type StripeApi } from "../lib/stripe";
import { parseOrThrow } from "../lib/validation";
import { assertTrackedCharge, firstInstallmentOf } from "./chargeInstallment";
import { firestoreNotifier, type Notify } from "../lib/mailQueue";

export interface ReconcileInstallmentDeps {
  stripe: () => Promise<StripeApi>;
  payments: PaymentStore;
  /** Queues the mails of a second payment once it is recorded (lib/mailQueue.ts). */
  notify?: Notify;
  verifyToken?: TokenVerifier;
}

const CHARGE_AGAIN = "You can charge installment 2 again.";

/**
 * "Check with Stripe" for installment 2 of 2 of the first-installment payment `paymentId`: reads the installment's
 * one PaymentIntent from Stripe and records what Stripe says (paid, once; failed; or still processing). Admins only.
 * Charges nothing. A charge cut off before it created its intent charged nothing either: it is recorded as failed.
 */
export async function reconcileInstallmentHandler(
  request: Pick<CallableRequest, "auth" | "data"> & Partial<Pick<CallableRequest, "rawRequest">>,
  deps: ReconcileInstallmentDeps,
): Promise<ReconcileInstallmentResponse> {
  const admin = await requireAdmin(request, deps.verifyToken);
  assertCallableRequestSize(request, SMALL_REQUEST_CHARS);
  const { paymentId } = parseOrThrow(ReconcileInstallmentSchema, request.data);
  const first = await firstInstallmentOf(deps.payments, paymentId);

  if (first.installment_2_status === "paid") {
    return { status: "paid", message: "Installment 2 of 2 is already recorded as paid." };
  }
  if (first.installment_2_status === undefined) {
    throw new HttpsError("failed-precondition", "Installment 2 of 2 has not been charged yet.");
  }
  const intentId = first.installment_2_intent_id;
  assertTrackedCharge(first);
  if (!intentId) {
    await deps.payments.recordInstallment2Failed(paymentId, undefined, NEVER_CHARGED_MESSAGE);
    return { status: "failed", message: `${NEVER_CHARGED_MESSAGE} ${CHARGE_AGAIN}` };
  }

  const stripe = await deps.stripe();
  let intent;
  try {
    intent = await stripe.paymentIntents.retrieve(intentId);
  } catch (error) {
    logger.error("reconcileInstallment: Stripe did not answer", { paymentId, intentId, error: String(error) });
    throw new HttpsError("unavailable", "Stripe did not answer. Please try again in a minute.");
  }
  const outcome = await settleInstallment2(deps.payments, paymentId, first, intent, deps.notify);
  logger.info("Installment 2 of 2 checked with Stripe", {
    paymentId,
    intentId,
    status: outcome.status,
    recorded: outcome.recorded,
    by: admin.uid,
  });
  switch (outcome.status) {
    case "paid":
      return {
        status: "paid",
        message: `Stripe charged ${formatUsd(outcome.amountTotal)} for installment 2 of 2. It is recorded as paid.`,
      };
    case "failed":
      return { status: "failed", message: `Stripe did not charge the card: ${outcome.message} ${CHARGE_AGAIN}` };
    default:
      return { status: "processing", message: outcome.message };
  }
}

export const reconcileInstallment = onCall(
  { secrets: [stripeSecretKey], timeoutSeconds: INSTALLMENT_FUNCTION_SECONDS },
  (request) =>
    reconcileInstallmentHandler(request, {
      stripe: stripeClient,
      payments: firestorePayments(),
      notify: firestoreNotifier(),
    }),
);
