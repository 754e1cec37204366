#!/usr/bin/env node
// `npm run admin:list`: every account with the `admin` claim, one per line: e-mail, whether it is verified (an
// unverified one is refused by the callables and the rules all the same), whether it has its staff record
// `staff/{uid}` (without one the Firestore rules refuse it; admin:grant writes it) and uid. Same targets as
// admin:grant.
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { adminTarget, targetHelp, errorText } from "./lib/admin-target.mjs";
import { answerHelp } from "./lib/cli.mjs";
import { staffRecords } from "./lib/staff.mjs";

const USAGE = "Usage: npm run admin:list [-- --project <id> --production]";
answerHelp(`
${USAGE}

Lists every account with the \`admin\` claim: e-mail, whether it is verified, whether it has its staff record
(staff/{uid}: the Firestore rules require it; \`npm run admin:grant\` writes it) and is active, its role, uid. By default on the local Auth
and Firestore emulators (start the stack with \`npm start\` first).

${targetHelp(["auth", "firestore"])}
`);
const admin = await adminTarget({ name: "admin:list", usage: USAGE, emulators: ["auth", "firestore"] });
const { positionals, target } = admin;
/** @type {(message: string) => never} */
const fail = admin.fail;
if (positionals.length > 0) fail(USAGE);

const auth = getAuth();
/** @type {import("firebase-admin/auth").UserRecord[]} */
const admins = [];
try {
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    admins.push(...page.users.filter((user) => user.customClaims?.admin === true));
    pageToken = page.pageToken;
  } while (pageToken);
} catch (error) {
  fail(`could not list the accounts on ${target}: ${errorText(error)}`);
}
/** @type {Map<string, { role: string, active: boolean }>} */
let staff;
try {
  staff = await staffRecords(getFirestore());
} catch (error) {
  fail(`could not read the staff records on ${target}: ${errorText(error)}`);
}

console.log(`${admins.length} admin${admins.length === 1 ? "" : "s"} on ${target}:`);
const width = Math.max(5, ...admins.map((user) => (user.email ?? "").length));
if (admins.length) console.log(`${"email".padEnd(width)}  verified  staff record  role    uid`);
for (const user of admins.sort((a, b) => (a.email ?? "").localeCompare(b.email ?? ""))) {
  const verified = (user.emailVerified ? "yes" : "NO").padEnd(8);
  const stored = staff.get(user.uid);
  const record = (stored ? (stored.active ? "yes" : "inactive") : "NO").padEnd(12);
  const role = (stored?.role ?? "-").padEnd(6);
  console.log(`${(user.email ?? "(no e-mail)").padEnd(width)}  ${verified}  ${record}  ${role}  ${user.uid}`);
}
if (admins.some((user) => !staff.has(user.uid))) {
  console.log(
    "An admin without a staff record is refused by the Firestore rules: `npm run admin:grant -- <email>` writes it.",
  );
}
const orphans = [...staff.keys()].filter((uid) => !admins.some((user) => user.uid === uid));
if (orphans.length) {
  console.log(`Staff records of accounts without the admin claim (they admit nobody): ${orphans.join(", ")}`);
}
