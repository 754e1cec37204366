import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { HOST_TIME_ZONE } from "../domain/bookings";
import {
  CALENDAR_HORIZON_DAYS,
  CALENDAR_MAX_BYTES,
  CALENDAR_TIMEOUT_MS,
  clipIntervals,
  MAX_STORED_INTERVALS,
  type CalendarKind,
  type Interval,
} from "../domain/calendars";
import { COLLECTIONS } from "../domain/collections";
import { errorCode } from "../platform/errors";
import { db } from "../platform/firebase";
import { guardedFetch, livePolicy, type GuardPolicy } from "../platform/guardedFetch";
import { firestoreEventNotifier, type NotifyEvent } from "../mail";
import { configuredSiteOrigin } from "../platform/params";
import type { Fetch } from "./caldav";
import { queueFailureNotice, recordFailure } from "./failureNotice";
import {
  EXPANSION_BUDGET,
  expandCalendar,
  ExpansionBudgetError,
  newExpansionBudget,
  type ExpansionBudget,
} from "./ics";
import { calendarKeyValue, open } from "./secretBox";
import {
  calDav,
  calendarKeyOf,
  icsFeed,
  plainError,
  type CalendarSecret,
  type CalendarService,
  type CalendarVersion,
} from "./service";

/*
 * The sync (docs/booking.md, "Hosts' calendars"): reads each connected calendar at most every 10 minutes
 * (conditionally: an unchanged one costs one request and no parse) and stores its busy intervals for the booking
 * horizon in `calendar_busy/{id}`. Free times read those stored intervals only. A failed read keeps the last good
 * intervals in force and records the error in plain words, and since when the calendar fails.
 */

export interface CalendarDeps {
  db: Firestore;
  now: () => Date;
  /** The CALENDAR_KEY secret. */
  key: () => string;
  /** The SSRF-guarded request (tests pass a fake server or a local one with a test policy). */
  fetch: Fetch;
  log: Pick<typeof logger, "info" | "warn" | "error">;
  /**
   * The staff mail when a calendar has failed for an hour (./failureNotice.ts): the mail queue's notifier and the
   * site's origin (the mail links the dashboard). Omitted (the benchmark): no mail.
   */
  failureNotice?: { notify: NotifyEvent; origin: () => string };
  /**
   * The site's origin: the product's own bookings' events (UIDs `<uuid>@<its host name>`) block nothing in the stored
   * busy times, they block as bookings (a booking moved onto a time overlapping its own slot is not refused by its
   * own event). Omitted: every event blocks.
   */
  siteOrigin?: () => string;
}

/** The guarded fetch under a policy. */
export function fetchUnder(policy: GuardPolicy): Fetch {
  return (url, request) => guardedFetch(url, request, policy);
}

export function liveCalendarDeps(): CalendarDeps {
  return {
    db: db(),
    now: () => new Date(),
    key: calendarKeyValue,
    fetch: fetchUnder(livePolicy(CALENDAR_TIMEOUT_MS, CALENDAR_MAX_BYTES)),
    log: logger,
    failureNotice: { notify: firestoreEventNotifier(), origin: () => configuredSiteOrigin() },
    siteOrigin: () => configuredSiteOrigin(),
  };
}

/** A connection as stored in `host_calendars/{id}`. */
export interface StoredCalendar {
  host_uid: string;
  kind: CalendarKind;
  name: string;
  hint: string;
  /** The sealed JSON of {@link CalendarSecret} (secretBox.ts), bound to the document id. */
  secret: string;
  version?: CalendarVersion | null;
  synced_at?: Timestamp | null;
  busy_count?: number;
  error?: string | null;
  failing_since?: Timestamp | null;
  /** When this failure streak's staff notice was recorded (./failureNotice.ts); cleared by a good read. */
  failure_notice_at?: Timestamp | null;
  /** When "Sync now" last ran (manage.ts: at most once a minute). */
  sync_now_at?: Timestamp | null;
  /** CalDAV: the account's calendars and the key of the one receiving bookings. */
  calendars?: { key: string; url: string; name: string }[];
  booking_calendar?: string | null;
  created_at?: unknown;
}

/**
 * A calendar's stored intervals: `[start0, end0, start1, end1, …]` in epoch milliseconds, packed as little-endian
 * float64s in one bytes field (one value to encode and decode, not thousands: free times read it on every request).
 */
export interface StoredBusy {
  host_uid: string;
  intervals: Uint8Array;
  synced_at: Timestamp;
  /** The end (epoch ms) of the window the intervals were expanded for; the sync re-expands as the window moves. */
  expanded_to?: number;
}

/**
 * `calendar_series/{id}`: what the calendar's last good read kept to expand a later window from (ics.ts
 * `ExpandedCalendar.series`: its recurring series and later events, reduced to what blocks); `texts: null` when there
 * was too much to keep (the calendar is then read again as its window moves).
 */
