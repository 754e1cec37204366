/*
 * Time zones as people read them: the one home for a zone's name ("Pacific Time", "India Standard Time"), its city
 * ("Kolkata") and a meeting's time written in a zone. The booking pages, the dashboard and the mails all use it, so a
 * mail names a zone the way the page does, never "GMT+5:30". Pure: Intl only.
 */

/**
 * Old IANA ids that browsers (and Node) still report for some zones, and the id with today's city name. The tz
 * database keeps the old ids as links, so both name the same zone; menus and mails show the current one.
 */
const ZONE_ALIASES: Readonly<Record<string, string>> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Dacca": "Asia/Dhaka",
  "Asia/Thimbu": "Asia/Thimphu",
  "Asia/Ulan_Bator": "Asia/Ulaanbaatar",
  "Asia/Macao": "Asia/Macau",
  "Asia/Chongqing": "Asia/Shanghai",
  "Asia/Ujung_Pandang": "Asia/Makassar",
  "Europe/Kiev": "Europe/Kyiv",
  "Europe/Uzhgorod": "Europe/Kyiv",
  "Europe/Zaporozhye": "Europe/Kyiv",
  "America/Godthab": "America/Nuuk",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Louisville": "America/Kentucky/Louisville",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Pacific/Truk": "Pacific/Chuuk",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Africa/Asmera": "Africa/Asmara",
  "Australia/Canberra": "Australia/Sydney",
  "US/Pacific": "America/Los_Angeles",
  "US/Mountain": "America/Denver",
  "US/Central": "America/Chicago",
  "US/Eastern": "America/New_York",
  "US/Arizona": "America/Phoenix",
  "US/Alaska": "America/Anchorage",
  "US/Hawaii": "Pacific/Honolulu",
};

/** The zone's id with today's city name ("Asia/Calcutta" → "Asia/Kolkata"); any other id as it is. */
export function canonicalZone(zone: string): string {
  return ZONE_ALIASES[zone] ?? zone;
}

/** "Kolkata", "Los Angeles", "Lord Howe": the city of a zone's (current) id. */
export function zoneCity(zone: string): string {
  return (canonicalZone(zone).split("/").pop() ?? zone).replace(/_/g, " ");
}

const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * One en-US formatter per zone and options, made once: building an Intl.DateTimeFormat is the costly part (its zone and
 * locale data), and a month view formats dozens of days and times on every render.
 */
export function zonedFormat(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", { ...options, timeZone: zone });
    formats.set(key, made);
  }
  return made;
}

function nameIn(zone: string, style: "longGeneric" | "long"): string | undefined {
  try {
    const name = zonedFormat(zone, { timeZoneName: style })
      .formatToParts(new Date())
      .find((part) => part.type === "timeZoneName")?.value;
    return name && !/^GMT|^UTC[+-]/.test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

/*
 * Wall-clock arithmetic: the one place that asks Intl what a zone's clock reads (the free times on the server, the
 * scheduler's days in the browser), never "add 24 hours", so a day across a daylight-saving change is 23 or 25 hours.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClockFormats.set(zone, format);
  }
  return format;
}

/** An instant as a zone's wall clock reads it (month 1–12, hour 0–23). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What `zone`'s wall clock reads at `instant` (ms since the epoch), to the second. */
export function wallClock(instant: number, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat(zone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    // Some engines write midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Boise: -7 h in winter, -6 h in summer). */
export function zoneOffsetAt(instant: number, zone: string): number {
  const wall = wallClock(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The `YYYY-MM-DD` an instant falls on in `zone`. */
export function localDate(instant: string | Date, zone: string): string {
  const { year, month, day } = wallClock(new Date(instant).getTime(), zone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const names = new Map<string, string>();
/**
 * A zone's name as the booking page shows it: its generic long name ("Pacific Time", "Mountain Time"), else its long
 * name ("India Standard Time"), else "<city> time" ("Kolkata time"): never an offset like "GMT+5:30".
 */
export function zoneName(zone: string): string {
  let name = names.get(zone);
  if (!name) {
    name = nameIn(zone, "longGeneric") ?? nameIn(zone, "long") ?? `${zoneCity(zone)} time`;
    names.set(zone, name);
  }
  return name;
}

const DATES = {
  long: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
  short: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
const TIME = { hour: "numeric", minute: "2-digit" } as const satisfies Intl.DateTimeFormatOptions;

/**
 * An instant written in `zone`, followed by the zone's name, as the booking page writes a meeting's time:
 * "Friday, March 12, 2027, 9:30 PM India Standard Time" (`long`: pages and mails), "Fri, Mar 12, 2027, 9:00 AM
 * Mountain Time" (`short`: the dashboard), "9:00 AM Mountain Time" (`time`).
 */
export function formatInZone(instant: Date | string, zone: string, style: "long" | "short" | "time" = "long"): string {
  const at = new Date(instant);
  const time = `${zonedFormat(zone, TIME).format(at)} ${zoneName(zone)}`;
  return style === "time" ? time : `${zonedFormat(zone, DATES[style]).format(at)}, ${time}`;
}
