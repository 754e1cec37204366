#!/usr/bin/env node
// `npm run admin:grant -- <email>`: gives an existing account with a VERIFIED e-mail address the `admin` custom
// claim, which the dashboard, the admin callables and the Firestore rules require (with the verified address), and
// makes its staff record `staff/{uid}` an active owner's (the role narrows the claim: owner, staff or host; the Team
// tab manages the rest of the team), which the callables and the rules require too (admin:revoke deletes it, so a
// revocation takes effect in the rules at once). For bootstrapping (a new project's first owner) and emergencies; it
// writes the same audit entry as the Team tab would. An unverified account is refused: with open sign-up, anyone can
// register a colleague's address before they do. It cannot check how long the password is (the Admin SDK never
// exposes it): docs/security.md, "Who is an admin". The account picks the claim up when the dashboard next loads
// (it refreshes the ID token).
//
// By default it talks to the local Auth and Firestore emulators (FIREBASE_AUTH_EMULATOR_HOST, else 127.0.0.1:9099;
// FIRESTORE_EMULATOR_HOST, else 127.0.0.1:8080) of the project in .firebaserc (or GCLOUD_PROJECT). A real project needs both `--project <id>` and `--production`,
// and then uses Application Default Credentials (`gcloud auth application-default login`).
// See also `npm run admin:revoke -- <email>` and `npm run admin:list`.
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { adminTarget, targetHelp, errorCode, errorText } from "./lib/admin-target.mjs";
import { answerHelp } from "./lib/cli.mjs";
import { grantStaffRecord, recordCliAudit } from "./lib/staff.mjs";

const USAGE = "Usage: npm run admin:grant -- <email> [--project <id> --production]";
answerHelp(`
${USAGE}

Gives an existing account with a verified e-mail address the \`admin\` claim (the dashboard, the admin callables
and the Firestore rules require it) and makes its staff record (staff/{uid}) an active owner's, with an audit
entry. For a new project's first owner and for emergencies; owners invite the rest of the team from the Team tab. An unverified account is refused, with how to verify it. By default on the local Auth and Firestore emulators
(start the stack with \`npm start\` first).

${targetHelp(["auth", "firestore"])}
`);
const admin = await adminTarget({
  name: "admin:grant",
  usage: USAGE,
  emulators: ["auth", "firestore"],
});
const { positionals, projectId, production, target, authHost } = admin;
/** @type {(message: string) => never} */
const fail = admin.fail;

const [email, ...extra] = positionals;
if (!email || extra.length > 0) fail(USAGE);
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`"${email}" is not an email address. ${USAGE}`);

/** How the owner of an unverified account verifies it, where this grant runs. */
function howToVerify() {
  const steps =
    "The account's owner verifies it first: sign up (or sign in) on the /auth page, then open the link in the " +
    "verification e-mail the site sends.";
  if (production) return steps;
  return (
    `${steps} The Auth emulator sends no mail: it keeps the links, listed at ` +
    `http://${authHost}/emulator/v1/projects/${projectId}/oobCodes (open the "oobLink" of the VERIFY_EMAIL entry ` +
    `for ${email}), and prints them in the emulator log.`
  );
}

const auth = getAuth();
let user;
try {
  user = await auth.getUserByEmail(email);
} catch (error) {
  if (errorCode(error) === "auth/user-not-found") {
    fail(`no account with the email ${email} on ${target}. Create it first on the /auth page (Create Account).`);
  }
  fail(`could not read the account ${email} on ${target}: ${errorText(error)}`);
}
if (!user.emailVerified) {
  fail(`${email} has not verified its e-mail address, so it cannot be given admin access. ${howToVerify()}`);
}
try {
  // The staff record first: a claim without it admits nobody to the rules, a record without the claim nobody at all.
  const wroteRecord = await grantStaffRecord(getFirestore(), user.uid, email);
  const hadClaim = user.customClaims?.admin === true;
  if (wroteRecord || !hadClaim) await recordCliAudit(getFirestore(), "grant", "admin:grant", email, { role: "owner" });
  if (hadClaim) {
    console.log(
      wroteRecord
        ? `${email} already had the admin claim on ${target}; made its staff record (staff/${user.uid}) an active owner's.`
        : `${email} already has admin access on ${target}.`,
    );
  } else {
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
    console.log(
      `Granted admin access to ${email} as an owner (uid ${user.uid}; staff record staff/${user.uid}) on ${target}. ` +
        "Reload /dashboard to see the data.",
    );
  }
} catch (error) {
  fail(`could not grant admin access on ${target}: ${errorText(error)}`);
}
