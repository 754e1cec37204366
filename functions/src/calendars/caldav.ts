import type { XMLParser } from "fast-xml-parser";
import type { GuardedRequest, GuardedResponse } from "../platform/guardedFetch";

/*
 * A minimal CalDAV client (RFC 4791 / 6764 as iCloud, Fastmail, Nextcloud and Radicale answer it): find the account's
 * calendars (current-user-principal → calendar-home-set → its calendar collections, or the address is a calendar
 * itself), read a collection's change tag (CalendarServer getctag, else DAV:sync-token) so an unchanged calendar is
 * not read again, read the events of a time range (calendar-query REPORT with a time-range filter: the server
 * expands nothing, ics.ts does), and write, move and delete one event resource. Every request goes through the
 * caller's `fetch` (the SSRF-guarded one).
 */

export type Fetch = (url: string, request: GuardedRequest) => Promise<GuardedResponse>;

export class CalDavError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "CalDavError";
  }
}

export interface CalDavAccount {
  url: string;
  username: string;
  password: string;
}

export interface CalDavCalendar {
  /** The collection's absolute URL. */
  url: string;
  name: string;
}

/**
 * The XML parser, created on the first CalDAV answer and kept for the instance (fast-xml-parser loads only where a
 * CalDAV server is read). Attributes are kept: a calendar's supported components are `<C:comp name="VEVENT"/>`.
 */
