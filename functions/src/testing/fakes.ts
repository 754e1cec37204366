import {
  mayRecordFailure,
  nextClaim,
  PaymentNotFoundError,
  type PaymentStore,
  type StoredPayment,
} from "../payments/payments";

/** Fakes of the functions' stores, for their handlers' tests. */

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
