import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain/collections";
import { normalisedMailbox } from "../domain/mailbox";
import { hashKeyValue, keyedHash } from "../platform/keyedHash";

/**
 * The cap on confirmations to one address: at most {@link CONFIRMATION_CAP} per {@link CAP_WINDOW_MS}, so the forms
 * cannot be used to flood someone's inbox. The staff notice is never capped.
 */
export const CONFIRMATION_CAP = 3;
export const CAP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The counter's key (`mail_caps/{key}`): an HMAC-SHA-256 under the `HASH_KEY` secret (platform/keyedHash.ts) of the
 * normalised mailbox (domain/mailbox.ts), so `victim+1@gmail.com`, `v.i.c.t.i.m@gmail.com` and
 * `VICTIM@googlemail.com` share one cap. Only the keyed hash is stored, never the address, and no document
 * reference: a guessed address cannot be hashed without the key, and its counter does not say whose message
 * (perhaps erased since) it counted.
 */
export function capKey(address: string, key: string = hashKeyValue()): string {
  return keyedHash(key, "confirmation", normalisedMailbox(address));
}

/**
 * One confirmation counted against a mailbox: a keyed hash of its task (which document's confirmation, so that a
 * retried task counts once), and when.
 */
export interface CapEntry {
  task: string;
  at: number;
}

/**
 * The entries after counting the confirmation task `task` at `now`, or null when the mailbox already had
 * {@link CONFIRMATION_CAP} others within the window. A task already counted is admitted again unchanged, so a
 * retried task neither uses up the allowance nor is refused by its own earlier attempt.
 */
export function admitConfirmation(previous: readonly CapEntry[], task: string, now: number): CapEntry[] | null {
  const recent = previous.filter((entry) => entry.at > now - CAP_WINDOW_MS && entry.at <= now);
  if (recent.some((entry) => entry.task === task)) return recent;
  if (recent.length >= CONFIRMATION_CAP) return null;
  return [...recent, { task, at: now }];
}

/** Decides whether a confirmation (of the document `ref`, "<collection>/<id>") may go to an address. */
export type ConfirmationCap = (address: string, ref: string) => Promise<boolean>;

/**
 * The cap kept in Firestore, counted in a transaction; `expires_at` is for a TTL policy that deletes stale counters.
 * The key is read on each call (inside the task handler, where the secret is available); tests pass one.
 */
export function firestoreConfirmationCap(
  db: Firestore,
  clock: () => number = Date.now,
  key: () => string = hashKeyValue,
): ConfirmationCap {
  return (address, ref) =>
    db.runTransaction(async (transaction) => {
      const secret = key();
      const doc = db.collection(COLLECTIONS.mailCaps).doc(capKey(address, secret));
      const snapshot = await transaction.get(doc);
      const now = clock();
      const previous = (snapshot.get("sent") as CapEntry[] | undefined) ?? [];
      const entries = admitConfirmation(previous, keyedHash(secret, "confirmation-task", ref), now);
      if (!entries) return false;
      transaction.set(doc, { sent: entries, expires_at: Timestamp.fromMillis(now + CAP_WINDOW_MS) });
      return true;
    });
}
