/**
 * The two Hosting configurations. `firebase.json` is the deployed one: its Content-Security-Policy names only this
 * project's endpoints. The local stack serves the same site with `.firebase.emulators.json` (written here, git-ignored,
 * passed to `firebase emulators:start --config`): firebase.json with the emulators' own addresses added to
 * `connect-src`, since the app talks to the Auth and Functions emulators on this machine.
 *
 *   node scripts/hosting-config.mjs --check <project-id>   (the hosting predeploy hook runs this with $GCLOUD_PROJECT)
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs, parseEnv } from "node:util";
import { answerHelp } from "./lib/cli.mjs";
import { HOST, PORTS, functionsRegion } from "./lib/ports.mjs";

const FIREBASE_JSON = new URL("../firebase.json", import.meta.url);
export const EMULATOR_CONFIG = fileURLToPath(new URL("../.firebase.emulators.json", import.meta.url));

/** What the app calls under the emulators (web/app/lib/firebase.ts): the Functions and Auth emulators. */
export const EMULATOR_CONNECT_SOURCES = [`http://${HOST}:${PORTS.functions}`, `http://${HOST}:${PORTS.auth}`];

const FUNCTIONS_HOST = /^https:\/\/([a-z]+-[a-z]+\d+)-([a-z0-9-]+)\.cloudfunctions\.net$/;

/**
 * The parts of firebase.json read here.
 * @typedef {{ hosting: { public?: string, headers: Array<{ headers: Array<{ key: string, value: string }> }> } }} FirebaseJson
 */

/** @returns {FirebaseJson} */
export function readFirebaseJson() {
  return JSON.parse(readFileSync(FIREBASE_JSON, "utf8"));
}

/** @param {FirebaseJson} config */
function policyHeader(config) {
  const header = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((h) => h.key === "Content-Security-Policy");
  if (!header) throw new Error("firebase.json sends no Content-Security-Policy");
  return header;
}

/**
 * The sources of one directive of a policy.
 * @param {string} policy
 * @param {string} name
 */
export function directive(policy, name) {
  const part = policy
    .split(";")
    .map((entry) => entry.trim().split(/\s+/))
    .find(([key]) => key === name);
  return part ? part.slice(1) : [];
}

/**
 * `policy` with `sources` appended to its `connect-src`.
 * @param {string} policy
 * @param {string[]} sources
 */
export function withConnectSources(policy, sources) {
  return policy
    .split(";")
    .map((part) => {
      const trimmed = part.trim();
      return trimmed.startsWith("connect-src ") ? `${trimmed} ${sources.join(" ")}` : trimmed;
    })
    .join("; ");
}

/**
 * firebase.json as the emulators serve it: the relaxed policy, everything else unchanged.
 * @param {FirebaseJson} [config]
 */
export function emulatorConfig(config = readFirebaseJson()) {
  const copy = structuredClone(config);
  const header = policyHeader(copy);
  header.value = withConnectSources(header.value, EMULATOR_CONNECT_SOURCES);
  return copy;
}

/**
 * Writes the emulators' firebase.json; `publicDir` (relative to the repository) replaces `hosting.public`: the stack
 * serves a copy of the build, which content publishes change (scripts/hosting-local), so the build stays as built.
 * @param {{ publicDir?: string }} [options]
 */
