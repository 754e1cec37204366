/*
 * Times in the visitor's zone. Free times travel as UTC instants; the scheduler groups them by the calendar date they
 * fall on in the chosen zone and shows them as that zone's wall-clock time, with the zone's name ("Mountain Time").
 * Only the scheduler's chunk loads this (Intl's time-zone data costs a marketing page's first load, docs/decisions/0005).
 * A zone's name and city come from the domain (@domain/zones), which the mails use too.
 */
import { canonicalZone, formatInZone, zoneCity, zonedFormat as format, zoneName } from "@domain/zones";

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

/** The zone select's options: the curated list, with the browser's zone (and the current one) added when missing. */
export function zoneOptions(...extra: string[]): { value: string; label: string }[] {
  const zones = [...new Set<string>([...extra.filter(Boolean).map(canonicalZone), ...US_TIME_ZONES])];
  return zones
    .map((zone) => ({ value: zone, label: `${zoneName(zone)} (${zoneCity(zone)})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(zone: string) {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hourCycle: "h23",
    });
    partsFormats.set(zone, format);
  }
  return format;
}

/** The `YYYY-MM-DD` an instant falls on in `zone`. */
export function localDate(instant: string | Date, zone: string): string {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Free times grouped by the date they fall on in `zone`, each day's in ascending order. */
export function groupByLocalDate(times: readonly string[], zone: string): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const time of [...times].sort()) {
    const day = localDate(time, zone);
    days.set(day, [...(days.get(day) ?? []), time]);
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
