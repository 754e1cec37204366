/**
 * The seed's calendars: the demo admin is a host connected to a sample calendar on the stack's Radicale (CalDAV),
 * so a newcomer sees busy times remove free times without any setup. The sample (functions/src/domain/calendarSample.ts,
 * dated from next week) holds a weekly meeting with one cancelled and one moved instance, an all-day event and a
 * "free" event; its calendar also receives the demo admin's bookings. The connection is stored and synced by the
 * product's own code (functions/lib: the sealed secret, the sync), as connectCalendar would.
 *
 * Radicale's storage is fresh at each start: the sample is written again each time; the connection is made once.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { makeCalendar, putCalendarEvent, RADICALE_URL, RADICALE_USERS } from "../lib/radicale.mjs";

const load = createRequire(import.meta.url);

/** The CALENDAR_KEY the functions read (functions/.secret.local, written by scripts/stack.mjs). */
function calendarKey() {
  const secrets = readFileSync(new URL("../../functions/.secret.local", import.meta.url), "utf8");
  const key = /^CALENDAR_KEY=(.+)$/m.exec(secrets)?.[1];
  if (!key) throw new Error("functions/.secret.local has no CALENDAR_KEY (scripts/stack.mjs writes it)");
  return key;
}

/** The weekly hours the demo admin gets when they have none yet: weekdays 9–5 in Boise, every public meeting type. */
function demoHours(/** @type {typeof import("../../functions/src/domain/index.ts")} */ domain) {
  const day = [{ start: "09:00", end: "17:00" }];
  return {
    active: true,
    meetingTypes: [...domain.PUBLIC_MEETING_TYPE_IDS],
    weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] },
    daysOff: [],
    ...domain.AVAILABILITY_DEFAULTS,
  };
}

/**
 * @param {{
 *   db: import("firebase-admin/firestore").Firestore,
 *   uid: string,
 *   email: string,
 *   log: (line: string) => void,
 *   takeBookings: boolean,
 * }} options `takeBookings`: a demo admin without hours gets weekday hours (not in the tests, which set their own hosts)
 */
export async function seedCalendars({ db, uid, email, log, takeBookings }) {
  /** @type {typeof import("../../functions/src/domain/index.ts")} */
  const domain = load("../../functions/lib/domain/index.js");
  /** @type {typeof import("../../functions/src/domain/calendars.ts")} */
  const calendarDomain = load("../../functions/lib/domain/calendars.js");
  /** @type {typeof import("../../functions/src/domain/calendarSample.ts")} */
  const sample = load("../../functions/lib/domain/calendarSample.js");
  /** @type {typeof import("../../functions/src/calendars/secretBox.ts")} */
  const box = load("../../functions/lib/calendars/secretBox.js");
  /** @type {typeof import("../../functions/src/calendars/sync.ts")} */
  const sync = load("../../functions/lib/calendars/sync.js");

  const calendarUrl = await makeCalendar("demo", "sample", "Sample calendar");
  for (const event of sample.sampleCalendar(new Date()))
    await putCalendarEvent("demo", calendarUrl, event.uid, event.ics);

  const host = db.collection(domain.COLLECTIONS.bookingHosts).doc(uid);
  if (takeBookings && !(await host.get()).exists) {
    await host.set({ availability: demoHours(domain), active: true, email });
  }

  const calendars = db.collection(domain.COLLECTIONS.hostCalendars);
  const existing = await calendars.where("host_uid", "==", uid).limit(1).get();
  const key = calendarKey();
  const deps = {
    db,
    now: () => new Date(),
    key: () => key,
    fetch: sync.fetchUnder({ allowLoopback: true, timeoutMs: 10_000, maxBytes: 10 * 1024 * 1024 }),
    log: { info: () => {}, warn: () => {}, error: () => {} },
  };
  let id = existing.docs[0]?.id;
  if (!id) {
    const ref = calendars.doc();
    const secret = { url: `${RADICALE_URL}/demo/`, username: "demo", password: RADICALE_USERS.demo };
    await ref.create({
      host_uid: uid,
      kind: "caldav",
      name: "Sample calendar",
      hint: calendarDomain.addressHint(secret.url),
      secret: box.seal(key, ref.id, JSON.stringify(secret)),
      created_at: new Date(),
    });
    id = ref.id;
  }
  const outcome = await sync.syncCalendar(deps, id);
  const stored = (await calendars.doc(id).get()).data();
  if (stored && !stored.booking_calendar && stored.calendars?.[0]) {
    await calendars.doc(id).update({ booking_calendar: stored.calendars[0].key });
  }
  if (outcome === "failed") throw new Error(`the sample calendar did not sync: ${stored?.error}`);
  log(`• Seeded the demo admin's sample calendar (Radicale ${calendarUrl}, ${stored?.busy_count ?? 0} busy times)`);
}
