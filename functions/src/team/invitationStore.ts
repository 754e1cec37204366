import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain/collections";
import type { Role } from "../domain/roles";
import type { InvitationRow } from "../domain/team";
import type { AuditActor } from "../platform/audit";
import { keyedHash } from "../platform/keyedHash";

/**
 * How a team invitation is stored: `team_invitations/{keyed hash of its token}` (the token itself is only in the
 * mail). A TTL policy on `expires_at` (firestore.indexes.json) deletes it some time after it expired.
 */

export type InvitationStatus = "pending" | "accepted" | "withdrawn" | "replaced";

/** An invitation as stored in `team_invitations/{keyed hash of its token}`. */
export interface StoredInvitation {
  email: string;
  role: Role;
  status: InvitationStatus;
  invited_by_uid: string;
  invited_by_email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_uid?: string;
}

export function invitationHash(key: string, token: string): string {
  return keyedHash(key, "team-invitation-token", token);
}

export function invitationDoc(db: Firestore, hash: string): DocumentReference {
  return db.collection(COLLECTIONS.teamInvitations).doc(hash);
}

export function newInvitationRecord(
  email: string,
  role: Role,
  by: AuditActor,
  now: Date,
  expiresAt: Date,
): StoredInvitation {
  return {
    email,
    role,
    status: "pending",
    invited_by_uid: by.uid,
    invited_by_email: by.email,
    created_at: Timestamp.fromDate(now),
    expires_at: Timestamp.fromDate(expiresAt),
  };
}

/** A pending invitation as the Team tab lists it (never its token, which is not stored). */
export function invitationRow(doc: DocumentSnapshot, now: Date): InvitationRow {
  const stored = doc.data() as StoredInvitation;
  return {
    id: doc.id,
    email: stored.email,
    role: stored.role,
    invited_by: stored.invited_by_email,
    created_at: stored.created_at.toDate().toISOString(),
    expires_at: stored.expires_at.toDate().toISOString(),
    expired: stored.expires_at.toMillis() <= now.getTime(),
  };
}
