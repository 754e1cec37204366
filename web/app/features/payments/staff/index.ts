import { lazy } from "react";
import type { LeadAction, StaffTab } from "../../../lib/staff/staffTab";

/**
 * 'Payments': every payment, with the installment actions beside a row (charge the second installment, check a
 * processing one with Stripe); composed by the dashboard route (routes/dashboard.tabs.ts), loaded when first opened.
 */
export const paymentsStaffTab: StaffTab = {
  value: "payments",
  label: "Payments",
  needs: "listSubmissions",
  count: (counts) => counts.payments.total,
  panel: lazy(() => import("./PaymentsTab")),
};

/** "Invoices" in a lead's drawer: the lead's invoices and "Create invoice" (owners and staff; none for a host). */
export const invoiceSection: LeadAction = {
  key: "invoices",
  kinds: ["contact", "applications", "bookings"],
  placement: "section",
  Action: lazy(() => import("./InvoiceSection")),
};

/** 'Revenue': paid revenue by month, channel, campaign and landing page, refunds subtracted (owners and staff). */
export const revenueStaffTab: StaffTab = {
  value: "revenue",
  label: "Revenue",
  needs: "revenueReport",
  panel: lazy(() => import("./RevenueView")),
};
