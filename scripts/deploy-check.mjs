/**
 * The functions' configuration before a deploy: every parameter the functions define (`defineString`, `defineInt`
 * without a default) is set in functions/.env or functions/.env.<project-id>, every secret (`defineSecret`) exists in
 * the project's Secret Manager, and the env files set none of the names only the local emulators may set
 * (`FUNCTIONS_EMULATOR`, `FIREBASE_EMULATOR_HUB`, …: with them a deployed function would allow loopback calendars
 * and trust no proxy, see functions/src/platform/localEmulators.ts). The names come from the functions' source, so a
 * new secret cannot be forgotten here.
 *
 *   node scripts/deploy-check.mjs <project-id>              (the deploy workflow runs it; so does the functions predeploy)
 *   node scripts/deploy-check.mjs <project-id> --skip-secrets   (env files only: no Firebase sign-in needed)
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs, parseEnv, promisify } from "node:util";
import { answerHelp } from "./lib/cli.mjs";

const ROOT = new URL("../", import.meta.url);
const FUNCTIONS_SOURCE = new URL("functions/src/", ROOT);

/** Names a deployed env file must not set: the emulator's own, which switch local-only allowances on. */
export const EMULATOR_ONLY_NAMES = ["FUNCTIONS_EMULATOR", "FIREBASE_EMULATOR_HUB", "FIRESTORE_EMULATOR_HOST"];

/**
 * @typedef {{ name: string, kind: "secret" | "param", hasDefault: boolean, file: string }} FunctionParam
 */

/**
 * Every `defineSecret("X")` / `defineString("X", …)` / `defineInt("X", …)` / `defineBoolean("X", …)` of the
 * functions' source (tests left out), with whether it has a `default`.
 * @param {URL} [source]
 * @returns {FunctionParam[]}
 */
export function functionParams(source = FUNCTIONS_SOURCE) {
  /** @type {FunctionParam[]} */
  const found = [];
  const files = /** @type {string[]} */ (readdirSync(source, { recursive: true })).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("testing"),
  );
  const pattern = /define(Secret|String|Int|Boolean)\(\s*"([A-Z0-9_]+)"\s*(?:,\s*\{([^}]*)\})?/g;
  for (const file of files.sort()) {
    const text = readFileSync(new URL(file, source), "utf8");
    for (const match of text.matchAll(pattern)) {
      const [, type, name, options] = match;
      found.push({
        name: name ?? "",
        kind: type === "Secret" ? "secret" : "param",
        hasDefault: /\bdefault\s*:/.test(options ?? ""),
        file: `functions/src/${file}`,
      });
    }
  }
  return found;
}

/**
 * Why the env files of `projectId` may not be deployed: a parameter without a default that neither file sets (or
 * sets empty), or a name only the emulators may set. Empty when they may.
 * @param {string} projectId
 * @param {FunctionParam[]} params
 * @param {(path: string) => string | undefined} read a repository file, undefined when there is none
 */
export function envProblems(projectId, params, read) {
  const file = `functions/.env.${projectId}`;
  const problems = [];
  /** @type {Record<string, string | undefined>} */
  const env = {};
  for (const path of ["functions/.env", file]) {
    const values = parseEnv(read(path) ?? "");
    for (const name of EMULATOR_ONLY_NAMES) {
      if (name in values) {
        problems.push(`${path} sets ${name}, which only the local emulators may set: remove the line`);
      }
    }
    Object.assign(env, values);
  }
  for (const param of params) {
    if (param.kind !== "param" || param.hasDefault) continue;
    if (!env[param.name]?.trim()) {
      problems.push(`${param.name} is not set: add ${param.name}=… to ${file} (defined in ${param.file})`);
    }
  }
  return problems;
}

/**
 * The secrets of `params` that `exists` says the project lacks, as problems.
 * @param {string} projectId
 * @param {FunctionParam[]} params
 * @param {(name: string) => Promise<boolean>} exists
 */
export async function secretProblems(projectId, params, exists) {
  const names = [...new Set(params.filter((param) => param.kind === "secret").map((param) => param.name))];
  const present = await Promise.all(names.map((name) => exists(name)));
  return names
    .filter((_, index) => !present[index])
    .map(
      (name) => `the secret ${name} does not exist: npx firebase functions:secrets:set ${name} --project ${projectId}`,
    );
}

/** @param {string} path */
function readRepoFile(path) {
  const url = new URL(path, ROOT);
  return existsSync(url) ? readFileSync(url, "utf8") : undefined;
}

/**
 * Whether the project's Secret Manager holds `name` (`firebase functions:secrets:get`, which prints versions, never
 * the value).
 * @param {string} projectId
 */
function secretInProject(projectId) {
  const firebase = fileURLToPath(new URL("node_modules/.bin/firebase", ROOT));
  /** @param {string} name */
  return async (name) => {
    try {
      await promisify(execFile)(
        firebase,
        ["functions:secrets:get", name, "--project", projectId, "--non-interactive"],
        {
          timeout: 60_000,
        },
      );
      return true;
    } catch {
      return false;
    }
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  answerHelp(`
Usage: node scripts/deploy-check.mjs <project-id> [--skip-secrets]

Refuses a deploy of the functions that would start without their configuration: every parameter the functions
define without a default (SITE_ORIGIN, INBOUND_MAIL_DOMAIN, SMTP_HOST, MAIL_FROM, STAFF_NOTIFY_TO, …) must be set in
functions/.env.<project-id> (or functions/.env), every secret (CALENDAR_KEY, HASH_KEY, INBOUND_SIGNING_KEY,
SMTP_PASSWORD, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, …) must exist in the project's Secret Manager, and no env file
may set FUNCTIONS_EMULATOR or another name only the local emulators set. The names are read from the functions'
source. Exits 1 naming each problem and what to do. The deploy workflow and the functions predeploy hook run it.

Options:
  --skip-secrets   check the env files only (no Firebase sign-in needed)
  -h, --help       this text

Environment:
  GCLOUD_PROJECT   the project, when no <project-id> is given
`);
  const { values, positionals } = parseArgs({
    options: { "skip-secrets": { type: "boolean" } },
    allowPositionals: true,
  });
  const projectId = positionals[0] ?? process.env.GCLOUD_PROJECT;
  if (!projectId) {
    console.error("usage: node scripts/deploy-check.mjs <project-id> [--skip-secrets]");
    process.exit(2);
  }
  const params = functionParams();
  const problems = [
    ...envProblems(projectId, params, readRepoFile),
    ...(values["skip-secrets"] ? [] : await secretProblems(projectId, params, secretInProject(projectId))),
  ];
  if (problems.length) {
    console.error(
      `The functions are not ready to deploy to ${projectId}:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log(`The functions' parameters and secrets are set for ${projectId}.`);
}
