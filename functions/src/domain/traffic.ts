import * as v from "valibot";
import { CHANNELS, type Channel, type Source } from "./source";
import { deriveChannel, type LeadSource } from "./channel";
import type { PaidMoney } from "./invoices";
import { SITE_PATHS, STAFF_PATHS, type SitePath, type StaffPath } from "./paths";

/*
 * Cookieless visit counting (docs/privacy.md, docs/decisions/0010-traffic-counting.md): what the page beacon sends,
 * the events the collector and the callables append, the daily roll-up they become and the Traffic view's report.
 * Pure: no firebase-admin, shared with the web app (the beacon builds its body with {@link BEACON_KEYS}).
 */

/**
 * The public pages whose views are counted: the site's paths (domain/paths.ts, which the web app's links read too)
 * without the staff pages (/auth, /dashboard). The collector takes no other path. web/app/pages.test.ts holds this list
 * equal to the registry's public pages (web/app/pages.ts).
 */
export const COUNTED_PATHS = Object.values(SITE_PATHS).filter(
  (path): path is Exclude<SitePath, StaffPath> => !(STAFF_PATHS as readonly string[]).includes(path),
);
export type CountedPath = (typeof COUNTED_PATHS)[number];

export function isCountedPath(path: string): path is CountedPath {
  return (COUNTED_PATHS as readonly string[]).includes(path);
}

/** What the browser may report: a page view, or the first input into a form on the page. */
export const BEACON_TYPES = ["pageview", "form_start"] as const;
export type BeaconType = (typeof BEACON_TYPES)[number];

/** The funnel's steps, in order: a visit, a form started, a form sent, a checkout started, a payment. */
export const FUNNEL_STEPS = ["visits", "form_started", "sent", "checkout_started", "paid"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  visits: "Visits",
  form_started: "Form started",
  sent: "Sent",
  checkout_started: "Checkout started",
  paid: "Paid",
};

/** The largest beacon body the collector reads, in bytes (a real one is about 200). */
export const BEACON_MAX_BYTES = 1024;

/**
 * The beacon's body: short keys, every value a string. `e` is "1" on the visit's first page (its landing page: the
 * visit is counted there). The source fields are the visit's, as captured on its first page.
 */
export const BEACON_KEYS = {
  type: "t",
  path: "p",
  entry: "e",
  referrer: "r",
  landingPage: "l",
  utmSource: "us",
  utmMedium: "um",
  utmCampaign: "uc",
  utmTerm: "ut",
  utmContent: "ux",
} as const;

/** The parsed beacon: its type, the page, whether it opens the visit, and the visit's source. */
export interface Beacon {
  type: BeaconType;
  /** The page as sent; the collector counts only {@link COUNTED_PATHS}. */
  path: string;
  entry: boolean;
  source: Source;
}

/** One event as the collector and the callables append it (`traffic_events`, auto id, deleted once rolled up). */
export interface TrafficEvent<TTime = Date> {
  /** `pageview` and `form_start` from the beacon; `sent`, `checkout_started`, `paid` from the callables. */
  type: BeaconType | "sent" | "checkout_started" | "paid";
  /** The UTC day (YYYY-MM-DD) the event falls in: the roll-up's bucket. */
  day: string;
  /** The page (a counted path) for a beacon; the form's page for the callables' events ("" when unknown). */
  path: string;
  /** True on a visit's first page view: a visit. */
  entry: boolean;
  channel: Channel;
  /** The visit's source summary: utm_source, else the referrer host, else "" (direct). */
  source: string;
  campaign: string;
  landing_page: string;
  /** A visitor's daily hash (16 hex digits), "" when not counted (Sec-GPC / DNT, or a server event). */
  visitor: string;
  at: TTime;
  /** When a TTL policy deletes the event if no roll-up has (a safety net: the roll-up deletes what it counts). */
  expires_at: TTime;
}

/** How long an event may wait for its roll-up before the TTL policy deletes it. */
export const EVENT_TTL_DAYS = 7;

/** The UTC day of `at`. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The source summary of a visit: its campaign source, else the referring host, else "(direct)". */
export function sourceLabel(source: { utm_source: string; referrer: string }): string {
  return source.utm_source || source.referrer || DIRECT_LABEL;
}

export const DIRECT_LABEL = "(direct)";

/** The event of a lead sent, a checkout started or a payment: the lead's stored source, no visitor. */
export function funnelEvent(type: "sent" | "checkout_started" | "paid", source: LeadSource, at: Date): TrafficEvent {
  return {
    type,
    day: dayOf(at),
    path: source.form_page,
    entry: false,
    channel: source.channel,
    source: sourceLabel(source),
    campaign: source.utm_campaign,
    landing_page: source.landing_page,
    visitor: "",
    at,
    expires_at: new Date(at.getTime() + EVENT_TTL_DAYS * 86_400_000),
  };
}

