import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { deleteHostCalendars } from "../calendars";
import { COLLECTIONS } from "../domain/collections";
import { ROLES } from "../domain/roles";
import { ROLE_LABELS } from "../domain/roles";
import {
  SetMemberActiveSchema,
  SetMemberRoleSchema,
  type InvitationRow,
  type MemberChangeResponse,
  type MemberRow,
  type OrphanBooking,
  type TeamResponse,
} from "../domain/team";
import { admitAdmin, type AdminRequest } from "../platform/adminCallable";
import { auditDoc, auditEntry } from "../platform/audit";
import { callable } from "../platform/callable";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { staffRecordOf } from "../platform/roles";
import { parseOrThrow } from "../platform/validation";
import { liveTeamDeps, type TeamDeps } from "./deps";
import { invitationRow } from "./invitationStore";

export const LAST_OWNER_MESSAGE =
  "The team needs an owner: make someone else an owner before you demote or deactivate the last one.";
export const UNKNOWN_MEMBER_MESSAGE = "Unknown team member.";

/** The most members and pending invitations the Team tab lists (a small team; the audit log pages). */
export const TEAM_LIST_MAX = 200;

/** The most future bookings a deactivation lists for reassignment. */
const ORPHANS_MAX = 100;

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);

function memberRow(doc: DocumentSnapshot): MemberRow | undefined {
  const record = staffRecordOf(doc.data());
  if (!record) return undefined;
  return {
    uid: doc.id,
    email: record.email,
    role: record.role,
    active: record.active,
    since: iso(doc.get("granted_at")),
  };
}

/** The members (owners first, then by address) and the pending invitations (newest first). */
export async function readTeam(db: Firestore, now: Date): Promise<TeamResponse> {
  const [staff, pending] = await Promise.all([
    db.collection(COLLECTIONS.staff).limit(TEAM_LIST_MAX).get(),
    db.collection(COLLECTIONS.teamInvitations).where("status", "==", "pending").limit(TEAM_LIST_MAX).get(),
  ]);
  const members = staff.docs
    .map(memberRow)
    .filter((row): row is MemberRow => row !== undefined)
    .sort((a, b) => ROLES.indexOf(a.role) - ROLES.indexOf(b.role) || a.email.localeCompare(b.email));
  const invitations: InvitationRow[] = pending.docs
    .map((doc) => invitationRow(doc, now))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return { members, invitations };
}

export async function listTeamHandler(request: AdminRequest, deps: TeamDeps): Promise<TeamResponse> {
  const caller = await admitAdmin("listTeam", request, deps, SMALL_REQUEST_CHARS);
  const team = await readTeam(deps.db, deps.now());
  deps.log.info("listTeam", { uid: caller.uid, members: team.members.length, invitations: team.invitations.length });
  return team;
}

/** Whether `uid` is the only active owner left (read in the transaction that would change them). */
async function isLastOwner(db: Firestore, transaction: FirebaseFirestore.Transaction, uid: string): Promise<boolean> {
  const owners = await transaction.get(
    db.collection(COLLECTIONS.staff).where("role", "==", "owner").limit(TEAM_LIST_MAX),
  );
  const active = owners.docs.filter((doc) => doc.get("active") !== false);
  return active.length <= 1 && active.some((doc) => doc.id === uid);
}

/** Refuses a change to a member who has no record; answers the record's snapshot and what it says. */
function existing(doc: DocumentSnapshot) {
  const record = staffRecordOf(doc.data());
  if (!record) throw new HttpsError("not-found", UNKNOWN_MEMBER_MESSAGE);
  return record;
}

/**
 * Changes a member's role (owner only). The role is read on every call (domain/permissions.ts), so it applies from the
 * member's next request; the dashboard shows the new tabs on its next load. The last active owner cannot be demoted.
 */
export async function setMemberRoleHandler(request: AdminRequest, deps: TeamDeps): Promise<MemberChangeResponse> {
  const caller = await admitAdmin("setMemberRole", request, deps, SMALL_REQUEST_CHARS);
  const { uid, role } = parseOrThrow(SetMemberRoleSchema, request.data);
  const ref = deps.db.collection(COLLECTIONS.staff).doc(uid);
  const from = await deps.db.runTransaction(async (transaction) => {
    const record = existing(await transaction.get(ref));
    if (record.role === role) return record.role;
    if (record.role === "owner" && (await isLastOwner(deps.db, transaction, uid))) {
      throw new HttpsError("failed-precondition", LAST_OWNER_MESSAGE);
    }
    transaction.update(ref, { role, updated_at: FieldValue.serverTimestamp() });
    transaction.create(
      auditDoc(deps.db),
      auditEntry("role-change", caller, record.email, { from: ROLE_LABELS[record.role], to: ROLE_LABELS[role] }),
    );
    return record.role;
  });
  deps.log.info("setMemberRole", { uid: caller.uid, member: uid, from, to: role });
  const member = memberRow(await ref.get());
  if (!member) throw new HttpsError("not-found", UNKNOWN_MEMBER_MESSAGE);
  return { member, futureBookings: [] };
}

