import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { Timestamp, type DocumentSnapshot, type Firestore, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/https";
import {
  AVAILABILITY_DEFAULTS,
  BOOKING_CANCELLED_MESSAGE,
  BOOKING_STARTED_MESSAGE,
  LINK_INVALID_MESSAGE,
  MEETING_TYPES,
  type Availability,
  type BookingView,
  type MeetingTypeId,
} from "../domain/bookings";
import { COLLECTIONS } from "../domain/collections";
import { normalisedMailbox } from "../domain/mailbox";
import { hostDays, weekOf, type HostCalendar } from "../domain/slots";
import { liveHostCalendars, storedBusy, type HostCalendars } from "../calendars";
import { firestoreEventNotifier, type NotifyEvent } from "../mail";
import { callerAddress, type RawRequestLike } from "../platform/clientAddress";
import { errorCode } from "../platform/errors";
import { firestoreFunnel, type TrackFunnel } from "../traffic";
import { db } from "../platform/firebase";
import { hashKeyValue, keyedHash } from "../platform/keyedHash";
import { configuredSiteOrigin } from "../platform/params";
import { clientKey, firestoreRateLimiter, type RateLimitConfig, type RateLimiter } from "../platform/rateLimit";
import { assertCallableRequestSize } from "../platform/requestSize";

/** What the bookings' handlers need from the outside world; tests pass the Firestore stand-in, a clock and fakes. */
export interface BookingDeps {
  db: Firestore;
  now: () => Date;
  /** The HASH_KEY secret (tokens, the mailbox count, rate-limit keys are keyed hashes under it). */
  key: () => string;
  /** The site's origin, for the links in mails and the calendar feed's address. */
  origin: () => string;
  rateLimiter: RateLimiter;
  /** Queues the prepared mails of an event (never throws). Omitted: no mail. */
  notify?: NotifyEvent;
  log: Pick<typeof logger, "info" | "warn" | "error">;
  /** A new management token; tests may fix it. */
  newToken?: () => string;
  /**
   * The hosts' own calendars (calendars/index.ts): the commit-time check and the booking's event. Omitted: neither
   * (the stored busy times still block free times).
   */
  calendars?: HostCalendars;
  /** Records a booking as the "sent" step of its source in the Traffic view's funnel (never throws). Omitted: none. */
  track?: TrackFunnel;
}

/** The deps of a deployed function. */
export function liveBookingDeps(): BookingDeps {
  const firestore = db();
  return {
    db: firestore,
    now: () => new Date(),
    key: hashKeyValue,
    origin: () => configuredSiteOrigin(),
    rateLimiter: firestoreRateLimiter(firestore),
    notify: firestoreEventNotifier(firestore),
    log: logger,
    track: firestoreFunnel(() => firestore),
    calendars: liveHostCalendars(),
  };
}

/** The parts of a public callable request the handlers read (as the lead forms: data, platform-seen address, headers). */
export interface PublicRequest {
  data: unknown;
  ip: string | undefined;
  headers?: IncomingHttpHeaders;
}

export function publicRequest(request: { data: unknown; rawRequest: RawRequestLike }): PublicRequest {
  return { data: request.data, ip: callerAddress(request.rawRequest), headers: request.rawRequest.headers };
}

export const RATE_LIMITED_MESSAGE = "Too many requests. Please try again in a few minutes.";
export const UNAVAILABLE_MESSAGE = "The booking service is unavailable. Please try again.";

/**
 * Per client address and callable, like the forms (platform/rateLimit.ts), with each callable's own allowance: a
 * visitor browses many weeks of free times, books rarely.
 */
export const BOOKING_RATE_LIMITS = {
  bookingFreeTimes: { max: 120, windowSeconds: 600 },
  createBooking: { max: 5, windowSeconds: 600 },
  getBookingByToken: { max: 30, windowSeconds: 600 },
  rescheduleBooking: { max: 10, windowSeconds: 600 },
  cancelBooking: { max: 10, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitConfig>;
export type PublicBookingCallable = keyof typeof BOOKING_RATE_LIMITS;

/** A callable's allowance; a set `RATE_LIMIT_MAX` (the test stacks raise every limit with it) raises it too. */
export function bookingRateLimit(name: PublicBookingCallable, env: NodeJS.ProcessEnv = process.env): RateLimitConfig {
  const own = BOOKING_RATE_LIMITS[name];
  const shared = Number(env.RATE_LIMIT_MAX);
  return Number.isInteger(shared) && shared > own.max ? { ...own, max: shared } : own;
}

/** The request-size check and the per-address rate limit every public booking callable starts with. */
export async function admitPublic(
  name: PublicBookingCallable,
  request: PublicRequest,
  deps: BookingDeps,
  maxChars?: number,
): Promise<void> {
  try {
    assertCallableRequestSize(
      { data: request.data, rawRequest: request.headers && { headers: request.headers } },
      maxChars,
    );
  } catch (error) {
    deps.log.warn(name, { outcome: "too_large" });
    throw error;
  }
  let admitted: boolean;
  try {
    admitted = await deps.rateLimiter.consume(
      clientKey(request.ip ?? "unknown", name, deps.key()),
      bookingRateLimit(name),
    );
  } catch (error) {
    deps.log.error(name, { outcome: "rate_limit_failed", error: errorCode(error) });
    throw new HttpsError("unavailable", UNAVAILABLE_MESSAGE);
  }
  if (!admitted) {
    deps.log.warn(name, { outcome: "rate_limited" });
    throw new HttpsError("resource-exhausted", RATE_LIMITED_MESSAGE);
  }
}

/** A new management token: 32 random bytes, base64url (43 characters, `TOKEN_PATTERN`). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What a token is stored as: its keyed hash under HASH_KEY, one purpose per prefix. */
export function tokenHash(key: string, purpose: "booking" | "invite" | "feed", token: string): string {
  return keyedHash(key, `${purpose}-token`, token);
}

/** The keyed hash of a visitor's normalised mailbox: what the "2 upcoming per address" count looks up. */
export function mailboxHash(key: string, email: string): string {
  return keyedHash(key, "booking-mailbox", normalisedMailbox(email));
}

/** A host as stored in `booking_hosts/{uid}`. */
export interface StoredHost {
  availability: Availability;
  /** The host's verified e-mail: the staff notice goes to it too, so the invitation lands in their calendar. */
  email: string;
  /** Copied from availability for the one query that finds hosts (`active == true`). */
  active: boolean;
  feed_token_hash?: string | null;
}

/** The availability a host starts with: not taking bookings, no hours, the default rules. */
export function defaultAvailability(): Availability {
  return {
    active: false,
    meetingTypes: [],
    weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
    daysOff: [],
    ...AVAILABILITY_DEFAULTS,
  };
}

/** The active hosts that take `meetingType` (one query on `active`: a company has a handful of hosts). */
export async function activeHosts(
  firestore: Firestore,
  meetingType: MeetingTypeId,
): Promise<{ uid: string; host: StoredHost }[]> {
  const snapshot = await firestore.collection(COLLECTIONS.bookingHosts).where("active", "==", true).get();
  return snapshot.docs
    .map((doc) => ({ uid: doc.id, host: doc.data() as StoredHost }))
    .filter(({ host }) => host.availability?.active && host.availability.meetingTypes.includes(meetingType));
}

/** The longest a booking can reach back into a window from before it: the longest meeting plus the largest buffer. */
const REACH_BACK_MS = (Math.max(...Object.values(MEETING_TYPES).map((type) => type.minutes)) + 120) * 60_000;

/** A scheduled booking as the free-time rules read it. */
export interface BusyBooking {
  id: string;
  host_uid: string;
  start: Date;
  end: Date;
}

/**
 * The scheduled bookings starting in `[from, to)` (one range query on `status`, `start_at`: that window's bookings
 * only, never the whole collection).
 */
export async function scheduledBetween(firestore: Firestore, from: Date, to: Date): Promise<BusyBooking[]> {
  const snapshot = await firestore
    .collection(COLLECTIONS.bookings)
    .where("status", "==", "scheduled")
    .where("start_at", ">=", Timestamp.fromDate(from))
    .where("start_at", "<", Timestamp.fromDate(to))
    .orderBy("start_at")
    .select("host_uid", "start_at", "end_at")
    .get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    host_uid: String(doc.get("host_uid")),
    start: (doc.get("start_at") as Timestamp).toDate(),
    end: (doc.get("end_at") as Timestamp).toDate(),
  }));
}