export function writeEmulatorConfig({ publicDir } = {}) {
  const config = emulatorConfig();
  if (publicDir) config.hosting.public = publicDir;
  writeFileSync(EMULATOR_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
  return EMULATOR_CONFIG;
}

/**
 * Why firebase.json's policy may not be deployed to `projectId`: a local address, a wildcard, or a Cloud Functions
 * host of another project. Empty when it may. `region`: the functions' (the domain's REGION, from their build).
 * @param {FirebaseJson} config
 * @param {string} projectId
 * @param {() => string} [region]
 */
export function deployProblems(config, projectId, region = functionsRegion) {
  const policy = policyHeader(config).value;
  const problems = [];
  const connect = directive(policy, "connect-src");
  for (const source of connect) {
    if (/127\.0\.0\.1|localhost|^http:/.test(source)) problems.push(`connect-src allows the local address ${source}`);
    if (source.includes("*")) problems.push(`connect-src allows the wildcard ${source}`);
    const functions = FUNCTIONS_HOST.exec(source);
    if (functions && functions[2] !== projectId) {
      problems.push(
        `connect-src names ${source}, another project's functions; use https://${functions[1]}-${projectId}.cloudfunctions.net`,
      );
    }
  }
  if (!connect.some((source) => FUNCTIONS_HOST.exec(source)?.[2] === projectId)) {
    problems.push(
      `connect-src does not name this project's functions (https://${region()}-${projectId}.cloudfunctions.net)`,
    );
  }
  return problems;
}

/**
 * A file of the repository (`path` relative to its root), or undefined if there is none.
 * @param {string} path
 */
function readRepoFile(path) {
  const url = new URL(`../${path}`, import.meta.url);
  return existsSync(url) ? readFileSync(url, "utf8") : undefined;
}

/**
 * Why the web build may not be deployed with the functions of `projectId` as configured: the functions enforce App
 * Check (the default, unless `APP_CHECK_ENFORCED=false` in functions/.env or functions/.env.<project-id>) while the web
 * build has no `VITE_APP_CHECK_SITE_KEY` (the environment, else web/.env, .env.local, .env.production,
 * .env.production.local, as Vite reads them for a production build): every form would be refused. Empty when it may.
 * @param {string} projectId
 * @param {(path: string) => string | undefined} [read]
 * @param {Record<string, string | undefined>} [env]
 */
export function appCheckProblems(projectId, read = readRepoFile, env = process.env) {
  /** @param {string[]} files */
  const merged = (files) => Object.assign({}, ...files.map((file) => parseEnv(read(file) ?? "")));
  const functionsFile = `functions/.env.${projectId}`;
  const functionsEnv = merged(["functions/.env", functionsFile]);
  if (functionsEnv.APP_CHECK_ENFORCED?.trim().toLowerCase() === "false") return [];
  const webEnv = merged(["web/.env", "web/.env.local", "web/.env.production", "web/.env.production.local"]);
  const siteKey = env.VITE_APP_CHECK_SITE_KEY ?? webEnv.VITE_APP_CHECK_SITE_KEY;
  if (siteKey?.trim()) return [];
  return [
    `the functions enforce App Check (no APP_CHECK_ENFORCED=false in ${functionsFile}) but the web build has no ` +
      "VITE_APP_CHECK_SITE_KEY, so every form would be refused. Register the web app with reCAPTCHA Enterprise " +
      "(Firebase console → App Check), put VITE_APP_CHECK_SITE_KEY=<site key> in web/.env.production.local and " +
      `rebuild (npm run build); or, as a deliberate exception, put APP_CHECK_ENFORCED=false in ${functionsFile} ` +
      "(docs/app-check.md).",
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  answerHelp(`
Usage: node scripts/hosting-config.mjs --check <project-id>

Checks that firebase.json's Content-Security-Policy may be deployed to <project-id>: no local address, no wildcard,
and this project's own Cloud Functions host in connect-src (the hosting predeploy hook runs it with
$GCLOUD_PROJECT); and that the web build has an App Check site key (VITE_APP_CHECK_SITE_KEY) while the functions
enforce App Check (unless APP_CHECK_ENFORCED=false in functions/.env.<project-id>). Exits 1 naming each problem and
what to do. The local stack imports this module to write .firebase.emulators.json (the same file with the
emulators' addresses added).

Options:
  --check      check the policy (the only action)
  -h, --help   this text

Environment:
  GCLOUD_PROJECT            the project, when no <project-id> is given
  VITE_APP_CHECK_SITE_KEY   the web build's App Check site key, if not in web/.env.production.local
`);
  const { values, positionals } = parseArgs({ options: { check: { type: "boolean" } }, allowPositionals: true });
  const projectId = positionals[0] ?? process.env.GCLOUD_PROJECT;
  if (!values.check || !projectId) {
    console.error("usage: node scripts/hosting-config.mjs --check <project-id>");
    process.exit(2);
  }
  const problems = deployProblems(readFirebaseJson(), projectId);
  if (problems.length) {
    console.error(
      `firebase.json's Content-Security-Policy is not ready for ${projectId}:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
  const appCheck = appCheckProblems(projectId);
  if (appCheck.length) {
    console.error(`App Check is not ready for ${projectId}:\n${appCheck.map((p) => `  - ${p}`).join("\n")}`);
  }
  if (problems.length || appCheck.length) process.exit(1);
  console.log(`firebase.json's Content-Security-Policy names ${projectId}'s endpoints only; App Check is configured.`);
}
