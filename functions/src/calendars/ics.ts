import type IcalJs from "ical.js";
import { MAX_STORED_INTERVALS } from "../domain/calendars";
import { addDays, zonedToInstant } from "../domain/slots";
import { WINDOWS_ZONES } from "./windowsZones";

/*
 * From an iCalendar text to the times it blocks (docs/booking.md, "What blocks"). ical.js (the parser Thunderbird
 * uses) parses the text, reads each VTIMEZONE of the file and expands RRULE / RDATE / EXDATE; this module decides
 * what blocks and turns each occurrence into instants:
 *
 * - blocks: a VEVENT that is not TRANSP:TRANSPARENT, not STATUS:CANCELLED and not declined by the host
 *   (PARTSTAT=DECLINED on an ATTENDEE line with one of the host's addresses); a VFREEBUSY's busy periods;
 * - overridden instances (RECURRENCE-ID) replace the instance they name, matched by instant (by date for an all-day
 *   series, as Exchange writes a date-time RECURRENCE-ID for an all-day series); RANGE=THISANDFUTURE moves and
 *   re-times every later instance; a cancelled override removes its instance;
 * - zones: each time uses its own TZID: the file's VTIMEZONE of that name when there is one (custom and multi-era
 *   definitions), else the IANA zone of that name, else the Windows zone's IANA zone; a floating time is in the
 *   file's X-WR-TIMEZONE, else the host's zone; an all-day event blocks the host's whole local days (DTEND exclusive).
 */

/**
 * ical.js (about 20 ms to load): loaded by the first expansion and kept for the instance, so a function that never
 * reads a calendar (free times read the stored busy times) does not load it.
 */
let ICAL: typeof IcalJs;
let icalLoaded: Promise<void> | undefined;
function loadIcal(): Promise<void> {
  icalLoaded ??= import("ical.js").then((module) => {
    ICAL = module.default;
  });
  return icalLoaded;
}

export interface Occurrence {
  start: number;
  end: number;
  uid: string;
}

export interface ExpandOptions {
  /** The window: occurrences overlapping `[from, to)` are answered. */
  from: number;
  to: number;
  /** The host's zone: all-day events and (without X-WR-TIMEZONE) floating times are in it. */
  hostZone: string;
  /** The host's own addresses (lower case), to recognise "declined by the host". */
  hostEmails?: readonly string[];
  /**
   * Also answer transparent (free) events: what the other projects' occurrence lists hold, which the public-calendar
   * tests compare with. Never set by a sync.
   */
  includeTransparent?: boolean;
  /**
   * The work this expansion may do (shared by every text of one calendar: {@link newExpansionBudget}); past it,
   * {@link ExpansionBudgetError}. Omitted: a budget of {@link EXPANSION_BUDGET} of its own.
   */
  budget?: ExpansionBudget;
  /**
   * Also answer {@link ExpandedCalendar.series}: what a later expansion of a moved window needs without the calendar
   * (sync.ts re-expands it as the window moves while the calendar is unchanged).
   */
  keepSeries?: boolean;
  /** UIDs whose events block nothing here (the product's own bookings: they block as bookings, sync.ts). */
  excludeUid?: (uid: string) => boolean;
}

/**
 * What expanding one calendar (a feed, or every calendar of a CalDAV account) may cost: the occurrences iterated
 * (past ones included) and the time. One feed of 50 `FREQ=MINUTELY` series took 14.8 s before (issue 45); now it is
 * refused in well under a second.
 */
export const EXPANSION_BUDGET = { instances: 100_000, ms: 2_000 } as const;

export interface ExpansionBudget {
  /** Occurrences still allowed. */
  instances: number;
  /** The time allowed (ms of `clock`), counted from the first occurrence: the requests before it are not counted. */
  ms: number;
  /** When the first occurrence was spent. */
  started?: number;
  clock: () => number;
}

export function newExpansionBudget(
  limits: { instances: number; ms: number } = EXPANSION_BUDGET,
  clock: () => number = () => performance.now(),
): ExpansionBudget {
  return { instances: limits.instances, ms: limits.ms, clock };
}

