import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { storedSourceOf } from "../domain/channel";
import { COLLECTIONS } from "../domain/collections";
import type { PaidMoney } from "../domain/invoices";

/** Most paid records of each kind one report reads (a company records a few hundred a year). */
export const REVENUE_SCAN_MAX = 5000;

const dateOf = (value: unknown): Date | undefined => {
  if (value instanceof Timestamp) return value.toDate();
  if (typeof value === "string" && !Number.isNaN(Date.parse(value))) return new Date(value);
  return undefined;
};

export interface PaidMoneyRead {
  /** Paid invoices (when paid) and checkout payments (when the webhook recorded them) since `start`, with refunds. */
  paid: PaidMoney[];
  /** True when a collection held more paid records than are read (the oldest were left out). */
  truncated: boolean;
  /** Documents read (an empty query counts one, as Firestore bills it). */
  reads: number;
}

/**
 * The money paid since `start`, as the Revenue view and the Traffic view's funnel count it: every stored amount is
 * integer cents, each record under its stored source (an invoice's is the lead's, copied at creation).
 */
export async function readPaidMoney(db: Firestore, start: Date): Promise<PaidMoneyRead> {
  const [invoices, payments] = await Promise.all([
    db
      .collection(COLLECTIONS.invoices)
      .where("status", "==", "paid")
      .limit(REVENUE_SCAN_MAX + 1)
      .get(),
    db
      .collection(COLLECTIONS.payments)
      .where("created_at", ">=", Timestamp.fromDate(start))
      .limit(REVENUE_SCAN_MAX + 1)
      .get(),
  ]);
  const paid: PaidMoney[] = [];
  const add = (doc: FirebaseFirestore.QueryDocumentSnapshot, at: unknown, amount: unknown) => {
    const paidAt = dateOf(at);
    if (!paidAt || paidAt < start) return;
    paid.push({
      paidAt,
      amount: Number(amount ?? 0),
      refunded: Number(doc.get("refunded_amount") ?? 0),
      source: storedSourceOf(doc.data()),
      flagged: doc.get("amount_mismatch") === true,
    });
  };
  for (const doc of invoices.docs.slice(0, REVENUE_SCAN_MAX)) add(doc, doc.get("paid_at"), doc.get("amount_paid"));
  for (const doc of payments.docs.slice(0, REVENUE_SCAN_MAX)) add(doc, doc.get("created_at"), doc.get("amount_total"));
  return {
    paid,
    truncated: invoices.size > REVENUE_SCAN_MAX || payments.size > REVENUE_SCAN_MAX,
    reads: Math.max(invoices.size, 1) + Math.max(payments.size, 1),
  };
}
