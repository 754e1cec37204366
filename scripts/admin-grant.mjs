#!/usr/bin/env node
// `npm run admin:grant -- <email>`: gives an existing account the `admin` custom claim, which the dashboard and
// the listSubmissions callable require. The account picks it up when the dashboard next loads (it refreshes
// the ID token), without waiting for the token to expire.
//
// By default it talks to the local Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, else 127.0.0.1:9099) of the
// project in .firebaserc (or GCLOUD_PROJECT). A real project needs both `--project <id>` and `--production`,
// and then uses Application Default Credentials (`gcloud auth application-default login`).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { applicationDefault, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

const USAGE = "Usage: npm run admin:grant -- <email> [--project <id> --production]";

function fail(message) {
  console.error(`admin:grant: ${message}`);
  process.exit(1);
}

function defaultProject() {
  try {
    const rc = JSON.parse(readFileSync(new URL("../.firebaserc", import.meta.url), "utf8"));
    return rc.projects?.default;
  } catch {
    return undefined;
  }
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { project: { type: "string" }, production: { type: "boolean", default: false } },
  });
} catch (error) {
  fail(`${error.message}. ${USAGE}`);
}

const [email, ...extra] = args.positionals;
if (!email || extra.length > 0) fail(USAGE);
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`"${email}" is not an email address. ${USAGE}`);
const { production } = args.values;
if (production && !args.values.project) fail("--production needs --project <id>: name the real project explicitly.");
if (args.values.project && !production && !args.values.project.startsWith("demo-")) {
  fail(
    `--project ${args.values.project} is a real project: add --production to change it (the default is the local emulator).`,
  );
}

const projectId = args.values.project ?? process.env.GCLOUD_PROJECT ?? defaultProject();
if (!projectId) fail("no project id: pass --project <id> or set a default in .firebaserc.");

let target;
if (production) {
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  initializeApp({ projectId, credential: applicationDefault() });
  target = `project ${projectId}`;
} else {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST || "127.0.0.1:9099";
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3_000) });
  } catch {
    fail(`the Auth emulator is not reachable at ${host}. Start the local stack with \`npm start\` first.`);
  }
  initializeApp({ projectId });
  target = `the Auth emulator at ${host} (project ${projectId})`;
}

const auth = getAuth();
try {
  const user = await auth.getUserByEmail(email);
  if (user.customClaims?.admin === true) {
    console.log(`${email} already has admin access on ${target}.`);
  } else {
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
    console.log(`Granted admin access to ${email} (uid ${user.uid}) on ${target}. Reload /dashboard to see the data.`);
  }
} catch (error) {
  if (error?.code === "auth/user-not-found") {
    fail(`no account with the email ${email} on ${target}. Create it first on the /auth page (Create Account).`);
  }
  fail(`could not grant admin access on ${target}: ${error?.message ?? error}`);
}