/** A host's bookings from now on that are not cancelled: what a deactivation leaves to reassign. */
async function futureBookingsOf(db: Firestore, uid: string, now: Date): Promise<OrphanBooking[]> {
  const snapshot = await db
    .collection(COLLECTIONS.bookings)
    .where("host_uid", "==", uid)
    .where("start_at", ">=", Timestamp.fromDate(now))
    .orderBy("start_at", "asc")
    .limit(ORPHANS_MAX)
    .get();
  return snapshot.docs
    .filter((doc) => doc.get("status") !== "cancelled")
    .map((doc) => ({
      id: doc.id,
      start_at: (doc.get("start_at") as Timestamp).toDate().toISOString(),
      meeting_type: String(doc.get("meeting_type") ?? ""),
      name: String(doc.get("name") ?? ""),
    }));
}

/**
 * Deactivates or reactivates a member (owner only).
 *
 * Deactivation, in this order: in one transaction the staff record becomes inactive (from this commit every admin
 * callable and the Firestore rules refuse the member, whatever token they hold) and their host record stops taking
 * bookings and loses its private feed's token (the feed address answers 404 from then on), with the audit entry; then the `admin` claim is taken away and every refresh token revoked (the
 * revocation check of requireAdmin refuses their current ID token too, as `admin:revoke` does). Answers their future
 * bookings, which still name them as host, for the owner to reassign; and their own calendar connections are deleted
 * (sealed addresses and passwords, stored busy times: calendars/index.ts `deleteHostCalendars`). The last active owner
 * cannot be deactivated.
 *
 * Reactivation makes the record active and gives the claim back; they take bookings again once they set their
 * availability.
 */
export async function setMemberActiveHandler(request: AdminRequest, deps: TeamDeps): Promise<MemberChangeResponse> {
  const caller = await admitAdmin("setMemberActive", request, deps, SMALL_REQUEST_CHARS);
  const { uid, active } = parseOrThrow(SetMemberActiveSchema, request.data);
  const ref = deps.db.collection(COLLECTIONS.staff).doc(uid);
  const host = deps.db.collection(COLLECTIONS.bookingHosts).doc(uid);
  const changed = await deps.db.runTransaction(async (transaction) => {
    const record = existing(await transaction.get(ref));
    const hostDoc = await transaction.get(host);
    if (record.active === active) return false;
    if (!active && record.role === "owner" && (await isLastOwner(deps.db, transaction, uid))) {
      throw new HttpsError("failed-precondition", LAST_OWNER_MESSAGE);
    }
    const at = FieldValue.serverTimestamp();
    transaction.update(ref, { active, updated_at: at });
    // Their private booking feed stops answering (its token's hash goes) and no new booking is assigned to them.
    if (!active && hostDoc.exists) transaction.update(host, { active: false, feed_token_hash: null, updated_at: at });
    transaction.create(auditDoc(deps.db), auditEntry(active ? "reactivate" : "deactivate", caller, record.email));
    return true;
  });
  let calendars = 0;
  if (changed || !active) {
    // Also on a repeated deactivation: a claim or a session left by a failure part-way is ended now.
    await deps.auth.setAdminClaim(uid, active);
    if (!active) await deps.auth.revokeSessions(uid);
    // Their own calendars' addresses, passwords and busy times go with them (decision 0011); reactivated, they connect
    // them again.
    if (!active) calendars = await deleteHostCalendars(deps.db, uid);
  }
  const futureBookings = active ? [] : await futureBookingsOf(deps.db, uid, deps.now());
  deps.log.info("setMemberActive", {
    uid: caller.uid,
    member: uid,
    active,
    changed,
    calendars,
    futureBookings: futureBookings.length,
  });
  const member = memberRow(await ref.get());
  if (!member) throw new HttpsError("not-found", UNKNOWN_MEMBER_MESSAGE);
  return { member, futureBookings };
}

export const listTeam = callable("listTeam", {}, (request) => listTeamHandler(request, liveTeamDeps()));
export const setMemberRole = callable("setMemberRole", {}, (request) => setMemberRoleHandler(request, liveTeamDeps()));
export const setMemberActive = callable("setMemberActive", {}, (request) =>
  setMemberActiveHandler(request, liveTeamDeps()),
);