export interface StoredSeries {
  host_uid: string;
  texts: string[] | null;
}

/** The days ahead a calendar's stored window covered before `expanded_to` was stored (issue 45). */
const LEGACY_HORIZON_DAYS = 90;

/** The stored window is re-expanded once it ends this much before the current window's end. */
export const REEXPAND_AFTER_MS = 6 * 3_600_000;

/** The UIDs the product writes for its bookings (`<uuid>@<the site's host name>`, createBooking.ts). */
export function bookingUidOf(origin: string | undefined): ((uid: string) => boolean) | undefined {
  if (!origin) return undefined;
  const host = new URL(origin).hostname.toLowerCase();
  return (uid) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@/i.test(uid) && uid.slice(37).toLowerCase() === host;
}

/** Too many separate busy times to store in one document. */
function assertStorable(intervals: readonly Interval[]): void {
  if (intervals.length > MAX_STORED_INTERVALS) throw new ExpansionBudgetError("intervals");
}

/** The bytes {@link StoredBusy} holds for some intervals. */
export function packIntervals(intervals: readonly Interval[]): Buffer {
  const bytes = Buffer.alloc(intervals.length * 16);
  intervals.forEach((item, index) => {
    bytes.writeDoubleLE(item.start, index * 16);
    bytes.writeDoubleLE(item.end, index * 16 + 8);
  });
  return bytes;
}

/** The intervals of stored bytes (none for anything else); with a window, only those overlapping it. */
export function unpackIntervals(value: unknown, from = -Infinity, to = Infinity): Interval[] {
  if (!(value instanceof Uint8Array)) return [];
  const bytes = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  const intervals: Interval[] = [];
  for (let at = 0; at + 16 <= bytes.length; at += 16) {
    const start = bytes.readDoubleLE(at);
    if (start >= to) break; // stored sorted by start (merged at the sync)
    const end = bytes.readDoubleLE(at + 8);
    if (end > from) intervals.push({ start, end });
  }
  return intervals;
}

export function secretOf(deps: Pick<CalendarDeps, "key">, id: string, stored: Pick<StoredCalendar, "secret">) {
  return JSON.parse(open(deps.key(), id, stored.secret)) as CalendarSecret;
}

export function serviceOf(kind: CalendarKind, secret: CalendarSecret, fetch: Fetch): CalendarService {
  return kind === "caldav" ? calDav(secret, fetch) : icsFeed(secret, fetch);
}

/** The horizon a sync stores: from a day back (a meeting in progress) to {@link CALENDAR_HORIZON_DAYS} ahead. */
export function syncRange(now: Date): { from: number; to: number } {
  return { from: now.getTime() - 86_400_000, to: now.getTime() + CALENDAR_HORIZON_DAYS * 86_400_000 };
}

/** The addresses the host is known by: "declined by the host" is a decline on one of these. */
export async function hostEmails(firestore: Firestore, hostUid: string, secret: CalendarSecret): Promise<string[]> {
  const host = await firestore.collection(COLLECTIONS.bookingHosts).doc(hostUid).get();
  const emails = [host.get("email"), secret.username].filter(
    (value): value is string => typeof value === "string" && value.includes("@"),
  );
  return emails.map((email) => email.toLowerCase());
}

/** What a good read clears: the error, and the failure streak with its notice (a later streak is told again). */
const SUCCEEDED = { error: null, failing_since: null, failure_notice_at: null };

export type SyncOutcome = "synced" | "unchanged" | "failed" | "deferred";

/**
 * Reads one calendar and stores what it gives: new intervals, or (unchanged) a new sync time only; on a failure, the
 * error and since when, leaving the stored intervals as they are. An unchanged calendar whose stored window ends
 * {@link REEXPAND_AFTER_MS} before the current one is re-expanded from its kept series (no request for the
 * calendar's text, no parse of it), or read again in full when nothing was kept. `budget` bounds the expansion
 * (ics.ts): past it, the calendar fails with the reason, and its last good intervals stay in force.
 */
