import { logger } from "firebase-functions/logger";
import { HttpsError } from "firebase-functions/https";
import { CURRENCY, INSTALLMENT_LABELS, PATENT_PROGRAM, withCardFeeCents } from "../domain/catalog";
import { ChargeInstallmentSchema, type ChargeInstallmentResponse } from "../domain/payments";
import { firestoreNotifier, type Notify } from "../mail";
import { admitAdmin, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { firestoreAuditLog, type AuditLog } from "../platform/audit";
import { db } from "../platform/firebase";
import type { TokenVerifier } from "../platform/requireAdmin";
import type { StaffLookup } from "../platform/roles";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import {
  assertTrackedCharge,
  firstInstallmentOf,
  INSTALLMENT_FUNCTION_SECONDS,
  INSTALLMENT_UNKNOWN_MESSAGE,
  installment2ConfirmKey,
  installment2IntentKey,
  settleInstallment2,
  type InstallmentIntent,
} from "./installments";
import { firestorePayments, type PaymentStore } from "./payments";
import { stripeClient, stripeSecretKey, type StripeApi } from "./stripe";

export interface ChargeInstallmentDeps {
  stripe: () => Promise<StripeApi>;
  payments: PaymentStore;
  /** Queues the mails of a second payment once it is recorded (the mail feature). */
  notify?: Notify;
  /** The admin gate's token check; tests pass a fake (platform/requireAdmin.ts). */
  verifyToken?: TokenVerifier;
  /** The role check's staff record lookup (platform/roles.ts); defaults to Firestore's. */
  staff?: StaffLookup;
  /** Where the charge is recorded for the audit log; defaults to Firestore's `audit_log`. */
  audit?: AuditLog;
}

/** A Stripe error that is a definite decline: the card was refused and nothing was charged. */
function isCardError(error: unknown): error is { message: string } {
  return typeof error === "object" && error !== null && "type" in error && error.type === "StripeCardError";
}

export const AMOUNT_MISMATCH_CHARGE_MESSAGE =
  "This payment's amount does not match the catalog, so installment 2 of 2 cannot be charged from the dashboard. Review the payment in Stripe.";

/**
 * Charges installment 2 of 2 of Patent with AI to the card saved by the buyer's first Checkout, off-session, and
 * records it as a payment. Admins only (`admitAdmin`: the size first, then the token). Never charges twice, never leaves a charge stuck:
 * - the installment has one PaymentIntent, created once (its idempotency key names the installment, not the press)
 *   and stored on the first payment; every later press re-reads it from Stripe;
 * - a press confirms the intent only for a new attempt, and a new attempt only follows a definite decline (a card
 *   error, or the intent back in `requires_payment_method`);
 * - any other failure (a timeout, a lost connection, a Stripe 5xx, an intent still `processing`) leaves the attempt
 *   `processing` with the intent id and answers `deadline-exceeded`: the outcome is not known yet. The
 *   `payment_intent.*` webhooks, "Check with Stripe" (`reconcileInstallment`) or the next press settle it.
 */
export async function chargeInstallmentHandler(
  request: AdminRequest,
  deps: ChargeInstallmentDeps,
): Promise<ChargeInstallmentResponse> {
  const admin = await admitAdmin(
    "chargeInstallment",
    request,
    { verify: deps.verifyToken, staff: deps.staff },
    SMALL_REQUEST_CHARS,
  );
  const { paymentId } = parseOrThrow(ChargeInstallmentSchema, request.data);

  const first = await firstInstallmentOf(deps.payments, paymentId);
  if (first.amount_mismatch) {
    // Recorded by the webhook from a session whose amount or currency is not the catalog's (stripeWebhook.ts).
    throw new HttpsError("failed-precondition", AMOUNT_MISMATCH_CHARGE_MESSAGE);
  }
  if (!first.customer_id || !first.payment_method_id) {
    throw new HttpsError("failed-precondition", "This payment has no saved card to charge.");
  }

  assertTrackedCharge(first);
  const claim = await deps.payments.claimInstallment2(paymentId);
  if ("refused" in claim) throw new HttpsError("already-exists", "Installment 2 of 2 has already been charged.");

  const stripe = await deps.stripe();
  let intent: InstallmentIntent;
  try {
    if (claim.intentId) {
      intent = await stripe.paymentIntents.retrieve(claim.intentId);
    } else {
      intent = await stripe.paymentIntents.create(
        {
          amount: withCardFeeCents(PATENT_PROGRAM.options.installment.amountCents),
          currency: CURRENCY,
          customer: first.customer_id,
          payment_method: first.payment_method_id,
          allowed_payment_method_types: ["card"],
          description: `${PATENT_PROGRAM.name}: Payment 2 of 2`,
          ...(first.customer_email ? { receipt_email: first.customer_email } : {}),
          metadata: {
            program: PATENT_PROGRAM.id,
            payment_type: "installment",
            installment: INSTALLMENT_LABELS.second,
            first_payment_id: paymentId,
          },
        },
        { idempotencyKey: installment2IntentKey(paymentId) },
      );
      await deps.payments.setInstallment2Intent(paymentId, intent.id);
    }
    // Confirm (charge the card) for a fresh intent, or for a new attempt after a decline. A resumed attempt whose
    // intent is back in requires_payment_method was declined: that is recorded below, not charged again.
    const charge =
      intent.status === "requires_confirmation" || (intent.status === "requires_payment_method" && !claim.resumed);
    if (charge) {
      intent = await stripe.paymentIntents.confirm(
        intent.id,
        { payment_method: first.payment_method_id, off_session: true },
        { idempotencyKey: installment2ConfirmKey(paymentId, claim.attempt) },
      );
    }
  } catch (error) {
    const intentId = claim.intentId ?? (await deps.payments.get(paymentId))?.installment_2_intent_id;
    if (isCardError(error) && intentId) {
      logger.warn("Installment 2 of 2 was declined", { paymentId, attempt: claim.attempt, intentId });
      await deps.payments.recordInstallment2Failed(paymentId, intentId, error.message);
      throw new HttpsError("failed-precondition", `The card was not charged: ${error.message}`);
    }
    logger.error("Installment 2 of 2: Stripe's answer was lost; the charge stays processing", {
      paymentId,
      attempt: claim.attempt,
      intentId,
      error: String(error),
    });
    throw new HttpsError("deadline-exceeded", INSTALLMENT_UNKNOWN_MESSAGE, { status: "processing", intentId });
  }

  const outcome = await settleInstallment2(deps.payments, paymentId, first, intent, deps.notify);
  logger.info("Installment 2 of 2", {
    paymentId,
    attempt: claim.attempt,
    intentId: intent.id,
    status: outcome.status,
    by: admin.uid,
  });
  await (deps.audit ?? firestoreAuditLog(db()))("charge-installment", admin, `payments/${paymentId}`, {
    status: outcome.status,
    attempt: claim.attempt,
  });
  if (outcome.status === "failed") {
    throw new HttpsError("failed-precondition", `The card was not charged: ${outcome.message}`);
  }
  if (outcome.status === "processing") {
    throw new HttpsError("deadline-exceeded", outcome.message, { status: "processing", intentId: intent.id });
  }
  return { paymentId: intent.id, paymentIntentId: intent.id, amountTotal: outcome.amountTotal };
}

export const chargeInstallment = callable(
  "chargeInstallment",
  { secrets: [stripeSecretKey], timeoutSeconds: INSTALLMENT_FUNCTION_SECONDS },
  (request) =>
    chargeInstallmentHandler(request, {
      stripe: stripeClient,
      payments: firestorePayments(),
      notify: firestoreNotifier(),
    }),
);
