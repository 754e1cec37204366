import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SYNC_NOW_INTERVAL_MS, syncNowWaitMessage } from "../domain/calendars";
import { zonedToInstant } from "../domain/slots";
import { bookingFreeTimesHandler } from "../bookings/bookingFreeTimes";
import type { BookingDeps } from "../bookings/shared";
import { weekdayHost } from "../testing/fixtures";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import { EXPANSION_BUDGET } from "./ics";
import { connectCalendarHandler, myCalendarsHandler, syncCalendarNowHandler, type ManageDeps } from "./manage";
import { fetchUnder, storedBusy, syncAllCalendars, syncCalendar, unpackIntervals } from "./sync";

/*
 * Calendars stay right over time (issue 45), with iCal feeds served by a local HTTP server (each path its own feed,
 * an ETag per body) and the Firestore stand-in: busy times over the whole booking horizon; an unchanged feed's series
 * re-expanded as the window moves without fetching or parsing it again; the product's own bookings' events left out;
 * a feed past its expansion budget refused, or failing alone in a sync run while the others sync; a run's budget
 * deferring what it cannot afford; "Sync now" throttled.
 */

const standin = useStandinFirestore();
const NOW = new Date("2027-03-08T12:00:00.000Z");
const DAY = 86_400_000;
const KEY = "test-calendar-key-0123456789abcdef";
const SITE = "https://bookings.example.test";

const calendar = (...events: string[][]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...events.flat(), "END:VCALENDAR", ""].join("\r\n");
const vevent = (uid: string, ...lines: string[]) => ["BEGIN:VEVENT", `UID:${uid}`, ...lines, "END:VEVENT"];
const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The feeds by path; each answers 304 to its own ETag. */
const feeds = new Map<string, string>();
const requests = { full: 0, notModified: 0 };
let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    const body = feeds.get(req.url ?? "");
    if (body === undefined) {
      res.writeHead(404);
      return void res.end();
    }
    const etag = `"${createHash("sha1").update(body).digest("hex")}"`;
    if (req.headers["if-none-match"] === etag) {
      requests.notModified++;
      res.writeHead(304);
      return void res.end();
    }
    requests.full++;
    res.writeHead(200, { etag, "content-type": "text/calendar" });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  feeds.clear();
  Object.assign(requests, { full: 0, notModified: 0 });
});

function deps(clock = { now: NOW }): ManageDeps {
  const admin = adminDeps(standin.db);
  return {
    db: standin.db,
    verify: admin.verify,
    staff: admin.staff,
    now: () => clock.now,
    key: () => KEY,
    fetch: fetchUnder({ allowLoopback: true, timeoutMs: 10_000, maxBytes: 4 * 1024 * 1024 }),
    log: { info: () => {}, warn: () => {}, error: () => {} },
    siteOrigin: () => SITE,
  };
}

async function connect(path: string, uid = "host-a", clock = { now: NOW }) {
  const answer = await connectCalendarHandler(
    adminRequest({ kind: "ics", url: `${base}${path}` }, {}, uid),
    deps(clock),
  );
  return answer.calendars[answer.calendars.length - 1]!.id;
}

/** Whether the stored busy times of `id` cover the instant `at`. */
async function blocks(id: string, at: number): Promise<boolean> {
  const stored = (await standin.db.doc(`calendar_busy/${id}`).get()).get("intervals");
  return unpackIntervals(stored).some((item) => item.start <= at && at < item.end);
}

const boise = (date: string, time: string) => zonedToInstant(date, time, "America/Boise").getTime();
const dateIn = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString().slice(0, 10);

