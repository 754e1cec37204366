import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import {
  BOOKING_CANCELLED_MESSAGE,
  BOOKING_STARTED_MESSAGE,
  INVITE_INVALID_MESSAGE,
  LINK_INVALID_MESSAGE,
  TAKEN_MESSAGE,
  TOO_MANY_BOOKINGS_MESSAGE,
  type Availability,
  type CreateBookingRequest,
} from "../domain/bookings";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import { deleteSubmissionHandler } from "../leads/deleteSubmission";
import { handleMailTask } from "../mails";
import { firestoreMailStore, type MailTaskDeps, type OutgoingMail } from "../mail/deliver";
import { CANCEL_BOOKING_WITH_ACTION_MESSAGE, setSubmissionStatusHandler } from "../leads/setSubmissionStatus";
import { bookingAgendaHandler } from "./bookingAgenda";
import { bookingFreeTimesHandler } from "./bookingFreeTimes";
import { cancelBookingHandler } from "./cancelBooking";
import { createBookingHandler } from "./createBooking";
import { getBookingByTokenHandler } from "./getBookingByToken";
import { rescheduleBookingHandler } from "./rescheduleBooking";
import { dueReminder, sweepReminders } from "./reminders";
import { sendInterviewLinkHandler } from "./sendInterviewLink";
import { cancelBookingAsStaffHandler, rescheduleBookingAsStaffHandler } from "./staffChanges";
import type { BookingDeps } from "./shared";
import { paramValue } from "./invitation";
import {
  LIMIT_REACHED_MESSAGE,
  MAX_RESCHEDULES,
  clientLimits,
  HOST_WEEK_SHARE,
  MAX_UPCOMING_PER_CLIENT,
  MAX_UPCOMING_PER_DOMAIN,
  RESCHEDULE_LIMIT_MESSAGE,
} from "./bookingLimits";
import { company } from "../domain/company";

const standin = useStandinFirestore();

/** Monday 8 March 2027, 12:00 UTC (05:00 in Boise, MST). */
const NOW = new Date("2027-03-08T12:00:00.000Z");
/** Wednesday 10 March 2027, 9:00 in Boise (MST, UTC-7). */
const WED_9 = "2027-03-10T16:00:00.000Z";
const WED_10 = "2027-03-10T17:00:00.000Z";

const weekdays = [{ start: "09:00", end: "17:00" }];
const hours = (overrides: Partial<Availability> = {}): Availability => ({
  active: true,
  meetingTypes: ["demo", "partnership-call", "consultation", "coach-interview"],
  weekly: { mon: weekdays, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays, sat: [], sun: [] },
  daysOff: [],
  minimumNoticeHours: 12,
  horizonDays: 30,
  bufferMinutes: 10,
  dailyCap: 6,
  ...overrides,
});

async function addHost(uid: string, availability = hours()) {
  await standin.db
    .doc(`booking_hosts/${uid}`)
    .set({ availability, active: availability.active, email: `${uid}@example.test` });
}

function setup(clock = { now: NOW }) {
  const notified: string[] = [];
  const lines: unknown[][] = [];
  let tokens = 0;
  const deps: BookingDeps = {
    db: standin.db,
    now: () => clock.now,
    key: () => "test-hash-key-0123456789abcdef",
    origin: () => "http://127.0.0.1:5000",
    rateLimiter: { consume: async () => true },
    notify: async (kind, id, event, mails) => void notified.push(`${kind}/${id}/${event} ${mails.join("+")}`),
    log: {
      info: (...args: unknown[]) => void lines.push(args),
      warn: (...args: unknown[]) => void lines.push(args),
      error: (...args: unknown[]) => void lines.push(args),
    },
    newToken: () => `${String(++tokens).padStart(3, "0")}${"t".repeat(40)}`,
  };
  const call = <T>(handler: (request: { data: unknown; ip: string }, d: BookingDeps) => Promise<T>, data: unknown) =>
    handler({ data, ip: "203.0.113.9" }, deps);
  return { deps, notified, lines, clock, call };
}

const visitor = (overrides: Partial<CreateBookingRequest> = {}): CreateBookingRequest => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  organisation: "Rexburg School District",
  organisationType: "school",
  topics: "AI training for teachers",
  meetingType: "demo",
  start: WED_9,
  timeZone: "America/Los_Angeles",
  ...overrides,
});

async function docs(collection: string) {
  return (await standin.db.collection(collection).get()).docs;
}

