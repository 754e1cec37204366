import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sampleFeed, sampleMonday } from "../domain/calendarSample";
import { zonedToInstant } from "../domain/slots";
import { bookingFreeTimesHandler } from "../bookings/bookingFreeTimes";
import type { BookingDeps } from "../bookings/shared";
import { weekdayHost } from "../testing/fixtures";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import {
  connectCalendarHandler,
  disconnectCalendarHandler,
  myCalendarsHandler,
  setBookingCalendarHandler,
  syncCalendarNowHandler,
  type ManageDeps,
} from "./manage";
import { fetchUnder, storedBusy, syncAllCalendars, syncCalendar } from "./sync";

/*
 * Connecting, syncing and reading an iCal feed served by a local HTTP server, against the Firestore stand-in: the
 * conditional read, the last good busy times kept on a failure, the errors in plain words, the secrets never
 * answered, a host managing only their own calendars, and free times removing what the stored busy times cover.
 */

const standin = useStandinFirestore();
const NOW = new Date("2027-03-08T12:00:00.000Z");
const KEY = "test-calendar-key-0123456789abcdef";

let server: Server;
let base = "";
const served = { status: 200, body: sampleFeed(NOW), full: 0, notModified: 0 };
beforeAll(async () => {
  server = createServer((req, res) => {
    if (served.status !== 200) {
      res.writeHead(served.status);
      return void res.end("error");
    }
    const etag = `"${createHash("sha1").update(served.body).digest("hex")}"`;
    if (req.headers["if-none-match"] === etag) {
      served.notModified++;
      res.writeHead(304);
      return void res.end();
    }
    served.full++;
    res.writeHead(200, { etag, "content-type": "text/calendar" });
    res.end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  Object.assign(served, { status: 200, body: sampleFeed(NOW), full: 0, notModified: 0 });
});

/** The failure notices queued: [calendar id, event id, mails]. */
const notices: [string, string, readonly string[]][] = [];
beforeEach(() => {
  notices.length = 0;
});

function deps(clock = { now: NOW }): ManageDeps {
  const admin = adminDeps(standin.db);
  return {
    db: standin.db,
    verify: admin.verify,
    staff: admin.staff,
    now: () => clock.now,
    key: () => KEY,
    fetch: fetchUnder({ allowLoopback: true, timeoutMs: 2_000, maxBytes: 1024 * 1024 }),
    log: { info: () => {}, warn: () => {}, error: () => {} },
    failureNotice: {
      notify: async (kind, id, event, mails) => {
        expect(kind).toBe("calendars");
        notices.push([id, event, mails]);
      },
      origin: () => "https://example.test",
    },
  };
}

async function addHost(uid: string) {
  await standin.db.doc(`booking_hosts/${uid}`).set(weekdayHost(uid));
}

async function connect(uid = "host-a", url = `${base}/private-abcd1234/basic.ics`) {
  return connectCalendarHandler(adminRequest({ kind: "ics", url }, {}, uid), deps());
}

describe("connecting and syncing an iCal feed", () => {
  it("connects: reads the feed once, stores the busy times, answers the name and a hint, never the address", async () => {
    const answer = await connect();
    expect(answer.calendars).toHaveLength(1);
    const [calendar] = answer.calendars;
    expect(calendar).toMatchObject({ kind: "ics", name: "Sample calendar", hint: "127.0.0.1 · ….ics", error: null });
    // Weekly meeting: 8 instances, one cancelled, one moved; the all-day expo; the free event does not count.
    expect(calendar?.busyCount).toBe(8);
    expect(JSON.stringify(answer)).not.toContain("private-abcd1234");
    const stored = (await standin.db.collection("host_calendars").get()).docs[0]?.data();
    expect(JSON.stringify(stored)).not.toContain("private-abcd1234");
    // The 14-day view (to Monday 22 March, 5:00 in Boise): week 1's meeting and the expo.
    expect(answer.view.busy).toHaveLength(2);
  });

  it("an unchanged feed costs one conditional request and no parse; a changed one is read again", async () => {
    const { calendars } = await connect();
    const id = calendars[0]!.id;
    expect(await syncCalendar(deps(), id)).toBe("unchanged");
    expect(served).toMatchObject({ full: 1, notModified: 1 });
    served.body = sampleFeed(new Date("2027-03-15T12:00:00.000Z"));
    expect(await syncCalendar(deps(), id)).toBe("synced");
    expect(served).toMatchObject({ full: 2, notModified: 1 });
  });

  it("a failing feed keeps its last good busy times and shows the error in plain words", async () => {
    const { calendars } = await connect();
    const id = calendars[0]!.id;
    const before = (await standin.db.doc(`calendar_busy/${id}`).get()).data();
    served.status = 404;
    expect(await syncCalendar(deps(), id)).toBe("failed");
    expect((await standin.db.doc(`calendar_busy/${id}`).get()).data()).toEqual(before);
    const answer = await myCalendarsHandler(adminRequest({}, {}, "host-a"), deps());
    expect(answer.calendars[0]?.error).toBe("The address answered 404.");
    expect(answer.calendars[0]?.busyCount).toBe(8);
  });

  it("an address that does not answer a calendar is refused at connect, and nothing is stored", async () => {
    served.body = "<html><body>Sign in</body></html>";
    await expect(connect()).rejects.toMatchObject({ code: "failed-precondition", message: "Not a calendar." });
    served.status = 500;
    await expect(connect()).rejects.toMatchObject({ message: "The address answered 500." });
    expect((await standin.db.collection("host_calendars").get()).size).toBe(0);
    expect((await standin.db.collection("calendar_busy").get()).size).toBe(0);
  });

  it("a host manages only their own calendars", async () => {
    const { calendars } = await connect("host-a");
    const id = calendars[0]!.id;
    const other = (data: unknown) => adminRequest(data, {}, "host-b");
    await expect(syncCalendarNowHandler(other({ id }), deps())).rejects.toMatchObject({ code: "not-found" });
    await expect(disconnectCalendarHandler(other({ id }), deps())).rejects.toMatchObject({ code: "not-found" });
    await expect(setBookingCalendarHandler(other({ id, calendar: null }), deps())).rejects.toMatchObject({
      code: "not-found",
    });
    expect((await myCalendarsHandler(other({}), deps())).calendars).toEqual([]);
    expect((await standin.db.collection("host_calendars").get()).size).toBe(1);
  });

  it("Disconnect deletes the connection, its sealed secret and its busy times at once", async () => {
    const { calendars } = await connect();
    const id = calendars[0]!.id;
    const answer = await disconnectCalendarHandler(adminRequest({ id }, {}, "host-a"), deps());
    expect(answer.calendars).toEqual([]);
    // Both the connection and its removal are in the audit log, never the calendar's address.
    const audit = await standin.db.collection("audit_log").where("action", "==", "calendar-connection").get();
    expect(
      audit.docs.map((doc) => doc.get("details")).sort((a, b) => Number(b.connected) - Number(a.connected)),
    ).toEqual([{ connected: true }, { connected: false }]);
    expect(JSON.stringify(audit.docs.map((doc) => doc.data()))).not.toContain("private-abcd1234");
    expect((await standin.db.doc(`host_calendars/${id}`).get()).exists).toBe(false);
    expect((await standin.db.doc(`calendar_busy/${id}`).get()).exists).toBe(false);
  });

  it("the scheduled sync reads every calendar", async () => {
    await connect("host-a");
    await connect("host-b");
    expect(await syncAllCalendars(deps())).toEqual({ synced: 0, unchanged: 2, failed: 0, deferred: 0 });
  });
});

describe("one staff mail when a calendar has failed for an hour", () => {
  const minutes = (count: number) => ({ now: new Date(NOW.getTime() + count * 60_000) });

  it("tells each failure streak once, at an hour, and again after a good read and another hour", async () => {
    await addHost("host-a");
    const { calendars } = await connect();
    const id = calendars[0]!.id;
    served.status = 404;
    // The first failure: no mail.
    expect(await syncCalendar(deps(minutes(10)), id)).toBe("failed");
    expect(notices).toEqual([]);
    // Failing for 59 minutes: still none.
    for (const at of [20, 40, 60, 69]) await syncCalendar(deps(minutes(at)), id);
    expect(notices).toEqual([]);
    // 60 minutes after the first failure: one mail, to the staff list and the host.
    await syncCalendar(deps(minutes(70)), id);
    expect(notices).toEqual([[id, `failing-${minutes(10).now.getTime()}`, ["staff"]]]);
    const event = (await standin.db.doc(`host_calendars/${id}/mails/${notices[0]![1]}`).get()).data();
    expect(event).toMatchObject({ to: "", staff_extra: ["host-a@example.test"], capped: false });
    expect(event?.staff.subject).toBe('Calendar not syncing: "Sample calendar" of host-a@example.test');
    expect(event?.staff.text).toContain("The address answered 404.");
    expect(event?.staff.text).toContain("127.0.0.1 · ….ics");
    expect(JSON.stringify(event)).not.toContain("private-abcd1234");
    // Further failures: no more mail.
    for (const at of [80, 130, 600]) await syncCalendar(deps(minutes(at)), id);
    expect(notices).toHaveLength(1);
    // A good read ends the streak; failing for an hour again is told again.
    served.status = 200;
    expect(await syncCalendar(deps(minutes(610)), id)).toBe("unchanged");
    served.status = 500;
    await syncCalendar(deps(minutes(620)), id);
    await syncCalendar(deps(minutes(679)), id);
    expect(notices).toHaveLength(1);
    await syncCalendar(deps(minutes(680)), id);
    expect(notices).toHaveLength(2);
    expect(notices[1]![1]).toBe(`failing-${minutes(620).now.getTime()}`);
    const second = (await standin.db.doc(`host_calendars/${id}/mails/${notices[1]![1]}`).get()).data();
    expect(second?.staff.text).toContain("The address answered 500.");
    // Disconnect deletes the notices' mail events with the connection.
    await disconnectCalendarHandler(adminRequest({ id }, {}, "host-a"), deps());
    expect((await standin.db.collection(`host_calendars/${id}/mails`).get()).size).toBe(0);
  });

  it("two syncs failing at once past the hour record one notice", async () => {
    await addHost("host-a");
    const { calendars } = await connect();
    const id = calendars[0]!.id;
    served.status = 404;
    await syncCalendar(deps(minutes(1)), id);
    await Promise.all([syncCalendar(deps(minutes(61)), id), syncCalendar(deps(minutes(61)), id)]);
    expect(notices).toHaveLength(1);
    expect((await standin.db.collection(`host_calendars/${id}/mails`).get()).size).toBe(1);
  });
});

describe("free times read the stored busy times", () => {
  it("the sample's busy times remove their free times; the free event and the cancelled instance do not", async () => {
    await addHost("host-a");
    await connect("host-a");
    const monday = sampleMonday(NOW);
    const at = (day: number, time: string) => {
      const date = new Date(`${monday}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + day);
      return zonedToInstant(date.toISOString().slice(0, 10), time, "America/Boise").toISOString();
    };
    const bookingDeps = {
      db: standin.db,
      now: () => NOW,
      key: () => "test-hash-key-0123456789abcdef",
      origin: () => "http://127.0.0.1:5000",
      rateLimiter: { consume: async () => true },
      log: { info: () => {}, warn: () => {}, error: () => {} },
    } satisfies BookingDeps;
    const times = async (from: string, to: string) =>
      (await bookingFreeTimesHandler({ data: { meetingType: "demo", from, to }, ip: "203.0.113.9" }, bookingDeps))
        .times;
    // Week 1 Tuesday: the weekly meeting 10:00–11:00 blocks 9:45 to 10:45 starts of a 30-minute demo (9:30 ends at 10).
    const tuesday = await times(at(1, "09:00"), at(1, "12:00"));
    expect(tuesday).toContain(at(1, "09:30"));
    expect(tuesday).not.toContain(at(1, "09:45"));
    expect(tuesday).not.toContain(at(1, "10:30"));
    expect(tuesday).toContain(at(1, "11:00"));
    // Week 1 Thursday: the all-day expo blocks the whole day.
    expect(await times(at(3, "00:00"), at(4, "00:00"))).toEqual([]);
    // Week 1 Friday: the "free" focus time blocks nothing.
    expect(await times(at(4, "09:00"), at(4, "12:00"))).toContain(at(4, "09:00"));
    // Week 2 Tuesday: that instance is cancelled.
    expect(await times(at(8, "10:00"), at(8, "11:00"))).toContain(at(8, "10:00"));
    // Week 3: Tuesday's instance moved to Wednesday 14:00–15:30.
    expect(await times(at(15, "10:00"), at(15, "11:00"))).toContain(at(15, "10:00"));
    expect(await times(at(16, "14:00"), at(16, "15:30"))).toEqual([]);
  });

  it("storedBusy answers only the asked hosts' intervals within the window", async () => {
    await connect("host-a");
    const monday = zonedToInstant(sampleMonday(NOW), "00:00", "America/Boise");
    const week = new Date(monday.getTime() + 7 * 86_400_000);
    const busy = await storedBusy(standin.db, ["host-a", "host-z"], monday, week);
    expect(busy.get("host-a")?.length).toBe(2);
    expect(busy.get("host-z")).toBeUndefined();
  });
});
