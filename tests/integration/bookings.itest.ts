/**
 * Bookings end to end against the emulators, called as the site calls them: a host (an admin) sets weekly hours; a
 * visitor books a free time and maildev receives the confirmation and the staff notice, each with an invitation that
 * ical.js parses (METHOD:REQUEST, SEQUENCE 0); the reschedule link moves it (same UID, SEQUENCE 1); the cancel link
 * cancels it (METHOD:CANCEL); the reschedule link then refuses. And a small concurrent run: several visitors book one
 * time at once, exactly one gets it. The host's calendar feed is served through the Hosting rewrite.
 */
import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BOOKING_CANCELLED_MESSAGE,
  TAKEN_MESSAGE,
  type Availability,
  type BookingChangeResponse,
  type CreateBookingResponse,
  type FreeTimesResponse,
  type RotateFeedResponse,
} from "../../functions/src/domain/bookings";
import { admin, clearCollection, createUser, hostingOrigin, webClient, eventually } from "./emulators";

const inboxOrigin = process.env.MAIL_INBOX_ORIGIN ?? "http://127.0.0.1:1080";
const STAFF = "staff@idahoaicoaches.test";
const HOST_EMAIL = "booking-host@example.test";
const PASSWORD = "booking-host-pw";

interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string }[];
  text?: string;
  attachments?: { fileName?: string; generatedFileName?: string; contentType: string }[];
}

async function inbox(): Promise<CaughtMail[]> {
  const answer = await fetch(`${inboxOrigin}/email`);
  if (!answer.ok) throw new Error(`maildev answered ${answer.status}`);
  return (await answer.json()) as CaughtMail[];
}

/**
 * The mail to `address` whose subject starts with `subject` (and whose text names `about`: the staff list gets every
 * test's notices, so a notice is told apart by its visitor's address), and its invitation parsed by ical.js.
 */
async function mailWithInvitation(address: string, subject: string, about?: string) {
  const mail = await eventually(
    async () => {
      const mails = await inbox();
      return mails.find(
        (entry) =>
          entry.to.some((to) => to.address === address) &&
          entry.subject.startsWith(subject) &&
          (about === undefined || (entry.text ?? "").includes(about)),
      );
    },
    `"${subject}" to ${address}${about ? ` about ${about}` : ""}`,
  );
  const attachment = mail.attachments?.find((entry) => (entry.generatedFileName ?? entry.fileName)?.endsWith(".ics"));
  if (!attachment) throw new Error(`"${mail.subject}" has no .ics attachment`);
  const name = attachment.generatedFileName ?? attachment.fileName ?? "invite.ics";
  const text = await (await fetch(`${inboxOrigin}/email/${mail.id}/attachment/${encodeURIComponent(name)}`)).text();
  const calendar = ICAL.Component.fromString(text);
  const event = calendar.getFirstSubcomponent("vevent");
  const method = String(calendar.getFirstPropertyValue("method"));
  // The invitation is also a part of the mail's multipart/alternative (what makes Gmail show the event's card), and
  // every line of it, the last included, ends in CRLF.
  const source = await (await fetch(`${inboxOrigin}/email/${mail.id}/source`)).text();
  const alternative = /Content-Type: multipart\/alternative;\s*boundary="?([^"\r\n;]+)"?/i.exec(source)?.[1];
  if (!alternative) throw new Error(`"${mail.subject}" has no multipart/alternative`);
  const inside = source.slice(source.indexOf(`--${alternative}`), source.lastIndexOf(`--${alternative}--`));
  expect(inside).toMatch(new RegExp(`Content-Type: text/calendar; charset=utf-8; method=${method}`, "i"));
  // The invite.ics attachment says its method too (RFC 6047 2.4), not nodemailer's bare application/ics.
  const after = source.slice(source.lastIndexOf(`--${alternative}--`));
  expect(after).toMatch(
    new RegExp(`Content-Type: text/calendar; charset=utf-8; method=${method};\\s*name=invite\\.ics`, "i"),
  );
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  return {
    mail,
    text,
    method,
    uid: String(event?.getFirstPropertyValue("uid")),
    sequence: Number(event?.getFirstPropertyValue("sequence") ?? 0),
    start: (event?.getFirstPropertyValue("dtstart") as ICAL.Time | null)?.toJSDate().toISOString(),
  };
}

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (failure: unknown) => failure as { code?: string; message?: string },
  );
  return { code: error?.code, message: error?.message?.replace(/ \[\d{3}\]$/, "") };
}

const every = [{ start: "00:00", end: "24:00" }];
const availability: Availability = {
  active: true,
  // Demo only, and inactive after these tests: booking-race.itest.ts's host must be the only one of its time.
  meetingTypes: ["demo"],
  weekly: { mon: every, tue: every, wed: every, thu: every, fri: every, sat: every, sun: every },
  daysOff: [],
  minimumNoticeHours: 1,
  horizonDays: 30,
  bufferMinutes: 10,
  dailyCap: 24,
};

const visitor = (email: string, start: string) => ({
  name: "Ada Lovelace",
  email,
  organisation: "Rexburg School District",
  organisationType: "school",
  topics: "AI training",
  meetingType: "demo",
  start,
  timeZone: "America/Los_Angeles",
});

