import { RevenueReportSchema, revenueReport, revenueStart, type RevenueReportResponse } from "../domain/invoices";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { readPaidMoney } from "./paidMoney";

/**
 * `revenueReport` (owner, staff): the paid invoices (by `paid_at`) and the checkout payments (by when the webhook
 * recorded them) of the period, summed by month, channel, campaign and landing page with refunds subtracted
 * (domain/invoices.ts `revenueReport`). Every amount is the stored integer cents; nothing is computed in the browser.
 */
export async function revenueReportHandler(
  request: AdminRequest,
  deps: AdminDeps,
  now: () => Date = () => new Date(),
): Promise<RevenueReportResponse> {
  await admitAdmin("revenueReport", request, deps, SMALL_REQUEST_CHARS);
  const { months } = parseOrThrow(RevenueReportSchema, request.data);
  const at = now();
  const { paid, truncated } = await readPaidMoney(deps.db, revenueStart(at, months));
  return revenueReport(paid, at, months, truncated);
}

export const revenueReportCallable = callable("revenueReport", {}, (request) =>
  revenueReportHandler(request, liveAdminDeps()),
);