/** A calendar past its expansion budget: refused at connect, a failed sync (its last good busy times stay). */
export class ExpansionBudgetError extends Error {
  constructor(readonly reason: "instances" | "time" | "intervals") {
    super(
      reason === "instances"
        ? `Too many repeating events to read: more than ${EXPANSION_BUDGET.instances.toLocaleString("en-US")} occurrences (a meeting repeating every minute?).`
        : reason === "time"
          ? `Too many repeating events to read: more than ${EXPANSION_BUDGET.ms / 1000} s of work (a meeting repeating every minute?).`
          : `Too many separate busy times to store: more than ${MAX_STORED_INTERVALS.toLocaleString("en-US")} in the next year.`,
    );
    this.name = "ExpansionBudgetError";
  }
}

/** Spends one occurrence of the budget; the clock is read at the first and then every 256. */
function spend(budget: ExpansionBudget): void {
  budget.started ??= budget.clock();
  budget.instances -= 1;
  if (budget.instances < 0) throw new ExpansionBudgetError("instances");
  if ((budget.instances & 255) === 0 && budget.clock() - budget.started > budget.ms) {
    throw new ExpansionBudgetError("time");
  }
}

export class NotACalendarError extends Error {
  constructor() {
    super("Not a calendar");
    this.name = "NotACalendarError";
  }
}

const DAY_MS = 86_400_000;

type Time = IcalJs.Time;

const validZones = new Map<string, boolean>();
function isIanaZone(name: string): boolean {
  let valid = validZones.get(name);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: name });
      valid = true;
    } catch {
      valid = false;
    }
    validZones.set(name, valid);
  }
  return valid;
}

/**
 * The IANA zone a TZID without a VTIMEZONE in the file names: itself, its Windows name's zone, or the IANA name at
 * the end of a prefixed one (`/mozilla.org/20050126_1/America/Boise`); undefined when it names nothing known.
 */
export function ianaZoneOf(tzid: string): string | undefined {
  const name = tzid.replace(/^"|"$/g, "").trim();
  if (isIanaZone(name) && name.includes("/")) return name;
  if (name === "UTC" || name === "GMT" || name === "Z") return "UTC";
  const windows = WINDOWS_ZONES[name];
  if (windows) return windows;
  const tail = /([A-Z][A-Za-z_-]+\/[A-Z][A-Za-z_+-]+(?:\/[A-Z][A-Za-z_-]+)?)$/.exec(name)?.[1];
  if (tail && isIanaZone(tail)) return tail;
  return isIanaZone(name) ? name : undefined;
}

