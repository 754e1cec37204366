/**
 * Radicale, the CalDAV server of the local stack (Debian package `radicale`, /usr/bin/radicale; `.ci/run` installs
 * it): on 127.0.0.1 (scripts/lib/ports.mjs), with its own storage folder under .runtime/radicale/ (emptied at each
 * start), users and plain passwords from {@link RADICALE_USERS} (local only). The seed connects the demo admin to a
 * sample calendar on it (scripts/seed/calendars.mjs); the integration tests connect hosts to it over CalDAV.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { HOST, PORTS, waitForHttp } from "./ports.mjs";
import { startGroup } from "./processes.mjs";

export const RADICALE_BIN = process.env.RADICALE_BIN ?? "/usr/bin/radicale";
export const RADICALE_URL = `http://${HOST}:${PORTS.radicale}`;

/** The local accounts: the demo admin's sample calendar and two hosts for the integration tests. */
export const RADICALE_USERS = Object.freeze({
  demo: "demo-calendar-password",
  "host-a": "host-a-calendar-password",
  "host-b": "host-b-calendar-password",
});

const RUNTIME = new URL("../../.runtime/radicale/", import.meta.url);

/**
 * The one line `npm start` says when Radicale is not installed at `bin`.
 * @param {string} [bin]
 */
export function radicaleMissingLine(bin = RADICALE_BIN) {
  return (
    `• Radicale (CalDAV) is not installed (${bin}): the sample CalDAV calendar is off, everything else works. ` +
    "To have it: `sudo apt-get install radicale` (or `pipx install radicale` and RADICALE_BIN=<its path>)."
  );
}

/**
 * Radicale for the local stack: started when installed at `bin`. Without it a stack that does not need it (`npm
 * start`, `npm run dev`) says so in one line ({@link radicaleMissingLine}) and goes on; one that does (`required`:
 * the integration tests connect hosts to it) stops with the same advice. Resolves to its stopper, or undefined when
 * it is off.
 * @param {{ required: boolean, log: (line: string) => void, bin?: string }} options
 * @returns {Promise<{ stop: () => Promise<void> } | undefined>}
 */
export async function startRadicaleIfInstalled({ required, log, bin = RADICALE_BIN }) {
  if (existsSync(bin)) return startRadicale(bin);
  if (required) throw new Error(radicaleMissingLine(bin).replace(/^• /, ""));
  log(radicaleMissingLine(bin));
  return undefined;
}

/**
 * Starts Radicale (`bin`) with a fresh storage folder; resolves once it answers.
 * @param {string} [bin]
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
async function startRadicale(bin = RADICALE_BIN) {
  if (!existsSync(bin)) throw new Error(radicaleMissingLine(bin).replace(/^• /, ""));
  rmSync(RUNTIME, { recursive: true, force: true });
  mkdirSync(new URL("collections/", RUNTIME), { recursive: true });
  const users = new URL("users", RUNTIME);
  writeFileSync(
    users,
    Object.entries(RADICALE_USERS)
      .map(([user, password]) => `${user}:${password}\n`)
      .join(""),
  );
  const config = new URL("config", RUNTIME);
  writeFileSync(
    config,
    [
      "[server]",
      `hosts = ${HOST}:${PORTS.radicale}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${users.pathname}`,
      "htpasswd_encryption = plain",
      "delay = 0",
      "[rights]",
      "type = owner_only",
      "[storage]",
      `filesystem_folder = ${new URL("collections/", RUNTIME).pathname}`,
      "[logging]",
      "level = warning",
      "",
    ].join("\n"),
  );
  const server = startGroup(bin, ["--config", config.pathname], { stdio: ["ignore", "ignore", "pipe"] });
  let exited = false;
  let errors = "";
  server.child.stderr?.on("data", (chunk) => (errors += chunk));
  void server.exited.then(() => (exited = true));
  if (!(await waitForHttp(`${RADICALE_URL}/.web/`, 20_000, () => !exited))) {
    await server.stop();
    throw new Error(`Radicale did not start:\n${errors.split("\n").slice(-15).join("\n")}`);
  }
  return { stop: server.stop };
}

/**
 * Creates a user's calendar collection (MKCALENDAR) and answers its URL.
 * @param {keyof typeof RADICALE_USERS} user
 * @param {string} name the collection's path segment
 * @param {string} displayName
 */
export async function makeCalendar(user, name, displayName) {
  const url = `${RADICALE_URL}/${user}/${name}/`;
  const auth = `Basic ${Buffer.from(`${user}:${RADICALE_USERS[user]}`).toString("base64")}`;
  const response = await fetch(url, {
    method: "MKCALENDAR",
    headers: { authorization: auth, "content-type": "application/xml" },
    body: `<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${displayName}</D:displayname><C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set></D:prop></D:set></C:mkcalendar>`,
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 201 && response.status !== 405) {
    throw new Error(`Radicale: MKCALENDAR ${url} answered ${response.status}`);
  }
  return url;
}

/**
 * Writes one event resource (PUT) into a user's calendar.
 * @param {keyof typeof RADICALE_USERS} user
 * @param {string} calendarUrl
 * @param {string} uid
 * @param {string} ics
 */
export async function putCalendarEvent(user, calendarUrl, uid, ics) {
  const auth = `Basic ${Buffer.from(`${user}:${RADICALE_USERS[user]}`).toString("base64")}`;
  const response = await fetch(`${calendarUrl}${encodeURIComponent(uid)}.ics`, {
    method: "PUT",
    headers: { authorization: auth, "content-type": "text/calendar; charset=utf-8" },
    body: ics,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Radicale: PUT ${uid} answered ${response.status}`);
}
