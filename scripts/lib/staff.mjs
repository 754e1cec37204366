/**
 * The staff records (`staff/{uid}`) that firestore.rules require, beside the `admin` claim and a verified e-mail,
 * before they admit an admin: `admin:grant` writes one, `admin:revoke` deletes it (so a revocation takes effect in
 * the rules at once, while the revoked account's ID token still carries the claim), `admin:list` shows who has one,
 * and the local stack's seed writes the demo admin's. Written with the Admin SDK only: no client reads or writes them.
 */

/** The collection: `COLLECTIONS.staff` of functions/src/domain/collections.ts (staff.test.mjs holds them equal). */
export const STAFF_COLLECTION = "staff";

/**
 * The parts of the Admin SDK's Firestore used here.
 * @typedef {Pick<import("firebase-admin/firestore").Firestore, "collection">} StaffDb
 */

/**
 * Writes the staff record of `uid` unless it has one already. Returns whether it wrote it.
 * @param {StaffDb} db
 * @param {string} uid
 * @param {string} email
 * @param {Date} [now]
 */
export async function grantStaffRecord(db, uid, email, now = new Date()) {
  const ref = db.collection(STAFF_COLLECTION).doc(uid);
  if ((await ref.get()).exists) return false;
  await ref.set({ email, granted_at: now });
  return true;
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

/**
 * The uids that have a staff record.
 * @param {StaffDb} db
 * @returns {Promise<Set<string>>}
 */
export async function staffUids(db) {
  const snapshot = await db.collection(STAFF_COLLECTION).get();
  return new Set(snapshot.docs.map((doc) => doc.id));
}
