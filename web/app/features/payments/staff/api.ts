import { CALLABLES, type ReconcileInstallmentResponse } from "@domain";
import { callFunction } from "../../../lib/firebase";

/* The payments' staff callables (the Payments tab's installment actions). */

/** Asks Stripe again about a processing second installment and records what it says. */
export function reconcileInstallment(paymentId: string): Promise<ReconcileInstallmentResponse> {
  return callFunction(CALLABLES.reconcileInstallment, { paymentId });
}