/**
 * The event of a beacon received at `at`: its page, whether it opens a visit, the channel derived from its source on
 * the server, the source summary (a referrer that is the site itself counts as none), the campaign and the landing
 * page, and the visitor's daily hash ("" when not counted). The collector and the local stack's seed build events
 * with this.
 */
export function beaconEvent(beacon: Beacon, siteHost: string, visitor: string, at: Date): TrafficEvent {
  const source = beacon.source;
  return {
    type: beacon.type,
    day: dayOf(at),
    path: beacon.path,
    entry: beacon.type === "pageview" && beacon.entry,
    channel: deriveChannel(source, siteHost),
    source: sourceLabel({
      utm_source: source.utmSource,
      referrer: source.referrer === siteHost ? "" : source.referrer,
    }),
    campaign: source.utmCampaign,
    landing_page: source.landingPage || beacon.path,
    visitor,
    at,
    expires_at: new Date(at.getTime() + EVENT_TTL_DAYS * 86_400_000),
  };
}

/** Counts by key. */
export type Counts = Record<string, number>;
export type FunnelCounts = Record<FunnelStep, number>;

/** One day rolled up (`traffic_daily/{day}`): counts only, never an event, an address or a hash. */
export interface DailyTraffic {
  day: string;
  pageviews: number;
  visits: number;
  /** Distinct visitor hashes of the day (those sent with Sec-GPC / DNT are not among them). */
  visitors: number;
  /** Page views by path. */
  pages: Counts;
  /** Visits by channel, source summary, campaign and landing page. */
  channels: Counts;
  sources: Counts;
  campaigns: Counts;
  landings: Counts;
  funnel: FunnelCounts;
  funnel_by_channel: Record<string, FunnelCounts>;
  funnel_by_landing: Record<string, FunnelCounts>;
  /** How many events the roll-up has counted into this day. */
  events: number;
}

/**
 * The most keys a day keeps in a map of free text (sources, campaigns): past it, new keys count under
 * {@link OTHER_LABEL}, so a flood of invented campaign names cannot grow a day's document without bound.
 */
export const MAP_KEYS_MAX = 200;
export const OTHER_LABEL = "(other)";

export function emptyFunnel(): FunnelCounts {
  return { visits: 0, form_started: 0, sent: 0, checkout_started: 0, paid: 0 };
}

/**
 * A map keyed by what visitors choose (a campaign, a referrer, a path): without a prototype, so a key named
 * `constructor`, `toString` or `__proto__` is a key like any other and never reads an inherited member (issue 33,
 * item 8: `counts["constructor"] + 1` was `"function Object() { [native code] }1"`). `from`'s own entries are copied.
 */
export function keyedMap<T>(from?: Readonly<Record<string, T>>): Record<string, T> {
  const map = Object.create(null) as Record<string, T>;
  for (const [key, value] of Object.entries(from ?? {})) map[key] = value;
  return map;
}

export function emptyDay(day: string): DailyTraffic {
  return {
    day,
    pageviews: 0,
    visits: 0,
    visitors: 0,
    pages: keyedMap(),
    channels: keyedMap(),
    sources: keyedMap(),
    campaigns: keyedMap(),
    landings: keyedMap(),
    funnel: emptyFunnel(),
    funnel_by_channel: keyedMap(),
    funnel_by_landing: keyedMap(),
    events: 0,
  };
}

/** Field names Firestore reserves (`__name__`, `__proto__`…): a map key like that would fail the day's write. */
const RESERVED_KEY = /^__.*__$/;

/**
 * The key `key` is counted under in `map`: itself, or {@link OTHER_LABEL} once the map holds its most keys or when
 * Firestore reserves the name.
 */
function boundedKey(map: Record<string, unknown>, key: string): string {
  if (RESERVED_KEY.test(key)) return OTHER_LABEL;
  return Object.hasOwn(map, key) || Object.keys(map).length < MAP_KEYS_MAX ? key : OTHER_LABEL;
}

function add(counts: Counts, key: string, by = 1): void {
  const bounded = boundedKey(counts, key);
  counts[bounded] = (Object.hasOwn(counts, bounded) ? (counts[bounded] ?? 0) : 0) + by;
}

const STEP_OF_EVENT: Record<TrafficEvent["type"], FunnelStep | null> = {
  pageview: null,
  form_start: "form_started",
  sent: "sent",
  checkout_started: "checkout_started",
  paid: "paid",
};

/** The funnel of `key` in `funnels` (created empty when new). */
function funnelOf(funnels: Record<string, FunnelCounts>, key: string): FunnelCounts {
  if (!Object.hasOwn(funnels, key)) funnels[key] = emptyFunnel();
  return funnels[key]!;
}

