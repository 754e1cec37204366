// The payments feature's deployed functions: Checkout, the second installment's charge and check, and the webhook.
export { createPayment } from "./createPayment";
export { createLaunchPayment } from "./createLaunchPayment";
export { chargeInstallment } from "./chargeInstallment";
export { reconcileInstallment } from "./reconcileInstallment";
export { stripeWebhook } from "./stripeWebhook";
// Invoices from a lead and refunds (issue 44).
export { createInvoice, listInvoices, sendInvoice, voidInvoice } from "./invoices";
export { refundPayment } from "./refundPayment";
export { revenueReportCallable as revenueReport } from "./revenueReport";
