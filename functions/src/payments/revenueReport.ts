import { Timestamp } from "firebase-admin/firestore";
import { storedSourceOf } from "../domain/channel";
import { COLLECTIONS } from "../domain/collections";
import {
  RevenueReportSchema,
  revenueReport,
  revenueStart,
  type PaidMoney,
  type RevenueReportResponse,
} from "../domain/invoices";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";

/** Most paid records of each kind one report reads (a company records a few hundred a year). */
export const REVENUE_SCAN_MAX = 5000;

const dateOf = (value: unknown): Date | undefined => {
  if (value instanceof Timestamp) return value.toDate();
  if (typeof value === "string" && !Number.isNaN(Date.parse(value))) return new Date(value);
  return undefined;
};

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
  const start = revenueStart(at, months);
  const [invoices, payments] = await Promise.all([
    deps.db
      .collection(COLLECTIONS.invoices)
      .where("status", "==", "paid")
      .limit(REVENUE_SCAN_MAX + 1)
      .get(),
    deps.db
      .collection(COLLECTIONS.payments)
      .where("created_at", ">=", Timestamp.fromDate(start))
      .limit(REVENUE_SCAN_MAX + 1)
      .get(),
  ]);
  const paid: PaidMoney[] = [];
  for (const doc of invoices.docs.slice(0, REVENUE_SCAN_MAX)) {
    const paidAt = dateOf(doc.get("paid_at"));
    if (!paidAt) continue;
    paid.push({
      paidAt,
      amount: Number(doc.get("amount_paid") ?? 0),
      refunded: Number(doc.get("refunded_amount") ?? 0),
      source: storedSourceOf(doc.data()),
      flagged: doc.get("amount_mismatch") === true,
    });
  }
  for (const doc of payments.docs.slice(0, REVENUE_SCAN_MAX)) {
    const paidAt = dateOf(doc.get("created_at"));
    if (!paidAt) continue;
    paid.push({
      paidAt,
      amount: Number(doc.get("amount_total") ?? 0),
      refunded: Number(doc.get("refunded_amount") ?? 0),
      source: storedSourceOf(doc.data()),
      flagged: doc.get("amount_mismatch") === true,
    });
  }
  const truncated = invoices.size > REVENUE_SCAN_MAX || payments.size > REVENUE_SCAN_MAX;
  return revenueReport(paid, at, months, truncated);
}

export const revenueReportCallable = callable("revenueReport", {}, (request) =>
  revenueReportHandler(request, liveAdminDeps()),
);