describe("the horizon", () => {
  it("busy times are stored over the longest booking horizon (365 days), not 90", async () => {
    // Tuesday 4 January 2028, 302 days ahead.
    const far = boise(dateIn(302), "10:00");
    feeds.set("/far.ics", calendar(vevent("far", `DTSTART:${utc(far)}`, `DTEND:${utc(far + 3_600_000)}`)));
    const id = await connect("/far.ics");
    expect(await blocks(id, far + 60_000)).toBe(true);
    // …and free times of a host with a 365-day horizon leave that hour out.
    await standin.db.doc("booking_hosts/host-a").set(weekdayHost("host-a", { horizonDays: 365 }));
    const bookingDeps = {
      db: standin.db,
      now: () => NOW,
      key: () => "test-hash-key-0123456789abcdef",
      origin: () => SITE,
      rateLimiter: { consume: async () => true },
      log: { info: () => {}, warn: () => {}, error: () => {} },
    } satisfies BookingDeps;
    const { times } = await bookingFreeTimesHandler(
      {
        data: {
          meetingType: "demo",
          from: new Date(far - 3_600_000).toISOString(),
          to: new Date(far + 2 * 3_600_000).toISOString(),
        },
        ip: "203.0.113.9",
      },
      bookingDeps,
    );
    const offered = times.map((time) => Date.parse(time));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((time) => time > far - 30 * 60_000 && time < far + 3_600_000)).toEqual([]);
  });
});

describe("never a time beyond what is stored", () => {
  it("past the end of a calendar's stored window its host is busy (a calendar failing for months, or stored before)", async () => {
    feeds.set("/short.ics", calendar(vevent("x", "DTSTART:20270309T160000Z", "DURATION:PT1H")));
    const id = await connect("/short.ics");
    const end = NOW.getTime() + 30 * DAY;
    await standin.db.doc(`calendar_busy/${id}`).update({ expanded_to: end });
    const busy = await storedBusy(standin.db, ["host-a"], new Date(end - DAY), new Date(end + DAY));
    expect(busy.get("host-a")?.map((item) => [item.start.getTime(), item.end.getTime()])).toEqual([[end, end + DAY]]);
    // A document stored before expanded_to existed covered 90 days from its sync.
    const { expanded_to: _dropped, ...stored } = (await standin.db.doc(`calendar_busy/${id}`).get()).data() ?? {};
    await standin.db.doc(`calendar_busy/${id}`).delete();
    await standin.db.doc(`calendar_busy/${id}`).set(stored);
    const legacy = NOW.getTime() + 90 * DAY;
    const old = await storedBusy(standin.db, ["host-a"], new Date(legacy - DAY), new Date(legacy + DAY));
    expect(old.get("host-a")?.map((item) => item.start.getTime())).toEqual([legacy]);
  });
});

describe("a calendar nobody edits", () => {
  it("still blocks its weekly meeting in six months: re-expanded as the window moves, without fetching it again", async () => {
    const first = boise(dateIn(1), "10:00");
    feeds.set(
      "/weekly.ics",
      calendar(
        vevent("weekly", `DTSTART:${utc(first)}`, `DTEND:${utc(first + 3_600_000)}`, "RRULE:FREQ=WEEKLY"),
        vevent("dentist", `DTSTART:${utc(first + 2 * DAY)}`, `DTEND:${utc(first + 2 * DAY + 1_800_000)}`),
      ),
    );
    const id = await connect("/weekly.ics");
    expect(requests).toEqual({ full: 1, notModified: 0 });
    const later = { now: new Date(NOW.getTime() + 180 * DAY) };
    // The instance a year after the later sync: beyond what the first window stored.
    const beyond = first + Math.floor((180 + 360) / 7) * 7 * DAY;
    expect(await blocks(id, beyond + 60_000)).toBe(false);
    expect(await syncCalendar(deps(later), id)).toBe("unchanged");
    // One conditional request answered 304: no body fetched, none parsed.
    expect(requests).toEqual({ full: 1, notModified: 1 });
    expect(await blocks(id, beyond + 60_000)).toBe(true);
    // The window's start moved too: what ended before it is gone; the single event (past) with it.
    const stored = unpackIntervals((await standin.db.doc(`calendar_busy/${id}`).get()).get("intervals"));
    expect(stored[0]!.start).toBeGreaterThanOrEqual(later.now.getTime() - DAY);
    // Within 6 hours of the last expansion: not expanded again.
    const soon = { now: new Date(later.now.getTime() + 3_600_000) };
    expect(await syncCalendar(deps(soon), id)).toBe("unchanged");
    expect(requests.full).toBe(1);
  });

  it("a calendar stored without kept series (before this change) is read again in full once its window moves", async () => {
    const first = boise(dateIn(1), "10:00");
    feeds.set("/old.ics", calendar(vevent("w", `DTSTART:${utc(first)}`, "DURATION:PT1H", "RRULE:FREQ=WEEKLY")));
    const id = await connect("/old.ics");
    await standin.db.doc(`calendar_series/${id}`).delete();
    expect(await syncCalendar(deps({ now: new Date(NOW.getTime() + 30 * DAY) }), id)).toBe("synced");
    expect(requests.full).toBe(2);
    expect((await standin.db.doc(`calendar_series/${id}`).get()).get("texts")).toHaveLength(1);
  });

  it("keeps only what decides what blocks: no summary, description or other attendees", async () => {
    const first = boise(dateIn(1), "10:00");
    feeds.set(
      "/private.ics",
      calendar(
        vevent(
          "w",
          `DTSTART:${utc(first)}`,
          "DURATION:PT1H",
          "RRULE:FREQ=WEEKLY",
          "SUMMARY:Salary review with Bob",
          "DESCRIPTION:Confidential",
          "ATTENDEE;CN=Bob:mailto:bob@example.com",
        ),
      ),
    );
    const id = await connect("/private.ics");
    const kept = JSON.stringify((await standin.db.doc(`calendar_series/${id}`).get()).data());
    expect(kept).toContain("RRULE:FREQ=WEEKLY");
    expect(kept).not.toMatch(/Salary|Confidential|bob@example/);
  });
});

