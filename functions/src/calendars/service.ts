import { createHash } from "node:crypto";
import { mergeIntervals, type Interval } from "../domain/calendars";
import { GuardedFetchError } from "../platform/guardedFetch";
import { CalDavError, changeTag, discoverCalendars, eventsBetween, statusError, type Fetch } from "./caldav";
import { MAX_CALDAV_CALENDARS } from "../domain/calendars";
import { expandCalendar, ExpansionBudgetError, NotACalendarError, type ExpansionBudget } from "./ics";

/*
 * One interface for every kind of calendar (as cal.com's CalendarService): the busy times of a range, read
 * conditionally (an unchanged calendar answers `unchanged` and costs no parse). An iCal feed is read-only; a CalDAV
 * account also receives bookings (booking.ts writes, moves and deletes their events).
 */

/** What a calendar was at its last good read: a feed's ETag / Last-Modified and body hash, a CalDAV account's tags. */
export interface CalendarVersion {
  etag?: string;
  lastModified?: string;
  hash?: string;
  tag?: string;
}

export type BusyRead =
  | { unchanged: true }
  | {
      unchanged: false;
      name: string | undefined;
      busy: Interval[];
      events: number;
      version: CalendarVersion;
      /** CalDAV: the account's calendars. */
      calendars?: { url: string; name: string }[];
      /** With `keepSeries`: what a later window is expanded from while the calendar is unchanged (ics.ts). */
      series?: string[] | undefined;
    };

export interface BusyRange {
  from: number;
  to: number;
  hostZone: string;
  hostEmails: string[];
  /** The expansion's budget (ics.ts): past it, {@link ExpansionBudgetError}. */
  budget?: ExpansionBudget;
  /** UIDs that block nothing (the product's own bookings). */
  excludeUid?: (uid: string) => boolean;
  /** Answer the kept series too (ics.ts `keepSeries`). */
  keepSeries?: boolean;
}

/** The decrypted secret of a connection. */
export interface CalendarSecret {
  url: string;
  username?: string;
  password?: string;
}

export interface CalendarService {
  readBusy(range: BusyRange, previous: CalendarVersion | undefined): Promise<BusyRead>;
}

/** The error a user reads in the tab, in plain words. */
export function plainError(error: unknown): string {
  if (error instanceof GuardedFetchError || error instanceof CalDavError || error instanceof ExpansionBudgetError) {
    return error.message;
  }
  if (error instanceof NotACalendarError) return "Not a calendar.";
  return "The calendar could not be read.";
}

/** `webcal://` (what calendar apps hand out) is https. */
export function feedUrl(address: string): string {
  return address.replace(/^webcals?:/i, "https:");
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** An iCal / ICS feed by its secret address: a conditional GET (If-None-Match, If-Modified-Since, then the body's hash). */
export function icsFeed(secret: CalendarSecret, fetch: Fetch): CalendarService {
  return {
    async readBusy(range, previous) {
      const conditional: Record<string, string> = { accept: "text/calendar, */*;q=0.5" };
      if (previous?.etag) conditional["if-none-match"] = previous.etag;
      if (previous?.lastModified) conditional["if-modified-since"] = previous.lastModified;
      const response = await fetch(feedUrl(secret.url), { method: "GET", headers: conditional });
      if (response.status === 304) return { unchanged: true };
      if (response.status < 200 || response.status >= 300) throw statusError(response.status);
      const hash = createHash("sha256").update(response.body).digest("base64url");
      if (previous?.hash === hash) return { unchanged: true };
      const expanded = await expandCalendar(response.body, range);
      return {
        unchanged: false,
        name: expanded.name,
        busy: mergeIntervals(expanded.occurrences),
        events: expanded.events,
        series: expanded.series,
        version: { etag: header(response.headers.etag), lastModified: header(response.headers["last-modified"]), hash },
      };
    },
  };
}

/** A CalDAV account: every calendar of it blocks; unchanged change tags skip the read. */
export function calDav(secret: CalendarSecret, fetch: Fetch): CalendarService {
  const account = { url: secret.url, username: secret.username ?? "", password: secret.password ?? "" };
  return {
    async readBusy(range, previous) {
      const calendars = await discoverCalendars(fetch, account);
      // Each calendar costs two requests a sync: an account listing hundreds would make every sync a crawl.
      if (calendars.length > MAX_CALDAV_CALENDARS) {
        throw new CalDavError(
          207,
          `That account lists ${calendars.length} calendars; at most ${MAX_CALDAV_CALENDARS} are read. Connect one calendar by its own address instead.`,
        );
      }
      const tags = await Promise.all(calendars.map((calendar) => changeTag(fetch, account, calendar.url)));
      const tag = calendars.map((calendar, index) => `${calendar.url} ${tags[index]}`).join("\n");
      if (previous?.tag === tag && tags.every((item) => item)) return { unchanged: true };
      const texts = (
        await Promise.all(
          calendars.map((calendar) => eventsBetween(fetch, account, calendar.url, range.from, range.to)),
        )
      ).flat();
      const expanded = await expandCalendar(texts, range);
      return {
        unchanged: false,
        name: calendars.length === 1 ? calendars[0]?.name : undefined,
        busy: mergeIntervals(expanded.occurrences),
        events: expanded.events,
        series: expanded.series,
        version: { tag },
        calendars,
      };
    },
  };
}

/** The key the browser names one of a CalDAV account's calendars by (never its address). */
export function calendarKeyOf(url: string): string {
  return createHash("sha256").update(url).digest("hex").slice(0, 16);
}
