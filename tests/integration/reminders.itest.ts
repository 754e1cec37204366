/**
 * Reminders on the local stack: scheduled functions never fire under the emulators, so the stack runs the reminder
 * sweep on its own tick (scripts/lib/local-schedules.mjs, about every 30 s). A host with a minimum notice of 1 hour;
 * a visitor books the first free time (about 70 minutes ahead); its 1-hour reminder is due about 10 minutes later.
 * To keep the test short its clock is moved on instead: the booking's times (when it was made, its start and end) are
 * shifted earlier together, as if the minutes until the reminder had passed, and the reminder must reach maildev
 * within the next ticks. Without the local tick nothing sends it.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Availability, CreateBookingResponse, FreeTimesResponse } from "../../functions/src/domain/bookings";
import { admin, createUser, webClient } from "./emulators";

const inboxOrigin = process.env.MAIL_INBOX_ORIGIN ?? "http://127.0.0.1:1080";
const HOST_EMAIL = "reminder-host@example.test";
const PASSWORD = "reminder-host-pw";

const every = [{ start: "00:00", end: "24:00" }];
const availability: Availability = {
  active: true,
  meetingTypes: ["demo"],
  weekly: { mon: every, tue: every, wed: every, thu: every, fri: every, sat: every, sun: every },
  daysOff: [],
  minimumNoticeHours: 1,
  horizonDays: 30,
  bufferMinutes: 0,
  dailyCap: 24,
};

const host = webClient();
const site = webClient();

beforeAll(async () => {
  await createUser(HOST_EMAIL, PASSWORD, { admin: true });
  const { auth } = admin();
  const user = await auth.getUserByEmail(HOST_EMAIL);
  await auth.updateUser(user.uid, { emailVerified: true });
  await host.signIn(HOST_EMAIL, PASSWORD);
  await host.call("setMyAvailability", availability);
}, 60_000);

afterAll(async () => {
  await host.call("setMyAvailability", { ...availability, active: false });
});

async function reminderTo(address: string) {
  const answer = await fetch(`${inboxOrigin}/email`);
  if (!answer.ok) throw new Error(`maildev answered ${answer.status}`);
  const mails = (await answer.json()) as { subject: string; to: { address: string }[] }[];
  return mails.find((mail) => mail.to.some((to) => to.address === address) && mail.subject.startsWith("Reminder:"));
}

describe("the local tick sends reminders", () => {
  it("a meeting booked about 70 minutes ahead gets its 1-hour reminder in the local inbox once due", async () => {
    const now = Date.now();
    const { times } = await site.call<FreeTimesResponse>("bookingFreeTimes", {
      meetingType: "demo",
      from: new Date(now).toISOString(),
      to: new Date(now + 3 * 3_600_000).toISOString(),
    });
    // The minimum notice: nothing earlier than an hour ahead is offered.
    expect(times.every((time) => Date.parse(time) >= now + 3_600_000 - 60_000)).toBe(true);
    const start = times.find((time) => Date.parse(time) >= now + 65 * 60_000);
    if (!start) throw new Error(`no free time 65+ minutes ahead in ${times.join(", ")}`);
    const email = `reminded-${randomUUID().slice(0, 8)}@example.test`;
    const booked = await site.call<CreateBookingResponse>("createBooking", {
      name: "Ada Lovelace",
      email,
      organisation: "Rexburg School District",
      organisationType: "school",
      topics: "AI training",
      meetingType: "demo",
      start,
      timeZone: "America/Los_Angeles",
    });
    expect(booked.booking.start).toBe(start);

    const { db } = admin();
    const stored = await db.collection("bookings").where("email", "==", email).get();
    const doc = stored.docs[0];
    if (!doc) throw new Error("the booking was not stored");
    // Not due yet: a tick now sends nothing (the sweep runs at least once in these 35 s).
    await new Promise((resolve) => setTimeout(resolve, 35_000));
    expect(await reminderTo(email)).toBeUndefined();

    // Later, as the sweep sees it: moved on until the meeting is 58 minutes away, its reminder (start minus 60 minutes)
    // is due.
    const ahead = Date.parse(start) - Date.now() - 58 * 60_000;
    const shift = (field: string) => Timestamp.fromMillis((doc.get(field) as Timestamp).toMillis() - ahead);
    await doc.ref.update({ start_at: shift("start_at"), end_at: shift("end_at"), scheduled_at: shift("scheduled_at") });

    const deadline = Date.now() + 90_000;
    let reminder = await reminderTo(email);
    while (!reminder && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      reminder = await reminderTo(email);
    }
    expect(reminder?.subject).toMatch(/^Reminder: your .* is in an hour/);
  }, 180_000);
});
