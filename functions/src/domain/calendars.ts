import * as v from "valibot";

/*
 * Hosts' own calendars (docs/booking.md, "Hosts' calendars"; decision 0011): what the callables take and answer, the
 * limits of a sync, and the pure arithmetic of busy intervals. A host connects a calendar by its secret iCal address
 * (read-only) or by CalDAV (read, and one calendar receives the bookings). The address and the password are secrets:
 * they are stored encrypted and never answered; the browser sees the host name and the last 4 characters only.
 */

/** What one request to a calendar may take and carry. */
export const CALENDAR_TIMEOUT_MS = 10_000;
export const CALENDAR_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Busy times are stored from a day back to this many days ahead: the longest booking horizon a host may set (365 days,
 * `horizonDays`), and two days more, so a calendar whose window is re-expanded a few hours late still covers it.
 */
export const CALENDAR_HORIZON_DAYS = 367;
/** The most separate busy intervals stored for one calendar (16 bytes each: a Firestore document holds 1 MiB). */
export const MAX_STORED_INTERVALS = 40_000;
/** The most calendars one CalDAV account may list (each costs two requests a sync). */
export const MAX_CALDAV_CALENDARS = 20;
/** "Sync now" runs at most once a minute per calendar. */
export const SYNC_NOW_INTERVAL_MS = 60_000;
/** The refusal of a "Sync now" within a minute of the last. */
export function syncNowWaitMessage(seconds: number): string {
  return `This calendar was synced a moment ago. Try again in ${seconds} s.`;
}
/** The scheduled sync's period; a calendar is read at most this often (conditional requests: unchanged costs nothing). */
export const CALENDAR_SYNC_MINUTES = 10;
/** A calendar failing this long (since its last good read) gets one staff mail per failure streak. */
export const CALENDAR_FAILURE_NOTICE_MS = 60 * 60 * 1000;
/** At most this many calendars per host. */
export const MAX_CALENDARS_PER_HOST = 10;
/** The days the Availability tab's view shows. */
export const CALENDAR_VIEW_DAYS = 14;

export const CALENDAR_KINDS = ["ics", "caldav"] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export const CALENDAR_ADDRESS_MESSAGE = "Enter the calendar's full address, starting with https://";
export const CALENDAR_NOT_FOUND_MESSAGE = "That calendar is not connected (any more).";
export const TOO_MANY_CALENDARS_MESSAGE = `At most ${MAX_CALENDARS_PER_HOST} calendars per host.`;

const Address = v.pipe(
  v.string(CALENDAR_ADDRESS_MESSAGE),
  v.trim(),
  v.minLength(8, CALENDAR_ADDRESS_MESSAGE),
  v.maxLength(2048, "That address is too long (at most 2,048 characters)."),
  v.check((value) => {
    try {
      const url = new URL(value.replace(/^webcals?:/i, "https:"));
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, CALENDAR_ADDRESS_MESSAGE),
);

export const ConnectCalendarSchema = v.variant("kind", [
  v.object({ kind: v.literal("ics"), url: Address }),
  v.object({
    kind: v.literal("caldav"),
    url: Address,
    username: v.pipe(
      v.string("Enter the username."),
      v.trim(),
      v.minLength(1, "Enter the username."),
      v.maxLength(320),
    ),
    password: v.pipe(
      v.string("Enter the app password."),
      v.minLength(1, "Enter the app password."),
      v.maxLength(1024, "That password is too long."),
    ),
  }),
]);

const CalendarId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,40}$/, CALENDAR_NOT_FOUND_MESSAGE));
export const CalendarRefSchema = v.object({ id: CalendarId });
/** Picks which of a CalDAV connection's calendars receives bookings (its key; `null`: none). */
export const SetBookingCalendarSchema = v.object({
  id: CalendarId,
  calendar: v.nullable(v.pipe(v.string(), v.regex(/^[a-f0-9]{16}$/, CALENDAR_NOT_FOUND_MESSAGE))),
});

/** A calendar as the browser sees it: never its address or password. */
export interface CalendarView {
  id: string;
  kind: CalendarKind;
  /** The name the calendar gives itself, else the address's host. */
  name: string;
  /** The address's host and its last 4 characters: `calendar.google.com …/basic.ics` → `calendar.google.com · …c.ics`. */
  hint: string;
  lastSyncedAt: string | null;
  busyCount: number;
  /** The last error in plain words, null after a good sync. */
  error: string | null;
  /** CalDAV: the calendars of the account (a key for each, never its address) and the one receiving bookings. */
  calendars: { key: string; name: string }[];
  bookingCalendar: string | null;
}

export interface BusyView {
  calendarId: string;
  start: string;
  end: string;
}

export interface MyCalendarsResponse {
  calendars: CalendarView[];
  /** The next {@link CALENDAR_VIEW_DAYS} days: each calendar's stored busy times and the host's bookings. */
  view: {
    from: string;
    to: string;
    busy: BusyView[];
    bookings: { start: string; end: string; label: string }[];
  };
}

/** The masked form of a secret address: its host and last 4 characters. */
export function addressHint(address: string): string {
  let host = "";
  try {
    host = new URL(address.replace(/^webcals?:/i, "https:")).hostname;
  } catch {
    host = "";
  }
  return `${host || "calendar"} · …${address.slice(-4)}`;
}

export interface Interval {
  start: number;
  end: number;
}

/** Sorted, overlapping and touching intervals joined; empty ones dropped. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((item) => item.end > item.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const item of sorted) {
    const last = merged[merged.length - 1];
    if (last && item.start <= last.end) last.end = Math.max(last.end, item.end);
    else merged.push({ start: item.start, end: item.end });
  }
  return merged;
}

/** The parts of `intervals` (merged) that overlap `[from, to)`, clipped to it. */
export function clipIntervals(intervals: readonly Interval[], from: number, to: number): Interval[] {
  return mergeIntervals(intervals)
    .filter((item) => item.start < to && item.end > from)
    .map((item) => ({ start: Math.max(item.start, from), end: Math.min(item.end, to) }));
}
