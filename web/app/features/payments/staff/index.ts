import { lazy } from "react";
import type { StaffTab } from "../../../lib/staff/staffTab";

/**
 * 'Payments': every payment, with the installment actions beside a row (charge the second installment, check a
 * processing one with Stripe); composed by the dashboard route (routes/dashboard.tabs.ts), loaded when first opened.
 */
export const paymentsStaffTab: StaffTab = {
  value: "payments",
  label: "Payments",
  roles: ["owner", "staff"],
  count: (counts) => counts.payments.total,
  panel: lazy(() => import("./PaymentsTab")),
};
