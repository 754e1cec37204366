import { FieldValue, type Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import type { PaymentRecord } from "../domain/admin";
import { COLLECTIONS } from "../domain/callables";
import { db } from "./firebase";
import type { Notify } from "./mailQueue";

/**
 * A payment as written to `payments`: the one payment type (domain/admin.ts `PaymentRecord`) without `created_at`,
 * which the store adds as a server timestamp.
 */
export type PaymentWrite = Omit<PaymentRecord<never>, "created_at">;

/** A stored payment as the functions read it (`created_at` is a Firestore timestamp, never read here). */
export type StoredPayment = PaymentRecord<unknown>;

/**
 * The claim of one charge of installment 2 of 2, made on the first installment's payment in a transaction:
 * - `refused: "charged"` when installment 2 is already paid;
 * - otherwise the attempt to run: a new one (`resumed: false`, the number incremented) when nothing was tried yet or
 *   the last attempt ended in a definite decline; the same one (`resumed: true`) when the last attempt's outcome is
 *   not known (`processing`), so the caller re-reads the stored PaymentIntent instead of charging again.
 * `intentId` is the installment's one PaymentIntent once it was created.
 */
type InstallmentClaim = { refused: "charged" } | { attempt: number; resumed: boolean; intentId: string | undefined };

/** Where payments are kept. Firestore in production; tests use an in-memory stand-in with the same rules. */
export interface PaymentStore {
  /** Stores `payment` under `id` unless that id is taken; false when it was (a replayed or second event). */
  createOnce(id: string, payment: PaymentWrite): Promise<boolean>;
  get(id: string): Promise<StoredPayment | undefined>;
  /** See {@link InstallmentClaim}. Marks the first payment `processing`. */
  claimInstallment2(firstId: string): Promise<InstallmentClaim>;
  /** Keeps the installment's PaymentIntent id on the first payment, so a retry re-reads it instead of creating one. */
  setInstallment2Intent(firstId: string, intentId: string): Promise<void>;
  /**
   * Records installment 2 of 2 as paid: the payment under the PaymentIntent's id (`create`, so the charge, the
   * webhook and a reconcile together record it once) and the first payment marked `paid`. True when this call
   * created the payment.
   */
  recordInstallment2Paid(firstId: string, intentId: string, payment: PaymentWrite): Promise<boolean>;
  /**
   * Records a definite failure of the installment's PaymentIntent `intentId` (a decline; undefined when no intent
   * was ever created), unless installment 2 is already paid or the first payment names another intent. True when
   * it changed the first payment.
   */
  recordInstallment2Failed(firstId: string, intentId: string | undefined, message: string): Promise<boolean>;
}

const ALREADY_EXISTS = 6;

function isAlreadyExists(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === ALREADY_EXISTS;
}

/** The next claim for a first payment in `status` after `attempt` attempts (shared by both stores). */
function nextClaim(first: StoredPayment): InstallmentClaim {
  const status = first.installment_2_status;
  const attempt = first.installment_2_attempt ?? 0;
  const intentId = first.installment_2_intent_id;
  if (status === "paid") return { refused: "charged" };
  if (status === "processing") return { attempt: Math.max(attempt, 1), resumed: true, intentId };
  return { attempt: attempt + 1, resumed: false, intentId };
}

/** A failure may be recorded only over an unpaid installment whose stored intent is the one that failed. */
function mayRecordFailure(first: StoredPayment, intentId: string | undefined): boolean {
  return first.installment_2_status !== "paid" && first.installment_2_intent_id === intentId;
}

class PaymentNotFoundError extends Error {
  constructor(id: string) {
    super(`No payment ${id}`);
  }
}

/**
 * Payments in Firestore. A payment's idempotency rests on `create()` (fails when the document exists); the state of
 * installment 2 lives on the first installment's payment and changes in transactions.
 */
export function firestorePayments(firestore: Firestore = db()): PaymentStore {
  const payments = firestore.collection(COLLECTIONS.payments);
  const createOnce = async (id: string, payment: PaymentWrite) => {
    try {
      await payments.doc(id).create({ ...payment, created_at: FieldValue.serverTimestamp() });
      return true;
    } catch (error) {
      if (isAlreadyExists(error)) return false;
      throw error;
    }
  };

  return {
    createOnce,

    async get(id) {
      const snapshot = await payments.doc(id).get();
      return snapshot.exists ? (snapshot.data() as StoredPayment) : undefined;
    },

    claimInstallment2(firstId) {
      const ref = payments.doc(firstId);
      return firestore.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) throw new PaymentNotFoundError(firstId);
        const claim = nextClaim(snapshot.data() as StoredPayment);
        if ("refused" in claim) return claim;
        transaction.update(ref, {
          installment_2_status: "processing",
          installment_2_attempt: claim.attempt,
          installment_2_error: FieldValue.delete(),
        });
        return claim;
      });
    },

    async setInstallment2Intent(firstId, intentId) {
      await payments.doc(firstId).update({ installment_2_intent_id: intentId });
    },

    async recordInstallment2Paid(firstId, intentId, payment) {
      const created = await createOnce(intentId, payment);
      await payments.doc(firstId).update({
        installment_2_status: "paid",
        installment_2_payment_id: intentId,
        installment_2_intent_id: intentId,
        installment_2_error: FieldValue.delete(),
      });
      return created;
    },

    recordInstallment2Failed(firstId, intentId, message) {
      const ref = payments.doc(firstId);
      return firestore.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists || !mayRecordFailure(snapshot.data() as StoredPayment, intentId)) return false;
        transaction.update(ref, { installment_2_status: "failed", installment_2_error: message });
        return true;
      });
    },
  };
}