describe("createBooking", () => {
  it("books a free time: the booking, its locks, its mail event and history in one commit, and the invitation", async () => {
    await addHost("host-a");
    const { call, notified } = setup();
    const answer = await call(createBookingHandler, visitor());
    expect(answer.booking).toMatchObject({ start: WED_9, end: "2027-03-10T16:30:00.000Z", status: "scheduled" });
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [booking] = await docs("bookings");
    expect(booking?.data()).toMatchObject({
      status: "scheduled",
      sequence: 0,
      host_uid: "host-a",
      meeting_type: "demo",
      notes_count: 0,
    });
    expect(booking?.get("token_hash")).not.toContain(answer.token);
    // 30 minutes plus the 10-minute buffer: 8 five-minute blocks.
    expect((await docs("booking_locks")).map((lock) => lock.id)).toHaveLength(8);
    expect(notified).toEqual([`bookings/${booking?.id}/booked-0 staff+confirmation`]);
    const event = ICAL.Component.fromString(answer.invitation);
    expect(event.getFirstPropertyValue("method")).toBe("REQUEST");
    const vevent = event.getFirstSubcomponent("vevent");
    expect(vevent?.getFirstPropertyValue("uid")).toBe(booking?.get("ics_uid"));
    expect(String(vevent?.getFirstPropertyValue("sequence"))).toBe("0");
  });

  it("stores the visit's source with the channel derived on the server, and counts the booking as sent", async () => {
    await addHost("host-a");
    const { call, deps } = setup();
    const steps: unknown[] = [];
    deps.track = async (step, source) => void steps.push([step, source.channel, source.utm_campaign]);
    await call(createBookingHandler, {
      ...visitor(),
      source: {
        utmSource: "chamber",
        utmMedium: "newsletter",
        utmCampaign: "spring",
        landingPage: "/",
        formPage: "/contact",
      },
    });
    const [booking] = await docs("bookings");
    expect(booking?.get("source")).toMatchObject({
      channel: "Campaign",
      utm_source: "chamber",
      landing_page: "/",
      form_page: "/contact",
    });
    expect(steps).toEqual([["sent", "Campaign", "spring"]]);
  });

  it("gives one time to exactly one of many simultaneous visitors; the others hear it was just taken", async () => {
    await addHost("host-a");
    const { call } = setup();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, n) => call(createBookingHandler, visitor({ email: `v${n}@example.com` }))),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((r): r is PromiseRejectedResult => r.status === "rejected")) {
      expect(result.reason).toMatchObject({ code: "already-exists", message: TAKEN_MESSAGE });
    }
    expect(await docs("bookings")).toHaveLength(1);
  });

  it("gives the time to the free host with the fewest meetings that week", async () => {
    await addHost("host-a");
    await addHost("host-b");
    const { call } = setup();
    await call(createBookingHandler, visitor({ start: "2027-03-09T16:00:00.000Z", email: "one@example.com" }));
    await call(createBookingHandler, visitor({ email: "two@example.com" }));
    const hostsOf = (await docs("bookings")).map((doc) => doc.get("host_uid")).sort();
    expect(hostsOf).toEqual(["host-a", "host-b"]);
  });

  it("refuses a third upcoming booking of one mailbox (plus-addressing and case included)", async () => {
    await addHost("host-a");
    const { call } = setup();
    await call(createBookingHandler, visitor());
    await call(createBookingHandler, visitor({ start: WED_10, email: "Ada+second@example.com" }));
    await expect(
      call(createBookingHandler, visitor({ start: "2027-03-11T16:00:00.000Z", email: "ADA@example.com" })),
    ).rejects.toMatchObject({ code: "failed-precondition", message: TOO_MANY_BOOKINGS_MESSAGE });
  });

  it("answers a honeypot hit like a booking and stores nothing, mails nothing", async () => {
    await addHost("host-a");
    const { call, notified } = setup();
    const answer = await call(createBookingHandler, { ...visitor(), website: "http://spam.example" });
    expect(answer.booking.start).toBe(WED_9);
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await docs("bookings")).toHaveLength(0);
    expect(await docs("booking_locks")).toHaveLength(0);
    expect(notified).toEqual([]);
  });

  it.each([
    ["outside the hours", "2027-03-10T14:00:00.000Z"],
    ["inside the minimum notice", "2027-03-08T18:00:00.000Z"],
    ["past the horizon", "2027-04-20T16:00:00.000Z"],
    ["off the 15-minute steps", "2027-03-10T16:05:00.000Z"],
  ])("refuses a time %s", async (_case, start) => {
    await addHost("host-a");
    const { call } = setup();
    await expect(call(createBookingHandler, visitor({ start }))).rejects.toMatchObject({ code: "failed-precondition" });
    expect(await docs("bookings")).toHaveLength(0);
  });

  it("refuses a coach interview without a valid invitation, and a public type with one", async () => {
    await addHost("host-a");
    const { call } = setup();
    await expect(call(createBookingHandler, visitor({ meetingType: "coach-interview" }))).rejects.toMatchObject({
      message: INVITE_INVALID_MESSAGE,
    });
    await expect(
      call(createBookingHandler, visitor({ meetingType: "coach-interview", invite: "x".repeat(43) })),
    ).rejects.toMatchObject({ message: INVITE_INVALID_MESSAGE });
    await expect(call(createBookingHandler, visitor({ invite: "x".repeat(43) }))).rejects.toMatchObject({
      code: "invalid-argument",
    });
  });

  it.each([
    ["a script in the name", { name: "<script>alert(1)</script>".repeat(10) }],
    ["an unknown meeting type", { meetingType: "lunch" }],
    ["a time that is not an instant", { start: "next tuesday" }],
    ["an unknown zone", { timeZone: "Mars/Olympus" }],
    ["a field of another type", { email: ["ada@example.com"] }],
  ])("refuses hostile input: %s", async (_case, overrides) => {
    await addHost("host-a");
    const { call } = setup();
    await expect(call(createBookingHandler, { ...visitor(), ...overrides })).rejects.toMatchObject({
      code: "invalid-argument",
    });
    expect(await docs("bookings")).toHaveLength(0);
  });
});

describe("the guards of the public callables", () => {
  it("refuses a client past its allowance before reading or writing anything", async () => {
    await addHost("host-a");
    const { deps } = setup();
    const keys: string[] = [];
    deps.rateLimiter = {
      consume: async (key) => {
        keys.push(key);
        return false;
      },
    };
    await expect(createBookingHandler({ data: visitor(), ip: "203.0.113.9" }, deps)).rejects.toMatchObject({
      code: "resource-exhausted",
    });
    await expect(
      bookingFreeTimesHandler({ data: { meetingType: "demo", from: WED_9, to: WED_10 }, ip: "203.0.113.9" }, deps),
    ).rejects.toMatchObject({ code: "resource-exhausted" });
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toContain("203.0.113.9");
    expect(await docs("bookings")).toHaveLength(0);
  });

  it("refuses an oversized request before anything else", async () => {
    const { call } = setup();
    await expect(call(createBookingHandler, { ...visitor(), topics: "x".repeat(20_000) })).rejects.toMatchObject({
      code: "invalid-argument",
    });
    await expect(
      call(getBookingByTokenHandler, { token: "A".repeat(43), pad: "x".repeat(4000) }),
    ).rejects.toMatchObject({ code: "invalid-argument" });
  });
});

describe("daylight saving time (America/Boise: 14 March 2027, 2:00 → 3:00)", () => {
  it("offers 9:00 Boise as 16:00Z before the change and 15:00Z after, and books both", async () => {
    await addHost("host-a");
    const { call } = setup();
    const friday = await call(bookingFreeTimesHandler, {
      meetingType: "demo",
      from: "2027-03-12T07:00:00.000Z",
      to: "2027-03-13T07:00:00.000Z",
    });
    const monday = await call(bookingFreeTimesHandler, {
      meetingType: "demo",
      from: "2027-03-15T06:00:00.000Z",
      to: "2027-03-16T06:00:00.000Z",
    });
    expect(friday.times[0]).toBe("2027-03-12T16:00:00.000Z");
    expect(monday.times[0]).toBe("2027-03-15T15:00:00.000Z");
    const booked = await call(createBookingHandler, visitor({ start: "2027-03-15T15:00:00.000Z" }));
    expect(booked.booking.end).toBe("2027-03-15T15:30:00.000Z");
    await expect(
      call(createBookingHandler, visitor({ start: "2027-03-15T16:00:00.000Z", email: "early@example.com" })),
    ).resolves.toBeTruthy();
    // 16:00Z on Monday is 10:00 MDT: free; 15:45Z would be inside the first booking's buffer.
    await expect(
      call(createBookingHandler, visitor({ start: "2027-03-15T15:30:00.000Z", email: "late@example.com" })),
    ).rejects.toMatchObject({ code: "already-exists", message: TAKEN_MESSAGE });
  });
});