function addStep(funnels: Record<string, FunnelCounts>, key: string, step: FunnelStep): void {
  funnelOf(funnels, boundedKey(funnels, key))[step] += 1;
}

/**
 * Adds `events` to `day` (a copy is returned; `day` is not changed). Visitors are not counted here: the roll-up
 * adds the number of hashes it had not seen that day ({@link addVisitors}).
 */
export function rollUpEvents(day: DailyTraffic, events: readonly Omit<TrafficEvent<unknown>, "at" | "expires_at">[]) {
  const copy = structuredClone(day);
  const next: DailyTraffic = {
    ...copy,
    pages: keyedMap(copy.pages),
    channels: keyedMap(copy.channels),
    sources: keyedMap(copy.sources),
    campaigns: keyedMap(copy.campaigns),
    landings: keyedMap(copy.landings),
    funnel_by_channel: keyedMap(copy.funnel_by_channel),
    funnel_by_landing: keyedMap(copy.funnel_by_landing),
  };
  for (const event of events) {
    next.events += 1;
    const landing = event.landing_page || "(unknown)";
    if (event.type === "pageview") {
      next.pageviews += 1;
      add(next.pages, event.path);
      if (event.entry) {
        next.visits += 1;
        add(next.channels, event.channel);
        add(next.sources, event.source || DIRECT_LABEL);
        if (event.campaign) add(next.campaigns, event.campaign);
        add(next.landings, landing);
        next.funnel.visits += 1;
        addStep(next.funnel_by_channel, event.channel, "visits");
        addStep(next.funnel_by_landing, landing, "visits");
      }
      continue;
    }
    const step = STEP_OF_EVENT[event.type];
    if (!step) continue;
    next.funnel[step] += 1;
    addStep(next.funnel_by_channel, event.channel, step);
    addStep(next.funnel_by_landing, landing, step);
  }
  return next;
}

/** The Traffic view's periods: the last 7, 30 or 90 days (today included), or a range of days. */
export const TRAFFIC_PERIODS = [7, 30, 90] as const;
/** The longest range the report covers, in days. */
export const TRAFFIC_RANGE_MAX_DAYS = 366;

const dayField = v.pipe(v.string("Dates must be YYYY-MM-DD"), v.isoDate("Dates must be YYYY-MM-DD"));

/** `trafficReport`: the first and last day (UTC, inclusive). */
export const TrafficReportSchema = v.pipe(
  v.object({ from: dayField, to: dayField }),
  v.check((range) => range.from <= range.to, "The first day must not be after the last day"),
  v.check(
    (range) => daysBetween(range.from, range.to).length <= TRAFFIC_RANGE_MAX_DAYS,
    `The period must be at most ${TRAFFIC_RANGE_MAX_DAYS} days`,
  ),
);
export type TrafficReportRequest = v.InferInput<typeof TrafficReportSchema>;

/** Every day from `from` to `to`, inclusive (YYYY-MM-DD, UTC); at most one more than the range's maximum. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= last; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
    if (days.length > TRAFFIC_RANGE_MAX_DAYS) break;
  }
  return days;
}

/** A ranked entry of the report: a key and its count. */
export interface Ranked {
  key: string;
  count: number;
}

/** A funnel with its key (a channel, a landing page; "All" overall). */
export interface FunnelRow extends FunnelCounts {
  key: string;
}

/** Money of the funnel's "paid" step (integer cents): what was paid, what of it was refunded, and the difference. */
export interface MoneyFigures {
  gross: number;
  refunded: number;
  net: number;
}

/**
 * The money behind the funnel's "paid" step for the period: paid invoices and checkout payments, refunds subtracted,
 * overall, by channel and by landing page (the keys the funnel's rows have), from the server's stored cents.
 */
export interface FunnelMoney {
  all: MoneyFigures;
  byChannel: Record<string, MoneyFigures>;
  byLanding: Record<string, MoneyFigures>;
  /** Paid records whose amount did not match what the server expected (counted, flagged). */
  flagged: number;
  /** True when more paid records existed than were read (the oldest were left out). */
  truncated: boolean;
}

/** The Traffic view's answer: counts, and the money of the funnel's "paid" step. */
export interface TrafficReportResponse {
  from: string;
  to: string;
  days: { day: string; pageviews: number; visits: number; visitors: number }[];
  totals: { pageviews: number; visits: number; visitors: number };
  pages: Ranked[];
  channels: Ranked[];
  sources: Ranked[];
  campaigns: Ranked[];
  funnel: FunnelCounts;
  funnelByChannel: FunnelRow[];
  funnelByLanding: FunnelRow[];
  /** Documents the report read (days, plus the roll-up's own work when events were waiting). */
  documentsRead: number;
  /** Events still waiting for the roll-up (more than one call rolls up): figures may be short by these. */
  pendingEvents: boolean;
  money: FunnelMoney;
}

