import { CALLABLES, type CallableInput, type ReconcileInstallmentResponse } from "@domain";
import { callFunction } from "../../../lib/firebase";

/* The payments' staff callables (the Payments tab's installment actions). */

/** Asks Stripe again about a processing second installment and records what it says. */
export function reconcileInstallment(paymentId: string): Promise<ReconcileInstallmentResponse> {
  return callFunction(CALLABLES.reconcileInstallment, { paymentId });
}

/* Invoices from a lead and refunds (issue 44). */

export function createInvoice(request: CallableInput<"createInvoice">) {
  return callFunction(CALLABLES.createInvoice, request);
}

export function sendInvoice(id: string) {
  return callFunction(CALLABLES.sendInvoice, { id });
}

export function voidInvoice(id: string, reason: string) {
  return callFunction(CALLABLES.voidInvoice, { id, reason });
}

export function listInvoices(request: CallableInput<"listInvoices">) {
  return callFunction(CALLABLES.listInvoices, request);
}

export function refundPayment(request: CallableInput<"refundPayment">) {
  return callFunction(CALLABLES.refundPayment, request);
}

export function revenueReport(months: number) {
  return callFunction(CALLABLES.revenueReport, { months });
}

/* Quotes before an invoice (issue 44). */

export function createQuote(request: CallableInput<"createQuote">) {
  return callFunction(CALLABLES.createQuote, request);
}

export function sendQuote(id: string) {
  return callFunction(CALLABLES.sendQuote, { id });
}

export function acceptQuote(id: string) {
  return callFunction(CALLABLES.acceptQuote, { id });
}

export function cancelQuote(id: string, reason: string) {
  return callFunction(CALLABLES.cancelQuote, { id, reason });
}

export function listQuotes(request: CallableInput<"listQuotes">) {
  return callFunction(CALLABLES.listQuotes, request);
}