describe("bookingFreeTimes", () => {
  it("offers the free times without the booked one and its buffer, and never names a host", async () => {
    await addHost("host-a");
    const { call } = setup();
    const window = { meetingType: "demo", from: "2027-03-10T07:00:00.000Z", to: "2027-03-11T07:00:00.000Z" };
    const before = await call(bookingFreeTimesHandler, window);
    expect(before.times).toContain(WED_9);
    await call(createBookingHandler, visitor());
    const after = await call(bookingFreeTimesHandler, window);
    expect(after.times).not.toContain(WED_9);
    // 9:00–9:30 plus a 10-minute buffer: 9:30 is too close, 9:45 is free again.
    expect(after.times).not.toContain("2027-03-10T16:30:00.000Z");
    expect(after.times).toContain("2027-03-10T16:45:00.000Z");
    expect(JSON.stringify(after)).not.toContain("host-a");
  });

  it("reads the window's bookings only, by a range on start_at", async () => {
    await addHost("host-a");
    const { call } = setup();
    standin.queries.length = 0;
    await call(bookingFreeTimesHandler, {
      meetingType: "demo",
      from: "2027-03-10T07:00:00.000Z",
      to: "2027-03-11T07:00:00.000Z",
    });
    const bookingQueries = standin.queries.filter((query) => query.collection === "bookings");
    expect(bookingQueries.length).toBeGreaterThan(0);
    for (const query of bookingQueries) expect(JSON.stringify(query)).toContain("start_at");
  });

  it("refuses a window longer than the month view", async () => {
    const { call } = setup();
    await expect(
      call(bookingFreeTimesHandler, { meetingType: "demo", from: "2027-03-01T00:00:00Z", to: "2027-05-01T00:00:00Z" }),
    ).rejects.toMatchObject({ code: "invalid-argument" });
  });
});

describe("the reschedule and cancel links", () => {
  async function booked() {
    await addHost("host-a");
    const context = setup();
    const answer = await context.call(createBookingHandler, visitor());
    const [booking] = await docs("bookings");
    if (!booking) throw new Error("no booking");
    return { ...context, token: answer.token, id: booking.id, uid: String(booking.get("ics_uid")) };
  }

  it("opens the booking with its token, and refuses a wrong or forged one with one message", async () => {
    const { call, token } = await booked();
    expect(await call(getBookingByTokenHandler, { token })).toMatchObject({ changeable: true });
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const wrong of [forged, "A".repeat(43)]) {
      await expect(call(getBookingByTokenHandler, { token: wrong })).rejects.toMatchObject({
        code: "not-found",
        message: LINK_INVALID_MESSAGE,
      });
    }
    await expect(call(getBookingByTokenHandler, { token: "short" })).rejects.toMatchObject({
      code: "invalid-argument",
    });
  });

  it("moves the booking: same UID, SEQUENCE 1, the old time's locks gone, the new time's taken", async () => {
    const { call, token, id, uid, notified } = await booked();
    const moved = await call(rescheduleBookingHandler, { token, start: WED_10 });
    expect(moved.booking).toMatchObject({ start: WED_10, status: "scheduled" });
    const vevent = ICAL.Component.fromString(moved.invitation).getFirstSubcomponent("vevent");
    expect(vevent?.getFirstPropertyValue("uid")).toBe(uid);
    expect(String(vevent?.getFirstPropertyValue("sequence"))).toBe("1");
    const locks = (await docs("booking_locks")).map((lock) => lock.id);
    expect(locks).toHaveLength(8);
    expect(locks.every((lockId) => lockId >= `host-a_${WED_10}`)).toBe(true);
    expect(notified.at(-1)).toBe(`bookings/${id}/rescheduled-1 staff+confirmation`);
    const history = (await standin.db.collection(`bookings/${id}/activity`).get()).docs.map((doc) => doc.get("text"));
    expect(history.some((text) => String(text).startsWith("Rescheduled by the visitor"))).toBe(true);
  });

  it("moves a booking by 15 minutes onto blocks it already holds", async () => {
    const { call, token } = await booked();
    const moved = await call(rescheduleBookingHandler, { token, start: "2027-03-10T16:15:00.000Z" });
    expect(moved.booking.start).toBe("2027-03-10T16:15:00.000Z");
    expect(await docs("booking_locks")).toHaveLength(8);
  });

  it("refuses a reschedule onto another booking's time as just taken", async () => {
    const { call, token } = await booked();
    await call(createBookingHandler, visitor({ start: WED_10, email: "grace@example.com" }));
    await expect(call(rescheduleBookingHandler, { token, start: WED_10 })).rejects.toMatchObject({
      code: "already-exists",
      message: TAKEN_MESSAGE,
    });
  });

  it("cancels: METHOD:CANCEL with the same UID, the locks deleted, then both links refuse", async () => {
    const { call, token, id, uid, notified } = await booked();
    const cancelled = await call(cancelBookingHandler, { token, reason: "Schedule conflict" });
    expect(cancelled.booking.status).toBe("cancelled");
    const calendar = ICAL.Component.fromString(cancelled.invitation);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(calendar.getFirstSubcomponent("vevent")?.getFirstPropertyValue("uid")).toBe(uid);
    expect(await docs("booking_locks")).toHaveLength(0);
    expect(notified.at(-1)).toBe(`bookings/${id}/cancelled-1 staff+confirmation`);
    expect(await call(getBookingByTokenHandler, { token })).toMatchObject({
      changeable: false,
      reason: BOOKING_CANCELLED_MESSAGE,
    });
    await expect(call(rescheduleBookingHandler, { token, start: WED_10 })).rejects.toMatchObject({
      code: "failed-precondition",
      message: BOOKING_CANCELLED_MESSAGE,
    });
    await expect(call(cancelBookingHandler, { token })).rejects.toMatchObject({ message: BOOKING_CANCELLED_MESSAGE });
    // The time is free again.
    await call(createBookingHandler, visitor({ email: "grace@example.com" }));
  });

  it("refuses changes once the meeting has started", async () => {
    const { call, token, clock } = await booked();
    clock.now = new Date(WED_9);
    await expect(call(rescheduleBookingHandler, { token, start: WED_10 })).rejects.toMatchObject({
      message: BOOKING_STARTED_MESSAGE,
    });
    await expect(call(cancelBookingHandler, { token })).rejects.toMatchObject({ message: BOOKING_STARTED_MESSAGE });
  });
});

