/*
 * Times in the visitor's zone. Free times travel as UTC instants; the scheduler groups them by the calendar date they
 * fall on in the chosen zone and shows them as that zone's wall-clock time, with the zone's name ("Mountain Time").
 * Only the scheduler's chunk loads this (Intl's time-zone data costs a marketing page's first load, docs/decisions/0005).
 * A zone's name and city come from the domain (@domain/zones), which the mails use too.
 */
import {
  canonicalZone,
  formatInZone,
  localDate,
  zoneCity,
  zonedFormat as format,
  zoneName,
  zoneOffsetAt as offsetAt,
} from "@domain/zones";

import { HOST_TIME_ZONE } from "@domain/company";

/** The zones offered first: the United States' main zones, Idaho's two first (the hosts' own first of all). */
export const US_TIME_ZONES = [
  HOST_TIME_ZONE,
  "America/Los_Angeles",
  "America/Denver",
  "America/Phoenix",
  "America/Chicago",
  "America/New_York",
  "America/Anchorage",
  "Pacific/Honolulu",
] as const;

/**
 * The browser's own zone, or the hosts' when the browser does not say; by its current id (browsers may still report
 * an old alias such as Asia/Calcutta, which the menu would show as "Calcutta").
 */
export function browserTimeZone(fallback: string = HOST_TIME_ZONE): string {
  try {
    return canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone || fallback);
  } catch {
    return fallback;
  }
}

/** "Mountain Time", "India Standard Time": the domain's one naming of zones (mails name them the same way). */
export { zoneName };

/** The `YYYY-MM-DD` an instant falls on in a zone: the domain's wall clock, as the server's free times read it. */
export { localDate };

/**
 * The zone select's options: the curated list, with the browser's zone (and the current one) added when missing. Sorted
 * by code unit, not localeCompare: the labels are plain English, and a tab's first collation loads ICU's collation data
 * in one long task.
 */
export function zoneOptions(...extra: string[]): { value: string; label: string }[] {
  const zones = [...new Set<string>([...extra.filter(Boolean).map(canonicalZone), ...US_TIME_ZONES])];
  return zones
    .map((zone) => ({ value: zone, label: `${zoneName(zone)} (${zoneCity(zone)})` }))
    .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

const DAY_MS = 24 * 3600_000;

/**
 * Free times grouped by the date they fall on in `zone`, each day's in ascending order. A month holds hundreds of
 * times, and asking Intl for each one's date is a long task on a phone: the zone's offset is asked once per UTC day
 * instead (at its start and end), and a day whose offset does not change in between (every day but a transition's)
 * dates its times by arithmetic; a transition's day asks Intl for each time.
 */
export function groupByLocalDate(times: readonly string[], zone: string): Map<string, string[]> {
  const offsets = new Map<number, number>();
  const offset = (instant: number) => {
    let found = offsets.get(instant);
    if (found === undefined) offsets.set(instant, (found = offsetAt(instant, zone)));
    return found;
  };
  const days = new Map<string, string[]>();
  for (const time of [...times].sort()) {
    const instant = Date.parse(time);
    const dayStart = instant - (((instant % DAY_MS) + DAY_MS) % DAY_MS);
    const before = offset(dayStart);
    const day =
      before === offset(dayStart + DAY_MS)
        ? new Date(instant + before).toISOString().slice(0, 10)
        : localDate(time, zone);
    const list = days.get(day);
    if (list) list.push(time);
    else days.set(day, [time]);
  }
  return days;
}

/** "8:00 AM" in `zone`. */
export function formatTime(instant: string, zone: string): string {
  return format(zone, { hour: "numeric", minute: "2-digit" }).format(new Date(instant));
}

/** "Friday, March 12, 2027" in `zone`. */
export function formatDay(instant: string, zone: string): string {
  return format(zone, { weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(new Date(instant));
}

/** "Friday, March 12, 2027, 8:00 AM Pacific Time": a meeting's start as its visitor reads it. */
export function formatWhen(instant: string, zone: string): string {
  return formatInZone(instant, zone, "long");
}

/** "Friday, March 12, 2027" for a `YYYY-MM-DD` date (no zone: the date as written). */
export function formatDateOnly(date: string): string {
  return formatDay(`${date}T12:00:00Z`, "UTC");
}

/** The UTC window a month view asks free times for: the month's first day to the next month's, a day either side. */
export function monthWindow(month: string): { from: string; to: string } {
  const [year, monthIndex] = month.split("-").map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthIndex - 1, 1) - 24 * 3600_000);
  const to = new Date(Date.UTC(year, monthIndex, 1) + 24 * 3600_000);
  return { from: from.toISOString(), to: to.toISOString() };
}

/** `YYYY-MM-01` of the month a date (`YYYY-MM-DD`) is in. */
export function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}
