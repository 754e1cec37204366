import { HOST_TIME_ZONE, MEETING_TYPES, SLOT_STEP_MINUTES, WEEKDAYS } from "./bookings";
import type { Availability, MeetingTypeId, Weekday } from "./bookings";
import { wallClock, zoneOffsetAt as offsetAt } from "./zones";

/*
 * Free times, host choice and booking locks (docs/booking.md). Pure: wall-clock arithmetic goes through the zone's
 * rules as Intl.DateTimeFormat knows them, never "add 24 hours", so a day across a daylight-saving change is 23 or 25
 * hours long and 9:00 stays 9:00 on both sides of it.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The size of a booking lock's block (`booking_locks/{hostUid}_{blockStart}`). */
export const LOCK_BLOCK_MINUTES = 5;

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function parseTime(time: string): [number, number] {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not an HH:MM time: ${time}`);
  return [Number(match[1]), Number(match[2])];
}

/** A calendar date `n` days after `date` (before, for negative `n`): calendar arithmetic, no zone involved. */
export function addDays(date: string, n: number): string {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day + n)).toISOString().slice(0, 10);
}

/** The weekday of a calendar date. */
function weekdayOf(date: string): Weekday {
  const [year, month, day] = parseDate(date);
  // getUTCDay: 0 = Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] as Weekday;
}

/**
 * The instant a wall-clock time of a date has in a zone (`"24:00"` is the next day's midnight). A time the zone
 * skips (spring forward: 2:30 on 14 March 2027 in Boise) is read with the offset before the change, which gives the
 * later of the two candidate instants (3:30 MDT, as Temporal's "compatible" does); a time the zone lives twice (fall
 * back: 1:30 on 7 November 2027) is the earlier one (1:30 MDT).
 */
export function zonedToInstant(date: string, time: string, zone: string): Date {
  const [year, month, day] = parseDate(date);
  const [hour, minute] = parseTime(time);
  const local = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets a day either side: no zone changes its offset twice within two days.
  const before = offsetAt(local - DAY, zone);
  const after = offsetAt(local + DAY, zone);
  const candidates = [...new Set([before, after])]
    .map((offset) => local - offset)
    .filter((instant) => local - offsetAt(instant, zone) === instant)
    .sort((a, b) => a - b);
  // Both valid: the overlap, the earlier. None valid: the gap, the later reading (the offset before the change).
  return new Date(candidates[0] ?? Math.max(local - before, local - after));
}

/** The date, wall-clock time and weekday an instant has in a zone. */
export function instantToZoned(instant: Date, zone: string): { date: string; time: string; weekday: Weekday } {
  const wall = wallClock(instant.getTime(), zone);
  const date = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
  return { date, time: `${pad(wall.hour)}:${pad(wall.minute)}`, weekday: weekdayOf(date) };
}

/** The host's week an instant falls in: Monday 00:00 to the next Monday 00:00 in {@link HOST_TIME_ZONE}. */
export function weekOf(instant: Date): { start: Date; end: Date } {
  const { date, weekday } = instantToZoned(instant, HOST_TIME_ZONE);
  const monday = addDays(date, -WEEKDAYS.indexOf(weekday));
  return {
    start: zonedToInstant(monday, "00:00", HOST_TIME_ZONE),
    end: zonedToInstant(addDays(monday, 7), "00:00", HOST_TIME_ZONE),
  };
}

/**
 * From the start of the host's day `from` falls on to the end of the day `to - 1 ms` falls on: the bookings to read
 * as a host's `busy` so its daily cap counts every booking of the days the window touches (a window starting at
 * noon still counts the morning's meetings).
 */
export function hostDays(from: Date, to: Date): { start: Date; end: Date } {
  const first = instantToZoned(from, HOST_TIME_ZONE).date;
  const last = instantToZoned(new Date(Math.max(from.getTime(), to.getTime() - 1)), HOST_TIME_ZONE).date;
  return {
    start: zonedToInstant(first, "00:00", HOST_TIME_ZONE),
    end: zonedToInstant(addDays(last, 1), "00:00", HOST_TIME_ZONE),
  };
}

export interface HostCalendar {
  uid: string;
  availability: Availability;
  /**
   * The host's scheduled bookings overlapping the window, as booked (no buffer added). For an exact daily cap they
   * should cover every booking starting on the host's days the window touches ({@link hostDays}).
   */
  busy: { start: Date; end: Date }[];
  /**
   * The host's own calendars' busy times (stored by the calendar sync): they block as they are, without the buffer
   * (which is the product's rule between its own bookings) and without counting towards the daily cap.
   */
  blocked?: { start: Date; end: Date }[];
}

export interface FreeTime {
  start: Date;
  /** The hosts free at that time, by uid. */
  hostUids: string[];
}

/**
 * The free start times of a meeting type in `[from, to)`, ascending, with the hosts free at each. For each host that
 * is active and takes the meeting type, on each of its days (in {@link HOST_TIME_ZONE}) the window touches that is
 * not a day off and has fewer bookings than its daily cap: every {@link SLOT_STEP_MINUTES} minutes from the start of
 * each weekly range, while the meeting ends by the range's end (stepping in real time: across a change in the night
 * no time is offered twice or skipped), at least `minimumNoticeHours` after `now`, at most `horizonDays` after it,
 * not within `bufferMinutes` of one of the host's bookings, and not overlapping a busy time of the host's calendars.
 */
export function freeTimes(input: {
  meetingType: MeetingTypeId;
  hosts: HostCalendar[];
  now: Date;
  from: Date;
  to: Date;
}): FreeTime[] {
  const duration = MEETING_TYPES[input.meetingType].minutes * MINUTE;
  const step = SLOT_STEP_MINUTES * MINUTE;
  const from = input.from.getTime();
  const to = input.to.getTime();
  const now = input.now.getTime();
  const free = new Map<number, string[]>();
  if (!(from < to)) return [];
  const firstDate = instantToZoned(input.from, HOST_TIME_ZONE).date;
  const lastDate = instantToZoned(new Date(to - 1), HOST_TIME_ZONE).date;

  for (const host of input.hosts) {
    const rules = host.availability;
    if (!rules.active || !rules.meetingTypes.includes(input.meetingType)) continue;
    const earliest = Math.max(from, now + rules.minimumNoticeHours * HOUR);
    const latest = Math.min(to - 1, now + rules.horizonDays * DAY);
    if (earliest > latest) continue;
    const buffer = rules.bufferMinutes * MINUTE;
    const busy = host.busy.map((booking) => ({
      start: booking.start.getTime() - buffer,
      end: booking.end.getTime() + buffer,
    }));
    for (const item of host.blocked ?? []) busy.push({ start: item.start.getTime(), end: item.end.getTime() });
    const perDay = new Map<string, number>();
    for (const booking of host.busy) {
      const day = instantToZoned(booking.start, HOST_TIME_ZONE).date;
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const daysOff = new Set(rules.daysOff);

    for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
      if (daysOff.has(date) || (perDay.get(date) ?? 0) >= rules.dailyCap) continue;
      for (const range of rules.weekly[weekdayOf(date)]) {
        const rangeStart = zonedToInstant(date, range.start, HOST_TIME_ZONE).getTime();
        const rangeEnd =
          range.end === "24:00"
            ? zonedToInstant(addDays(date, 1), "00:00", HOST_TIME_ZONE).getTime()
            : zonedToInstant(date, range.end, HOST_TIME_ZONE).getTime();
        if (rangeEnd < earliest || rangeStart > latest) continue;
        const near = busy.filter((booking) => booking.start < rangeEnd && booking.end > rangeStart);
        for (let start = rangeStart; start + duration <= rangeEnd; start += step) {
          if (start < earliest || start > latest) continue;
          const end = start + duration;
          if (near.some((booking) => booking.start < end && booking.end > start)) continue;
          const hosts = free.get(start);
          if (hosts) hosts.push(host.uid);
          else free.set(start, [host.uid]);
        }
      }
    }
  }

  return [...free.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, hostUids]) => ({ start: new Date(start), hostUids: hostUids.sort() }));
}

/**
 * The host a booking goes to among those free at its time: the one with the fewest meetings in that week
 * ({@link weekOf}; hosts missing from the counts have none), ties by uid.
 */
export function pickHost(hostUids: string[], meetingsThisWeek: Record<string, number>): string {
  const [chosen] = [...hostUids].sort(
    (a, b) => (meetingsThisWeek[a] ?? 0) - (meetingsThisWeek[b] ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
  );
  if (chosen === undefined) throw new Error("pickHost: no host to pick from");
  return chosen;
}

/**
 * The ids of the lock documents (`booking_locks`) a booking of a host from `start` to `end` takes: one per
 * {@link LOCK_BLOCK_MINUTES}-minute block (on the UTC grid) of `[start, end + buffer)`, `${hostUid}_${blockStartISO}`.
 * The booking's commit creates them all with `create()`, so of two bookings whose blocks meet only one commits.
 *
 * Why the buffer on one side suffices (when both bookings were made under the same buffer b): the rules forbid A and
 * B when B starts less than b after A ends and A starts less than b after B ends, i.e. sB < eA + b and sA < eB + b.
 * That is exactly when [sA, eA + b) and [sB, eB + b) overlap, and two overlapping intervals share a point, so both
 * lists hold that point's block. Blocks are conservative: a booking (or buffer) ending inside a block takes all of
 * it, so with times or buffers off the 5-minute grid a neighbour the rules allow may be refused as taken — never
 * the reverse. Under unequal buffers (a host changed it between two bookings) each side guards its own buffer only
 * after its own end.
 */
export function lockIds(hostUid: string, start: Date, end: Date, bufferMinutes: number): string[] {
  const block = LOCK_BLOCK_MINUTES * MINUTE;
  const until = end.getTime() + bufferMinutes * MINUTE;
  const ids: string[] = [];
  for (let at = Math.floor(start.getTime() / block) * block; at < until; at += block) {
    ids.push(`${hostUid}_${new Date(at).toISOString()}`);
  }
  return ids;
}