describe("reminders", () => {
  it("are due 24 h and 1 h before, not for a time chosen after that moment, not once started", () => {
    const start = new Date(WED_9);
    const early = new Date("2027-03-01T00:00:00Z");
    const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * 3_600_000);
    expect(dueReminder(start, early, at(25))).toBeUndefined();
    expect(dueReminder(start, early, at(24))).toBe("day");
    expect(dueReminder(start, early, at(2))).toBe("day");
    expect(dueReminder(start, early, at(1))).toBe("hour");
    expect(dueReminder(start, at(3), at(2))).toBeUndefined();
    expect(dueReminder(start, at(3), at(0.5))).toBe("hour");
    expect(dueReminder(start, early, start)).toBeUndefined();
  });

  it("the sweep queues each due reminder once, keyed by the booking's sequence", async () => {
    await addHost("host-a");
    const { call, deps, clock, notified } = setup();
    await call(createBookingHandler, visitor());
    const [booking] = await docs("bookings");
    notified.length = 0;
    clock.now = new Date(Date.parse(WED_9) - 23 * 3_600_000);
    expect((await sweepReminders(clock.now, deps)).queued).toEqual([`${booking?.id}/reminder-day-0`]);
    expect((await sweepReminders(clock.now, deps)).queued).toEqual([]);
    clock.now = new Date(Date.parse(WED_9) - 50 * 60_000);
    expect((await sweepReminders(clock.now, deps)).queued).toEqual([`${booking?.id}/reminder-hour-0`]);
    expect(notified).toEqual([
      `bookings/${booking?.id}/reminder-day-0 confirmation`,
      `bookings/${booking?.id}/reminder-hour-0 confirmation`,
    ]);
  });

  it("are never queued for a cancelled booking", async () => {
    await addHost("host-a");
    const { call, deps, clock } = setup();
    const first = await call(createBookingHandler, visitor());
    await call(createBookingHandler, visitor({ start: WED_10, email: "grace@example.com" }));
    await call(cancelBookingHandler, { token: first.token });
    clock.now = new Date(Date.parse(WED_9) - 23 * 3_600_000);
    const { queued } = await sweepReminders(clock.now, deps);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatch(/reminder-day-0$/);
  });
});

describe("reminders through the mail queue (the stored event, the real delivery record)", () => {
  function mailDeps(sent: OutgoingMail[]): MailTaskDeps {
    return {
      ...firestoreMailStore(standin.db),
      allowConfirmation: async () => true,
      budget: async () => ({ admitted: true, window: "w", windowEnd: 0 }),
      addToDigest: async () => {},
      send: async (mail) => void sent.push(mail),
      settings: () => ({ from: "no-reply@example.test", staffTo: ["staff@example.test"], siteOrigin: "http://x" }),
      log: { info: () => {}, warn: () => {}, error: () => {} },
    };
  }

  it.each([
    [
      "rescheduled",
      (token: string, call: ReturnType<typeof setup>["call"]) =>
        call(rescheduleBookingHandler, { token, start: "2027-03-10T20:00:00.000Z" }),
    ],
    ["cancelled", (token: string, call: ReturnType<typeof setup>["call"]) => call(cancelBookingHandler, { token })],
  ])("a reminder queued before the booking was %s is never sent", async (_case, change) => {
    await addHost("host-a");
    const { call, deps, clock } = setup();
    const { token } = await call(createBookingHandler, visitor());
    const [booking] = await docs("bookings");
    clock.now = new Date(Date.parse(WED_9) - 23 * 3_600_000);
    expect((await sweepReminders(clock.now, deps)).queued).toEqual([`${booking?.id}/reminder-day-0`]);
    await change(token, call);
    const sent: OutgoingMail[] = [];
    const task = { kind: "bookings", id: booking?.id, mail: "confirmation", event: "reminder-day-0" };
    expect(await handleMailTask(task, { retryCount: 0 }, mailDeps(sent))).toBe("skipped");
    expect(sent).toEqual([]);
    const event = await standin.db.doc(`bookings/${booking?.id}/mails/reminder-day-0`).get();
    expect(event.get("delivery.confirmation")).toMatchObject({ state: "skipped", reason: "outdated" });
  });

  it("a due reminder of an unchanged booking is sent once", async () => {
    await addHost("host-a");
    const { call, deps, clock } = setup();
    await call(createBookingHandler, visitor());
    const [booking] = await docs("bookings");
    clock.now = new Date(Date.parse(WED_9) - 23 * 3_600_000);
    await sweepReminders(clock.now, deps);
    const sent: OutgoingMail[] = [];
    const task = { kind: "bookings", id: booking?.id, mail: "confirmation", event: "reminder-day-0" };
    expect(await handleMailTask(task, { retryCount: 0 }, mailDeps(sent))).toBe("sent");
    expect(await handleMailTask(task, { retryCount: 1 }, mailDeps(sent))).toBe("already-done");
    expect(sent.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Reminder: your Demo is tomorrow/)]);
    expect(sent[0]?.to).toEqual(["ada@example.com"]);
  });
});

