import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { CALENDAR_MAX_BYTES } from "../domain/calendars";
import { COLLECTIONS } from "../domain/collections";
import { HOST_TIME_ZONE } from "../domain/bookings";
import { errorCode } from "../platform/errors";
import { db } from "../platform/firebase";
import { livePolicy } from "../platform/guardedFetch";
import { deleteEvent, eventsBetween, eventUrl, putEvent, type Fetch } from "./caldav";
import { expandCalendar } from "./ics";
import { calendarKeyValue } from "./secretBox";
import { fetchUnder, hostEmails, secretOf, type StoredCalendar } from "./sync";

/*
 * What bookings ask of a host's calendars (through calendars/index.ts): at the commit of a booking or a reschedule,
 * whether the chosen host's CalDAV calendars hold anything in that time now (the stored busy times are up to 10
 * minutes old); and the booking's event in the calendar the host picked, written with the invitation's UID, moved on
 * reschedule, deleted on cancel. A calendar that cannot be reached never breaks a booking: the check then counts as
 * "no conflict" (the stored busy times were in force already) and a failed write is logged, not raised.
 */

/** The commit-time check waits at most this long for one request to a calendar (the visitor is waiting). */
export const COMMIT_CHECK_TIMEOUT_MS = 5_000;
/**
 * The whole commit-time check of a host's calendars (every calendar of every CalDAV connection, asked at once) ends
 * by this deadline, well inside the booking callables' 60 s: a calendar that has not answered by then counts as "no
 * conflict" (its stored busy times were in force already).
 */
export const COMMIT_CHECK_DEADLINE_MS = 8_000;

/** Where a booking's event was written: its connection and the event resource's address. */
export interface BookingEventRef {
  calendarId: string;
  url: string;
}

export interface HostCalendars {
  /**
   * Whether the host's CalDAV calendars hold a busy time overlapping `[start, end)` now, but for the events of
   * `exceptUid` (a rescheduled booking's own event: moving it onto a time overlapping its slot is no conflict).
   */
  conflict(hostUid: string, start: Date, end: Date, exceptUid?: string): Promise<boolean>;
  /** Writes (or rewrites) the booking's event into the host's receiving calendar; undefined when there is none. */
  write(hostUid: string, uid: string, ics: string): Promise<BookingEventRef | undefined>;
  /** Deletes a written event (an event already gone, or a disconnected calendar, is fine). */
  remove(ref: BookingEventRef): Promise<void>;
}

export interface HostCalendarDeps {
  db: Firestore;
  key: () => string;
  fetch: Fetch;
  log: Pick<typeof logger, "info" | "warn" | "error">;
  /** {@link COMMIT_CHECK_DEADLINE_MS} unless a test sets another. */
  deadlineMs?: number;
}

export function liveHostCalendars(): HostCalendars {
  return firestoreHostCalendars({
    db: db(),
    key: calendarKeyValue,
    fetch: fetchUnder(livePolicy(COMMIT_CHECK_TIMEOUT_MS, CALENDAR_MAX_BYTES)),
    log: logger,
  });
}

function accountOf(deps: HostCalendarDeps, id: string, stored: StoredCalendar) {
  const secret = secretOf(deps, id, stored);
  return { secret, account: { url: secret.url, username: secret.username ?? "", password: secret.password ?? "" } };
}