/** Payments in memory, with the same rules as {@link firestorePayments}: the handlers' tests use it. */
export function memoryPayments(): PaymentStore & { docs: Map<string, StoredPayment> } {
  const docs = new Map<string, StoredPayment>();
  const store: PaymentStore & { docs: Map<string, StoredPayment> } = {
    docs,
    async createOnce(id, payment) {
      if (docs.has(id)) return false;
      docs.set(id, { ...payment, created_at: "server-timestamp" });
      return true;
    },
    async get(id) {
      const doc = docs.get(id);
      return doc && { ...doc };
    },
    async claimInstallment2(firstId) {
      const first = docs.get(firstId);
      if (!first) throw new PaymentNotFoundError(firstId);
      const claim = nextClaim(first);
      if ("refused" in claim) return claim;
      Object.assign(first, { installment_2_status: "processing", installment_2_attempt: claim.attempt });
      delete first.installment_2_error;
      return claim;
    },
    async setInstallment2Intent(firstId, intentId) {
      const first = docs.get(firstId);
      if (first) first.installment_2_intent_id = intentId;
    },
    async recordInstallment2Paid(firstId, intentId, payment) {
      const created = await store.createOnce(intentId, payment);
      const first = docs.get(firstId);
      if (first) {
        Object.assign(first, {
          installment_2_status: "paid",
          installment_2_payment_id: intentId,
          installment_2_intent_id: intentId,
        });
        delete first.installment_2_error;
      }
      return created;
    },
    async recordInstallment2Failed(firstId, intentId, message) {
      const first = docs.get(firstId);
      if (!first || !mayRecordFailure(first, intentId)) return false;
      Object.assign(first, { installment_2_status: "failed", installment_2_error: message });
      return true;
    },
  };
  return store;
}

// ---------------------------------------------------------------------------------------------------------------
// Installment 2 of 2: one PaymentIntent per installment, settled from what Stripe says.

/** The parts of a PaymentIntent installment 2 is settled from. */
export type InstallmentIntent = Pick<
  Stripe.PaymentIntent,
  "id" | "status" | "amount" | "amount_received" | "currency" | "last_payment_error"
>;

/**
 * The timeout of the functions that call Stripe about installment 2. The Stripe client (lib/stripe.ts) waits up to
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
    if (recorded) await notify?.("payment", intent.id);
    return { ...outcome, recorded };
  }
  if (outcome.status === "failed") {
    return { ...outcome, recorded: await store.recordInstallment2Failed(firstId, intent.id, outcome.message) };
  }
  return { ...outcome, recorded: false };
}