let parser: Promise<XMLParser> | undefined;
function xmlParser(): Promise<XMLParser> {
  parser ??= import("fast-xml-parser").then(
    (module) =>
      new module.XMLParser({ removeNSPrefix: true, ignoreAttributes: false, parseTagValue: false, trimValues: true }),
  );
  return parser;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

interface PropStat {
  status?: string;
  prop?: Record<string, unknown>;
}
interface DavResponse {
  href?: string;
  propstat?: PropStat | PropStat[];
}

function headers(account: CalDavAccount, extra: Record<string, string> = {}): Record<string, string> {
  const basic = Buffer.from(`${account.username}:${account.password}`, "utf8").toString("base64");
  return { authorization: `Basic ${basic}`, ...extra };
}

/** The plain-words error of an HTTP status from a CalDAV server. */
export function statusError(status: number): CalDavError {
  if (status === 401 || status === 403) {
    return new CalDavError(status, `The server refused the username or app password (${status}).`);
  }
  return new CalDavError(status, `The address answered ${status}.`);
}

async function dav(fetch: Fetch, account: CalDavAccount, url: string, method: string, depth: string, body: string) {
  const response = await fetch(url, {
    method,
    headers: headers(account, { depth, "content-type": "application/xml; charset=utf-8" }),
    body,
  });
  if (response.status !== 207) throw statusError(response.status);
  let parsed: { multistatus?: { response?: DavResponse | DavResponse[] } | "" };
  try {
    parsed = (await xmlParser()).parse(response.body) as typeof parsed;
  } catch {
    throw new CalDavError(response.status, "Not a CalDAV server.");
  }
  // An empty answer (an empty calendar) is `<multistatus/>`, which parses to "".
  if (!("multistatus" in parsed)) throw new CalDavError(response.status, "Not a CalDAV server.");
  const multistatus = typeof parsed.multistatus === "object" ? parsed.multistatus : {};
  return asArray(multistatus.response).map((item) => {
    const props: Record<string, unknown> = {};
    for (const propstat of asArray(item.propstat)) {
      if (propstat.status && !/ 200 /.test(propstat.status)) continue;
      Object.assign(props, propstat.prop ?? {});
    }
    return { href: new URL(text(item.href), url).toString(), props };
  });
}

const hrefOf = (value: unknown): string | undefined => {
  const href = (value as { href?: unknown } | undefined)?.href;
  const first = text(asArray(href as unknown)[0]);
  return first || undefined;
};
const isCalendar = (props: Record<string, unknown>) =>
  typeof props.resourcetype === "object" && props.resourcetype !== null && "calendar" in props.resourcetype;
const text = (value: unknown): string => {
  if (typeof value === "string") return value;
  const inner = (value as { "#text"?: unknown } | null | undefined)?.["#text"];
  return typeof inner === "string" ? inner : "";
};

/** The account's calendars that hold events (or the address itself when it is a calendar). */
export async function discoverCalendars(fetch: Fetch, account: CalDavAccount): Promise<CalDavCalendar[]> {
  const propfind = (props: string) =>
    `<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop>${props}</d:prop></d:propfind>`;
  const [self] = await dav(
    fetch,
    account,
    account.url,
    "PROPFIND",
    "0",
    propfind("<d:resourcetype/><d:displayname/><d:current-user-principal/><c:calendar-home-set/>"),
  );
  if (!self) throw new CalDavError(207, "Not a CalDAV server.");
  if (isCalendar(self.props)) return [{ url: self.href, name: text(self.props.displayname) || "Calendar" }];
  let home = hrefOf(self.props["calendar-home-set"]);
  if (!home) {
    const principal = hrefOf(self.props["current-user-principal"]);
    if (!principal) throw new CalDavError(207, "Not a CalDAV server.");
    const [found] = await dav(
      fetch,
      account,
      new URL(principal, account.url).toString(),
      "PROPFIND",
      "0",
      propfind("<c:calendar-home-set/>"),
    );
    home = hrefOf(found?.props["calendar-home-set"]);
  }
  if (!home) throw new CalDavError(207, "Not a CalDAV server.");
  const children = await dav(
    fetch,
    account,
    new URL(home, account.url).toString(),
    "PROPFIND",
    "1",
    propfind("<d:resourcetype/><d:displayname/><c:supported-calendar-component-set/>"),
  );
  const calendars = children
    .filter((child) => isCalendar(child.props))
    .filter((child) => {
      const set = JSON.stringify(child.props["supported-calendar-component-set"] ?? "");
      return set === '""' || /VEVENT/i.test(set) || !/comp/i.test(set);
    })
    .map((child) => ({ url: child.href, name: text(child.props.displayname) || new URL(child.href).pathname }));
  if (calendars.length === 0) throw new CalDavError(207, "That account has no calendars.");
  return calendars;
}

/** A collection's change tag: equal tags, unchanged events. Empty when the server gives neither. */
export async function changeTag(fetch: Fetch, account: CalDavAccount, calendarUrl: string): Promise<string> {
  const [self] = await dav(
    fetch,
    account,
    calendarUrl,
    "PROPFIND",
    "0",
    `<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><cs:getctag/><d:sync-token/></d:prop></d:propfind>`,
  );
  return text(self?.props.getctag) || text(self?.props["sync-token"]);
}

const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The calendar objects with an event in `[from, to)` (each a whole VCALENDAR text). */
export async function eventsBetween(
  fetch: Fetch,
  account: CalDavAccount,
  calendarUrl: string,
  from: number,
  to: number,
): Promise<string[]> {
  const body =
    `<?xml version="1.0" encoding="utf-8"?><c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">` +
    `<d:prop><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT">` +
    `<c:time-range start="${utc(from)}" end="${utc(to)}"/></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`;
  const found = await dav(fetch, account, calendarUrl, "REPORT", "1", body);
  return found.map((item) => text(item.props["calendar-data"])).filter((data) => data.length > 0);
}

/** The URL an event of `uid` has in a calendar (one resource per booking). */
export function eventUrl(calendarUrl: string, uid: string): string {
  const base = calendarUrl.endsWith("/") ? calendarUrl : `${calendarUrl}/`;
  return new URL(`${encodeURIComponent(uid)}.ics`, base).toString();
}

/** Writes (creates or replaces) an event resource. */
export async function putEvent(fetch: Fetch, account: CalDavAccount, url: string, ics: string): Promise<void> {
  const response = await fetch(url, {
    method: "PUT",
    headers: headers(account, { "content-type": "text/calendar; charset=utf-8" }),
    body: ics,
  });
  if (response.status < 200 || response.status >= 300) throw statusError(response.status);
}

/** Deletes an event resource; one already gone is fine. */
export async function deleteEvent(fetch: Fetch, account: CalDavAccount, url: string): Promise<void> {
  const response = await fetch(url, { method: "DELETE", headers: headers(account) });
  if (response.status === 404 || response.status === 410) return;
  if (response.status < 200 || response.status >= 300) throw statusError(response.status);
}