export async function syncCalendar(
  deps: CalendarDeps,
  id: string,
  budget: ExpansionBudget = newExpansionBudget(),
): Promise<SyncOutcome> {
  const ref = deps.db.collection(COLLECTIONS.hostCalendars).doc(id);
  const busyRef = deps.db.collection(COLLECTIONS.calendarBusy).doc(id);
  const seriesRef = deps.db.collection(COLLECTIONS.calendarSeries).doc(id);
  const doc = await ref.get();
  if (!doc.exists) return "failed";
  const stored = doc.data() as StoredCalendar;
  const now = deps.now();
  const at = Timestamp.fromDate(now);
  try {
    const secret = secretOf(deps, id, stored);
    const range = syncRange(now);
    const [busyDoc, seriesDoc] = await Promise.all([busyRef.get(), seriesRef.get()]);
    const expandedTo = busyDoc.get("expanded_to") as unknown;
    const moved = typeof expandedTo !== "number" || expandedTo < range.to - REEXPAND_AFTER_MS;
    const kept = seriesDoc.get("texts") as unknown;
    const keptTexts = Array.isArray(kept) ? (kept as string[]) : undefined;
    const options = {
      ...range,
      hostZone: HOST_TIME_ZONE,
      hostEmails: await hostEmails(deps.db, stored.host_uid, secret),
      budget,
      excludeUid: bookingUidOf(deps.siteOrigin?.()),
      keepSeries: true,
    };
    /** A batch that stores the window's busy intervals (checked storable), to which the caller adds the rest. */
    const busyBatch = (intervals: readonly Interval[]) => {
      assertStorable(intervals);
      const batch = deps.db.batch();
      batch.set(busyRef, {
        host_uid: stored.host_uid,
        intervals: packIntervals(intervals),
        synced_at: at,
        expanded_to: range.to,
      } satisfies StoredBusy);
      return batch;
    };
    // A moved window with nothing kept to expand it from: the calendar is read in full, whatever its version.
    const previous = moved && !keptTexts ? undefined : (stored.version ?? undefined);
    const read = await serviceOf(stored.kind, secret, deps.fetch).readBusy(options, previous);
    if (read.unchanged) {
      if (!moved || !keptTexts) {
        await ref.update({ synced_at: at, ...SUCCEEDED });
        deps.log.info("syncCalendar", { outcome: "unchanged", id });
        return "unchanged";
      }
      // The window moved: the stored window's intervals that are still in it, and the kept series expanded for it.
      const again = await expandCalendar(keptTexts, { ...options, keepSeries: false });
      const intervals = clipIntervals(
        [...unpackIntervals(busyDoc.get("intervals"), range.from, range.to), ...again.occurrences],
        range.from,
        range.to,
      );
      const batch = busyBatch(intervals);
      batch.update(ref, { synced_at: at, busy_count: intervals.length, ...SUCCEEDED });
      await batch.commit();
      deps.log.info("syncCalendar", { outcome: "re-expanded", id, busy: intervals.length });
      return "unchanged";
    }
    const intervals = clipIntervals(read.busy, range.from, range.to);
    const batch = busyBatch(intervals);
    batch.set(seriesRef, { host_uid: stored.host_uid, texts: read.series ?? null } satisfies StoredSeries);
    batch.update(ref, {
      synced_at: at,
      busy_count: intervals.length,
      ...SUCCEEDED,
      version: stripUndefined(read.version),
      ...(read.name ? { name: read.name.slice(0, 200) } : {}),
      ...(read.calendars ? { calendars: calendarList(read.calendars) } : {}),
    });
    await batch.commit();
    deps.log.info("syncCalendar", { outcome: "synced", id, busy: intervals.length, events: read.events });
    return "synced";
  } catch (error) {
    const message = plainError(error);
    const notice = await recordFailure(deps.db, ref, now, message, deps.failureNotice?.origin());
    deps.log.warn("syncCalendar", { outcome: "failed", id, error: errorCode(error), message, notice: notice ?? null });
    if (notice && deps.failureNotice) await queueFailureNotice(deps.failureNotice.notify, id, notice);
    return "failed";
  }
}

function stripUndefined(version: CalendarVersion): CalendarVersion {
  return Object.fromEntries(Object.entries(version).filter(([, value]) => value !== undefined)) as CalendarVersion;
}

export function calendarList(calendars: { url: string; name: string }[]): StoredCalendar["calendars"] {
  return calendars.map((calendar) => ({
    key: calendarKeyOf(calendar.url),
    url: calendar.url,
    name: calendar.name.slice(0, 200),
  }));
}

/**
 * What one sync run may spend on expansion in all (every calendar also has its own {@link EXPANSION_BUDGET}): well
 * inside the scheduled function's 300 s. A calendar that could not get its whole own budget from what is left is
 * deferred to the next run, never cut short (it would fail for another calendar's cost).
 */
export const RUN_BUDGET = { instances: 1_000_000, ms: 60_000 } as const;

/**
 * Syncs every connected calendar (a company has a handful of hosts, each at most 10 calendars), a few at a time, the
 * longest unsynced first, under {@link RUN_BUDGET}: a calendar past its own budget fails alone (the others sync), and
 * what the run could not afford goes first in the next.
 */