const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.test`;

let times: string[] = [];
const host = webClient();
const site = webClient();

beforeAll(async () => {
  for (const collection of ["bookings", "booking_locks", "booking_hosts"]) await clearCollection(collection);
  await createUser(HOST_EMAIL, PASSWORD, { admin: true });
  const { auth } = admin();
  const user = await auth.getUserByEmail(HOST_EMAIL);
  await auth.updateUser(user.uid, { emailVerified: true });
  await host.signIn(HOST_EMAIL, PASSWORD);
  await host.call("setMyAvailability", availability);
  const from = new Date(Date.now() + 2 * 24 * 3_600_000);
  const answer = await site.call<FreeTimesResponse>("bookingFreeTimes", {
    meetingType: "demo",
    from: from.toISOString(),
    to: new Date(from.getTime() + 24 * 3_600_000).toISOString(),
  });
  times = answer.times;
}, 60_000);

afterAll(async () => {
  await host.call("setMyAvailability", { ...availability, active: false });
});

describe("a booking's life through its links", () => {
  it("books, mails the invitation, moves it (SEQUENCE 1, same UID), cancels it (METHOD:CANCEL), then refuses", async () => {
    expect(times.length).toBeGreaterThan(20);
    const [first, , , , , , , , later] = times as [string, ...string[]];
    const email = address("ada");
    const booked = await site.call<CreateBookingResponse>("createBooking", visitor(email, first));
    expect(booked.booking.start).toBe(first);

    const confirmation = await mailWithInvitation(email, "Your Demo is booked");
    expect(confirmation).toMatchObject({ method: "REQUEST", sequence: 0, start: first });
    const notice = await mailWithInvitation(STAFF, "New booking: Demo", email);
    expect(notice.uid).toBe(confirmation.uid);
    expect(notice.mail.to.map((to) => to.address)).toContain(HOST_EMAIL);

    const opened = await site.call<{ changeable: boolean }>("getBookingByToken", { token: booked.token });
    expect(opened.changeable).toBe(true);

    const moved = await site.call<BookingChangeResponse>("rescheduleBooking", { token: booked.token, start: later });
    expect(moved.booking.start).toBe(later);
    const movedMail = await mailWithInvitation(email, "Your Demo was moved");
    expect(movedMail).toMatchObject({ method: "REQUEST", sequence: 1, uid: confirmation.uid, start: later });

    await site.call<BookingChangeResponse>("cancelBooking", { token: booked.token });
    const cancelMail = await mailWithInvitation(email, "Your Demo was cancelled");
    expect(cancelMail).toMatchObject({ method: "CANCEL", sequence: 2, uid: confirmation.uid });
    await mailWithInvitation(STAFF, "Booking cancelled: Demo", email);

    expect(await refusal(site.call("rescheduleBooking", { token: booked.token, start: first }))).toEqual({
      code: "functions/failed-precondition",
      message: BOOKING_CANCELLED_MESSAGE,
    });
    const stored = await admin().db.collection("bookings").where("email", "==", email).get();
    expect(stored.docs[0]?.get("status")).toBe("cancelled");
  });

  it("staff cancel from the dashboard: the visitor gets METHOD:CANCEL for the same UID with the reason", async () => {
    const start = times[3];
    if (!start) throw new Error("no free time");
    const email = address("grace");
    await site.call<CreateBookingResponse>("createBooking", visitor(email, start));
    const confirmation = await mailWithInvitation(email, "Your Demo is booked");
    const stored = await admin().db.collection("bookings").where("email", "==", email).get();
    const id = stored.docs[0]?.id;
    if (!id) throw new Error("the booking was not stored");
    // Not by setting the status: that never cancels a booking silently.
    expect(
      await refusal(host.call("setSubmissionStatus", { kind: "bookings", id, status: "cancelled" })),
    ).toMatchObject({ code: "functions/failed-precondition" });
    await host.call("cancelBookingAsStaff", { id, reason: "Our presenter is ill" });
    const cancelled = await mailWithInvitation(email, "Your Demo was cancelled");
    expect(cancelled).toMatchObject({ method: "CANCEL", uid: confirmation.uid, sequence: 1 });
    const caught = (await (await fetch(`${inboxOrigin}/email/${cancelled.mail.id}`)).json()) as { text?: string };
    expect(caught.text).toContain("Our presenter is ill");
    const notice = await mailWithInvitation(STAFF, "Booking cancelled: Demo", email);
    expect(notice.mail.to.map((to) => to.address)).toContain(HOST_EMAIL);
    expect((await admin().db.doc(`bookings/${id}`).get()).get("status")).toBe("cancelled");
  });

  it("gives one time to exactly one of several visitors booking it at once", async () => {
    const start = times.at(-1);
    if (!start) throw new Error("no free time");
    const visitors = Array.from({ length: 5 }, (_, n) =>
      webClient().call("createBooking", visitor(address(`v${n}`), start)),
    );
    const results = await Promise.allSettled(visitors);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") {
        const error = result.reason as { code?: string; message?: string };
        expect(error.code).toBe("functions/already-exists");
        expect(error.message?.replace(/ \[\d{3}\]$/, "")).toBe(TAKEN_MESSAGE);
      }
    }
    const stored = await admin()
      .db.collection("bookings")
      .where("start_at", "==", new Date(start))
      .where("status", "==", "scheduled")
      .get();
    expect(stored.size).toBe(1);
  });

  it("serves the host's calendar feed at its secret address through Hosting, and nothing once revoked", async () => {
    const { url } = await host.call<RotateFeedResponse>("rotateCalendarFeed", {});
    const path = new URL(url ?? "").pathname;
    const served = await fetch(`${hostingOrigin}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toContain("text/calendar");
    const feed = ICAL.Component.fromString(await served.text());
    expect(feed.getAllSubcomponents("vevent").length).toBeGreaterThan(0);
    await host.call("rotateCalendarFeed", { revoke: true });
    expect((await fetch(`${hostingOrigin}${path}`)).status).toBe(404);
  });
});
