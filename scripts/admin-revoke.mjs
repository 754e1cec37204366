#!/usr/bin/env node
// `npm run admin:revoke -- <email>`: deletes the account's staff record `staff/{uid}`, takes the `admin` claim away
// AND revokes its refresh tokens, so the admin callables (which verify every ID token with the revocation check) and
// the Firestore rules (which require the staff record) refuse it at once, not an hour later when its current token
// expires; the dashboard signs it out on its next call. It writes an audit entry, as the Team tab's deactivation does
// (which keeps the record, inactive, so the member can be reactivated). Same targets as admin:grant: the local Auth and Firestore
// emulators by default, a real project with `--project <id> --production`.
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { adminTarget, targetHelp, errorCode, errorText } from "./lib/admin-target.mjs";
import { answerHelp } from "./lib/cli.mjs";
import { deleteStaffRecord, recordCliAudit, retireHost } from "./lib/staff.mjs";

/**
 * Deletes a host's calendar connections (`host_calendars`, with their sealed secrets and their failure notices'
 * mail events), their busy times and kept series, as the Team tab's deactivation does (functions/src/calendars `deleteHostCalendars`).
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {string} uid
 */
async function deleteHostCalendars(db, uid) {
  const connections = await db.collection("host_calendars").where("host_uid", "==", uid).get();
  for (const doc of connections.docs) {
    await db.collection("calendar_busy").doc(doc.id).delete();
    await db.collection("calendar_series").doc(doc.id).delete();
    await db.recursiveDelete(doc.ref);
  }
  return connections.size;
}

const USAGE = "Usage: npm run admin:revoke -- <email> [--project <id> --production]";
answerHelp(`
${USAGE}

Deletes an account's staff record (staff/{uid}) and its calendar connections (host_calendars, calendar_busy), makes
its host record (booking_hosts/{uid}) inactive without its private feed's token (no new bookings; the feed address
answers nothing), removes its \`admin\` claim and revokes its refresh tokens, writes an audit entry, so the
admin callables and the Firestore rules refuse it at once. By default on the local Auth and Firestore emulators
(start the stack with \`npm start\` first).

${targetHelp(["auth", "firestore"])}
`);
const admin = await adminTarget({ name: "admin:revoke", usage: USAGE, emulators: ["auth", "firestore"] });
const { positionals, target } = admin;
/** @type {(message: string) => never} */
const fail = admin.fail;

const [email, ...extra] = positionals;
if (!email || extra.length > 0) fail(USAGE);
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`"${email}" is not an email address. ${USAGE}`);

const auth = getAuth();
let user;
try {
  user = await auth.getUserByEmail(email);
} catch (error) {
  if (errorCode(error) === "auth/user-not-found") fail(`no account with the email ${email} on ${target}.`);
  fail(`could not read the account ${email} on ${target}: ${errorText(error)}`);
}
try {
  // No new booking is assigned to them, and their private booking feed's address answers nothing from now on
  // (first: should a later step fail, the operator runs the script again while the account still has its record).
  const wasHost = await retireHost(getFirestore(), user.uid);
  // Then the staff record: from this moment every admin callable refuses the account, whatever token it holds.
  const hadRecord = await deleteStaffRecord(getFirestore(), user.uid);
  // A host's own calendars go with their access: the sealed addresses and passwords and the stored busy times
  // (functions/src/calendars, decision 0011).
  const calendars = await deleteHostCalendars(getFirestore(), user.uid);
  const { admin: hadAdmin, ...otherClaims } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, Object.keys(otherClaims).length ? otherClaims : null);
  // Even without the claim now, end every session: a token issued before this moment is refused from now on.
  await auth.revokeRefreshTokens(user.uid);
  await recordCliAudit(getFirestore(), "revoke", "admin:revoke", email, { staff_record: hadRecord, host: wasHost });
  const record = `${hadRecord ? "deleted its staff record" : "it had no staff record"}${
    calendars ? `, disconnected its ${calendars} calendar(s)` : ""
  }${wasHost ? ", stopped its bookings and closed its booking feed" : ""}`;
  console.log(
    hadAdmin === true
      ? `Removed admin access from ${email} (uid ${user.uid}) on ${target}: ${record} and ended its sessions.`
      : `${email} had no admin claim on ${target}; ${record}, and its sessions were ended anyway.`,
  );
} catch (error) {
  fail(`could not revoke admin access on ${target}: ${errorText(error)}`);
}