describe("sendInterviewLink and the coach interview", () => {
  async function application(status: string) {
    await standin.db.doc("ai_coach_applications/app1").set({
      first_name: "Grace",
      last_name: "Hopper",
      email: "grace@example.com",
      status,
      notes_count: 0,
      created_at: new Date(),
    });
  }
  function interviewDeps(booking: BookingDeps, tokens: string[]) {
    return {
      ...adminDeps(standin.db),
      key: booking.key,
      origin: booking.origin,
      now: booking.now,
      notify: booking.notify,
      newToken: () => {
        const token = `i${String(tokens.length).padStart(2, "0")}${"n".repeat(40)}`;
        tokens.push(token);
        return token;
      },
    };
  }

  it("mails a link to an application in Screening, which books one interview and lands in its history", async () => {
    await addHost("host-a");
    await application("screening");
    const { call, deps, notified } = setup();
    const tokens: string[] = [];
    const detail = await sendInterviewLinkHandler(adminRequest({ id: "app1" }), interviewDeps(deps, tokens));
    expect(detail.activity.map((entry) => entry.text)).toContain("Interview link sent");
    expect(notified.at(-1)).toMatch(/^applications\/app1\/interview-[0-9a-f]+ confirmation$/);
    const invite = tokens[0];
    const times = await call(bookingFreeTimesHandler, {
      meetingType: "coach-interview",
      from: "2027-03-10T07:00:00.000Z",
      to: "2027-03-11T07:00:00.000Z",
      invite,
    });
    expect(times.times).toContain(WED_9);
    await call(createBookingHandler, visitor({ meetingType: "coach-interview", invite, email: "grace@example.com" }));
    const [booking] = await docs("bookings");
    expect(booking?.get("application_id")).toBe("app1");
    const history = (await standin.db.collection("ai_coach_applications/app1/activity").get()).docs.map((doc) =>
      String(doc.get("text")),
    );
    expect(history.some((text) => text.startsWith("Coach interview booked for"))).toBe(true);
    // Single use.
    await expect(
      call(
        createBookingHandler,
        visitor({ meetingType: "coach-interview", invite, start: WED_10, email: "g2@example.com" }),
      ),
    ).rejects.toMatchObject({ message: INVITE_INVALID_MESSAGE });
  });

  it("lets a coach interview's reschedule page read free times with the booking's token, its own time free", async () => {
    await addHost("host-a");
    await application("interview");
    const { call, deps } = setup();
    const tokens: string[] = [];
    await sendInterviewLinkHandler(adminRequest({ id: "app1" }), interviewDeps(deps, tokens));
    const booked = await call(
      createBookingHandler,
      visitor({ meetingType: "coach-interview", invite: tokens[0], email: "grace@example.com" }),
    );
    const window = { meetingType: "coach-interview", from: "2027-03-10T07:00:00.000Z", to: "2027-03-11T07:00:00.000Z" };
    await expect(call(bookingFreeTimesHandler, { ...window, invite: tokens[0] })).rejects.toMatchObject({
      message: INVITE_INVALID_MESSAGE,
    });
    const free = await call(bookingFreeTimesHandler, { ...window, token: booked.token });
    expect(free.times).toContain(WED_9);
    await expect(
      call(bookingFreeTimesHandler, { ...window, meetingType: "demo", token: booked.token }),
    ).rejects.toMatchObject({ code: "invalid-argument" });
    await call(rescheduleBookingHandler, { token: booked.token, start: WED_10 });
  });

  it("refuses an application that is not in Screening or Interview", async () => {
    await application("new");
    const { deps } = setup();
    await expect(sendInterviewLinkHandler(adminRequest({ id: "app1" }), interviewDeps(deps, []))).rejects.toMatchObject(
      { code: "failed-precondition" },
    );
    await expect(
      sendInterviewLinkHandler(adminRequest({ id: "app1" }, { admin: false }), interviewDeps(deps, [])),
    ).rejects.toMatchObject({ code: "permission-denied" });
  });
});

describe("bookingAgenda", () => {
  it("lists upcoming bookings soonest first without their token hash", async () => {
    await addHost("host-a");
    const { call } = setup();
    await call(createBookingHandler, visitor({ start: WED_10 }));
    await call(createBookingHandler, visitor({ email: "grace@example.com" }));
    const page = await bookingAgendaHandler(adminRequest({ when: "upcoming" }), adminDeps(standin.db), () => NOW);
    expect(page.rows.map((row) => row.start_at)).toEqual([WED_9, WED_10]);
    expect(JSON.stringify(page.rows)).not.toContain("token_hash");
    const past = await bookingAgendaHandler(adminRequest({ when: "past" }), adminDeps(standin.db), () => NOW);
    expect(past.rows).toEqual([]);
  });

  it.each([
    ["an id naming another document", { start: WED_9, id: "bookings/x" }],
    ["a start that is not an instant", { start: "tomorrow", id: "x" }],
    ["a reserved id", { start: WED_9, id: "__x__" }],
  ])("refuses a crafted cursor: %s", async (_case, cursor) => {
    await expect(
      bookingAgendaHandler(adminRequest({ when: "upcoming", cursor }), adminDeps(standin.db), () => NOW),
    ).rejects.toMatchObject({ code: "invalid-argument" });
  });
});

describe("erasure of a booking (deleteSubmission)", () => {
  it("deletes the booking, its history, its prepared mails and its locks; its link opens nothing", async () => {
    await addHost("host-a");
    const { call } = setup();
    const { token } = await call(createBookingHandler, visitor());
    const [booking] = await docs("bookings");
    await deleteSubmissionHandler(adminRequest({ kind: "bookings", id: booking?.id }), adminDeps(standin.db));
    expect(await docs("bookings")).toHaveLength(0);
    expect(await docs("booking_locks")).toHaveLength(0);
    expect((await standin.db.collection(`bookings/${booking?.id}/mails`).get()).size).toBe(0);
    expect((await standin.db.collection(`bookings/${booking?.id}/activity`).get()).size).toBe(0);
    await expect(call(getBookingByTokenHandler, { token })).rejects.toMatchObject({ code: "not-found" });
  });
});

