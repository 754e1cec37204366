import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { MEETING_TYPES, type MeetingTypeId } from "../domain/bookings";
import {
  addressHint,
  CALENDAR_NOT_FOUND_MESSAGE,
  CALENDAR_VIEW_DAYS,
  CalendarRefSchema,
  ConnectCalendarSchema,
  MAX_CALENDARS_PER_HOST,
  MAX_STORED_INTERVALS,
  SetBookingCalendarSchema,
  SYNC_NOW_INTERVAL_MS,
  syncNowWaitMessage,
  TOO_MANY_CALENDARS_MESSAGE,
  type CalendarView,
  type MyCalendarsResponse,
} from "../domain/calendars";
import { COLLECTIONS } from "../domain/collections";
import { auditDoc, auditEntry, recordCalendarConnection } from "../platform/audit";
import { admitAdmin, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { seal, calendarKey } from "./secretBox";
import { feedUrl, plainError } from "./service";
import { ExpansionBudgetError, newExpansionBudget } from "./ics";
import {
  bookingUidOf,
  calendarList,
  deleteCalendar,
  hostEmails,
  liveCalendarDeps,
  packIntervals,
  unpackIntervals,
  serviceOf,
  syncCalendar,
  syncRange,
  type CalendarDeps,
  type StoredBusy,
  type StoredCalendar,
  type StoredSeries,
} from "./sync";
import { clipIntervals } from "../domain/calendars";
import { HOST_TIME_ZONE } from "../domain/bookings";

/*
 * The Availability tab's "Calendars" section: a host connects, lists, syncs, disconnects their own calendars and
 * picks the one receiving bookings. Every callable is keyed on the caller's uid: a host sees and changes only their
 * own calendars (another's id answers "not connected"). The address and password never leave the server.
 */

export type ManageDeps = CalendarDeps & Pick<AdminDeps, "verify" | "staff">;

const CONNECT_REQUEST_CHARS = 8_192;

/** A connection as the browser sees it. */
function viewOf(id: string, stored: StoredCalendar): CalendarView {
  return {
    id,
    kind: stored.kind,
    name: stored.name,
    hint: stored.hint,
    lastSyncedAt: stored.synced_at ? stored.synced_at.toDate().toISOString() : null,
    busyCount: stored.busy_count ?? 0,
    error: stored.error ?? null,
    calendars: (stored.calendars ?? []).map(({ key, name }) => ({ key, name })),
    bookingCalendar: stored.booking_calendar ?? null,
  };
}

/** The caller's calendars and the next 14 days as the product sees them. */
export async function myCalendars(deps: CalendarDeps, uid: string): Promise<MyCalendarsResponse> {
  const snapshot = await deps.db.collection(COLLECTIONS.hostCalendars).where("host_uid", "==", uid).get();
  const now = deps.now();
  const to = new Date(now.getTime() + CALENDAR_VIEW_DAYS * 86_400_000);
  const busyDocs = await Promise.all(
    snapshot.docs.map((doc) => deps.db.collection(COLLECTIONS.calendarBusy).doc(doc.id).get()),
  );
  const busy = busyDocs.flatMap((doc) => {
    const list = unpackIntervals((doc.data() as StoredBusy | undefined)?.intervals);
    return clipIntervals(list, now.getTime(), to.getTime()).map((item) => ({
      calendarId: doc.id,
      start: new Date(item.start).toISOString(),
      end: new Date(item.end).toISOString(),
    }));
  });
  const bookings = await deps.db
    .collection(COLLECTIONS.bookings)
    .where("status", "==", "scheduled")
    .where("start_at", ">=", Timestamp.fromDate(new Date(now.getTime() - 86_400_000)))
    .where("start_at", "<", Timestamp.fromDate(to))
    .orderBy("start_at")
    .select("host_uid", "start_at", "end_at", "meeting_type")
    .get();
  return {
    calendars: snapshot.docs
      .map((doc) => viewOf(doc.id, doc.data() as StoredCalendar))
      .sort((a, b) => a.name.localeCompare(b.name)),
    view: {
      from: now.toISOString(),
      to: to.toISOString(),
      busy,
      bookings: bookings.docs
        .filter((doc) => doc.get("host_uid") === uid)
        .map((doc) => ({
          start: (doc.get("start_at") as Timestamp).toDate().toISOString(),
          end: (doc.get("end_at") as Timestamp).toDate().toISOString(),
          label: MEETING_TYPES[doc.get("meeting_type") as MeetingTypeId]?.label ?? "Booking",
        })),
    },
  };
}

/** The caller's own connection, or "not connected" (also for another host's id). */
async function ownCalendar(deps: CalendarDeps, uid: string, id: string) {
  const ref = deps.db.collection(COLLECTIONS.hostCalendars).doc(id);
  const doc = await ref.get();
  if (!doc.exists || doc.get("host_uid") !== uid) throw new HttpsError("not-found", CALENDAR_NOT_FOUND_MESSAGE);
  return { ref, stored: doc.data() as StoredCalendar };
}

/**
 * Connects a calendar: it is read once first (under every guard of a sync); a calendar that cannot be read is
 * refused with the reason in plain words and nothing is stored. Then its connection (secret sealed) and its busy
 * times are stored in one commit.
 */
export async function connectCalendarHandler(request: AdminRequest, deps: ManageDeps): Promise<MyCalendarsResponse> {
  const caller = await admitAdmin("connectCalendar", request, deps, CONNECT_REQUEST_CHARS);
  const input = parseOrThrow(ConnectCalendarSchema, request.data);
  const existing = await deps.db
    .collection(COLLECTIONS.hostCalendars)
    .where("host_uid", "==", caller.uid)
    .count()
    .get();
  if (existing.data().count >= MAX_CALENDARS_PER_HOST) {
    throw new HttpsError("failed-precondition", TOO_MANY_CALENDARS_MESSAGE);
  }
  const secret =
    input.kind === "caldav"
      ? { url: feedUrl(input.url), username: input.username, password: input.password }
      : { url: feedUrl(input.url) };
  const now = deps.now();
  const range = syncRange(now);
  let read;
  try {
    read = await serviceOf(input.kind, secret, deps.fetch).readBusy(
      {
        ...range,
        hostZone: HOST_TIME_ZONE,
        hostEmails: await hostEmails(deps.db, caller.uid, secret),
        // Past its expansion budget (ics.ts) a calendar is refused with the reason, and nothing is stored.
        budget: newExpansionBudget(),
        excludeUid: bookingUidOf(deps.siteOrigin?.()),
        keepSeries: true,
      },
      undefined,
    );
  } catch (error) {
    deps.log.info("connectCalendar", { outcome: "unreadable", uid: caller.uid, error: plainError(error) });
    throw new HttpsError("failed-precondition", plainError(error));
  }
  if (read.unchanged) throw new Error("connectCalendar: a first read cannot be unchanged");
  const ref = deps.db.collection(COLLECTIONS.hostCalendars).doc();
  const intervals = clipIntervals(read.busy, range.from, range.to);
  if (intervals.length > MAX_STORED_INTERVALS) {
    throw new HttpsError("failed-precondition", new ExpansionBudgetError("intervals").message);
  }
  const calendars = read.calendars ? calendarList(read.calendars) : undefined;
  const at = Timestamp.fromDate(now);
  const hint = addressHint(input.url);
  const stored: StoredCalendar = {
    host_uid: caller.uid,
    kind: input.kind,
    name: (read.name ?? hint.split(" ")[0] ?? "Calendar").slice(0, 200),
    hint,
    secret: seal(deps.key(), ref.id, JSON.stringify(secret)),
    version: Object.fromEntries(Object.entries(read.version).filter(([, value]) => value !== undefined)),
    synced_at: at,
    busy_count: intervals.length,
    error: null,
    failing_since: null,
    ...(calendars ? { calendars, booking_calendar: calendars[0]?.key ?? null } : {}),
    created_at: FieldValue.serverTimestamp(),
  };
  const batch = deps.db.batch();
  batch.create(ref, stored);
  batch.set(deps.db.collection(COLLECTIONS.calendarBusy).doc(ref.id), {
    host_uid: caller.uid,
    intervals: packIntervals(intervals),
    synced_at: at,
    expanded_to: range.to,
  } satisfies StoredBusy);
  batch.set(deps.db.collection(COLLECTIONS.calendarSeries).doc(ref.id), {
    host_uid: caller.uid,
    texts: read.series ?? null,
  } satisfies StoredSeries);
  // Recorded with the connection itself, as its removal is (never its address or secret).
  batch.create(auditDoc(deps.db), auditEntry("calendar-connection", caller, input.kind, { connected: true }));
  await batch.commit();
  deps.log.info("connectCalendar", { outcome: "connected", uid: caller.uid, id: ref.id, kind: input.kind });
  return myCalendars(deps, caller.uid);
}

export async function myCalendarsHandler(request: AdminRequest, deps: ManageDeps): Promise<MyCalendarsResponse> {
  const caller = await admitAdmin("myCalendars", request, deps, SMALL_REQUEST_CHARS);
  return myCalendars(deps, caller.uid);
}

export async function syncCalendarNowHandler(request: AdminRequest, deps: ManageDeps): Promise<MyCalendarsResponse> {
  const caller = await admitAdmin("syncCalendarNow", request, deps, SMALL_REQUEST_CHARS);
  const { id } = parseOrThrow(CalendarRefSchema, request.data);
  await ownCalendar(deps, caller.uid, id);
  // At most once a minute per calendar (each costs the calendar's server a read and us an expansion), decided in a
  // transaction so that several clicks at once sync once.
  const ref = deps.db.collection(COLLECTIONS.hostCalendars).doc(id);
  const now = deps.now().getTime();
  const wait = await deps.db.runTransaction(async (transaction) => {
    const last = ((await transaction.get(ref)).get("sync_now_at") as Timestamp | null | undefined)?.toMillis();
    if (last !== undefined && now - last < SYNC_NOW_INTERVAL_MS && now >= last) {
      return Math.ceil((last + SYNC_NOW_INTERVAL_MS - now) / 1000);
    }
    transaction.update(ref, { sync_now_at: Timestamp.fromMillis(now) });
    return 0;
  });
  if (wait > 0) {
    deps.log.info("syncCalendarNow", { outcome: "throttled", uid: caller.uid, id });
    throw new HttpsError("resource-exhausted", syncNowWaitMessage(wait));
  }
  await syncCalendar(deps, id);
  return myCalendars(deps, caller.uid);
}

/** Deletes the connection, its sealed secret and its stored busy times at once. */
export async function disconnectCalendarHandler(request: AdminRequest, deps: ManageDeps): Promise<MyCalendarsResponse> {
  const caller = await admitAdmin("disconnectCalendar", request, deps, SMALL_REQUEST_CHARS);
  const { id } = parseOrThrow(CalendarRefSchema, request.data);
  const calendar = await ownCalendar(deps, caller.uid, id);
  await deleteCalendar(deps.db, id);
  deps.log.info("disconnectCalendar", { uid: caller.uid, id });
  await recordCalendarConnection(deps.db, caller, { provider: calendar.stored.kind, connected: false });
  return myCalendars(deps, caller.uid);
}

export async function setBookingCalendarHandler(request: AdminRequest, deps: ManageDeps): Promise<MyCalendarsResponse> {
  const caller = await admitAdmin("setBookingCalendar", request, deps, SMALL_REQUEST_CHARS);
  const input = parseOrThrow(SetBookingCalendarSchema, request.data);
  const { ref, stored } = await ownCalendar(deps, caller.uid, input.id);
  if (input.calendar !== null && !(stored.calendars ?? []).some((calendar) => calendar.key === input.calendar)) {
    throw new HttpsError("invalid-argument", CALENDAR_NOT_FOUND_MESSAGE);
  }
  if (stored.kind !== "caldav") {
    throw new HttpsError("invalid-argument", "Only a CalDAV calendar can receive bookings.");
  }
  await ref.update({ booking_calendar: input.calendar });
  return myCalendars(deps, caller.uid);
}

const options = { secrets: [calendarKey], timeoutSeconds: 60 };
export const connectCalendar = callable("connectCalendar", options, (request) =>
  connectCalendarHandler(request, liveCalendarDeps()),
);
export const myCalendarsCallable = callable("myCalendars", options, (request) =>
  myCalendarsHandler(request, liveCalendarDeps()),
);
export const syncCalendarNow = callable("syncCalendarNow", options, (request) =>
  syncCalendarNowHandler(request, liveCalendarDeps()),
);
export const disconnectCalendar = callable("disconnectCalendar", options, (request) =>
  disconnectCalendarHandler(request, liveCalendarDeps()),
);
export const setBookingCalendar = callable("setBookingCalendar", options, (request) =>
  setBookingCalendarHandler(request, liveCalendarDeps()),
);
