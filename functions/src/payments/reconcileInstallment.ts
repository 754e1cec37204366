import { logger } from "firebase-functions/logger";
import { HttpsError } from "firebase-functions/https";
import { formatUsd } from "../domain/format";
import { ReconcileInstallmentSchema, type ReconcileInstallmentResponse } from "../domain/payments";
import { firestoreNotifier, type Notify } from "../mail";
import { admitAdmin, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import type { TokenVerifier } from "../platform/requireAdmin";
import type { StaffLookup } from "../platform/roles";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import {
  assertTrackedCharge,
  firstInstallmentOf,
  INSTALLMENT_FUNCTION_SECONDS,
  NEVER_CHARGED_MESSAGE,
  settleInstallment2,
} from "./installments";
import { firestorePayments, type PaymentStore } from "./payments";
import { stripeClient, stripeSecretKey, type StripeApi } from "./stripe";

export interface ReconcileInstallmentDeps {
  stripe: () => Promise<StripeApi>;
  payments: PaymentStore;
  /** Queues the mails of a second payment once it is recorded (the mail feature). */
  notify?: Notify;
  verifyToken?: TokenVerifier;
  /** The role check's staff record lookup (platform/roles.ts); defaults to Firestore's. */
  staff?: StaffLookup;
}

const CHARGE_AGAIN = "You can charge installment 2 again.";

/**
 * "Check with Stripe" for installment 2 of 2 of the first-installment payment `paymentId`: reads the installment's
 * one PaymentIntent from Stripe and records what Stripe says (paid, once; failed; or still processing). Admins only.
 * Charges nothing. A charge cut off before it created its intent charged nothing either: it is recorded as failed.
 */
export async function reconcileInstallmentHandler(
  request: AdminRequest,
  deps: ReconcileInstallmentDeps,
): Promise<ReconcileInstallmentResponse> {
  const admin = await admitAdmin(
    "reconcileInstallment",
    request,
    { verify: deps.verifyToken, staff: deps.staff },
    SMALL_REQUEST_CHARS,
  );
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

export const reconcileInstallment = callable(
  "reconcileInstallment",
  { secrets: [stripeSecretKey], timeoutSeconds: INSTALLMENT_FUNCTION_SECONDS },
  (request) =>
    reconcileInstallmentHandler(request, {
      stripe: stripeClient,
      payments: firestorePayments(),
      notify: firestoreNotifier(),
    }),
);
