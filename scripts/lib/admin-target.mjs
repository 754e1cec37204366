/**
 * The project the admin scripts (admin:grant, admin:revoke, admin:list, auth:harden, migrate-status) work on, from
 * their command line: by default the local emulators of the project in .firebaserc (or GCLOUD_PROJECT); a real
 * project only with both `--project <id>` and `--production`, through Application Default Credentials
 * (`gcloud auth application-default login`). Initialises the Admin SDK for it.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { applicationDefault, initializeApp } from "firebase-admin/app";
import { HOST, PORTS } from "./ports.mjs";

/** @returns {string | undefined} */
export function defaultProject() {
  try {
    const rc = JSON.parse(readFileSync(new URL("../../.firebaserc", import.meta.url), "utf8"));
    return rc.projects?.default;
  } catch {
    return undefined;
  }
}

/** @param {unknown} error */
export const errorText = (error) => (error instanceof Error ? error.message : String(error));

/**
 * An error's `code` (firebase-admin's "auth/user-not-found"), if it has one.
 * @param {unknown} error
 */
export const errorCode = (error) =>
  typeof error === "object" && error !== null && "code" in error ? error.code : undefined;

/** @typedef {"auth" | "firestore"} Emulator */

function parseOptions() {
  return parseArgs({
    allowPositionals: true,
    options: { project: { type: "string" }, production: { type: "boolean", default: false } },
  });
}

/**
 * Parses the arguments, checks the target and initialises the Admin SDK. `name`: the npm script, for messages;
 * `emulators`: which emulators it needs locally ("auth", "firestore"). Returns the positionals, the project id,
 * whether it is production, a description of the target and `fail(message)`, which prints and exits 1.
 * @param {{ name: string, usage: string, emulators: Emulator[] }} options
 */
export async function adminTarget({ name, usage, emulators }) {
  /** @type {(message: string) => never} */
  const fail = (message) => {
    console.error(`${name}: ${message}`);
    process.exit(1);
  };
  /** @type {ReturnType<typeof parseOptions>} */
  let args;
  try {
    args = parseOptions();
  } catch (error) {
    fail(`${errorText(error)}. ${usage}`);
  }
  const { production, project } = args.values;
  if (production && !project) fail("--production needs --project <id>: name the real project explicitly.");
  if (project && !production && !project.startsWith("demo-")) {
    fail(`--project ${project} is a real project: add --production to change it (the default is the local emulator).`);
  }
  const projectId = project ?? process.env.GCLOUD_PROJECT ?? defaultProject();
  if (!projectId) fail("no project id: pass --project <id> or set a default in .firebaserc.");

  if (production) {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    initializeApp({ projectId, credential: applicationDefault() });
    return { positionals: args.positionals, projectId, production, target: `project ${projectId}`, fail };
  }
  const hosts = {
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST || `${HOST}:${PORTS.auth}`,
    firestore: process.env.FIRESTORE_EMULATOR_HOST || `${HOST}:${PORTS.firestore}`,
  };
  // Both emulators' hosts are set even for a script that needs only one, so that nothing the Admin SDK does locally
  // can reach a real project.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;
  process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
  for (const emulator of emulators) {
    const host = hosts[emulator];
    try {
      await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3_000) });
    } catch (error) {
      // The Firestore stand-in speaks gRPC only: any answer, even a protocol error, means it is there.
      const cause = error instanceof Error ? errorCode(error.cause) : undefined;
      if (!(cause === "HPE_INVALID_CONSTANT" || cause === "UND_ERR_SOCKET")) {
        fail(`the ${emulator} emulator is not reachable at ${host}. Start the local stack with \`npm start\` first.`);
      }
    }
  }
  initializeApp({ projectId });
  const where = emulators.map((emulator) => `${emulator} emulator at ${hosts[emulator]}`).join(" and ");
  return {
    positionals: args.positionals,
    projectId,
    production,
    target: `the ${where} (project ${projectId})`,
    authHost: hosts.auth,
    fail,
  };
}

/**
 * The options and environment every admin script's usage lists: where it acts, for the emulators it uses.
 * @param {Array<"auth" | "firestore">} emulators
 */
export function targetHelp(emulators) {
  const hosts = {
    auth: "  FIREBASE_AUTH_EMULATOR_HOST   the local Auth emulator (default 127.0.0.1:<auth port of firebase.json>)",
    firestore:
      "  FIRESTORE_EMULATOR_HOST       the local Firestore (default 127.0.0.1:<firestore port of firebase.json>)",
  };
  return [
    "Options:",
    "  --project <id>   the project (a real one only with --production)",
    "  --production     a real project, through Application Default Credentials",
    "  -h, --help       this text",
    "",
    "Environment:",
    ...emulators.map((emulator) => hosts[emulator]),
    "  GCLOUD_PROJECT                the local project (default: .firebaserc's)",
  ].join("\n");
}
