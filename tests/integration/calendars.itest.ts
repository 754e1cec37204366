/**
 * Hosts' own calendars against a real CalDAV server: the stack's Radicale (scripts/lib/radicale.mjs). A host connects
 * their Radicale account over CalDAV with a password; another CalDAV client (tsdav) adds, moves and deletes events
 * there, and within one tick of the local sync (scripts/lib/local-schedules.mjs) the free times follow. A booking is
 * written into the host's calendar with the invitation's UID, moved on reschedule and removed on cancel; an event
 * added between showing a time and booking it is caught at the commit.
 *
 * The host takes partnership calls at night (Boise), when no other test's or the seed's host has hours, ten days
 * ahead, so the free times asked for are this host's alone.
 */
import ICAL from "ical.js";
import { DAVClient, type DAVCalendar, type DAVCalendarObject } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Availability,
  BookingChangeResponse,
  CreateBookingResponse,
  FreeTimesResponse,
} from "../../functions/src/domain/bookings";
import type { MyCalendarsResponse } from "../../functions/src/domain/calendars";
import { instantToZoned, zonedToInstant } from "../../functions/src/domain/slots";
import { makeCalendar, RADICALE_URL, RADICALE_USERS } from "../../scripts/lib/radicale.mjs";
import { admin, createUser, webClient } from "./emulators";

const HOST_EMAIL = "calendar-host@example.test";
const PASSWORD = "calendar-host-pw";
const ZONE = "America/Boise";
const TAKEN = "That time was just taken — please pick another";

const night = [{ start: "01:00", end: "06:00" }];
const availability: Availability = {
  active: true,
  meetingTypes: ["partnership-call"],
  weekly: { mon: night, tue: night, wed: night, thu: night, fri: night, sat: night, sun: night },
  daysOff: [],
  minimumNoticeHours: 1,
  horizonDays: 30,
  bufferMinutes: 0,
  dailyCap: 20,
};

const host = webClient();
const site = webClient();
const dav = new DAVClient({
  serverUrl: `${RADICALE_URL}/`,
  credentials: { username: "host-a", password: RADICALE_USERS["host-a"] },
  authMethod: "Basic",
  defaultAccountType: "caldav",
});
let calendar: DAVCalendar;

/** Ten days ahead, in Boise. */
const day = instantToZoned(new Date(Date.now() + 10 * 86_400_000), ZONE).date;
const at = (time: string) => zonedToInstant(day, time, ZONE).toISOString();
const compact = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