/**
 * What the free-time rules need for a window: the hosts that take the type, and the bookings of every day the window
 * touches (for the daily cap) and of the weeks it touches (for picking the host with the fewest), but for
 * `exceptId` (the booking being rescheduled).
 */
export async function calendarsFor(
  firestore: Firestore,
  meetingType: MeetingTypeId,
  from: Date,
  to: Date,
  options: { weeks?: boolean; exceptId?: string } = {},
): Promise<{ hosts: (HostCalendar & { email: string })[]; meetingsThisWeek: Record<string, number> }> {
  const days = hostDays(from, to);
  const readFrom = options.weeks ? new Date(Math.min(days.start.getTime(), weekOf(from).start.getTime())) : days.start;
  const readTo = options.weeks ? new Date(Math.max(days.end.getTime(), weekOf(from).end.getTime())) : days.end;
  const [hosts, bookings, blocked] = await Promise.all([
    activeHosts(firestore, meetingType),
    scheduledBetween(firestore, new Date(readFrom.getTime() - REACH_BACK_MS), readTo),
    // The hosts' calendars' stored busy times (never the calendars themselves: calendars/sync.ts), read together.
    storedBusy(
      firestore,
      undefined,
      new Date(readFrom.getTime() - REACH_BACK_MS),
      new Date(readTo.getTime() + REACH_BACK_MS),
    ),
  ]);
  const others = bookings.filter((booking) => booking.id !== options.exceptId);
  const week = weekOf(from);
  const meetingsThisWeek: Record<string, number> = {};
  for (const booking of others) {
    if (booking.start >= week.start && booking.start < week.end) {
      meetingsThisWeek[booking.host_uid] = (meetingsThisWeek[booking.host_uid] ?? 0) + 1;
    }
  }
  return {
    hosts: hosts.map(({ uid, host }) => ({
      uid,
      email: host.email,
      availability: host.availability,
      busy: others.filter((booking) => booking.host_uid === uid).map(({ start, end }) => ({ start, end })),
      blocked: blocked.get(uid) ?? [],
    })),
    meetingsThisWeek,
  };
}