interface Context {
  hostZone: string;
  /** The zone of floating times: the file's X-WR-TIMEZONE when it names a zone, else the host's. */
  floatingZone: string;
  hostEmails: Set<string>;
  includeTransparent: boolean;
  budget: ExpansionBudget;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const dateOf = (time: Time) => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;

/** The instant a parsed time stands for, reading its TZID as described above (all-day: the host's midnight). */
function instantOf(time: Time, tzid: string | undefined, context: Context): number {
  if (time.isDate) return zonedToInstant(dateOf(time), "00:00", context.hostZone).getTime();
  const zone = time.zone as (IcalJs.Timezone & { component?: unknown }) | null | undefined;
  if (zone && (zone.tzid === "UTC" || zone.component)) return time.toUnixTime() * 1000;
  const iana = (tzid && ianaZoneOf(tzid)) ?? context.floatingZone;
  const minute = zonedToInstant(dateOf(time), `${pad(time.hour)}:${pad(time.minute)}`, iana).getTime();
  return minute + time.second * 1000;
}

function tzidOf(property: IcalJs.Property | null): string | undefined {
  const value = property?.getParameter("tzid");
  return typeof value === "string" ? value : undefined;
}

interface Timed {
  start: number;
  end: number;
  allDay: boolean;
}

/** A component's own DTSTART / DTEND (or DURATION) as instants; an all-day event without an end lasts one day. */
function timesOf(component: IcalJs.Component, context: Context): Timed | undefined {
  const startProp = component.getFirstProperty("dtstart");
  const start = startProp?.getFirstValue() as Time | undefined;
  if (!startProp || !start) return undefined;
  const startAt = instantOf(start, tzidOf(startProp), context);
  const endProp = component.getFirstProperty("dtend");
  const end = endProp?.getFirstValue() as Time | undefined;
  if (endProp && end) {
    const endAt = end.isDate
      ? zonedToInstant(dateOf(end), "00:00", context.hostZone).getTime()
      : instantOf(end, tzidOf(endProp) ?? tzidOf(startProp), context);
    return { start: startAt, end: Math.max(startAt, endAt), allDay: start.isDate };
  }
  const duration = component.getFirstPropertyValue("duration") as IcalJs.Duration | null;
  if (duration) {
    if (start.isDate)
      return { start: startAt, end: allDayEnd(start, duration.toSeconds() / 86_400, context), allDay: true };
    return { start: startAt, end: startAt + duration.toSeconds() * 1000, allDay: false };
  }
  return { start: startAt, end: start.isDate ? allDayEnd(start, 1, context) : startAt, allDay: start.isDate };
}

/** The host's midnight `days` local days after an all-day start (a local day is 23 or 25 hours across DST). */
function allDayEnd(start: Time, days: number, context: Context): number {
  return zonedToInstant(addDays(dateOf(start), Math.max(1, Math.round(days))), "00:00", context.hostZone).getTime();
}

/** Whether a VEVENT (or an override) leaves the host free: transparent, cancelled, or declined by the host. */
function leavesFree(component: IcalJs.Component, context: Context): boolean {
  const transp = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  if (transp === "TRANSPARENT" && !context.includeTransparent) return true;
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  if (status === "CANCELLED") return true;
  if (context.hostEmails.size === 0) return false;
  for (const attendee of component.getAllProperties("attendee")) {
    const address = String(attendee.getFirstValue() ?? "")
      .replace(/^mailto:/i, "")
      .toLowerCase();
    const partstat = String(attendee.getParameter("partstat") ?? "").toUpperCase();
    if (context.hostEmails.has(address) && partstat === "DECLINED") return true;
  }
  return false;
}

/** The key an instance is matched to its override by: its instant, or its local date in an all-day series. */
function instanceKey(time: Time, tzid: string | undefined, allDaySeries: boolean, context: Context): string {
  if (allDaySeries) return dateOf(time);
  return String(instantOf(time, tzid, context));
}

interface Override {
  component: IcalJs.Component;
  key: string;
  /** RANGE=THISANDFUTURE: this and every later instance. */
  future: boolean;
  /** The instant its RECURRENCE-ID names, for the shift of THISANDFUTURE. */
  recurrenceAt: number;
}

/** The occurrences of one UID (a series, its overrides) overlapping the window. */
function expandSeries(
  master: IcalJs.Component | undefined,
  overrides: IcalJs.Component[],
  uid: string,
  options: ExpandOptions,
  context: Context,
  out: Occurrence[],
): void {
  // A zero-length event is an occurrence (the other projects list it) but blocks nothing (mergeIntervals drops it).
  const push = (start: number, end: number) => {
    if (end >= start && start < options.to && (end > options.from || (end === start && start >= options.from))) {
      out.push({ start, end, uid });
    }
  };
  const masterStart = master?.getFirstPropertyValue("dtstart") as Time | undefined;
  const allDaySeries = Boolean(masterStart?.isDate);
  const parsed: Override[] = [];
  for (const component of overrides) {
    const property = component.getFirstProperty("recurrence-id");
    const value = property?.getFirstValue() as Time | undefined;
    if (!property || !value) continue;
    parsed.push({
      component,
      key: instanceKey(value, tzidOf(property), allDaySeries, context),
      future: String(property.getParameter("range") ?? "").toUpperCase() === "THISANDFUTURE",
      recurrenceAt: instantOf(value, tzidOf(property), context),
    });
    // An override blocks at its own time, wherever it moved to (also outside the series' pattern).
    const times = timesOf(component, context);
    if (times && !leavesFree(component, context)) push(times.start, times.end);
  }
  if (!master) return;
  const masterTimes = timesOf(master, context);
  if (!masterTimes) return;
  const isRecurring = master.hasProperty("rrule") || master.hasProperty("rdate");
  // A single event outside the window (most of a feed's years of history) costs no more than reading its times.
  if (!isRecurring && (masterTimes.start >= options.to || masterTimes.end < options.from)) return;
  const seriesFree = leavesFree(master, context);
  const exact = new Set(parsed.map((item) => item.key));
  const ranges = parsed.filter((item) => item.future).sort((a, b) => a.recurrenceAt - b.recurrenceAt);
  const startProp = master.getFirstProperty("dtstart");
  const tzid = tzidOf(startProp);
  const duration = masterTimes.end - masterTimes.start;
  if (!isRecurring) {
    if (!seriesFree && !exact.has(instanceKey(masterStart as Time, tzid, allDaySeries, context))) {
      push(masterTimes.start, masterTimes.end);
    }
    return;
  }
  // A THISANDFUTURE override may move later instances backwards: expand far enough to find them.
  const reach = Math.max(
    0,
    ...ranges.map((range) => range.recurrenceAt - (timesOf(range.component, context)?.start ?? 0)),
  );
  const until = options.to + reach + DAY_MS;
  // Expanded from the window, not from DTSTART: a daily series begun in 1970 is fast-forwarded to just before the
  // window (by whole periods of its rule), so its past costs nothing and it blocks today (issue 45).
  const dtstart = fastForward(
    master,
    masterStart as Time,
    masterTimes.start,
    options.from - duration - reach - 2 * DAY_MS,
  );
  const expansion = new ICAL.RecurExpansion({ component: master, dtstart });
  const exdates = exclusionsOf(master, allDaySeries, context);
  // RDATE without RRULE: ical.js answers the RDATEs only, but DTSTART is the series' first occurrence (RFC 5545 3.8.5.2).
  let first: Time | undefined = master.hasProperty("rrule") ? undefined : (masterStart as Time);
  const seen = new Set<number>();
  for (;;) {
    spend(context.budget);
    const virtual = first !== undefined;
    const value = first ?? (expansion.next() as Time | IcalJs.Period | undefined);
    first = undefined;
    if (!value) break;
    // An RDATE given as a PERIOD: its start, and it ends where the period says.
    const next = value instanceof ICAL.Period ? value.start : value;
    const periodEnd = value instanceof ICAL.Period ? instantOf(value.getEnd(), tzid, context) : undefined;
    const at = instantOf(next, tzid, context);
    if (at >= until) {
      if (virtual) continue;
      break;
    }
    // Years of history cost no more than their iteration: an instance that ended before the window is skipped
    // before anything else is computed (unless a THISANDFUTURE override could move it into the window).
    if (ranges.length === 0 && (periodEnd ?? at + Math.max(duration, DAY_MS * 2)) <= options.from) continue;
    if (!master.hasProperty("rrule")) {
      // DTSTART listed again as an RDATE is one occurrence, not two.
      if (seen.has(at) && periodEnd === undefined) continue;
      seen.add(at);
    }
    const key = allDaySeries ? dateOf(next) : String(at);
    if (exact.has(key) || exdates.has(key) || exdates.has(`date:${dateOf(next)}`)) continue;
    const range = latestRange(ranges, at);
    if (range) {
      if (leavesFree(range.component, context)) continue;
      const times = timesOf(range.component, context);
      if (!times) continue;
      const shifted = at + (times.start - range.recurrenceAt);
      push(shifted, shifted + (times.end - times.start));
      continue;
    }
    if (seriesFree) continue;
    if (allDaySeries) {
      const days = Math.max(1, Math.round(duration / DAY_MS));
      push(
        instantOf(next, tzid, context),
        zonedToInstant(addDays(dateOf(next), days), "00:00", context.hostZone).getTime(),
      );
    } else push(at, periodEnd ?? at + duration);
  }
}

/** A rule's period in milliseconds by FREQ (the ones that are a fixed number of local days or less). */
const FIXED_PERIODS: Record<string, { ms: number; adjust: (time: Time, units: number) => void }> = {
  SECONDLY: { ms: 1_000, adjust: (time, units) => time.adjust(0, 0, 0, units) },
  MINUTELY: { ms: 60_000, adjust: (time, units) => time.adjust(0, 0, units, 0) },
  HOURLY: { ms: 3_600_000, adjust: (time, units) => time.adjust(0, units, 0, 0) },
  DAILY: { ms: DAY_MS, adjust: (time, units) => time.adjust(units, 0, 0, 0) },
  WEEKLY: { ms: 7 * DAY_MS, adjust: (time, units) => time.adjust(units * 7, 0, 0, 0) },
};

/**
 * The DTSTART to expand a series from so that its first instances lie just before `target`: DTSTART moved forward
 * by whole periods of its rule (INTERVAL × FREQ, in the series' local time, so every later instance is the same),
 * never past `target`. Left as it is for a rule counted from its start (COUNT), several RRULEs, and monthly or yearly
 * rules (a few hundred instances since 1970 at most). A moved DTSTART is itself before the window, so it is never
 * answered even where the original DTSTART did not match the rule's BY parts.
 */
function fastForward(master: IcalJs.Component, start: Time, startAt: number, target: number): Time {
  const rules = master.getAllProperties("rrule");
  if (rules.length !== 1) return start;
  const rule = rules[0]?.getFirstValue() as IcalJs.Recur | undefined;
  const fixed = rule && !rule.count ? FIXED_PERIODS[String(rule.freq)] : undefined;
  if (!rule || !fixed) return start;
  const interval = Math.max(1, rule.interval || 1);
  // A local day is 23 or 25 hours across DST: one period less, so the move never passes the target.
  const periods = Math.floor((target - startAt) / (fixed.ms * interval)) - 1;
  if (periods <= 0) return start;
  const moved = start.clone();
  fixed.adjust(moved, periods * interval);
  return moved;
}

/** The latest THISANDFUTURE override at or before an instance. */
function latestRange(ranges: Override[], at: number): Override | undefined {
  let found: Override | undefined;
  for (const range of ranges) {
    if (range.recurrenceAt <= at) found = range;
    else break;
  }
  return found;
}

/**
 * EXDATE keys (several lines, several values a line, DATE or DATE-TIME, each in its own zone): instants as
 * {@link instanceKey} writes them, and `date:YYYY-MM-DD` for a DATE value, which removes that day's instance.
 */
function exclusionsOf(master: IcalJs.Component, allDaySeries: boolean, context: Context): Set<string> {
  const keys = new Set<string>();
  for (const property of master.getAllProperties("exdate")) {
    for (const value of property.getValues() as Time[]) {
      if (value.isDate) keys.add(`date:${dateOf(value)}`);
      else keys.add(instanceKey(value, tzidOf(property), allDaySeries, context));
    }
  }
  return keys;
}

/** VFREEBUSY: each FREEBUSY period that is not FBTYPE=FREE blocks. */
function expandFreeBusy(
  component: IcalJs.Component,
  options: ExpandOptions,
  context: Context,
  out: Occurrence[],
): void {
  for (const property of component.getAllProperties("freebusy")) {
    const type = String(property.getParameter("fbtype") ?? "BUSY").toUpperCase();
    if (type === "FREE") continue;
    for (const value of property.getValues() as unknown[]) {
      if (!(value instanceof ICAL.Period)) continue;
      const start = instantOf(value.start, undefined, context);
      const end = instantOf(value.getEnd(), undefined, context);
      if (end > options.from && start < options.to && end > start) out.push({ start, end, uid: "freebusy" });
    }
  }
}

export interface ExpandedCalendar {
  /** The calendar's own name (X-WR-CALNAME), when it gives one. */
  name: string | undefined;
  occurrences: Occurrence[];
  /** How many VEVENTs the text held. */
  events: number;
  /**
   * With `keepSeries`: iCalendar texts holding what can block after the window's end — each recurring series with
   * its overrides, each event ending after the window — with the time zones they use, reduced to the properties
   * that decide what blocks (no summary, description, location or other attendees). Expanded for a later window,
   * they answer what the calendar itself would (with the window's busy times still stored). Undefined when longer
   * than {@link MAX_SERIES_CHARS} (the sync then reads the calendar again when its window moves).
   */
  series?: string[] | undefined;
}

/** The most characters of kept series stored for one calendar (a Firestore document holds at most 1 MiB). */
export const MAX_SERIES_CHARS = 400_000;

/** The properties of an event that decide what it blocks (what {@link ExpandedCalendar.series} keeps). */
const BLOCKING_PROPERTIES = new Set([
  "uid",
  "dtstart",
  "dtend",
  "duration",
  "rrule",
  "rdate",
  "exdate",
  "recurrence-id",
  "transp",
  "status",
  "sequence",
]);

/** An event reduced to what decides what it blocks: the host's own ATTENDEE lines (a decline) stay. */
function blockingPart(component: IcalJs.Component, context: Context): IcalJs.Component {
  const kept = new ICAL.Component("vevent");
  // Copies (adding a property to another component takes it out of its own).
  const copy = (property: IcalJs.Property) => kept.addProperty(new ICAL.Property(structuredClone(property.toJSON())));
  for (const property of component.getAllProperties()) {
    const name = property.name;
    if (BLOCKING_PROPERTIES.has(name)) copy(property);
    else if (name === "attendee") {
      const address = String(property.getFirstValue() ?? "")
        .replace(/^mailto:/i, "")
        .toLowerCase();
      if (context.hostEmails.has(address)) copy(property);
    }
  }
  return kept;
}

/** The series of one VCALENDAR to keep (see {@link ExpandedCalendar.series}), as text; undefined when none. */
function keptSeries(
  calendar: IcalJs.Component,
  byUid: Map<string, { master?: IcalJs.Component; overrides: IcalJs.Component[] }>,
  options: ExpandOptions,
  context: Context,
): string | undefined {
  const kept = new ICAL.Component("vcalendar");
  kept.addPropertyWithValue("version", "2.0");
  kept.addPropertyWithValue("prodid", "-//h-cal//kept series//EN");
  const wrZone = calendar.getFirstProperty("x-wr-timezone");
  if (wrZone) kept.addProperty(new ICAL.Property(structuredClone(wrZone.toJSON())));
  let any = false;
  for (const [uid, entry] of byUid) {
    if (options.excludeUid?.(uid)) continue;
    const members = [...(entry.master ? [entry.master] : []), ...entry.overrides];
    const recurring = Boolean(entry.master?.hasProperty("rrule") || entry.master?.hasProperty("rdate"));
    const later = members.some((member) => (timesOf(member, context)?.end ?? -Infinity) > options.to);
    if (!recurring && !later) continue;
    for (const member of members) kept.addSubcomponent(blockingPart(member, context));
    any = true;
  }
  if (!any) return undefined;
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    kept.addSubcomponent(new ICAL.Component(structuredClone(zone.toJSON())));
  }
  return kept.toString();
}

