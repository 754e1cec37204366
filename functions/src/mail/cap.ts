import { createHash } from "node:crypto";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain/collections";

/**
 * The cap on confirmations to one address: at most {@link CONFIRMATION_CAP} per {@link CAP_WINDOW_MS}, so the forms
 * cannot be used to flood someone's inbox. The staff notice is never capped.
 */
export const CONFIRMATION_CAP = 3;
export const CAP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The counter's key (`mail_caps/{key}`): a SHA-256 of the lower-cased address, never the address itself. */
export function capKey(address: string): string {
  return createHash("sha256").update(`confirmation\n${address.trim().toLowerCase()}`).digest("hex");
}

/** One confirmation counted against an address: which document's, and when. */
export interface CapEntry {
  ref: string;
  at: number;
}

/**
 * The entries after counting the confirmation of `ref` at `now`, or null when the address already had
 * {@link CONFIRMATION_CAP} others within the window. A `ref` already counted is admitted again unchanged, so a
 * retried task neither uses up the allowance nor is refused by its own earlier attempt.
 */
export function admitConfirmation(previous: readonly CapEntry[], ref: string, now: number): CapEntry[] | null {
  const recent = previous.filter((entry) => entry.at > now - CAP_WINDOW_MS && entry.at <= now);
  if (recent.some((entry) => entry.ref === ref)) return recent;
  if (recent.length >= CONFIRMATION_CAP) return null;
  return [...recent, { ref, at: now }];
}

/** Decides whether a confirmation may go to an address. */
export type ConfirmationCap = (address: string, ref: string) => Promise<boolean>;

/** The cap kept in Firestore, counted in a transaction; `expires_at` is for a TTL policy that deletes stale counters. */
export function firestoreConfirmationCap(db: Firestore, clock: () => number = Date.now): ConfirmationCap {
  return (address, ref) =>
    db.runTransaction(async (transaction) => {
      const doc = db.collection(COLLECTIONS.mailCaps).doc(capKey(address));
      const snapshot = await transaction.get(doc);
      const now = clock();
      const previous = (snapshot.get("sent") as CapEntry[] | undefined) ?? [];
      const entries = admitConfirmation(previous, ref, now);
      if (!entries) return false;
      transaction.set(doc, { sent: entries, expires_at: Timestamp.fromMillis(now + CAP_WINDOW_MS) });
      return true;
    });
}
