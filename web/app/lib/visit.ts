/**
 * Cookieless visit capture and the page beacon (docs/privacy.md, docs/decisions/0010-traffic-counting.md).
 *
 * The first page of a visit (this tab, this browser session) keeps its referring host, its UTM parameters and its
 * path in sessionStorage: nothing else is stored, no cookie, no localStorage, and the browser forgets it when the tab
 * closes. Forms, bookings and checkouts send it as `source` (./visitSource.ts); the beacon posts each page view and a
 * form's first input to `/api/event` on the site's own origin (a Hosting rewrite to the collector function).
 *
 * No import from the domain: this module is loaded on every marketing page after it has painted and must stay a few
 * hundred bytes. Its beacon keys are the domain's `BEACON_KEYS` (visit.test.ts holds them equal).
 */
import { readSessionFlag } from "./sessionFlag";

const STORAGE_KEY = "idahoaicoaches:visit";
export const COLLECTOR_PATH = "/api/event";

/** The visit as captured, under the beacon's short keys (see BEACON_KEYS in the domain). */
export interface Visit {
  /** utm_source, utm_medium, utm_campaign, utm_term, utm_content. */
  us: string;
  um: string;
  uc: string;
  ut: string;
  ux: string;
  /** The referring host ("" when none or the site itself). */
  r: string;
  /** The landing page. */
  l: string;
}

const UTM_KEYS = { us: "utm_source", um: "utm_medium", uc: "utm_campaign", ut: "utm_term", ux: "utm_content" } as const;

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The host of `referrer` when it is another site's http(s) address, lower case; otherwise "". */
export function referrerHost(referrer: string, ownHost: string): string {
  try {
    const url = new URL(referrer);
    const host = url.host.toLowerCase();
    return /^https?:$/.test(url.protocol) && host !== ownHost.toLowerCase() ? host : "";
  } catch {
    return "";
  }
}

/** The visit of this tab: read, or captured now from the address and the referrer when this is its first page. */
export function currentVisit(): { visit: Visit; entry: boolean } {
  const store = session();
  try {
    const stored = store?.getItem(STORAGE_KEY);
    if (stored) return { visit: JSON.parse(stored) as Visit, entry: false };
  } catch {
    // An unreadable entry is captured again.
  }
  const params = new URLSearchParams(window.location.search);
  const visit = { r: referrerHost(document.referrer, window.location.host), l: window.location.pathname } as Visit;
  for (const [key, name] of Object.entries(UTM_KEYS))
    visit[key as keyof typeof UTM_KEYS] = (params.get(name) ?? "").slice(0, 100);
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify(visit));
  } catch {
    // Storage full or disabled: the visit is still counted, its pages after this one as new entries.
  }
  return { visit, entry: true };
}

/** Pages never counted: the staff's own. The collector refuses every path outside the public registry anyway. */
const STAFF_PATHS = /^\/(auth|dashboard)(\/|$)/;

/** Whether this browser holds a signed-in staff session: the site's own admins are not counted. */
function isStaff(): boolean {
  return readSessionFlag();
}

function send(type: "pageview" | "form_start", path: string): void {
  if (STAFF_PATHS.test(path) || isStaff() || typeof navigator.sendBeacon !== "function") return;
  const { visit, entry } = currentVisit();
  const body = { t: type, p: path, e: type === "pageview" && entry ? "1" : "0", ...visit };
  try {
    navigator.sendBeacon(COLLECTOR_PATH, new Blob([JSON.stringify(body)], { type: "text/plain" }));
  } catch {
    // A refused beacon (a blocker, a full queue) is not retried.
  }
}

/** Counts a page view of `path` (the root calls it after paint, on every navigation). */
export function sendPageView(path: string): void {
  send("pageview", path);
}

/** Counts the first input into a form on `path` (the lead forms of features/leads call it once per form and page). */
export function sendFormStart(path: string): void {
  send("form_start", path);
}
