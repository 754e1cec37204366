import { HOST_TIME_ZONE } from "./bookings";
import { addDays, instantToZoned } from "./slots";

/*
 * The sample calendar `npm start` connects the demo admin to (scripts/seed/calendars.mjs) and the tests read: dated
 * from the week after `now`, in the hosts' zone, holding each kind of thing the sync must get right — a weekly
 * meeting with one cancelled and one moved instance, an all-day event and a "free" event.
 */

export interface SampleEvent {
  uid: string;
  /** One VCALENDAR text with the event (and its overrides). */
  ics: string;
}

const compact = (date: string) => date.replace(/-/g, "");

function wrap(...lines: string[]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Bookings sample//EN", ...lines, "END:VCALENDAR", ""].join(
    "\r\n",
  );
}

/** The Monday of the week after `now` (in the hosts' zone), YYYY-MM-DD. */
export function sampleMonday(now: Date): string {
  const { date, weekday } = instantToZoned(now, HOST_TIME_ZONE);
  const back = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].indexOf(weekday);
  return addDays(date, 7 - back);
}

export function sampleCalendar(now: Date): SampleEvent[] {
  const monday = sampleMonday(now);
  const tz = `TZID=${HOST_TIME_ZONE}`;
  const stamp = "DTSTAMP:20260101T000000Z";
  const tuesday = (week: number) => compact(addDays(monday, 1 + 7 * week));
  return [
    {
      uid: "sample-weekly@bookings.local",
      ics: wrap(
        "BEGIN:VEVENT",
        "UID:sample-weekly@bookings.local",
        stamp,
        "SUMMARY:Curriculum team (weekly)",
        `DTSTART;${tz}:${tuesday(0)}T100000`,
        `DTEND;${tz}:${tuesday(0)}T110000`,
        "RRULE:FREQ=WEEKLY;COUNT=8",
        "END:VEVENT",
        // The second week's meeting is cancelled…
        "BEGIN:VEVENT",
        "UID:sample-weekly@bookings.local",
        stamp,
        "SUMMARY:Curriculum team (cancelled)",
        `RECURRENCE-ID;${tz}:${tuesday(1)}T100000`,
        `DTSTART;${tz}:${tuesday(1)}T100000`,
        `DTEND;${tz}:${tuesday(1)}T110000`,
        "STATUS:CANCELLED",
        "END:VEVENT",
        // …and the third week's moved to Wednesday afternoon.
        "BEGIN:VEVENT",
        "UID:sample-weekly@bookings.local",
        stamp,
        "SUMMARY:Curriculum team (moved)",
        `RECURRENCE-ID;${tz}:${tuesday(2)}T100000`,
        `DTSTART;${tz}:${compact(addDays(monday, 16))}T140000`,
        `DTEND;${tz}:${compact(addDays(monday, 16))}T153000`,
        "END:VEVENT",
      ),
    },
    {
      uid: "sample-expo@bookings.local",
      ics: wrap(
        "BEGIN:VEVENT",
        "UID:sample-expo@bookings.local",
        stamp,
        "SUMMARY:State AI Expo (all day)",
        `DTSTART;VALUE=DATE:${compact(addDays(monday, 3))}`,
        `DTEND;VALUE=DATE:${compact(addDays(monday, 4))}`,
        "END:VEVENT",
      ),
    },
    {
      uid: "sample-free@bookings.local",
      ics: wrap(
        "BEGIN:VEVENT",
        "UID:sample-free@bookings.local",
        stamp,
        "SUMMARY:Focus time (marked free)",
        `DTSTART;${tz}:${compact(addDays(monday, 4))}T090000`,
        `DTEND;${tz}:${compact(addDays(monday, 4))}T120000`,
        "TRANSP:TRANSPARENT",
        "END:VEVENT",
      ),
    },
  ];
}

/** The sample as one feed (an iCal address serves all its events in one VCALENDAR). */
export function sampleFeed(now: Date): string {
  const body = sampleCalendar(now)
    .map((event) => event.ics.split("\r\n").slice(3, -2).join("\r\n"))
    .join("\r\n");
  return wrap("X-WR-CALNAME:Sample calendar", body);
}
