/**
 * The staff records (`staff/{uid}`: `{ email, role, active, granted_at }`) that firestore.rules and the admin
 * callables require, beside the `admin` claim and a verified e-mail, before they admit an admin; the role (owner,
 * staff, host, editor) narrows what the claim allows (functions/src/platform/roles.ts). The Team tab's callables write them
 * (invitations, role changes, deactivation); the CLI stays for bootstrapping and emergencies: `admin:grant` makes an
 * account an active owner, `admin:revoke` deletes the record (so a revocation takes effect in the rules at once,
 * while the revoked account's ID token still carries the claim), `admin:list` shows who has one and with which role,
 * and the local stack's seed writes the demo accounts'. Both write the same audit entries as the callables
 * ({@link recordCliAudit}). Written with the Admin SDK only: no client reads or writes them.
 */

import { FieldValue } from "firebase-admin/firestore";

/** The collection: `COLLECTIONS.staff` of functions/src/domain/collections.ts (staff.test.mjs holds them equal). */
export const STAFF_COLLECTION = "staff";

/**
 * The parts of the Admin SDK's Firestore used here.
 * @typedef {Pick<import("firebase-admin/firestore").Firestore, "collection">} StaffDb
 */

/** The audit log: `COLLECTIONS.auditLog` (staff.test.mjs holds them equal). Append-only: entries are only created. */
export const AUDIT_COLLECTION = "audit_log";

/** @typedef {import("../../functions/src/domain/roles.ts").Role} Role */

/**
 * Makes `uid` an active member with `role` (an owner by default: what `admin:grant` gives, to bootstrap a project or
 * in an emergency). Writes the record when it has none, or sets the role and `active` when they differ. Returns
 * whether it wrote anything.
 * @param {StaffDb} db
 * @param {string} uid
 * @param {string} email
 * @param {Date} [now]
 * @param {Role} [role]
 */
export async function grantStaffRecord(db, uid, email, now = new Date(), role = "owner") {
  const ref = db.collection(STAFF_COLLECTION).doc(uid);
  const existing = await ref.get();
  if (!existing.exists) {
    await ref.set({ email, role, active: true, granted_at: now });
    return true;
  }
  // A record from before roles has none: it reads as an owner's (platform/roles.ts).
  const current = existing.get("role") ?? "owner";
  if (current === role && existing.get("active") !== false) return false;
  await ref.update({ role, active: true, updated_at: now });
  return true;
}

/**
 * Appends an audit entry for what a CLI script did, as the callables write theirs (functions/src/platform/audit.ts):
 * by `cli` (the script's name), the account it concerns, short details.
 * @param {StaffDb} db
 * @param {"grant" | "revoke"} action
 * @param {string} script e.g. "admin:grant"
 * @param {string} target the account's e-mail
 * @param {Record<string, string | number | boolean>} [details]
 */
export async function recordCliAudit(db, action, script, target, details = {}) {
  await db
    .collection(AUDIT_COLLECTION)
    .doc()
    .create({
      action,
      by_uid: "cli",
      by_email: `npm run ${script}`,
      target,
      details,
      at: FieldValue.serverTimestamp(),
    });
}

/**
 * Deletes the staff record of `uid`. Returns whether there was one.
 * @param {StaffDb} db
 * @param {string} uid
 */
export async function deleteStaffRecord(db, uid) {
  const ref = db.collection(STAFF_COLLECTION).doc(uid);
  const existed = (await ref.get()).exists;
  await ref.delete();
  return existed;
}

/** The hosts' booking records: `COLLECTIONS.bookingHosts` (staff.test.mjs holds them equal). */
export const BOOKING_HOSTS_COLLECTION = "booking_hosts";

/**
 * Stops `uid` taking bookings and closes their private booking feed, as the Team tab's deactivation does
 * (functions/src/team/members.ts): their host record becomes inactive and loses the feed token's hash. Returns
 * whether they had a host record.
 * @param {StaffDb} db
 * @param {string} uid
 * @param {Date} [now]
 */
export async function retireHost(db, uid, now = new Date()) {
  const ref = db.collection(BOOKING_HOSTS_COLLECTION).doc(uid);
  if (!(await ref.get()).exists) return false;
  await ref.update({ active: false, feed_token_hash: null, updated_at: now });
  return true;
}

/**
 * The uids that have a staff record.
 * @param {StaffDb} db
 * @returns {Promise<Set<string>>}
 */
export async function staffUids(db) {
  return new Set((await staffRecords(db)).keys());
}

/**
 * Every staff record by uid: its role (an owner's when it has none) and whether it is active.
 * @param {StaffDb} db
 * @returns {Promise<Map<string, { role: string, active: boolean }>>}
 */
export async function staffRecords(db) {
  const snapshot = await db.collection(STAFF_COLLECTION).get();
  return new Map(
    snapshot.docs.map((doc) => [doc.id, { role: doc.get("role") ?? "owner", active: doc.get("active") !== false }]),
  );
}