export function firestoreHostCalendars(deps: HostCalendarDeps): HostCalendars {
  const connections = async (hostUid: string) =>
    (
      await deps.db
        .collection(COLLECTIONS.hostCalendars)
        .where("host_uid", "==", hostUid)
        .where("kind", "==", "caldav")
        .get()
    ).docs.map((doc) => ({ id: doc.id, stored: doc.data() as StoredCalendar }));

  return {
    async conflict(hostUid, start, end, exceptUid) {
      const found = await connections(hostUid);
      const checks = found.flatMap(({ id, stored }) =>
        (stored.calendars ?? []).map((calendar) => ({ id, stored, calendar })),
      );
      if (checks.length === 0) return false;
      const emails = new Map<string, Promise<string[]>>();
      // Every calendar at once; the first conflict answers, and the deadline ends the wait for the rest.
      const answers = checks.map(async ({ id, stored, calendar }) => {
        try {
          const { secret, account } = accountOf(deps, id, stored);
          if (!emails.has(id)) emails.set(id, hostEmails(deps.db, hostUid, secret));
          const texts = await eventsBetween(deps.fetch, account, calendar.url, start.getTime(), end.getTime());
          const { occurrences } = await expandCalendar(texts, {
            from: start.getTime(),
            to: end.getTime(),
            hostZone: HOST_TIME_ZONE,
            hostEmails: await (emails.get(id) ?? Promise.resolve([])),
            ...(exceptUid ? { excludeUid: (uid: string) => uid === exceptUid } : {}),
          });
          return occurrences.some((item) => item.end > item.start);
        } catch (error) {
          deps.log.warn("calendarConflict", { outcome: "unreachable", id, error: errorCode(error) });
          return false;
        }
      });
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<"deadline">((resolve) => {
        timer = setTimeout(() => resolve("deadline"), deps.deadlineMs ?? COMMIT_CHECK_DEADLINE_MS);
      });
      const first = new Promise<boolean>((resolve) => {
        let left = answers.length;
        for (const answer of answers) {
          void answer.then((busy) => {
            left -= 1;
            if (busy || left === 0) resolve(busy);
          });
        }
      });
      try {
        const outcome = await Promise.race([first, deadline]);
        if (outcome === "deadline") {
          deps.log.warn("calendarConflict", { outcome: "deadline", host: hostUid, calendars: checks.length });
          return false;
        }
        return outcome;
      } finally {
        clearTimeout(timer);
      }
    },

    async write(hostUid, uid, ics) {
      const target = (await connections(hostUid)).find(({ stored }) => stored.booking_calendar);
      const calendar = target?.stored.calendars?.find((item) => item.key === target.stored.booking_calendar);
      if (!target || !calendar) return undefined;
      try {
        const { account } = accountOf(deps, target.id, target.stored);
        const url = eventUrl(calendar.url, uid);
        await putEvent(deps.fetch, account, url, ics);
        deps.log.info("bookingEvent", { outcome: "written", id: target.id });
        return { calendarId: target.id, url };
      } catch (error) {
        deps.log.error("bookingEvent", { outcome: "write_failed", id: target.id, error: errorCode(error) });
        return undefined;
      }
    },

    async remove(ref) {
      const doc = await deps.db.collection(COLLECTIONS.hostCalendars).doc(ref.calendarId).get();
      if (!doc.exists) return;
      try {
        const { account } = accountOf(deps, doc.id, doc.data() as StoredCalendar);
        await deleteEvent(deps.fetch, account, ref.url);
        deps.log.info("bookingEvent", { outcome: "deleted", id: doc.id });
      } catch (error) {
        deps.log.error("bookingEvent", { outcome: "delete_failed", id: doc.id, error: errorCode(error) });
      }
    },
  };
}

/** The stored field of a booking that says where its event was written. */
export const CALENDAR_EVENT_FIELD = "calendar_event";

/** Where a stored booking's event was written, if it was. */
export function bookingEventOf(doc: DocumentSnapshot): BookingEventRef | undefined {
  const value = doc.get(CALENDAR_EVENT_FIELD) as Partial<BookingEventRef> | null | undefined;
  return value && typeof value.calendarId === "string" && typeof value.url === "string"
    ? { calendarId: value.calendarId, url: value.url }
    : undefined;
}

/** After a cancel (by the visitor or by staff): deletes the booking's event from the host's calendar. Never raises. */
export async function removeBookingEvent(
  calendars: HostCalendars | undefined,
  doc: DocumentSnapshot,
  log: Pick<typeof logger, "error">,
): Promise<void> {
  const ref = bookingEventOf(doc);
  if (!calendars || !ref) return;
  try {
    await calendars.remove(ref);
    await doc.ref.update({ [CALENDAR_EVENT_FIELD]: null });
  } catch (error) {
    log.error("bookingEvent", { outcome: "remove_failed", id: doc.id, error: errorCode(error) });
  }
}