describe("staff cancel or move a booking from the dashboard", () => {
  async function booked() {
    await addHost("host-a");
    const context = setup();
    const answer = await context.call(createBookingHandler, visitor());
    const [booking] = await docs("bookings");
    if (!booking) throw new Error("no booking");
    const { verify, staff } = adminDeps(standin.db);
    const staffDeps = { ...context.deps, verify, staff };
    return { ...context, staffDeps, token: answer.token, id: booking.id, uid: String(booking.get("ics_uid")) };
  }
  const storedMail = async (id: string, event: string) =>
    (await standin.db.doc(`bookings/${id}/mails/${event}`).get()).data() as {
      to: string;
      staff_extra?: string[];
      confirmation: { subject: string; text: string; html: string; attachments: { content: string }[] };
      staff: { text: string; attachments: { content: string }[] };
    };

  it("Cancel: the visitor is mailed METHOD:CANCEL for the same UID with staff's reason; the host is told", async () => {
    const { staffDeps, id, uid, token, notified, call, deps, clock } = await booked();
    const detail = await cancelBookingAsStaffHandler(adminRequest({ id, reason: "Our presenter is ill" }), staffDeps);
    expect(detail.row).toMatchObject({ status: "cancelled" });
    expect(await docs("booking_locks")).toHaveLength(0);
    expect(notified.at(-1)).toBe(`bookings/${id}/cancelled-1 staff+confirmation`);
    const mail = await storedMail(id, "cancelled-1");
    expect(mail.to).toBe("ada@example.com");
    expect(mail.staff_extra).toEqual(["host-a@example.test"]);
    const calendar = ICAL.Component.fromString(mail.confirmation.attachments[0]?.content ?? "");
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(calendar.getFirstSubcomponent("vevent")?.getFirstPropertyValue("uid")).toBe(uid);
    expect(mail.confirmation.text).toContain("Our presenter is ill");
    expect(mail.confirmation.text).toContain("http://127.0.0.1:5000/book/demo");
    expect(mail.staff.text).toContain("Staff cancelled this meeting");
    const history = (await standin.db.collection(`bookings/${id}/activity`).get()).docs.map((doc) => doc.get("text"));
    expect(history).toContain("Cancelled by staff: Our presenter is ill");
    // Its link now refuses, its reminders are never queued, the time is free again, and it cannot be cancelled twice.
    expect(await call(getBookingByTokenHandler, { token })).toMatchObject({ changeable: false });
    clock.now = new Date(Date.parse(WED_9) - 23 * 3_600_000);
    expect((await sweepReminders(clock.now, deps)).queued).toEqual([]);
    await expect(cancelBookingAsStaffHandler(adminRequest({ id }), staffDeps)).rejects.toMatchObject({
      code: "failed-precondition",
      message: BOOKING_CANCELLED_MESSAGE,
    });
    await call(createBookingHandler, visitor({ email: "grace@example.com" }));
  });

  it("a visitor's own reason is not repeated back to them", async () => {
    const { call, token, id } = await booked();
    await call(cancelBookingHandler, { token, reason: "Schedule conflict" });
    const mail = await storedMail(id, "cancelled-1");
    expect(mail.confirmation.text).not.toContain("Schedule conflict");
    expect(mail.staff.text).toContain("Schedule conflict");
  });

  it("Reschedule: the visitor and the host get the update (same UID, SEQUENCE 1), under the booking rules", async () => {
    const { staffDeps, id, uid, notified, call } = await booked();
    const detail = await rescheduleBookingAsStaffHandler(adminRequest({ id, start: WED_10 }), staffDeps);
    expect(detail.row).toMatchObject({ status: "scheduled", start_at: WED_10 });
    expect(notified.at(-1)).toBe(`bookings/${id}/rescheduled-1 staff+confirmation`);
    const mail = await storedMail(id, "rescheduled-1");
    const vevent = ICAL.Component.fromString(mail.confirmation.attachments[0]?.content ?? "").getFirstSubcomponent(
      "vevent",
    );
    expect(vevent?.getFirstPropertyValue("uid")).toBe(uid);
    expect(String(vevent?.getFirstPropertyValue("sequence"))).toBe("1");
    expect(mail.staff.text).toContain("Staff moved this meeting");
    // Another booking's time is refused as taken; a time outside the hours as not free.
    await call(createBookingHandler, visitor({ email: "grace@example.com", start: WED_9 }));
    await expect(rescheduleBookingAsStaffHandler(adminRequest({ id, start: WED_9 }), staffDeps)).rejects.toMatchObject({
      code: "already-exists",
      message: TAKEN_MESSAGE,
    });
  });

  it("only for an admin, a booking that exists, and a valid request", async () => {
    const { staffDeps, id } = await booked();
    await expect(cancelBookingAsStaffHandler(adminRequest({ id }, { admin: false }), staffDeps)).rejects.toMatchObject({
      code: "permission-denied",
    });
    await expect(cancelBookingAsStaffHandler(adminRequest({ id: "nope" }), staffDeps)).rejects.toMatchObject({
      code: "not-found",
    });
    await expect(cancelBookingAsStaffHandler(adminRequest({ id: "a/b" }), staffDeps)).rejects.toMatchObject({
      code: "invalid-argument",
    });
    await expect(
      cancelBookingAsStaffHandler(adminRequest({ id, reason: "x".repeat(501) }), staffDeps),
    ).rejects.toMatchObject({ code: "invalid-argument" });
    await expect(
      rescheduleBookingAsStaffHandler(adminRequest({ id, start: "tomorrow" }), staffDeps),
    ).rejects.toMatchObject({ code: "invalid-argument" });
    expect((await standin.db.doc(`bookings/${id}`).get()).get("status")).toBe("scheduled");
  });

  it("setSubmissionStatus never cancels a booking silently; a cancelled booking cannot be set back", async () => {
    const { staffDeps, id } = await booked();
    const request = (status: string) => adminRequest({ kind: "bookings", id, status });
    await expect(setSubmissionStatusHandler(request("cancelled"), adminDeps(standin.db))).rejects.toMatchObject({
      code: "failed-precondition",
      message: CANCEL_BOOKING_WITH_ACTION_MESSAGE,
    });
    expect(await docs("booking_locks")).not.toHaveLength(0);
    await cancelBookingAsStaffHandler(adminRequest({ id }), staffDeps);
    await expect(setSubmissionStatusHandler(request("scheduled"), adminDeps(standin.db))).rejects.toMatchObject({
      code: "failed-precondition",
    });
  });
});