/** A stored booking's time fields as dates. */
export function timesOf(doc: DocumentSnapshot): { start: Date; end: Date } {
  return {
    start: (doc.get("start_at") as Timestamp).toDate(),
    end: (doc.get("end_at") as Timestamp).toDate(),
  };
}

/** A booking as its visitor sees it: never the host, never another booking. */
export function viewOf(doc: DocumentSnapshot): BookingView {
  const { start, end } = timesOf(doc);
  return {
    meetingType: doc.get("meeting_type") as MeetingTypeId,
    start: start.toISOString(),
    end: end.toISOString(),
    timeZone: String(doc.get("time_zone")),
    status: doc.get("status") as BookingView["status"],
    name: String(doc.get("name")),
    organisation: String(doc.get("organisation")),
  };
}

/** The booking a management token opens, or not-found with the "link is not valid" message. */
export async function bookingByToken(deps: BookingDeps, token: string): Promise<QueryDocumentSnapshot> {
  const snapshot = await deps.db
    .collection(COLLECTIONS.bookings)
    .where("token_hash", "==", tokenHash(deps.key(), "booking", token))
    .limit(1)
    .get();
  const doc = snapshot.docs[0];
  if (!doc) throw new HttpsError("not-found", LINK_INVALID_MESSAGE);
  return doc;
}

/** Why a booking can no longer be changed through its link, or undefined when it can. */
export function unchangeableReason(doc: DocumentSnapshot, now: Date): string | undefined {
  if (doc.get("status") === "cancelled") return BOOKING_CANCELLED_MESSAGE;
  if (doc.get("status") !== "scheduled" || timesOf(doc).start <= now) return BOOKING_STARTED_MESSAGE;
  return undefined;
}

/** Firestore's ALREADY_EXISTS (a `create()` meeting a document that exists), as the Admin SDK reports it. */
export function isAlreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || code === "already-exists" || code === "ALREADY_EXISTS";
}
