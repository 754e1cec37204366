import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain/collections";
import type { MailKind } from "../domain/mail";

/**
 * The global hourly budget of mails, over every address: at most `MAIL_CONFIRMATIONS_PER_HOUR` confirmations
 * (default 100) and `MAIL_STAFF_NOTICES_PER_HOUR` staff notices (default 30) per clock hour (UTC). Past it, a
 * confirmation is recorded `skipped` (reason "hourly budget") and a staff notice goes into the hour's digest
 * (./digest.ts): however many addresses a flood rotates through, the relay sends a bounded number of mails and
 * staff get one mail instead of one per lead. Every submission is still stored.
 */
export interface MailBudgetConfig {
  confirmationsPerHour: number;
  staffNoticesPerHour: number;
}

const DEFAULT_MAIL_BUDGET: MailBudgetConfig = { confirmationsPerHour: 100, staffNoticesPerHour: 30 };

export const BUDGET_WINDOW_MS = 60 * 60 * 1000;

/** How long a window's counter is kept after the window ends (a TTL policy on `expires_at` deletes it). */
const KEEP_AFTER_WINDOW_MS = 24 * 60 * 60 * 1000;

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** The budget from the environment, read on every task so a test stack can set it; defaults when unset or invalid. */
export function mailBudgetConfig(env: NodeJS.ProcessEnv = process.env): MailBudgetConfig {
  return {
    confirmationsPerHour: positiveInteger(env.MAIL_CONFIRMATIONS_PER_HOUR, DEFAULT_MAIL_BUDGET.confirmationsPerHour),
    staffNoticesPerHour: positiveInteger(env.MAIL_STAFF_NOTICES_PER_HOUR, DEFAULT_MAIL_BUDGET.staffNoticesPerHour),
  };
}

/** The clock hour (UTC) `now` falls in: its id (`2026-11-23T17`, a valid task-id part) and when it ends. */
export function budgetWindow(now: number): { id: string; end: number } {
  const start = Math.floor(now / BUDGET_WINDOW_MS) * BUDGET_WINDOW_MS;
  return { id: new Date(start).toISOString().slice(0, 13), end: start + BUDGET_WINDOW_MS };
}

/** The budget's answer for one mail, with the window it was counted in (the digest of that window takes it). */
export interface BudgetDecision {
  admitted: boolean;
  window: string;
  windowEnd: number;
}

/** Counts one mail of `mail` against the current hour's budget; `admitted` false (nothing counted) when spent. */
export type MailBudget = (mail: MailKind) => Promise<BudgetDecision>;

/** The budget kept in Firestore, one document per hour, counted in a transaction (mail volume is low). */
export function firestoreMailBudget(
  db: Firestore,
  clock: () => number = Date.now,
  config: () => MailBudgetConfig = () => mailBudgetConfig(),
): MailBudget {
  return (mail) =>
    db.runTransaction(async (transaction) => {
      const now = clock();
      const window = budgetWindow(now);
      const decision = (admitted: boolean) => ({ admitted, window: window.id, windowEnd: window.end });
      const doc = db.collection(COLLECTIONS.mailBudgets).doc(window.id);
      const snapshot = await transaction.get(doc);
      const { confirmationsPerHour, staffNoticesPerHour } = config();
      const limit = mail === "staff" ? staffNoticesPerHour : confirmationsPerHour;
      const used = Number(snapshot.get(mail) ?? 0);
      if (used >= limit) return decision(false);
      transaction.set(
        doc,
        { [mail]: used + 1, expires_at: Timestamp.fromMillis(window.end + KEEP_AFTER_WINDOW_MS) },
        { merge: true },
      );
      return decision(true);
    });
}