describe("the product's own bookings in a host's calendar", () => {
  it("block as bookings, not as calendar events: their UIDs are left out of the stored busy times", async () => {
    const at = boise(dateIn(2), "09:00");
    const own = "5f0c2b1a-7d3e-4c8f-9a61-2b3c4d5e6f70@bookings.example.test";
    feeds.set(
      "/with-booking.ics",
      calendar(
        vevent(own, `DTSTART:${utc(at)}`, `DTEND:${utc(at + 1_800_000)}`),
        vevent(
          "5f0c2b1a-7d3e-4c8f-9a61-2b3c4d5e6f71@elsewhere.example",
          `DTSTART:${utc(at + 2 * 3_600_000)}`,
          "DURATION:PT30M",
        ),
      ),
    );
    const id = await connect("/with-booking.ics");
    expect(await blocks(id, at + 60_000)).toBe(false);
    expect(await blocks(id, at + 2 * 3_600_000 + 60_000)).toBe(true);
  });
});

describe("bounded work", () => {
  const minutely = calendar(
    ...Array.from({ length: 50 }, (_, index) =>
      vevent(`m${index}`, "DTSTART:20200101T000000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY"),
    ),
  );

  it("a feed of 50 FREQ=MINUTELY series is refused at connect within seconds, with the reason; nothing is stored", async () => {
    feeds.set("/minutely.ics", minutely);
    const started = performance.now();
    await expect(connect("/minutely.ics")).rejects.toMatchObject({
      code: "failed-precondition",
      message: expect.stringMatching(/^Too many repeating events to read/),
    });
    expect(performance.now() - started).toBeLessThan(EXPANSION_BUDGET.ms + 2_000);
    expect((await standin.db.collection("host_calendars").get()).size).toBe(0);
  });

  it("one that becomes so fails alone in a sync run, its reason in the tab, while another host's calendar syncs", async () => {
    const first = boise(dateIn(1), "10:00");
    feeds.set("/a.ics", calendar(vevent("w", `DTSTART:${utc(first)}`, "DURATION:PT1H", "RRULE:FREQ=WEEKLY")));
    feeds.set("/b.ics", calendar(vevent("w", `DTSTART:${utc(first)}`, "DURATION:PT1H", "RRULE:FREQ=DAILY")));
    const heavy = await connect("/a.ics", "host-a");
    const other = await connect("/b.ics", "host-b");
    const before = (await standin.db.doc(`calendar_busy/${heavy}`).get()).data();
    feeds.set("/a.ics", minutely);
    feeds.set("/b.ics", calendar(vevent("w", `DTSTART:${utc(first)}`, "DURATION:PT2H", "RRULE:FREQ=DAILY")));
    const started = performance.now();
    expect(await syncAllCalendars(deps())).toEqual({ synced: 1, unchanged: 0, failed: 1, deferred: 0 });
    expect(performance.now() - started).toBeLessThan(EXPANSION_BUDGET.ms + 3_000);
    // The heavy one keeps its last good busy times and says why in the Availability tab.
    expect((await standin.db.doc(`calendar_busy/${heavy}`).get()).data()).toEqual(before);
    const tab = await myCalendarsHandler(adminRequest({}, {}, "host-a"), deps());
    expect(tab.calendars[0]?.error).toMatch(/^Too many repeating events to read/);
    // The other host's new times are stored.
    expect(await blocks(other, first + 90 * 60_000)).toBe(true);
    // Free times read stored intervals only: they answer at once whatever the feeds hold.
    const busyStarted = performance.now();
    await storedBusy(standin.db, undefined, NOW, new Date(NOW.getTime() + 30 * DAY));
    expect(performance.now() - busyStarted).toBeLessThan(1_000);
  });

  it("a run defers, longest unsynced first next time, the calendars its own budget cannot afford", async () => {
    const first = boise(dateIn(1), "10:00");
    feeds.set("/d1.ics", calendar(vevent("w", `DTSTART:${utc(first)}`, "DURATION:PT1H", "RRULE:FREQ=DAILY")));
    feeds.set("/d2.ics", calendar(vevent("w", `DTSTART:${utc(first)}`, "DURATION:PT1H", "RRULE:FREQ=WEEKLY")));
    const one = await connect("/d1.ics", "host-a");
    const two = await connect("/d2.ics", "host-b", { now: new Date(NOW.getTime() - 3_600_000) });
    // Both change; the run has room for one calendar's whole budget only: the one synced longest ago (two) goes,
    // and the other waits for the next run (it would have been cut short by another calendar's cost).
    feeds.set("/d1.ics", calendar(vevent("w", `DTSTART:${utc(first)}`, "DURATION:PT2H", "RRULE:FREQ=DAILY")));
    feeds.set("/d2.ics", calendar(vevent("w", `DTSTART:${utc(first)}`, "DURATION:PT2H", "RRULE:FREQ=DAILY")));
    const later = { now: new Date(NOW.getTime() + 600_000) };
    expect(await syncAllCalendars(deps(later), { instances: EXPANSION_BUDGET.instances + 100, ms: 60_000 })).toEqual({
      synced: 1,
      unchanged: 0,
      failed: 0,
      deferred: 1,
    });
    const syncedAt = async (id: string) =>
      (await standin.db.doc(`host_calendars/${id}`).get()).get("synced_at").toMillis() as number;
    expect(await syncedAt(two)).toBe(later.now.getTime());
    expect(await syncedAt(one)).toBe(NOW.getTime());
  });
});

describe('"Sync now"', () => {
  it("runs at most once a minute per calendar", async () => {
    feeds.set("/n.ics", calendar(vevent("x", "DTSTART:20270309T160000Z", "DURATION:PT1H")));
    const id = await connect("/n.ics");
    const clock = { now: new Date(NOW.getTime() + 1_000) };
    const sync = () => syncCalendarNowHandler(adminRequest({ id }, {}, "host-a"), deps(clock));
    await sync();
    expect(requests.notModified).toBe(1);
    clock.now = new Date(clock.now.getTime() + 20_000);
    await expect(sync()).rejects.toMatchObject({ code: "resource-exhausted", message: syncNowWaitMessage(40) });
    expect(requests.notModified).toBe(1);
    clock.now = new Date(clock.now.getTime() + SYNC_NOW_INTERVAL_MS);
    await sync();
    expect(requests.notModified).toBe(2);
  });
});
