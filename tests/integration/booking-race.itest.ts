/**
 * Two visitors, one time: concurrent createBooking requests for the same time against the emulators, as the booking
 * page sends them. The booking's commit creates its host's lock documents with create(), so exactly one request
 * books and every other is told the time was just taken; nothing of theirs is stored. The Functions emulator starts
 * one worker per request in flight, so the burst is kept small.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HOST_TIME_ZONE,
  MEETING_TYPES,
  TAKEN_MESSAGE,
  type Availability,
  type CreateBookingRequest,
  type CreateBookingResponse,
  type FreeTimesResponse,
} from "../../functions/src/domain/bookings";
import { COLLECTIONS } from "../../functions/src/domain/collections";
import { addDays, instantToZoned, lockIds, zonedToInstant } from "../../functions/src/domain/slots";
import { admin, webClient } from "./emulators";

const BURST = 8;
/**
 * A hang guard, not a speed goal: the emulator cold-starts one worker per request of the burst, which took 30–60 s
 * on a busy 2-core machine, past the integration project's 60 s.
 */
const BURST_TIMEOUT_MS = 240_000;
const PASSWORD = "booking-race-host-pw";
const HOST_EMAIL = "booking-race-host@example.test";
/** A time no other host offers: Sunday 5:00 in Boise, one partnership call's length, far beyond other horizons. */
const RANGE = { start: "05:00", end: "05:45" };
const MEETING = "partnership-call";

function availability(active: boolean): Availability {
  return {
    active,
    meetingTypes: [MEETING],
    weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [RANGE] },
    daysOff: [],
    minimumNoticeHours: 12,
    horizonDays: 365,
    bufferMinutes: 10,
    dailyCap: 6,
  };
}

let host: ReturnType<typeof webClient>;
let hostUid: string;

beforeAll(async () => {
  const { auth, db } = admin();
  const existing = await auth.getUserByEmail(HOST_EMAIL).catch(() => null);
  if (existing) await auth.deleteUser(existing.uid);
  const user = await auth.createUser({ email: HOST_EMAIL, password: PASSWORD, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { admin: true });
  await db.collection(COLLECTIONS.staff).doc(user.uid).set({ email: HOST_EMAIL, granted_at: new Date() });
  hostUid = user.uid;
  host = webClient();
  await host.signIn(HOST_EMAIL, PASSWORD);
  await host.call("setMyAvailability", availability(true));
});

afterAll(async () => {
  // Stops offering the time, so a later run's host is the only one again.
  await host?.call("setMyAvailability", availability(false));
});

/** A Sunday about `weeks` weeks ahead, as a Boise date. */
function sundayAhead(weeks: number): string {
  const today = instantToZoned(new Date(), HOST_TIME_ZONE);
  const daysToSunday = (7 - ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].indexOf(today.weekday) - 1) % 7;
  return addDays(today.date, daysToSunday + 7 * weeks);
}

const request = (start: string, index: number): CreateBookingRequest => ({
  name: `Race Visitor ${index}`,
  email: `race-${index}-${randomUUID().slice(0, 8)}@example.test`,
  organisation: "Race Chamber",
  organisationType: "chamber",
  topics: "",
  meetingType: MEETING,
  start,
  timeZone: "America/Los_Angeles",
});

describe("createBooking under a burst for one time", () => {
  it(
    `books exactly one of ${BURST} simultaneous requests; the others are told the time was just taken`,
    { timeout: BURST_TIMEOUT_MS },
    async () => {
      const visitor = webClient();
      // A free Sunday 5:00 some weeks ahead (a rerun against the same stack takes the next one).
      const date = sundayAhead(20 + Math.floor(Math.random() * 20));
      const offered = await visitor.call<FreeTimesResponse>("bookingFreeTimes", {
        meetingType: MEETING,
        from: zonedToInstant(date, "00:00", HOST_TIME_ZONE).toISOString(),
        to: zonedToInstant(addDays(date, 1), "00:00", HOST_TIME_ZONE).toISOString(),
      });
      const start = zonedToInstant(date, RANGE.start, HOST_TIME_ZONE).toISOString();
      expect(offered.times).toEqual([start]);

      // Warm the burst's workers first (a refused request each), so the burst's requests run side by side and all
      // read the time as free before any commits: the commit's locks, not a read, must decide between them.
      await Promise.allSettled(Array.from({ length: BURST }, () => visitor.call("createBooking", {})));
      const answers = await Promise.allSettled(
        Array.from({ length: BURST }, (_, index) =>
          visitor.call<CreateBookingResponse>("createBooking", request(start, index)),
        ),
      );
      const booked = answers.flatMap((answer) => (answer.status === "fulfilled" ? [answer.value] : []));
      const refusals = answers.flatMap((answer) =>
        answer.status === "rejected" ? [answer.reason as { code?: string; message?: string }] : [],
      );
      expect(booked).toHaveLength(1);
      expect(booked[0]?.booking.start).toBe(start);
      // The web SDK in Node appends the HTTP status ("… [409]") to the server's message.
      expect(refusals.map((error) => error.message?.replace(/ \[\d{3}\]$/, ""))).toEqual(
        Array.from({ length: BURST - 1 }, () => TAKEN_MESSAGE),
      );
      expect(new Set(refusals.map((error) => error.code))).toEqual(new Set(["functions/already-exists"]));

      const { db } = admin();
      const stored = await db
        .collection(COLLECTIONS.bookings)
        .where("start_at", "==", Timestamp.fromDate(new Date(start)))
        .get();
      expect(stored.docs.map((doc) => doc.get("host_uid"))).toEqual([hostUid]);
      const end = new Date(Date.parse(start) + MEETING_TYPES[MEETING].minutes * 60_000);
      const locks = await db.collection(COLLECTIONS.bookingLocks).where("host_uid", "==", hostUid).get();
      const expected = lockIds(hostUid, new Date(start), end, availability(true).bufferMinutes);
      expect(locks.docs.map((doc) => doc.id).sort()).toEqual([...expected].sort());
      expect(new Set(locks.docs.map((doc) => doc.get("booking_id")))).toEqual(new Set([stored.docs[0]?.id]));

      const after = await visitor.call<FreeTimesResponse>("bookingFreeTimes", {
        meetingType: MEETING,
        from: zonedToInstant(date, "00:00", HOST_TIME_ZONE).toISOString(),
        to: zonedToInstant(addDays(date, 1), "00:00", HOST_TIME_ZONE).toISOString(),
      });
      expect(after.times).toEqual([]);
    },
  );
});