function event(uid: string, start: string, end: string) {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//integration test//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20260101T000000Z",
    `DTSTART:${compact(start)}`,
    `DTEND:${compact(end)}`,
    "SUMMARY:School board",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

async function freeTimes(): Promise<string[]> {
  const answer = await site.call<FreeTimesResponse>("bookingFreeTimes", {
    meetingType: "partnership-call",
    from: at("01:00"),
    to: at("06:00"),
  });
  return answer.times;
}

/** Polls the free times until `check` holds (the local sync ticks every 20 s): at most 75 s. */
async function until(check: (times: string[]) => boolean): Promise<string[]> {
  const deadline = Date.now() + 75_000;
  for (;;) {
    const times = await freeTimes();
    if (check(times) || Date.now() > deadline) return times;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

async function objects(): Promise<DAVCalendarObject[]> {
  return dav.fetchCalendarObjects({ calendar });
}

beforeAll(async () => {
  await createUser(HOST_EMAIL, PASSWORD, { admin: true });
  const { auth } = admin();
  const user = await auth.getUserByEmail(HOST_EMAIL);
  await auth.updateUser(user.uid, { emailVerified: true });
  await host.signIn(HOST_EMAIL, PASSWORD);
  await host.call("setMyAvailability", availability);
  await makeCalendar("host-a", "work", "Work");
  await dav.login();
  const found = (await dav.fetchCalendars()).find((item) => item.url.endsWith("/host-a/work/"));
  if (!found) throw new Error("Radicale: the host's calendar was not made");
  calendar = found;
}, 60_000);

afterAll(async () => {
  await host.call("setMyAvailability", { ...availability, active: false });
});

describe("a host's CalDAV calendar on Radicale", () => {
  it("connects with a password; the answer names the calendar, never the address or password", async () => {
    const answer = await host.call<MyCalendarsResponse>("connectCalendar", {
      kind: "caldav",
      url: `${RADICALE_URL}/host-a/`,
      username: "host-a",
      password: RADICALE_USERS["host-a"],
    });
    const [connected] = answer.calendars;
    expect(connected).toMatchObject({ kind: "caldav", error: null });
    expect(connected?.calendars.map((item) => item.name)).toEqual(["Work"]);
    // The first calendar receives bookings until the host picks another.
    expect(connected?.bookingCalendar).toBe(connected?.calendars[0]?.key);
    expect(JSON.stringify(answer)).not.toContain(RADICALE_USERS["host-a"]);
    expect(JSON.stringify(answer)).not.toContain("/host-a/");
    expect(await freeTimes()).toContain(at("02:00"));
  }, 60_000);

  it("an event added, moved and deleted there changes the free times within one tick", async () => {
    await dav.createCalendarObject({
      calendar,
      filename: "board.ics",
      iCalString: event("board@test", at("02:00"), at("03:00")),
    });
    let times = await until((list) => !list.includes(at("02:00")));
    expect(times).not.toContain(at("02:00"));
    expect(times).not.toContain(at("01:30")); // a 45-minute call from 1:30 would end in it
    expect(times).toContain(at("01:15"));

    const [added] = (await objects()).filter((item) => item.data.includes("UID:board@test"));
    await dav.updateCalendarObject({
      calendarObject: { url: added!.url, etag: added!.etag, data: event("board@test", at("04:00"), at("05:00")) },
    });
    times = await until((list) => list.includes(at("02:00")) && !list.includes(at("04:00")));
    expect(times).toContain(at("02:00"));
    expect(times).not.toContain(at("04:00"));

    const [moved] = (await objects()).filter((item) => item.data.includes("UID:board@test"));
    await dav.deleteCalendarObject({ calendarObject: { url: moved!.url, etag: moved!.etag } });
    times = await until((list) => list.includes(at("04:00")));
    expect(times).toContain(at("04:00"));
  }, 240_000);

  it("a booking lands in the calendar with the invitation's UID, moves on reschedule, goes on cancel", async () => {
    const booked = await site.call<CreateBookingResponse>("createBooking", {
      name: "Grace Hopper",
      email: "grace.calendar@example.com",
      organisation: "Idaho Falls District",
      organisationType: "school",
      topics: "Partnership",
      meetingType: "partnership-call",
      start: at("01:00"),
      timeZone: ZONE,
    });
    const uid = String(
      ICAL.Component.fromString(booked.invitation).getFirstSubcomponent("vevent")?.getFirstPropertyValue("uid"),
    );
    let written = (await objects()).filter((item) => item.data.includes(`UID:${uid}`));
    expect(written).toHaveLength(1);
    expect(written[0]?.data).toContain(`DTSTART:${compact(at("01:00"))}`);

    await site.call<BookingChangeResponse>("rescheduleBooking", { token: booked.token, start: at("05:00") });
    written = (await objects()).filter((item) => item.data.includes(`UID:${uid}`));
    expect(written).toHaveLength(1);
    expect(written[0]?.data).toContain(`DTSTART:${compact(at("05:00"))}`);
    expect(written[0]?.data).toContain("SEQUENCE:1");

    await site.call<BookingChangeResponse>("cancelBooking", { token: booked.token });
    expect((await objects()).filter((item) => item.data.includes(`UID:${uid}`))).toEqual([]);
  }, 120_000);

  it("an event added between showing a time and booking it is caught at the commit", async () => {
    expect(await freeTimes()).toContain(at("03:00"));
    // No tick: the stored busy times do not know it yet; the commit-time check asks Radicale.
    await dav.createCalendarObject({
      calendar,
      filename: "late.ics",
      iCalString: event("late@test", at("03:00"), at("04:00")),
    });
    await expect(
      site.call("createBooking", {
        name: "Alan Turing",
        email: "alan.calendar@example.com",
        organisation: "Boise State",
        organisationType: "university",
        topics: "Partnership",
        meetingType: "partnership-call",
        start: at("03:00"),
        timeZone: ZONE,
      }),
    ).rejects.toMatchObject({ code: "functions/already-exists", message: expect.stringContaining(TAKEN) });
  }, 60_000);

  it("a visitor moves a booking onto a time overlapping its own: its own event in the calendar does not refuse it", async () => {
    const booked = await site.call<CreateBookingResponse>("createBooking", {
      name: "Ada Lovelace",
      email: "ada.calendar@example.com",
      organisation: "Rexburg District",
      organisationType: "school",
      topics: "Partnership",
      meetingType: "partnership-call",
      start: at("01:00"),
      timeZone: ZONE,
    });
    const uid = String(
      ICAL.Component.fromString(booked.invitation).getFirstSubcomponent("vevent")?.getFirstPropertyValue("uid"),
    );
    expect((await objects()).filter((item) => item.data.includes(`UID:${uid}`))).toHaveLength(1);
    // A tick of the local sync (20 s) reads the calendar with the booking's event in it.
    await new Promise((resolve) => setTimeout(resolve, 25_000));
    const moved = await site.call<BookingChangeResponse>("rescheduleBooking", {
      token: booked.token,
      start: at("01:15"),
    });
    expect(moved.booking.start).toBe(at("01:15"));
    const written = (await objects()).filter((item) => item.data.includes(`UID:${uid}`));
    expect(written[0]?.data).toContain(`DTSTART:${compact(at("01:15"))}`);
    await site.call<BookingChangeResponse>("cancelBooking", { token: booked.token });
  }, 120_000);

  it("a daily meeting whose series began in 1970 blocks that hour ten days from now", async () => {
    expect(await freeTimes()).toContain(at("05:00"));
    await dav.createCalendarObject({
      calendar,
      filename: "since-1970.ics",
      iCalString: [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//integration test//EN",
        "BEGIN:VEVENT",
        "UID:since-1970@test",
        "DTSTAMP:20260101T000000Z",
        "DTSTART;TZID=America/Boise:19700101T050000",
        "DTEND;TZID=America/Boise:19700101T053000",
        "RRULE:FREQ=DAILY",
        "SUMMARY:Stand-up",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    });
    const times = await until((list) => !list.includes(at("05:00")));
    expect(times).not.toContain(at("05:00"));
    expect(times).not.toContain(at("04:30")); // a 45-minute call from 4:30 would end in it
    expect(times).toContain(at("04:15"));
  }, 120_000);
});