describe("the limits of issue 33 (one client cannot fill the calendar or flood an inbox)", () => {
  /** Free times on three weeks' Tuesdays to Thursdays (9:00 and 10:00 Boise), so no week share is reached first. */
  const TIMES = ["2027-03-09", "2027-03-16", "2027-03-23", "2027-03-10", "2027-03-17", "2027-03-24"].flatMap((day) => [
    `${day}T16:00:00.000Z`,
    `${day}T17:00:00.000Z`,
  ]);
  const book = (deps: BookingDeps, data: unknown, ip = "203.0.113.9") => createBookingHandler({ data, ip }, deps);

  it("keeps the defaults on npm start and a deployment; the test stacks' RATE_LIMIT_MAX raises them (one client there)", () => {
    const defaults = { client: MAX_UPCOMING_PER_CLIENT, domain: MAX_UPCOMING_PER_DOMAIN, weekShare: HOST_WEEK_SHARE };
    expect(clientLimits({})).toEqual(defaults);
    expect(clientLimits({ RATE_LIMIT_MAX: "2" })).toEqual(defaults);
    expect(clientLimits({ RATE_LIMIT_MAX: "1000" })).toEqual({ client: 1000, domain: 1000, weekShare: 1 });
  });

  it("books under limits raised to 100,000 as bench:booking raises them (reading every slot at once overflowed the stack: INTERNAL)", async () => {
    vi.stubEnv("RATE_LIMIT_MAX", "100000");
    try {
      await addHost("host-a");
      const { deps } = setup();
      for (const [index, start] of TIMES.slice(0, 4).entries()) {
        await book(deps, visitor({ start, email: `bench${index}@attacker.example` }));
      }
      expect(await docs("bookings")).toHaveLength(4);
      // Taken from the first slot up: each mailbox's -0, the client's and the domain's -0 to -3.
      const slots = (await docs("booking_slots")).map((doc) => doc.id.split("-").at(-1)).sort();
      expect(slots).toEqual(["0", "0", "0", "0", "0", "0", "1", "1", "2", "2", "3", "3"]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("gives one client address a few upcoming bookings in total, whatever mailboxes it names; then says how to reach us", async () => {
    await addHost("host-a");
    const { deps } = setup();
    for (let index = 0; index < MAX_UPCOMING_PER_CLIENT; index++) {
      await book(deps, visitor({ start: TIMES[index * 2], email: `person${index}@gmail.com` }));
    }
    const refused = book(deps, visitor({ start: TIMES[1], email: "another@gmail.com" }));
    await expect(refused).rejects.toMatchObject({ code: "failed-precondition", message: LIMIT_REACHED_MESSAGE });
    expect(LIMIT_REACHED_MESSAGE).toContain(company.phone);
    expect(LIMIT_REACHED_MESSAGE).toContain(company.email);
    expect(await docs("bookings")).toHaveLength(MAX_UPCOMING_PER_CLIENT);
    // Another address is not held back by it.
    await book(deps, visitor({ start: TIMES[1], email: "another@gmail.com" }), "198.51.100.4");
  });

  it("gives one mailbox domain a few upcoming bookings in total from any addresses, but not a public provider's", async () => {
    await addHost("host-a");
    const { deps } = setup();
    for (let index = 0; index < MAX_UPCOMING_PER_DOMAIN; index++) {
      await book(deps, visitor({ start: TIMES[index], email: `p${index}@attacker.example` }), `198.51.100.${index}`);
    }
    await expect(
      book(deps, visitor({ start: TIMES[5], email: "p9@attacker.example" }), "198.51.100.99"),
    ).rejects.toMatchObject({ message: LIMIT_REACHED_MESSAGE });
    for (let index = 0; index < MAX_UPCOMING_PER_DOMAIN + 1; index++) {
      await book(deps, visitor({ start: TIMES[6 + index], email: `g${index}@gmail.com` }), `192.0.2.${index}`);
    }
  });

  it("holds two upcoming per mailbox by construction: of simultaneous requests, at most two are booked", async () => {
    await addHost("host-a");
    const { deps } = setup();
    const mailboxes = ["ada@example.com", "Ada+2@example.com", "ADA@example.com", "ada+x@example.com"];
    const results = await Promise.allSettled(
      mailboxes.map((email, index) => book(deps, visitor({ start: TIMES[index * 2], email }), `192.0.2.${index}`)),
    );
    const booked = results.filter((result) => result.status === "fulfilled").length;
    expect(booked).toBeGreaterThanOrEqual(1);
    expect(await docs("bookings")).toHaveLength(booked);
    // The losers were told the time was just taken or the mailbox is full, and may try again: until two are booked.
    for (const [index, email] of mailboxes.entries()) {
      if ((await docs("bookings")).length < 2)
        await book(deps, visitor({ start: TIMES[index * 2 + 1], email }), "192.0.2.9");
    }
    await expect(
      book(deps, visitor({ start: TIMES[9], email: "ada@example.com" }), "192.0.2.10"),
    ).rejects.toMatchObject({
      message: TOO_MANY_BOOKINGS_MESSAGE,
    });
    expect(await docs("bookings")).toHaveLength(2);
  });

  it("frees a mailbox's slot when its booking is cancelled or has started", async () => {
    await addHost("host-a");
    const { deps, clock } = setup();
    const first = await book(deps, visitor({ start: TIMES[0] }), "192.0.2.1");
    await book(deps, visitor({ start: TIMES[2] }), "192.0.2.2");
    await expect(book(deps, visitor({ start: TIMES[4] }), "192.0.2.3")).rejects.toMatchObject({
      message: TOO_MANY_BOOKINGS_MESSAGE,
    });
    await cancelBookingHandler({ data: { token: first.token }, ip: "192.0.2.1" }, deps);
    await book(deps, visitor({ start: TIMES[4] }), "192.0.2.3");
    await expect(book(deps, visitor({ start: TIMES[6] }), "192.0.2.4")).rejects.toMatchObject({
      message: TOO_MANY_BOOKINGS_MESSAGE,
    });
    // Once the meeting of 16 March has started, its slot is free again (taken over under its update-time precondition).
    clock.now = new Date("2027-03-16T16:30:00.000Z");
    await book(deps, visitor({ start: TIMES[5] }), "192.0.2.5");
  });

  it("lets simultaneous requests take over a started booking's slot only once (the update-time precondition)", async () => {
    await addHost("host-a");
    const { deps, clock } = setup();
    await book(deps, visitor({ start: TIMES[0] }), "192.0.2.1");
    await book(deps, visitor({ start: TIMES[1] }), "192.0.2.2");
    // Both meetings of 9 March have started: both of the mailbox's slots are free to take over, each once.
    clock.now = new Date("2027-03-09T17:30:00.000Z");
    const results = await Promise.allSettled(
      [2, 3, 4, 5].map((index) => book(deps, visitor({ start: TIMES[index] }), `192.0.2.${10 + index}`)),
    );
    const booked = results.filter((result) => result.status === "fulfilled").length;
    expect(booked).toBeGreaterThanOrEqual(1);
    expect(booked).toBeLessThanOrEqual(2);
    const upcoming = (await docs("bookings")).filter((doc) => doc.get("start_at").toDate() > clock.now);
    expect(upcoming).toHaveLength(booked);
  });

  it("of two simultaneous moves of one booking, one commits: one time's locks, the move counted once", async () => {
    await addHost("host-a");
    const { deps } = setup();
    const { token } = await book(deps, visitor());
    const move = (start: string) => rescheduleBookingHandler({ data: { token, start }, ip: "203.0.113.9" }, deps);
    await move(WED_10);
    await move(WED_9);
    // The third and last allowed move, sent twice at once to two times: the update-time precondition lets one commit.
    const results = await Promise.allSettled([move("2027-03-11T16:00:00.000Z"), move("2027-03-11T18:00:00.000Z")]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [booking] = await docs("bookings");
    expect(booking?.get("reschedules")).toBe(MAX_RESCHEDULES);
    expect((await docs("booking_locks")).map((lock) => lock.id)).toEqual(booking?.get("lock_ids"));
    await expect(move(WED_10)).rejects.toMatchObject({ message: RESCHEDULE_LIMIT_MESSAGE });
  });

  it("keeps one client to its share of a host's week (a host with one day of hours: one meeting)", async () => {
    const oneDay = hours({ weekly: { mon: [], tue: [], wed: weekdays, thu: [], fri: [], sat: [], sun: [] } });
    await addHost("host-a", oneDay);
    const { deps } = setup();
    await book(deps, visitor({ start: WED_9, email: "one@gmail.com" }));
    await expect(book(deps, visitor({ start: WED_10, email: "two@gmail.com" }))).rejects.toMatchObject({
      code: "failed-precondition",
      message: LIMIT_REACHED_MESSAGE,
    });
    await book(deps, visitor({ start: WED_10, email: "two@gmail.com" }), "198.51.100.7");
  });

  it("moves a booking a few times, not without end; each move's mail counts against the mailbox's daily cap", async () => {
    await addHost("host-a");
    const { deps } = setup();
    const { token } = await book(deps, visitor());
    const [booking] = await docs("bookings");
    const reschedule = (start: string) => rescheduleBookingHandler({ data: { token, start }, ip: "203.0.113.9" }, deps);
    for (let move = 1; move <= MAX_RESCHEDULES; move++) await reschedule(move % 2 ? WED_10 : WED_9);
    await expect(reschedule(WED_9)).rejects.toMatchObject({
      code: "failed-precondition",
      message: RESCHEDULE_LIMIT_MESSAGE,
    });
    const mails = await standin.db.collection(`bookings/${booking?.id}/mails`).get();
    const capped = Object.fromEntries(mails.docs.map((mail) => [mail.id, mail.get("capped")]));
    expect(capped).toEqual({ "booked-0": true, "rescheduled-1": true, "rescheduled-2": true, "rescheduled-3": true });
  });

  it.each([
    ["a line break in the name", { name: "Ada\r\nBcc: x@evil.example" }],
    ["a NUL in the organisation", { organisation: "Rexburg\u0000 District" }],
    ["a right-to-left override in the name", { name: "Ada \u202Egnp.exe" }],
    ["a zero-width space as the organisation", { organisation: "\u200B" }],
  ])("refuses %s like the contact form, storing nothing", async (_case, overrides) => {
    await addHost("host-a");
    const { call } = setup();
    await expect(call(createBookingHandler, visitor(overrides))).rejects.toMatchObject({ code: "invalid-argument" });
    expect(await docs("bookings")).toHaveLength(0);
  });

  it.each([
    [
      "bookingFreeTimes in year 9999",
      "free",
      { meetingType: "demo", from: "9999-12-01T00:00:00Z", to: "9999-12-30T00:00:00Z" },
    ],
    [
      "bookingFreeTimes 300 years ahead",
      "free",
      { meetingType: "demo", from: "2327-03-01T00:00:00Z", to: "2327-03-10T00:00:00Z" },
    ],
    ["createBooking in year 9999", "create", visitor({ start: "9999-12-31T16:00:00.000Z" })],
    ["createBooking in year 1", "create", visitor({ start: "0001-01-01T16:00:00.000Z" })],
    ["rescheduleBooking in year 9999", "reschedule", { start: "9999-12-31T16:00:00.000Z" }],
  ])("refuses an instant far from now: %s answers invalid-argument", async (_case, callable, data) => {
    await addHost("host-a");
    const { call } = setup();
    const { token } = await call(createBookingHandler, visitor());
    const handler = {
      free: bookingFreeTimesHandler,
      create: createBookingHandler,
      reschedule: rescheduleBookingHandler,
    }[callable] as (request: { data: unknown; ip: string }, d: BookingDeps) => Promise<unknown>;
    const sent = callable === "reschedule" ? { ...data, token } : data;
    await expect(call(handler, sent)).rejects.toMatchObject({ code: "invalid-argument" });
  });

  it.each([
    ["year 0", "0000-01-01T00:00:00Z"],
    ["an offset past 9999", "9999-12-31T23:59:59-23:59"],
    ["an offset without minutes", "2027-03-10T16:00:00+05"],
  ])("refuses an agenda cursor of %s as invalid-argument", async (_case, start) => {
    await expect(
      bookingAgendaHandler(
        adminRequest({ when: "upcoming", cursor: { start, id: "x" } }),
        adminDeps(standin.db),
        () => NOW,
      ),
    ).rejects.toMatchObject({ code: "invalid-argument" });
  });

  it("answers a honeypot hit exactly as a real booking (what was sent, echoed), storing and mailing nothing", async () => {
    await addHost("host-a");
    const { call, notified } = setup();
    const sent = visitor({ name: "Grace Hopper", organisation: "Navy", email: "grace@example.com" });
    const decoy = await call(createBookingHandler, { ...sent, website: "http://spam.example" });
    expect(await docs("bookings")).toHaveLength(0);
    expect(await docs("booking_slots")).toHaveLength(0);
    expect(notified).toEqual([]);
    const real = await call(createBookingHandler, sent);
    expect(decoy.booking).toEqual(real.booking);
    const attendee = (text: string) =>
      ICAL.Component.fromString(text).getFirstSubcomponent("vevent")?.getFirstProperty("attendee");
    expect(attendee(decoy.invitation)?.getFirstValue()).toBe(attendee(real.invitation)?.getFirstValue());
    expect(attendee(decoy.invitation)?.getParameter("cn")).toBe(attendee(real.invitation)?.getParameter("cn"));
    // What the real path refuses, the decoy refuses the same way.
    const refusal = (data: unknown) => call(createBookingHandler, data).catch((error: unknown) => error);
    const [realRefusal, decoyRefusal] = await Promise.all([
      refusal(visitor({ name: "" })),
      refusal({ ...visitor({ name: "" }), website: "x" }),
    ]);
    expect(decoyRefusal).toMatchObject({ code: "invalid-argument" });
    expect(decoyRefusal).toEqual(realRefusal);
  });

  it("writes a quote in the visitor's name into the staff invitation's CN without breaking out of it", async () => {
    await addHost("host-a");
    const { call } = setup();
    const name = 'Eve" ;X=Y:mailto:attacker@evil.example';
    await call(createBookingHandler, visitor({ name }));
    const [booking] = await docs("bookings");
    const mail = await standin.db.doc(`bookings/${booking?.id}/mails/booked-0`).get();
    const ics = String(mail.get("staff.attachments")[0].content);
    const attendee = ICAL.Component.fromString(ics).getFirstSubcomponent("vevent")?.getFirstProperty("attendee");
    expect(String(attendee?.getFirstValue()).toLowerCase()).toBe("mailto:ada@example.com");
    // The name comes back whole, as a parameter value (its quote typographic), and the address is the visitor's.
    expect(attendee?.getParameter("cn")).toBe("Eve\u201d ;X=Y:mailto:attacker@evil.example");
    expect(ics.replace(/\r\n[ \t]/g, "")).toContain(`CN="${paramValue(name)}"`);
  });
});
