import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { INVITE_INVALID_MESSAGE, MEETING_TYPES, type MeetingTypeId } from "../domain/bookings";
import { COLLECTIONS } from "../domain/collections";
import { tokenHash, type BookingDeps } from "./shared";

/** A coach-interview invitation as stored in `booking_invites/{tokenHash}`. */
export interface StoredInvite {
  application_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  by_uid: string;
  /** Set in the commit that books the interview: an invitation books once. */
  booking_id?: string;
}

/** How long an interview link works. */
export const INVITE_DAYS = 14;

/**
 * Checks the meeting type against the invitation: a public type takes none; the coach interview needs a valid, unused,
 * unexpired one. Answers the invitation (its document, the application it is for) or undefined for a public type.
 */
export async function checkInvite(
  deps: BookingDeps,
  meetingType: MeetingTypeId,
  invite: string | undefined,
): Promise<{ ref: DocumentReference; hash: string; applicationId: string; expiresAt: Date } | undefined> {
  const isPublic = MEETING_TYPES[meetingType].public;
  if (isPublic) {
    if (invite !== undefined) throw new HttpsError("invalid-argument", INVITE_INVALID_MESSAGE);
    return undefined;
  }
  if (!invite) throw new HttpsError("permission-denied", INVITE_INVALID_MESSAGE);
  const hash = tokenHash(deps.key(), "invite", invite);
  const ref = inviteDoc(deps.db, hash);
  const snapshot = await ref.get();
  const stored = snapshot.data() as StoredInvite | undefined;
  if (!stored || stored.booking_id || stored.expires_at.toMillis() <= deps.now().getTime()) {
    throw new HttpsError("permission-denied", INVITE_INVALID_MESSAGE);
  }
  return { ref, hash, applicationId: stored.application_id, expiresAt: stored.expires_at.toDate() };
}

/** The lock that makes an invitation single-use: created with `create()` in the booking's commit. */
export function inviteLockId(hash: string): string {
  return `invite_${hash}`;
}

/** A new invitation for the application `applicationId`, valid until `expiresAt` (a TTL policy then deletes it). */
export function inviteRecord(applicationId: string, byUid: string, now: Date, expiresAt: Date): StoredInvite {
  return {
    application_id: applicationId,
    expires_at: Timestamp.fromDate(expiresAt),
    created_at: Timestamp.fromDate(now),
    by_uid: byUid,
  };
}

/** The invitation document of a token's hash. */
export function inviteDoc(firestore: Firestore, hash: string) {
  return firestore.collection(COLLECTIONS.bookingInvites).doc(hash);
}
