/**
 * Where the local stack listens: the one module scripts and tests take addresses from. The emulators' ports are
 * firebase.json's (`emulators`, read at run time, the file the Firebase CLI itself reads); the ports of what is not
 * a Firebase emulator (the Stripe stand-in, maildev, the Vite dev server) are written here only. The functions'
 * region is the domain's `REGION`, read from the functions build. scripts/lib/ports.test.mjs holds every copy
 * elsewhere (the web app's emulator connection, Vite's config) equal to these.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";

/** @typedef {"auth" | "functions" | "hosting" | "firestore" | "hub" | "logging"} EmulatorName */

/** @type {{ emulators: Record<EmulatorName, { host: string; port: number }> }} */
const firebaseJson = JSON.parse(readFileSync(new URL("../../firebase.json", import.meta.url), "utf8"));

/**
 * An emulator's port in firebase.json.
 * @param {EmulatorName} name
 */
function emulatorPort(name) {
  const port = firebaseJson.emulators[name]?.port;
  if (typeof port !== "number") throw new Error(`firebase.json names no port for the ${name} emulator`);
  return port;
}

export const HOST = "127.0.0.1";

/** The stack's fixed local ports. */
export const PORTS = {
  hosting: emulatorPort("hosting"),
  functions: emulatorPort("functions"),
  auth: emulatorPort("auth"),
  firestore: emulatorPort("firestore"),
  hub: emulatorPort("hub"),
  logging: emulatorPort("logging"),
  stripe: 12111,
  hostingApi: 12112,
  mailSmtp: 1025,
  mailInbox: 1080,
  radicale: 5232,
  mailInbound: 2525,
};

/** maildev's control endpoint (scripts/lib/maildev.mjs): test mode only, so not among the ports every mode needs. */
export const MAIL_CONTROL_PORT = 1081;

/** The Vite dev server of `npm run dev` (web/vite.config.ts and web's `dev` script say the same; the test checks). */
export const VITE_PORT = 5173;

export const PORT_NAMES = {
  hosting: "Hosting emulator (the site)",
  functions: "Functions emulator",
  auth: "Auth emulator",
  firestore: "Firestore emulator",
  hub: "Emulator hub",
  logging: "Emulator logging",
  stripe: "local Stripe stand-in",
  hostingApi: "local Firebase Hosting API stand-in (content publishing)",
  mailSmtp: "maildev SMTP",
  mailInbox: "maildev inbox",
  radicale: "Radicale (CalDAV server of the hosts' sample calendars)",
  mailControl: "maildev control (test mode)",
  mailInbound: "inbound mail stand-in (SMTP → the inbound webhook)",
  vite: "Vite dev server",
};

/**
 * The region the functions are deployed to and called in: the domain's `REGION` (functions/src/domain), from the
 * functions build (`npm run build -w functions`; the stack builds it before anything calls this).
 * @returns {string}
 */
export function functionsRegion() {
  /** @type {typeof import("../../functions/src/domain/index.ts")} */
  let domain;
  try {
    domain = createRequire(import.meta.url)("../../functions/lib/domain/index.js");
  } catch {
    throw new Error(
      "the functions are not built (the region comes from their domain): run `npm run build -w functions`",
    );
  }
  return domain.REGION;
}

/**
 * The URL of a function on the Functions emulator.
 * @param {string} projectId
 * @param {string} name
 */
export function emulatedFunctionUrl(projectId, name) {
  return `http://${HOST}:${PORTS.functions}/${projectId}/${functionsRegion()}/${name}`;
}

/**
 * Resolves true when nothing listens on HOST:port.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.once("listening", () => server.close(() => resolve(true)));
    server.listen(port, HOST);
  });
}

/**
 * The first busy port of `entries`, or undefined.
 * @param {Array<[name: string, port: number]>} entries
 */
export async function firstBusyPort(entries) {
  for (const [name, port] of entries) {
    if (!(await isPortFree(port))) return { name, port };
  }
  return undefined;
}

/**
 * Polls `url` until it answers (any HTTP status) or `timeoutMs` passes; false early when `isAlive()` turns false.
 * @param {string} url
 * @param {number} timeoutMs
 * @param {() => boolean} [isAlive]
 */
export async function waitForHttp(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return false;
}
