#!/usr/bin/env node
// `npm run admin:revoke -- <email>`: takes the `admin` claim away from an account AND revokes its refresh tokens,
// so the admin callables (which verify every ID token with the revocation check) refuse it at once, not an hour
// later when its current token expires; the dashboard signs it out on its next call. Same targets as admin:grant:
// the local Auth emulator by default, a real project with `--project <id> --production`.
import { getAuth } from "firebase-admin/auth";
import { adminTarget } from "./lib/admin-target.mjs";

const USAGE = "Usage: npm run admin:revoke -- <email> [--project <id> --production]";
const { positionals, target, fail } = await adminTarget({ name: "admin:revoke", usage: USAGE, emulators: ["auth"] });

const [email, ...extra] = positionals;
if (!email || extra.length > 0) fail(USAGE);
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`"${email}" is not an email address. ${USAGE}`);

const auth = getAuth();
let user;
try {
  user = await auth.getUserByEmail(email);
} catch (error) {
  if (error?.code === "auth/user-not-found") fail(`no account with the email ${email} on ${target}.`);
  fail(`could not read the account ${email} on ${target}: ${error?.message ?? error}`);
}
try {
  const { admin: hadAdmin, ...otherClaims } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, Object.keys(otherClaims).length ? otherClaims : null);
  // Even without the claim now, end every session: a token issued before this moment is refused from now on.
  await auth.revokeRefreshTokens(user.uid);
  console.log(
    hadAdmin === true
      ? `Removed admin access from ${email} (uid ${user.uid}) on ${target} and ended its sessions.`
      : `${email} had no admin access on ${target}; its sessions were ended anyway.`,
  );
} catch (error) {
  fail(`could not revoke admin access on ${target}: ${error?.message ?? error}`);
}