/**
 * The funnel's money from the paid records (domain/invoices.ts `PaidMoney`) paid on the days `from`…`to` (UTC, both
 * included), each under its stored source's channel and landing page; a refund counts against the payment it refunds.
 */
export function funnelMoney(paid: readonly PaidMoney[], from: string, to: string, truncated: boolean): FunnelMoney {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`) + 86_400_000;
  const money: FunnelMoney = { all: noMoney(), byChannel: keyedMap(), byLanding: keyedMap(), flagged: 0, truncated };
  const add = (figures: MoneyFigures, item: PaidMoney) => {
    figures.gross += item.amount;
    figures.refunded += Math.min(item.refunded, item.amount);
    figures.net = figures.gross - figures.refunded;
  };
  const of = (map: Record<string, MoneyFigures>, key: string) => {
    if (!Object.hasOwn(map, key)) map[key] = noMoney();
    return map[key]!;
  };
  for (const item of paid) {
    const at = item.paidAt.getTime();
    if (at < start || at >= end) continue;
    add(money.all, item);
    add(of(money.byChannel, item.source.channel), item);
    add(of(money.byLanding, item.source.landing_page || "(unknown)"), item);
    if (item.flagged) money.flagged += 1;
  }
  return money;
}

function noMoney(): MoneyFigures {
  return { gross: 0, refunded: 0, net: 0 };
}

/** How many entries each ranked list of the report holds. */
export const REPORT_TOP = 10;

function merge(into: Counts, from: Counts | undefined): void {
  for (const [key, count] of Object.entries(from ?? {})) {
    into[key] = (Object.hasOwn(into, key) ? (into[key] ?? 0) : 0) + Number(count);
  }
}

function ranked(counts: Counts, top = REPORT_TOP): Ranked[] {
  return Object.entries(counts)
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, top);
}

function funnelRows(funnels: Record<string, FunnelCounts>, top = REPORT_TOP): FunnelRow[] {
  return Object.entries(funnels)
    .map(([key, counts]) => ({ key, ...counts }))
    .sort((a, b) => b.visits - a.visits || b.sent - a.sent || a.key.localeCompare(b.key))
    .slice(0, top);
}

/** The report of `days` (every day of the period, in order) from the stored days found among them. */
export function trafficReport(
  days: readonly string[],
  stored: ReadonlyMap<string, DailyTraffic>,
  documentsRead: number,
  pendingEvents: boolean,
): Omit<TrafficReportResponse, "money"> {
  const pages: Counts = keyedMap();
  const channels: Counts = keyedMap();
  const sources: Counts = keyedMap();
  const campaigns: Counts = keyedMap();
  const funnel = emptyFunnel();
  const byChannel = keyedMap<FunnelCounts>();
  const byLanding = keyedMap<FunnelCounts>();
  const totals = { pageviews: 0, visits: 0, visitors: 0 };
  const series = days.map((day) => {
    const traffic = stored.get(day);
    if (!traffic) return { day, pageviews: 0, visits: 0, visitors: 0 };
    totals.pageviews += traffic.pageviews;
    totals.visits += traffic.visits;
    totals.visitors += traffic.visitors;
    merge(pages, traffic.pages);
    merge(channels, traffic.channels);
    merge(sources, traffic.sources);
    merge(campaigns, traffic.campaigns);
    for (const step of FUNNEL_STEPS) funnel[step] += traffic.funnel?.[step] ?? 0;
    for (const [target, from] of [
      [byChannel, traffic.funnel_by_channel],
      [byLanding, traffic.funnel_by_landing],
    ] as const) {
      for (const [key, counts] of Object.entries(from ?? {})) {
        const row = funnelOf(target, key);
        for (const step of FUNNEL_STEPS) row[step] += Number(counts[step] ?? 0);
      }
    }
    return { day, pageviews: traffic.pageviews, visits: traffic.visits, visitors: traffic.visitors };
  });
  return {
    from: days[0] ?? "",
    to: days.at(-1) ?? "",
    days: series,
    totals,
    pages: ranked(pages),
    channels: ranked(channels, CHANNELS.length),
    sources: ranked(sources),
    campaigns: ranked(campaigns),
    funnel,
    funnelByChannel: funnelRows(byChannel, CHANNELS.length),
    funnelByLanding: funnelRows(byLanding),
    documentsRead,
    pendingEvents,
  };
}

/** A step's conversion from visits, as a percentage with one decimal ("12.5%"), or "—" without visits. */
export function conversionRate(count: number, visits: number): string {
  if (visits <= 0) return "—";
  return `${(Math.round((count / visits) * 1000) / 10).toFixed(1)}%`;
}
