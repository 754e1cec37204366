#!/usr/bin/env node
// `npm run auth:harden -- --project <id> --production`: turns on Firebase Authentication's e-mail enumeration
// protection (`emailPrivacyConfig.enableImprovedEmailPrivacy`) on a real project, once, after the first deploy.
// Sign-up is open (docs/product.md), so the server must not tell who has an account either: with the protection on,
// Auth answers sign-in with one error for a wrong password and an unknown address, and no longer lists the sign-in
// methods of an address. The sign-up form already says one neutral thing for every refusal
// (web/app/features/dashboard/authErrors.ts). See docs/security.md, "Who is an admin".
//
// Same targets as admin:grant: the local Auth emulator by default (which keeps no such setting: the script says so
// and exits 0), a real project with `--project <id> --production` (Application Default Credentials of an account
// allowed to change the project's Authentication settings, e.g. Firebase Authentication Admin).
import { getAuth } from "firebase-admin/auth";
import { adminTarget, targetHelp, errorText } from "./lib/admin-target.mjs";
import { answerHelp } from "./lib/cli.mjs";

const USAGE = "Usage: npm run auth:harden [-- --project <id> --production]";
const REAL_PROJECT = "npm run auth:harden -- --project <id> --production";
answerHelp(`
${USAGE}

Turns on Firebase Authentication's e-mail enumeration protection (emailPrivacyConfig.enableImprovedEmailPrivacy)
on a real project and prints the setting before and after. Run it once per project, after the first deploy. By
default it tries the local Auth emulator, which keeps no such setting: it says so and exits 0.

${targetHelp(["auth"])}
`);
const admin = await adminTarget({ name: "auth:harden", usage: USAGE, emulators: ["auth"] });
const { positionals, production, target } = admin;
/** @type {(message: string) => never} */
const fail = admin.fail;
if (positionals.length > 0) fail(USAGE);

const manager = getAuth().projectConfigManager();

/** @param {boolean | undefined} on */
const state = (on) => (on === true ? "on" : "off");

try {
  const before = await manager.getProjectConfig();
  const after = await manager.updateProjectConfig({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } });
  const enabled = after.emailPrivacyConfig?.enableImprovedEmailPrivacy === true;
  if (!enabled) fail(`${target} did not confirm the setting; check Authentication → Settings in the console.`);
  console.log(
    `E-mail enumeration protection on ${target}: ${state(before.emailPrivacyConfig?.enableImprovedEmailPrivacy)} → on.`,
  );
} catch (error) {
  if (production) fail(`could not turn on e-mail enumeration protection on ${target}: ${errorText(error)}`);
  console.log(
    `${target.charAt(0).toUpperCase()}${target.slice(1)} keeps no e-mail enumeration setting (${errorText(error).split("\n")[0]}); ` +
      `nothing to do locally. On a real project: ${REAL_PROJECT}`,
  );
}