export async function syncAllCalendars(
  deps: CalendarDeps,
  limits: { instances: number; ms: number } = RUN_BUDGET,
): Promise<Record<SyncOutcome, number>> {
  const snapshot = await deps.db.collection(COLLECTIONS.hostCalendars).select("synced_at").get();
  const counts: Record<SyncOutcome, number> = { synced: 0, unchanged: 0, failed: 0, deferred: 0 };
  const syncedAt = (doc: (typeof snapshot.docs)[number]) =>
    (doc.get("synced_at") as Timestamp | null | undefined)?.toMillis() ?? 0;
  const ids = [...snapshot.docs].sort((a, b) => syncedAt(a) - syncedAt(b)).map((doc) => doc.id);
  const clock = () => performance.now();
  const run = { instances: limits.instances, deadline: clock() + limits.ms };
  const workers = Array.from({ length: Math.min(4, ids.length) }, async () => {
    for (let id = ids.shift(); id !== undefined; id = ids.shift()) {
      if (run.instances < EXPANSION_BUDGET.instances || clock() + EXPANSION_BUDGET.ms > run.deadline) {
        counts.deferred++;
        continue;
      }
      // The calendar's whole budget is reserved while it syncs (the workers run at once); what it left is given back.
      run.instances -= EXPANSION_BUDGET.instances;
      const budget = newExpansionBudget();
      try {
        counts[await syncCalendar(deps, id, budget)]++;
      } finally {
        run.instances += Math.max(0, budget.instances);
      }
    }
  });
  await Promise.all(workers);
  deps.log.info("syncAllCalendars", counts);
  return counts;
}

/**
 * The stored busy intervals overlapping `[from, to)`, by host: of the hosts named, or (none named) of every connected
 * calendar in one read, which free times start together with their read of the hosts (a company's handful of hosts,
 * at most 10 calendars each: no second round trip after the hosts are known). `in` takes up to 30 hosts a query.
 */
export async function storedBusy(
  firestore: Firestore,
  hostUids: readonly string[] | undefined,
  from: Date,
  to: Date,
): Promise<Map<string, { start: Date; end: Date }[]>> {
  const byHost = new Map<string, { start: Date; end: Date }[]>();
  if (hostUids?.length === 0) return byHost;
  const collection = firestore.collection(COLLECTIONS.calendarBusy);
  const snapshots = hostUids
    ? await Promise.all(
        Array.from({ length: Math.ceil(hostUids.length / 30) }, (_, index) =>
          collection.where("host_uid", "in", hostUids.slice(index * 30, index * 30 + 30)).get(),
        ),
      )
    : [await collection.get()];
  // Each calendar's intervals are stored merged and sorted: only the window's are unpacked, and several calendars'
  // overlapping intervals of one host need no merging (free times test each against each time).
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const {
      host_uid: host,
      intervals: stored,
      expanded_to: expandedTo,
      synced_at: syncedAt,
    } = doc.data() as StoredBusy;
    const list = byHost.get(host) ?? [];
    for (const item of unpackIntervals(stored, from.getTime(), to.getTime())) {
      list.push({ start: new Date(item.start), end: new Date(item.end) });
    }
    // Never a time beyond what is stored: past the end of a calendar's stored window (one failing for months, or
    // stored before its window covered the horizon: 90 days then), its host is busy.
    const covered =
      typeof expandedTo === "number" ? expandedTo : (syncedAt?.toMillis?.() ?? 0) + LEGACY_HORIZON_DAYS * 86_400_000;
    if (covered < to.getTime()) list.push({ start: new Date(Math.max(covered, from.getTime())), end: to });
    byHost.set(host, list);
  }
  return byHost;
}

/**
 * Deletes a connection (its sealed secret with it), its stored intervals and kept series and its failure notices' mail events in one
 * commit (Disconnect, and a host's erasure).
 */
export async function deleteCalendar(firestore: Firestore, id: string): Promise<void> {
  const ref = firestore.collection(COLLECTIONS.hostCalendars).doc(id);
  const notices = await ref.collection(COLLECTIONS.mailEvents).select().get();
  const batch = firestore.batch();
  for (const notice of notices.docs) batch.delete(notice.ref);
  batch.delete(ref);
  batch.delete(firestore.collection(COLLECTIONS.calendarBusy).doc(id));
  batch.delete(firestore.collection(COLLECTIONS.calendarSeries).doc(id));
  await batch.commit();
}

/**
 * Deletes every calendar connection of a host, each with its sealed secret, stored intervals and notices (a team
 * member's deactivation: their calendar addresses and passwords are not kept for someone who no longer works here).
 * Answers how many were deleted.
 */
export async function deleteHostCalendars(firestore: Firestore, hostUid: string): Promise<number> {
  const connections = await firestore
    .collection(COLLECTIONS.hostCalendars)
    .where("host_uid", "==", hostUid)
    .select()
    .get();
  for (const doc of connections.docs) await deleteCalendar(firestore, doc.id);
  return connections.size;
}
