import { describe, expect, it } from "vitest";
import { TAKEN_MESSAGE } from "../domain/bookings";
import type { BookingEventRef, HostCalendars } from "../calendars";
import { weekdayHost } from "../testing/fixtures";
import { useStandinFirestore } from "../testing/standinFirestore";
import { cancelBookingHandler } from "./cancelBooking";
import { createBookingHandler } from "./createBooking";
import { rescheduleBookingHandler } from "./rescheduleBooking";
import type { BookingDeps } from "./shared";

/*
 * Bookings and the hosts' own calendars, with a fake of calendars/index.ts's HostCalendars: the commit-time check
 * moves a booking to another free host or answers "just taken"; the booking's event is written with the
 * invitation's UID, rewritten on reschedule, deleted on cancel; an unreachable calendar never breaks a booking.
 * (tests/integration/calendars.itest.ts does the same against Radicale.)
 */

const standin = useStandinFirestore();
const NOW = new Date("2027-03-08T12:00:00.000Z");
const WED_9 = "2027-03-10T16:00:00.000Z";
const WED_10 = "2027-03-10T17:00:00.000Z";
async function addHost(uid: string) {
  await standin.db.doc(`booking_hosts/${uid}`).set(weekdayHost(uid));
}

function fakeCalendars(busyHosts: string[] = []) {
  const written: { hostUid: string; uid: string; ics: string }[] = [];
  const removed: BookingEventRef[] = [];
  const calendars: HostCalendars = {
    conflict: async (hostUid) => busyHosts.includes(hostUid),
    write: async (hostUid, uid, ics) => {
      written.push({ hostUid, uid, ics });
      return { calendarId: `cal-${hostUid}`, url: `https://dav.example/${hostUid}/${encodeURIComponent(uid)}.ics` };
    },
    remove: async (ref) => void removed.push(ref),
  };
  return { calendars, written, removed };
}

function deps(calendars: HostCalendars): BookingDeps {
  let tokens = 0;
  return {
    db: standin.db,
    now: () => NOW,
    key: () => "test-hash-key-0123456789abcdef",
    origin: () => "http://127.0.0.1:5000",
    rateLimiter: { consume: async () => true },
    log: { info: () => {}, warn: () => {}, error: () => {} },
    newToken: () => `${String(++tokens).padStart(3, "0")}${"t".repeat(40)}`,
    calendars,
  };
}

const visitor = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  organisation: "Rexburg School District",
  organisationType: "school",
  topics: "AI training for teachers",
  meetingType: "demo",
  start: WED_9,
  timeZone: "America/Los_Angeles",
};
const request = (data: unknown) => ({ data, ip: "203.0.113.9" });

describe("the commit-time check of the hosts' own calendars", () => {
  it("a conflict in the chosen host's calendar moves the booking to another free host", async () => {
    await addHost("host-a");
    await addHost("host-b");
    const fake = fakeCalendars(["host-a"]);
    await createBookingHandler(request(visitor), deps(fake.calendars));
    const [booking] = (await standin.db.collection("bookings").get()).docs;
    expect(booking?.get("host_uid")).toBe("host-b");
  });

  it("a conflict with every free host answers 'just taken' and stores nothing", async () => {
    await addHost("host-a");
    const fake = fakeCalendars(["host-a"]);
    await expect(createBookingHandler(request(visitor), deps(fake.calendars))).rejects.toMatchObject({
      code: "already-exists",
      message: TAKEN_MESSAGE,
    });
    expect((await standin.db.collection("bookings").get()).size).toBe(0);
    expect((await standin.db.collection("booking_locks").get()).size).toBe(0);
  });

  it("an unreachable calendar (the check answers no conflict) and a failed write never break a booking", async () => {
    await addHost("host-a");
    const calendars: HostCalendars = {
      conflict: async () => false,
      write: async () => {
        throw new Error("ECONNRESET");
      },
      remove: async () => {},
    };
    const answer = await createBookingHandler(request(visitor), deps(calendars));
    expect(answer.booking.status).toBe("scheduled");
  });
});

describe("the booking's event in the host's calendar", () => {
  it("is written with the invitation's UID, rewritten on reschedule, deleted on cancel", async () => {
    await addHost("host-a");
    const fake = fakeCalendars();
    const created = await createBookingHandler(request(visitor), deps(fake.calendars));
    const [booking] = (await standin.db.collection("bookings").get()).docs;
    const uid = String(booking?.get("ics_uid"));
    expect(fake.written).toHaveLength(1);
    expect(fake.written[0]).toMatchObject({ hostUid: "host-a", uid });
    expect(fake.written[0]?.ics).toContain(`UID:${uid}`);
    expect(fake.written[0]?.ics).toContain("DTSTART:20270310T160000Z");
    expect(fake.written[0]?.ics).not.toContain("METHOD:");
    expect((await booking!.ref.get()).get("calendar_event")).toMatchObject({ calendarId: "cal-host-a" });

    await rescheduleBookingHandler(request({ token: created.token, start: WED_10 }), deps(fake.calendars));
    expect(fake.written).toHaveLength(2);
    expect(fake.written[1]?.uid).toBe(uid);
    expect(fake.written[1]?.ics).toContain("DTSTART:20270310T170000Z");
    expect(fake.written[1]?.ics).toContain("SEQUENCE:1");
    // Same host, same resource: rewritten in place, nothing deleted.
    expect(fake.removed).toEqual([]);

    await cancelBookingHandler(request({ token: created.token }), deps(fake.calendars));
    expect(fake.removed).toEqual([
      { calendarId: "cal-host-a", url: `https://dav.example/host-a/${encodeURIComponent(uid)}.ics` },
    ]);
    expect((await booking!.ref.get()).get("calendar_event")).toBeNull();
  });
});

describe("a booking's own event in the host's calendar (issue 45)", () => {
  it("does not refuse moving the booking onto a time overlapping its current slot (the check excludes its UID)", async () => {
    await addHost("host-a");
    const fake = fakeCalendars();
    const created = await createBookingHandler(request(visitor), deps(fake.calendars));
    const [booking] = (await standin.db.collection("bookings").get()).docs;
    const uid = String(booking?.get("ics_uid"));
    // The host's calendar now holds the booking's event, 9:00-9:30: every check overlapping it finds it, unless told
    // to leave that UID out.
    const asked: (string | undefined)[] = [];
    const calendars: HostCalendars = {
      ...fake.calendars,
      conflict: async (_host, start, end, exceptUid) => {
        asked.push(exceptUid);
        const overlaps = start.getTime() < Date.parse(WED_9) + 30 * 60_000 && end.getTime() > Date.parse(WED_9);
        return overlaps && exceptUid !== uid;
      },
    };
    const moved = await rescheduleBookingHandler(
      request({ token: created.token, start: "2027-03-10T16:15:00.000Z" }),
      deps(calendars),
    );
    expect(moved.booking.start).toBe("2027-03-10T16:15:00.000Z");
    expect(asked).toEqual([uid]);
  });
});
