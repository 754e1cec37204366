import type { Firestore, Transaction } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain/collections";

/*
 * The Stripe events the webhook applied to an invoice or a refund (`stripe_events/{event id}`), kept 90 days (the
 * TTL policy on `expires_at`): a redelivered event finds its id and changes nothing.
 */

/**
 * Claims a Stripe event in `transaction`: false when it was applied already (a redelivery). Read before any write of
 * the transaction; the caller creates {@link claimEventWrite} with its other writes.
 */
export async function eventSeen(transaction: Transaction, db: Firestore, eventId: string): Promise<boolean> {
  return (await transaction.get(db.collection(COLLECTIONS.stripeEvents).doc(eventId))).exists;
}

export function claimEventWrite(transaction: Transaction, db: Firestore, eventId: string, type: string, at: Date) {
  transaction.create(db.collection(COLLECTIONS.stripeEvents).doc(eventId), {
    type,
    at: Timestamp.fromDate(at),
    expires_at: Timestamp.fromMillis(at.getTime() + 90 * 86_400_000),
  });
}
