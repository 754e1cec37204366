/*
 * The bounds of every instant a request carries (issue 23 finding 5, issue 33 item 6): a cursor's time must be one a
 * Firestore Timestamp holds, and a booking's times must lie in a window around now, so no crafted instant reaches
 * Firestore's client or the calendar arithmetic and answers INTERNAL.
 */

/** `YYYY-MM-DDThh:mm:ss[.f{1,9}]` then `Z` or `±hh:mm`: an ISO-8601 instant, to the nanosecond, with its offset. */
const CURSOR_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** 1970-01-01T00:00:00Z and 10000-01-01T00:00:00Z, in milliseconds: a cursor's instant lies in between. */
const CURSOR_MIN_MS = Date.UTC(1970, 0, 1);
const CURSOR_END_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999) + 1;

/**
 * Whether `text` is a cursor's time that a Firestore Timestamp holds: an ISO-8601 instant with `Z` or `±hh:mm`
 * (not `+05`, not `+0500`, not without a zone), a real date and time (no 30 February, no hour 24, no leap second),
 * its instant in the years 1970–9999 UTC once the offset is applied. Anything else is refused as "Invalid cursor"
 * (issue 23, finding 5): before this, `+05` or year 0 threw inside Firestore's client and answered INTERNAL.
 */
export function isCursorInstant(text: string): boolean {
  const match = CURSOR_INSTANT.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [sign, offsetHours, offsetMinutes] = [match[7], Number(match[8] ?? 0), Number(match[9] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return false;
  const local = new Date(0);
  local.setUTCFullYear(year, month - 1, day);
  local.setUTCHours(hour, minute, second, 0);
  // A day past the month's end (30 February) rolls over into the next month: not a real date.
  if (local.getUTCFullYear() !== year || local.getUTCMonth() !== month - 1 || local.getUTCDate() !== day) return false;
  const offsetMs = (sign === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  const instant = local.getTime() - offsetMs;
  return instant >= CURSOR_MIN_MS && instant < CURSOR_END_MS;
}

/** How far back a booking request's instant may lie: the widest free-times window (a month view with its edges). */
export const INSTANT_PAST_DAYS = 60;
/** How far ahead: past the longest horizon a host may set (365 days) and one free-times window beyond it. */
export const INSTANT_FUTURE_DAYS = 420;

/** Whether `instant` lies within {@link INSTANT_PAST_DAYS} before and {@link INSTANT_FUTURE_DAYS} after `now`. */
export function isNearNow(instant: Date, now: Date): boolean {
  const at = instant.getTime();
  return (
    Number.isFinite(at) &&
    at >= now.getTime() - INSTANT_PAST_DAYS * 86_400_000 &&
    at <= now.getTime() + INSTANT_FUTURE_DAYS * 86_400_000
  );
}