/**
 * Every time an iCalendar text blocks in `[from, to)` (one or several VCALENDARs: a CalDAV REPORT answers one per
 * resource). Throws {@link NotACalendarError} for text that is not iCalendar.
 */
export async function expandCalendar(
  texts: string | readonly string[],
  options: ExpandOptions,
): Promise<ExpandedCalendar> {
  await loadIcal();
  const occurrences: Occurrence[] = [];
  let name: string | undefined;
  let events = 0;
  const budget = options.budget ?? newExpansionBudget();
  const series: string[] = [];
  let seriesChars = 0;
  for (const text of typeof texts === "string" ? [texts] : texts) {
    if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new NotACalendarError();
    let parsed: unknown;
    try {
      parsed = ICAL.parse(text);
    } catch {
      throw new NotACalendarError();
    }
    const roots = (
      Array.isArray(parsed) && typeof parsed[0] === "string" ? [parsed] : (parsed as unknown[])
    ) as unknown[];
    for (const root of roots) {
      const calendar = new ICAL.Component(root as never);
      if (calendar.name !== "vcalendar") throw new NotACalendarError();
      const wrZone = calendar.getFirstPropertyValue("x-wr-timezone");
      const floating = typeof wrZone === "string" ? ianaZoneOf(wrZone) : undefined;
      const context: Context = {
        hostZone: options.hostZone,
        floatingZone: floating ?? options.hostZone,
        hostEmails: new Set((options.hostEmails ?? []).map((email) => email.toLowerCase())),
        includeTransparent: options.includeTransparent ?? false,
        budget,
      };
      name ??= (calendar.getFirstPropertyValue("x-wr-calname") as string | null) ?? undefined;
      const byUid = new Map<string, { master?: IcalJs.Component; overrides: IcalJs.Component[] }>();
      const vevents = calendar.getAllSubcomponents("vevent");
      events += vevents.length;
      vevents.forEach((component, index) => {
        const uid = String(component.getFirstPropertyValue("uid") ?? `no-uid-${index}`);
        const entry = byUid.get(uid) ?? { overrides: [] };
        if (component.hasProperty("recurrence-id")) entry.overrides.push(component);
        else if (entry.master) {
          // The same UID twice without RECURRENCE-ID (seen in real feeds): keep the higher SEQUENCE.
          const sequence = (item: IcalJs.Component) => Number(item.getFirstPropertyValue("sequence") ?? 0);
          if (sequence(component) > sequence(entry.master)) entry.master = component;
        } else entry.master = component;
        byUid.set(uid, entry);
      });
      for (const [uid, entry] of byUid) {
        if (options.excludeUid?.(uid)) continue;
        expandSeries(entry.master, entry.overrides, uid, options, context, occurrences);
      }
      for (const component of calendar.getAllSubcomponents("vfreebusy")) {
        expandFreeBusy(component, options, context, occurrences);
      }
      if (options.keepSeries && seriesChars <= MAX_SERIES_CHARS) {
        const text = keptSeries(calendar, byUid, options, context);
        if (text) {
          series.push(text);
          seriesChars += text.length;
        }
      }
    }
  }
  occurrences.sort((a, b) => a.start - b.start || a.end - b.end);
  return {
    name,
    occurrences,
    events,
    ...(options.keepSeries ? { series: seriesChars <= MAX_SERIES_CHARS ? series : undefined } : {}),
  };
}
