import { randomBytes } from "node:crypto";
import { Timestamp, type DocumentSnapshot, type Firestore, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { HttpsError } from "firebase-functions/https";
import {
  AVAILABILITY_DEFAULTS,
  BOOKING_CANCELLED_MESSAGE,
  BOOKING_STATUS,
  BOOKING_STARTED_MESSAGE,
  LINK_INVALID_MESSAGE,
  MEETING_TYPES,
  type Availability,
  type BookingRecord,
  type BookingView,
  type MeetingTypeId,
} from "../domain/bookings";
import { bookingViewOf } from "../domain/bookingRecord";
import { COLLECTIONS } from "../domain/collections";
import { normalisedMailbox } from "../domain/mailbox";
import { hostDays, weekOf, type HostCalendar } from "../domain/slots";
import { liveHostCalendars, storedBusy, type HostCalendars } from "../calendars";
import { firestoreEventNotifier, type NotifyEvent } from "../mail";
import { admitRate, admitSize, type Gate, type PublicRequest } from "../platform/admission";
import { firestoreFunnel, type TrackFunnel } from "../traffic";
import { db } from "../platform/firebase";
import { hashKeyValue, keyedHash } from "../platform/keyedHash";
import { configuredSiteOrigin } from "../platform/params";
import { firestoreRateLimiter, type RateLimitConfig, type RateLimiter } from "../platform/rateLimit";

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

/** The parts of a public callable request the handlers read (platform/admission.ts). */
export type { PublicRequest } from "../platform/admission";

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

/** The guards of a public booking callable (platform/admission.ts), with the bookings' refusal texts. */
export function bookingGate(name: PublicBookingCallable, deps: BookingDeps): Gate {
  return {
    callable: name,
    log: deps.log,
    rateLimiter: deps.rateLimiter,
    rateLimitedMessage: RATE_LIMITED_MESSAGE,
    unavailableMessage: UNAVAILABLE_MESSAGE,
    key: deps.key,
  };
}

/** The request-size check and the per-address rate limit every public booking callable starts with. */
export async function admitPublic(
  name: PublicBookingCallable,
  request: PublicRequest,
  deps: BookingDeps,
  maxChars?: number,
): Promise<void> {
  const gate = bookingGate(name, deps);
  admitSize(gate, request, maxChars);
  await admitRate(gate, request, bookingRateLimit(name));
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
  /** Its client address's and mailbox domain's keyed hashes (bookingLimits.ts), when stored: the week share reads them. */
  client_hash?: string;
  domain_hash?: string;
}

/**
 * The scheduled bookings starting in `[from, to)` (one range query on `status`, `start_at`: that window's bookings
 * only, never the whole collection).
 */
export async function scheduledBetween(firestore: Firestore, from: Date, to: Date): Promise<BusyBooking[]> {
  const snapshot = await firestore
    .collection(COLLECTIONS.bookings)
    .where("status", "==", BOOKING_STATUS.scheduled)
    .where("start_at", ">=", Timestamp.fromDate(from))
    .where("start_at", "<", Timestamp.fromDate(to))
    .orderBy("start_at")
    .select("host_uid", "start_at", "end_at", "client_hash", "domain_hash")
    .get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    host_uid: String(doc.get("host_uid")),
    start: (doc.get("start_at") as Timestamp).toDate(),
    end: (doc.get("end_at") as Timestamp).toDate(),
    ...(typeof doc.get("client_hash") === "string" ? { client_hash: doc.get("client_hash") as string } : {}),
    ...(typeof doc.get("domain_hash") === "string" ? { domain_hash: doc.get("domain_hash") as string } : {}),
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
): Promise<{
  hosts: (HostCalendar & { email: string })[];
  meetingsThisWeek: Record<string, number>;
  /** The other scheduled bookings of `from`'s week (with `weeks`): whose they are, for the week share. */
  thisWeek: BusyBooking[];
}> {
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
  const thisWeek = others.filter((booking) => booking.start >= week.start && booking.start < week.end);
  for (const booking of thisWeek) meetingsThisWeek[booking.host_uid] = (meetingsThisWeek[booking.host_uid] ?? 0) + 1;
  return {
    hosts: hosts.map(({ uid, host }) => ({
      uid,
      email: host.email,
      availability: host.availability,
      busy: others.filter((booking) => booking.host_uid === uid).map(({ start, end }) => ({ start, end })),
      blocked: blocked.get(uid) ?? [],
    })),
    meetingsThisWeek,
    thisWeek,
  };
}

/**
 * A stored booking, typed: what domain/bookingRecord.ts `newBookingRecord` wrote (times as Firestore timestamps).
 * Every reader of a whole booking reads it through this.
 */
export function storedBooking(doc: DocumentSnapshot): BookingRecord<Timestamp> {
  const data = doc.data();
  if (!data) throw new Error(`storedBooking: booking ${doc.id} does not exist`);
  return data as BookingRecord<Timestamp>;
}

/** A stored booking's time fields as dates. */
export function timesOf(doc: DocumentSnapshot): { start: Date; end: Date } {
  const booking = storedBooking(doc);
  return { start: booking.start_at.toDate(), end: booking.end_at.toDate() };
}

/** A booking as its visitor sees it: never the host, never another booking. */
export function viewOf(doc: DocumentSnapshot): BookingView {
  return bookingViewOf(storedBooking(doc), (time) => time.toDate());
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
  const { status } = storedBooking(doc);
  if (status === BOOKING_STATUS.cancelled) return BOOKING_CANCELLED_MESSAGE;
  if (status !== BOOKING_STATUS.scheduled || timesOf(doc).start <= now) return BOOKING_STARTED_MESSAGE;
  return undefined;
}

/** Firestore's ALREADY_EXISTS (a `create()` meeting a document that exists), as the Admin SDK reports it. */
export function isAlreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || code === "already-exists" || code === "ALREADY_EXISTS";
}
