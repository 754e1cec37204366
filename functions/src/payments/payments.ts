import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain/collections";
import type { PaymentRecord } from "../domain/payments";
import { db } from "../platform/firebase";

/**
 * A payment as written to `payments`: the one payment type (domain/payments.ts `PaymentRecord`) without `created_at`,
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
export type InstallmentClaim =
  { refused: "charged" } | { attempt: number; resumed: boolean; intentId: string | undefined };

/** Where payments are kept. Firestore in production; tests use an in-memory one with the same rules (testing/fakes.ts). */
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
export function nextClaim(first: StoredPayment): InstallmentClaim {
  const status = first.installment_2_status;
  const attempt = first.installment_2_attempt ?? 0;
  const intentId = first.installment_2_intent_id;
  if (status === "paid") return { refused: "charged" };
  if (status === "processing") return { attempt: Math.max(attempt, 1), resumed: true, intentId };
  return { attempt: attempt + 1, resumed: false, intentId };
}

/** A failure may be recorded only over an unpaid installment whose stored intent is the one that failed. */
export function mayRecordFailure(first: StoredPayment, intentId: string | undefined): boolean {
  return first.installment_2_status !== "paid" && first.installment_2_intent_id === intentId;
}

export class PaymentNotFoundError extends Error {
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
