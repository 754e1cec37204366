import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain/callables";
import { db } from "./firebase";

/**
 * A payment as the webhook and `chargeInstallment` record it in `payments` (snake_case, as the admin dashboard
 * reads it). `created_at` is added by the store as a server timestamp.
 */
export interface NewPayment {
  program: string;
  /** The Launch package; null for the Patent programme. */
  package_type: string | null;
  payment_type: string;
  /** "full", "1 of 2" or "2 of 2". */
  installment: string;
  /** In cents of `currency`. */
  amount_total: number;
  currency: string;
  customer_email: string | null;
  /** The Checkout Session paid; for installment 2 of 2, the session of the first installment. */
  session_id: string | null;
  /** The webhook event that recorded it; null for a charge made by `chargeInstallment`. */
  event_id: string | null;
  payment_intent_id: string | null;
  /** The Stripe customer and saved card a later installment is charged to (installment payments only). */
  customer_id: string | null;
  payment_method_id: string | null;
  /** For installment 2 of 2: the id of the first installment's payment document. */
  first_payment_id?: string;
}

/** A stored payment, with what the first installment carries about its second one. */
export interface StoredPayment extends NewPayment {
  /** Set on an installment-1 payment once its second installment was attempted. */
  installment_2_status?: "processing" | "paid" | "failed";
  installment_2_payment_id?: string;
  installment_2_error?: string;
}

export type InstallmentStart = { attempt: number } | { refused: "charged" | "in-progress" };
export type InstallmentOutcome = { paymentId: string; payment: NewPayment } | { error: string };

/** Where payments are kept. Firestore in production; tests use an in-memory stand-in. */
export interface PaymentStore {
  /** Stores `payment` under `id` unless that id is taken; false when it was (a replayed webhook event). */
  createOnce(id: string, payment: NewPayment): Promise<boolean>;
  get(id: string): Promise<StoredPayment | undefined>;
  /**
   * Claims the next charge attempt of installment 2 of 2 for the first-installment payment `firstId`. At most
   * one attempt runs at a time and none after one succeeded; the attempt number keys Stripe's idempotency.
   */
  startInstallment2(firstId: string): Promise<InstallmentStart>;
  finishInstallment2(firstId: string, attempt: number, outcome: InstallmentOutcome): Promise<void>;
}

const ALREADY_EXISTS = 6;

function isAlreadyExists(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === ALREADY_EXISTS;
}

/**
 * Payments in Firestore. Idempotency rests on `create()` (fails when the document exists), the one precondition
 * every Firestore emulator honours; attempts of the second installment live in a subcollection of the first
 * payment, which the admin listing does not read.
 */
export function firestorePayments(firestore: Firestore = db()): PaymentStore {
  const payments = firestore.collection(COLLECTIONS.payments);
  const attempts = (firstId: string) => payments.doc(firstId).collection("installment_2_attempts");

  return {
    async createOnce(id, payment) {
      try {
        await payments.doc(id).create({ ...payment, created_at: FieldValue.serverTimestamp() });
        return true;
      } catch (error) {
        if (isAlreadyExists(error)) return false;
        throw error;
      }
    },

    async get(id) {
      const snapshot = await payments.doc(id).get();
      return snapshot.exists ? (snapshot.data() as StoredPayment) : undefined;
    },

    async startInstallment2(firstId) {
      const previous = (await attempts(firstId).get()).docs.map((doc) => doc.get("status") as string);
      if (previous.includes("paid")) return { refused: "charged" };
      if (previous.includes("processing")) return { refused: "in-progress" };
      const attempt = previous.length + 1;
      try {
        await attempts(firstId)
          .doc(String(attempt))
          .create({ status: "processing", started_at: FieldValue.serverTimestamp() });
      } catch (error) {
        if (isAlreadyExists(error)) return { refused: "in-progress" };
        throw error;
      }
      await payments.doc(firstId).update({ installment_2_status: "processing" });
      return { attempt };
    },

    async finishInstallment2(firstId, attempt, outcome) {
      const attemptRef = attempts(firstId).doc(String(attempt));
      const finishedAt = FieldValue.serverTimestamp();
      if ("error" in outcome) {
        await attemptRef.update({ status: "failed", error: outcome.error, finished_at: finishedAt });
        await payments.doc(firstId).update({ installment_2_status: "failed", installment_2_error: outcome.error });
        return;
      }
      await payments.doc(outcome.paymentId).create({ ...outcome.payment, created_at: finishedAt });
      await attemptRef.update({ status: "paid", payment_id: outcome.paymentId, finished_at: finishedAt });
      await payments.doc(firstId).update({
        installment_2_status: "paid",
        installment_2_payment_id: outcome.paymentId,
        installment_2_error: FieldValue.delete(),
      });
    },
  };
}

/** Payments in memory, with the same idempotency rules as {@link firestorePayments}: the handlers' tests use it. */
export function memoryPayments(): PaymentStore & { docs: Map<string, StoredPayment>; attempts: Map<string, string[]> } {
  const docs = new Map<string, StoredPayment>();
  const attempts = new Map<string, string[]>();
  return {
    docs,
    attempts,
    async createOnce(id, payment) {
      if (docs.has(id)) return false;
      docs.set(id, { ...payment });
      return true;
    },
    async get(id) {
      return docs.get(id);
    },
    async startInstallment2(firstId) {
      const previous = attempts.get(firstId) ?? [];
      if (previous.includes("paid")) return { refused: "charged" };
      if (previous.includes("processing")) return { refused: "in-progress" };
      attempts.set(firstId, [...previous, "processing"]);
      Object.assign(docs.get(firstId) ?? {}, { installment_2_status: "processing" });
      return { attempt: previous.length + 1 };
    },
    async finishInstallment2(firstId, attempt, outcome) {
      const list = attempts.get(firstId) ?? [];
      const first = docs.get(firstId);
      if ("error" in outcome) {
        list[attempt - 1] = "failed";
        if (first) Object.assign(first, { installment_2_status: "failed", installment_2_error: outcome.error });
        return;
      }
      docs.set(outcome.paymentId, { ...outcome.payment });
      list[attempt - 1] = "paid";
      if (first) {
        Object.assign(first, { installment_2_status: "paid", installment_2_payment_id: outcome.paymentId });
        delete first.installment_2_error;
      }
    },
  };
}
