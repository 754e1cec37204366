import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { company } from "../domain/company";

/*
 * The iCalendar texts of bookings (RFC 5545, written by ical-generator: escaping, CRLF line ends and folding at 75
 * octets are the library's; the library leaves the last line without its CRLF, which RFC 5545 §3.1 requires and strict
 * parsers expect, so it is added here). Times are written in UTC (`DTSTART:20270312T160000Z`), so no VTIMEZONE is
 * needed and every calendar shows them in its own zone.
 */

/** The text with every line, the last included, ended by CRLF (RFC 5545 §3.1: `contentline = … CRLF`). */
function crlfEnded(text: string): string {
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

const PRODUCT_ID = { company: company.name, product: "Bookings", language: "EN" };
/** How often a subscribed calendar should fetch a host's feed again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
export const FEED_REFRESH_MINUTES = 15;

export interface InvitationInput {
  /** REQUEST: a new or changed meeting; CANCEL: it was cancelled. */
  method: "REQUEST" | "CANCEL";
  /** The booking's `ics_uid`: one for the booking's whole life, so a change or a cancel replaces the event. */
  uid: string;
  /** The booking's `sequence`: raised on every change, so calendars take the newest. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/**
 * A parameter value (the organizer's and attendee's `CN`) written so that every parser reads back what was typed.
 * RFC 5545 cannot quote a `"` inside a quoted parameter value; ical-generator backslash-escaped it, which RFC 5545 does
 * not know (a `"` in a visitor's name closed the quotes and the rest, `;…:mailto:…`, became the attendee: issue 33);
 * RFC 6868's `^'` keeps it inside, but Debian's python3-icalendar and python3-vobject (and many mail clients) read
 * `^'`, `^n` and `^^` as they are, where ical.js decodes them (issue 45). So nothing needs decoding: a `"` is written
 * as a typographic quote (“ opening, ” closing), a line break as a space, a `^` that would start an RFC 6868 escape
 * (`^^`, `^n`, `^'`) as `ˆ`, a backslash as `⧵` (ical-generator doubles a `\` inside quotes, and no parser undoes
 * it), and other control characters are dropped.
 */
export function paramValue(value: string): string {
  return (
    value
      .replace(/\r\n?|\n/g, " ")
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .replace(/"/g, (_quote, offset: number, whole: string) =>
        offset === 0 || /[\s([{]/.test(whole[offset - 1] ?? "") ? "\u201c" : "\u201d",
      )
      .replace(/\^(?=[\^n'])/g, "\u02c6")
      .replace(/\\/g, "\u29f5")
  );
}

/** An invitation as a mail's attachment or the confirmation's "Add to calendar" carry it (text/calendar). */
export function invitation(input: InvitationInput): string {
  const cancel = input.method === "CANCEL";
  const calendar = ical({
    prodId: PRODUCT_ID,
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    start: input.start,
    end: input.end,
    summary: input.summary,
    description: input.description,
    location: input.location ?? null,
    url: input.url ?? null,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: paramValue(input.organizer.name), email: input.organizer.email },
    attendees: [
      {
        name: paramValue(input.attendee.name),
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return crlfEnded(calendar.toString());
}

export interface FeedEvent extends Pick<
  InvitationInput,
  "uid" | "sequence" | "start" | "end" | "summary" | "description"
> {
  status: "CONFIRMED" | "CANCELLED";
}

/** A host's private subscription feed: their bookings as a calendar (no METHOD: it is published, not sent). */
export function calendarFeed(input: { name: string; events: FeedEvent[] }): string {
  const calendar = ical({ prodId: PRODUCT_ID, name: input.name, ttl: FEED_REFRESH_MINUTES * 60 });
  for (const event of input.events) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      start: event.start,
      end: event.end,
      summary: event.summary,
      description: event.description,
      status: event.status === "CANCELLED" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return crlfEnded(calendar.toString());
}
