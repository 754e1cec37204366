import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain/collections";

/** How long a lock document is kept after its time ended (a TTL policy on `expires_at` deletes it). */
const LOCK_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** A lock document of `booking_locks`: one per host and 5-minute block, or one per used interview invitation. */
export function lockDoc(firestore: Firestore, id: string) {
  return firestore.collection(COLLECTIONS.bookingLocks).doc(id);
}

/** What a lock holds: whose it is, and when the TTL policy may delete it (a week after the time it guards). */
export function lockRecord(bookingId: string, until: Date, hostUid?: string) {
  return {
    booking_id: bookingId,
    ...(hostUid ? { host_uid: hostUid } : {}),
    expires_at: Timestamp.fromMillis(until.getTime() + LOCK_KEEP_MS),
  };
}
