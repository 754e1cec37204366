#!/usr/bin/env node
// `npm run admin:list`: every account with the `admin` claim, one per line: e-mail, whether it is verified (an
// unverified one is refused by the callables and the rules all the same) and uid. Same targets as admin:grant.
import { getAuth } from "firebase-admin/auth";
import { adminTarget } from "./lib/admin-target.mjs";

const USAGE = "Usage: npm run admin:list [-- --project <id> --production]";
const { positionals, target, fail } = await adminTarget({ name: "admin:list", usage: USAGE, emulators: ["auth"] });
if (positionals.length > 0) fail(USAGE);

const auth = getAuth();
const admins = [];
try {
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    admins.push(...page.users.filter((user) => user.customClaims?.admin === true));
    pageToken = page.pageToken;
  } while (pageToken);
} catch (error) {
  fail(`could not list the accounts on ${target}: ${error?.message ?? error}`);
}

console.log(`${admins.length} admin${admins.length === 1 ? "" : "s"} on ${target}:`);
const width = Math.max(5, ...admins.map((user) => (user.email ?? "").length));
if (admins.length) console.log(`${"email".padEnd(width)}  verified  uid`);
for (const user of admins.sort((a, b) => (a.email ?? "").localeCompare(b.email ?? ""))) {
  console.log(
    `${(user.email ?? "(no e-mail)").padEnd(width)}  ${(user.emailVerified ? "yes" : "NO").padEnd(8)}  ${user.uid}`,
  );
}
