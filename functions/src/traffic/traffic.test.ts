import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it, vi } from "vitest";
import { COLLECTIONS } from "../domain/collections";
import {
  BEACON_KEYS,
  emptyDay,
  MAP_KEYS_MAX,
  OTHER_LABEL,
  rollUpEvents,
  type DailyTraffic,
  type TrafficEvent,
} from "../domain/traffic";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import {
  CLIENT_KEYS_PER_DAY,
  collectorLimit,
  handleBeacon,
  isUncountedAgent,
  parseBeacon,
  type CollectorDeps,
} from "./collector";
import { rollUpTraffic } from "./rollUp";
import { forgetSalts, visitorHash } from "./salt";
import { trafficReportHandler } from "./trafficReport";

const standin = useStandinFirestore();

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const NOON = new Date("2026-03-10T12:00:00Z");
const SITE = "https://idahoaicoaches.com";

function beacon(fields: Record<string, string> = {}): string {
  return JSON.stringify({ [BEACON_KEYS.type]: "pageview", [BEACON_KEYS.path]: "/", ...fields });
}

function deps(overrides: Partial<CollectorDeps> = {}): CollectorDeps {
  return {
    db: standin.db,
    now: () => NOON,
    hashKey: () => "k".repeat(32),
    limit: () => ({ max: 1000, windowSeconds: 600 }),
    origins: () => [SITE],
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    ...overrides,
  };
}

function post(body: string, headers: Record<string, string> = {}, address = "203.0.113.7") {
  return {
    method: "POST",
    rawBody: Buffer.from(body),
    headers: { "user-agent": CHROME, origin: SITE, "sec-fetch-site": "same-origin", ...headers },
    socket: { remoteAddress: address },
  };
}

async function events() {
  return (await standin.db.collection(COLLECTIONS.trafficEvents).get()).docs.map((doc) => doc.data());
}

async function day(id = "2026-03-10") {
  return (await standin.db.collection(COLLECTIONS.trafficDaily).doc(id).get()).data() as DailyTraffic | undefined;
}

describe("the collector", () => {
  it("counts a page view with the visit's source and derives the channel itself", async () => {
    const campaign = { [BEACON_KEYS.entry]: "1", us: "chamber", um: "newsletter", uc: "spring", l: "/" };
    expect(await handleBeacon(post(beacon(campaign)), deps())).toBe(204);
    expect(await events()).toEqual([
      expect.objectContaining({
        type: "pageview",
        day: "2026-03-10",
        path: "/",
        entry: true,
        channel: "Campaign",
        source: "chamber",
        campaign: "spring",
        landing_page: "/",
        visitor: expect.stringMatching(/^[0-9a-f]{16}$/),
      }),
    ]);
  });

  it("takes only the registry's public pages and the domain's source fields", async () => {
    for (const body of [beacon({ [BEACON_KEYS.path]: "/dashboard" }), beacon({ [BEACON_KEYS.path]: "/wp-admin" })]) {
      expect(await handleBeacon(post(body), deps()), body).toBe(204);
    }
    for (const body of [
      beacon({ [BEACON_KEYS.path]: "/".repeat(300) }),
      beacon({ ch: "Paid search" }),
      beacon({ us: "x".repeat(400) }),
      "not json",
    ]) {
      expect(await handleBeacon(post(body), deps()), body).toBe(400);
    }
    // A source field the schema refuses is dropped: the view counts, without it.
    const hostile = { us: "<script>", r: "https://evil.example/?email=a@b.c", l: "/nowhere", uc: "spring" };
    expect(await handleBeacon(post(beacon(hostile)), deps())).toBe(204);
    expect(await events()).toEqual([
      expect.objectContaining({ source: "(direct)", campaign: "spring", channel: "Campaign", landing_page: "/" }),
    ]);
    await standin.db
      .doc(`${COLLECTIONS.trafficEvents}/${(await standin.db.collection(COLLECTIONS.trafficEvents).get()).docs[0]!.id}`)
      .delete();
    expect(await handleBeacon(post("x".repeat(2000)), deps())).toBe(413);
    expect(await handleBeacon({ ...post(beacon()), method: "GET" }, deps())).toBe(405);
    expect(await events()).toEqual([]);
  });

  it("does not count bots, headless Chrome (prerender, tests) or Lighthouse, and answers them 204", async () => {
    for (const agent of [
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "curl/8.5.0",
      "",
    ]) {
      expect(await handleBeacon(post(beacon(), { "user-agent": agent }), deps())).toBe(204);
    }
    expect(await events()).toEqual([]);
    expect(isUncountedAgent(CHROME)).toBe(false);
  });

  it("counts a Sec-GPC or DNT request without a visitor hash", async () => {
    await handleBeacon(post(beacon(), { "sec-gpc": "1" }), deps());
    await handleBeacon(post(beacon(), { dnt: "1" }), deps());
    expect((await events()).map((event) => event.visitor)).toEqual(["", ""]);
  });

  it("counts a flood only up to its client's rate limit, in one small counter document", async () => {
    const limited = deps({ limit: () => ({ max: 3, windowSeconds: 600 }) });
    for (let n = 0; n < 8; n += 1) expect(await handleBeacon(post(beacon()), limited)).toBe(204);
    await handleBeacon(post(beacon(), {}, "198.51.100.1"), limited);
    expect(await events()).toHaveLength(4);
    const counters = (await standin.db.collection(COLLECTIONS.rateLimits).get()).docs.map((doc) => doc.data());
    expect(counters.map((counter) => counter.count as number).sort()).toEqual([1, 3]);
    expect(counters.every((counter) => Object.keys(counter).sort().join() === "count,expires_at")).toBe(true);
  });

  it("counts every beacon of one address in flight at once, with no transaction to queue them on its counter", async () => {
    await Promise.all(Array.from({ length: 8 }, () => handleBeacon(post(beacon()), deps())));
    expect(await events()).toHaveLength(8);
    const counters = (await standin.db.collection(COLLECTIONS.rateLimits).get()).docs.map((doc) => doc.data());
    expect(counters.map((counter) => counter.count)).toEqual([8]);
  });

  it("hashes a visitor with the day's salt: the same browser is one visitor a day, another day another hash", async () => {
    forgetSalts();
    await handleBeacon(post(beacon()), deps());
    await handleBeacon(post(beacon({ [BEACON_KEYS.path]: "/about" })), deps());
    await handleBeacon(post(beacon(), { "user-agent": FIREFOX }), deps());
    const nextDay = deps({ now: () => new Date("2026-03-11T09:00:00Z") });
    await handleBeacon(post(beacon()), nextDay);
    // Events come back in document-id order: count the hashes instead. The same Chrome twice on 10 March is one.
    const hashes = (await events()).map((event) => event.visitor as string);
    const times = hashes.map((hash) => hashes.filter((other) => other === hash).length).sort();
    expect(times).toEqual([1, 1, 2, 2]);
    const salts = (await standin.db.collection(COLLECTIONS.trafficSalts).get()).docs.map((doc) => doc.id);
    expect(salts.sort()).toEqual(["2026-03-10", "2026-03-11"]);
    expect(visitorHash("a", "site", "203.0.113.7", CHROME)).not.toBe(visitorHash("b", "site", "203.0.113.7", CHROME));
    expect(JSON.stringify(await events())).not.toContain("203.0.113.7");
  });

  it("parses the beacon's short keys", () => {
    expect(parseBeacon(beacon({ t: "form_start", p: "/contact", r: "www.google.com" }))).toMatchObject({
      type: "form_start",
      path: "/contact",
      entry: false,
      source: { referrer: "www.google.com" },
    });
  });
});

describe("the roll-up", () => {
  it("counts each event once into its day, counts distinct visitors, deletes the events, ends past days", async () => {
    forgetSalts();
    const d = deps();
    await handleBeacon(post(beacon({ e: "1", us: "chamber", um: "newsletter", uc: "spring", l: "/" })), d);
    await handleBeacon(post(beacon({ p: "/about", l: "/", us: "chamber", um: "newsletter", uc: "spring" })), d);
    await handleBeacon(post(beacon({ t: "form_start", p: "/contact", l: "/", us: "chamber", uc: "spring" })), d);
    await handleBeacon(
      post(beacon({ e: "1", r: "www.google.com", l: "/about", p: "/about" }), { "user-agent": FIREFOX }),
      d,
    );
    const first = await rollUpTraffic(standin.db, NOON);
    expect(first).toMatchObject({ counted: 4, pending: false, ended: [] });
    expect(await events()).toEqual([]);
    const rolled = await day();
    expect(rolled).toMatchObject({
      pageviews: 3,
      visits: 2,
      visitors: 2,
      pages: { "/": 1, "/about": 2 },
      channels: { Campaign: 1, "Organic search": 1 },
      sources: { chamber: 1, "www.google.com": 1 },
      campaigns: { spring: 1 },
      landings: { "/": 1, "/about": 1 },
      funnel: { visits: 2, form_started: 1, sent: 0, checkout_started: 0, paid: 0 },
      funnel_by_channel: { Campaign: { visits: 1, form_started: 1 } },
    });
    // The same visitor again later that day is not a new visitor; a roll-up with nothing waiting changes nothing.
    await handleBeacon(post(beacon({ p: "/contact" })), d);
    await rollUpTraffic(standin.db, NOON);
    await rollUpTraffic(standin.db, NOON);
    expect(await day()).toMatchObject({ pageviews: 4, visits: 2, visitors: 2, events: 5 });
    // The next day's roll-up deletes the finished day's salt and visitor hashes and keeps its counts.
    const next = await rollUpTraffic(standin.db, new Date("2026-03-11T00:10:00Z"));
    expect(next.ended).toEqual(["2026-03-10"]);
    expect((await standin.db.collection(COLLECTIONS.trafficSalts).get()).size).toBe(0);
    expect((await standin.db.collection(COLLECTIONS.trafficVisitors).get()).size).toBe(0);
    expect(await day()).toMatchObject({ pageviews: 4, visitors: 2 });
  });

  it("stops at its limit and says events are left", async () => {
    for (let n = 0; n < 5; n += 1) await handleBeacon(post(beacon()), deps());
    expect(await rollUpTraffic(standin.db, NOON, 3)).toMatchObject({ counted: 3, pending: true });
    expect(await rollUpTraffic(standin.db, NOON, 3)).toMatchObject({ counted: 2, pending: false });
    expect(await day()).toMatchObject({ pageviews: 5 });
  });
});

describe("trafficReport", () => {
  it("answers the period's counts from one document a day, whatever the page views", async () => {
    for (let n = 0; n < 30; n += 1) await handleBeacon(post(beacon({ e: "1", uc: "spring", us: "chamber" })), deps());
    const request = adminRequest({ from: "2026-03-04", to: "2026-03-10" });
    const report = await trafficReportHandler(request, adminDeps(standin.db), () => NOON);
    expect(report.days).toHaveLength(7);
    expect(report.days.at(-1)).toEqual({ day: "2026-03-10", pageviews: 30, visits: 30, visitors: 1 });
    expect(report.channels).toEqual([{ key: "Campaign", count: 30 }]);
    expect(report.campaigns).toEqual([{ key: "spring", count: 30 }]);
    expect(report.funnel.visits).toBe(30);
    const again = await trafficReportHandler(request, adminDeps(standin.db), () => NOON);
    // 7 days + the roll-up's empty query and its salts query + the paid money's two empty queries: nothing depends on
    // the 30 page views.
    expect(again.documentsRead).toBe(11);
    expect(again.money).toMatchObject({ all: { gross: 0, refunded: 0, net: 0 }, flagged: 0, truncated: false });
    expect(again).toMatchObject({ totals: report.totals, pendingEvents: false });
  });

  it("gives the funnel's paid step its money: invoices and checkout payments of the period, refunds subtracted", async () => {
    const source = (channel: string, landing: string) => ({
      channel,
      utm_source: "",
      utm_medium: "",
      utm_campaign: "",
      utm_term: "",
      utm_content: "",
      referrer: "",
      landing_page: landing,
      form_page: "/contact",
    });
    const invoices = standin.db.collection(COLLECTIONS.invoices);
    await invoices.doc("paid").set({
      status: "paid",
      amount_paid: 610_000,
      refunded_amount: 120_000,
      paid_at: "2026-03-09T15:00:00.000Z",
      source: source("Email", "/partner-with-us"),
    });
    await invoices.doc("before").set({
      status: "paid",
      amount_paid: 999_999,
      paid_at: "2026-03-03T23:59:59.000Z",
      source: source("Email", "/partner-with-us"),
    });
    await invoices.doc("open").set({ status: "open", total: 5000, source: source("Email", "/") });
    await standin.db
      .collection(COLLECTIONS.payments)
      .doc("cs_1")
      .set({
        amount_total: 386_250,
        amount_mismatch: true,
        created_at: Timestamp.fromDate(new Date("2026-03-04T00:00:00Z")),
        source: source("Campaign", "/"),
      });
    const report = await trafficReportHandler(
      adminRequest({ from: "2026-03-04", to: "2026-03-10" }),
      adminDeps(standin.db),
      () => NOON,
    );
    expect(report.money).toEqual({
      all: { gross: 996_250, refunded: 120_000, net: 876_250 },
      byChannel: { Email: { gross: 610_000, refunded: 120_000, net: 490_000 }, Campaign: expect.any(Object) },
      byLanding: { "/partner-with-us": expect.any(Object), "/": { gross: 386_250, refunded: 0, net: 386_250 } },
      flagged: 1,
      truncated: false,
    });
  });

  it("is for admins only and refuses a backwards or too long period", async () => {
    const deps = adminDeps(standin.db);
    await expect(
      trafficReportHandler(adminRequest({ from: "2026-03-04", to: "2026-03-10" }, { admin: false }), deps),
    ).rejects.toMatchObject({ code: "permission-denied" });
    await expect(
      trafficReportHandler(adminRequest({ from: "2026-03-10", to: "2026-03-04" }), deps),
    ).rejects.toMatchObject({ code: "invalid-argument" });
    await expect(
      trafficReportHandler(adminRequest({ from: "2024-01-01", to: "2026-03-04" }), deps),
    ).rejects.toMatchObject({ code: "invalid-argument" });
  });
});

describe("the moves of issue 33 against visit counting", () => {
  /** A counted event's fields, as the roll-up reads one. */
  async function lastEvent(): Promise<Omit<TrafficEvent<unknown>, "at" | "expires_at">> {
    await handleBeacon(post(beacon({ e: "1" }), {}, "192.0.2.200"), deps());
    const [event] = await events();
    return event as Omit<TrafficEvent<unknown>, "at" | "expires_at">;
  }

  it.each<[string, Record<string, string>]>([
    ["a foreign page's Origin", { origin: "https://evil.example" }],
    ["an Origin of null (a sandboxed or no-referrer page)", { origin: "null" }],
    ["no Origin at all", { origin: "" }],
    ["a cross-site fetch with the site's Origin forged", { "sec-fetch-site": "cross-site" }],
    ["a same-site (another subdomain) fetch", { "sec-fetch-site": "same-site" }],
  ])("does not count %s: 204, nothing stored", async (_case, headers) => {
    const sent = post(beacon({ e: "1", uc: "spring" }), headers);
    if (headers.origin === "") delete (sent.headers as Partial<Record<string, string>>).origin;
    expect(await handleBeacon(sent, deps())).toBe(204);
    expect(await events()).toEqual([]);
    expect((await standin.db.collection(COLLECTIONS.rateLimits).get()).size).toBe(0);
  });

  it("counts campaigns and referrers named constructor, toString or __proto__ as numbers, in the day and the report", async () => {
    const names = ["constructor", "toString", "__proto__", "hasOwnProperty"];
    for (const [n, name] of names.entries()) {
      const page = { e: "1", us: name, uc: name, l: name === "toString" ? "/" : "/about" };
      await handleBeacon(post(beacon(page), {}, `198.51.100.${n}`), deps());
      await handleBeacon(post(beacon({ e: "1", r: `${name}.example`, uc: name }), {}, `198.51.100.${n + 10}`), deps());
    }
    await rollUpTraffic(standin.db, NOON);
    const stored = await day();
    for (const name of names.filter((name) => name !== "__proto__")) {
      expect(stored?.campaigns[name], name).toBe(2);
      expect(stored?.sources[name], name).toBe(1);
    }
    // `__proto__` is not a source the domain takes (dropped); were it counted, a name Firestore reserves (`__…__`)
    // would fail the day's write, so the roll-up counts it as "(other)".
    const reserved = rollUpEvents(emptyDay("2026-03-10"), [
      { ...(await lastEvent()), campaign: "__proto__", source: "__name__", entry: true, type: "pageview" },
    ]);
    expect(reserved.campaigns[OTHER_LABEL]).toBe(1);
    expect(reserved.sources[OTHER_LABEL]).toBe(1);
    expect(Object.keys(reserved.campaigns)).toEqual([OTHER_LABEL]);
    // Once more into the stored day: the counts add up, never concatenate.
    await handleBeacon(post(beacon({ e: "1", uc: "constructor" })), deps());
    await rollUpTraffic(standin.db, NOON);
    expect((await day())?.campaigns.constructor).toBe(3);
    const report = await trafficReportHandler(
      adminRequest({ from: "2026-03-10", to: "2026-03-10" }),
      adminDeps(standin.db),
      () => NOON,
    );
    expect(report.campaigns).toEqual(
      expect.arrayContaining([
        { key: "constructor", count: 3 },
        { key: "toString", count: 2 },
      ]),
    );
    expect(report.campaigns.every((row) => typeof row.count === "number")).toBe(true);
    expect(report.funnelByChannel.every((row) => typeof row.visits === "number")).toBe(true);
  });

  it("names at most CLIENT_KEYS_PER_DAY by default; TRAFFIC_CLIENT_KEYS_MAX or the test stacks' TRAFFIC_RATE_LIMIT_MAX raise it", () => {
    expect(collectorLimit({}).keysPerDay).toBe(CLIENT_KEYS_PER_DAY);
    expect(collectorLimit({ TRAFFIC_RATE_LIMIT_MAX: "1000" }).keysPerDay).toBe(1000);
    expect(collectorLimit({ TRAFFIC_CLIENT_KEYS_MAX: "25", TRAFFIC_RATE_LIMIT_MAX: "1000" }).keysPerDay).toBe(25);
  });

  it("lets one client name only a few new campaigns a day: invented ones count as (other), real ones keep their names", async () => {
    for (let n = 0; n < 40; n += 1) {
      await handleBeacon(post(beacon({ e: "1", uc: `squat-${n}`, us: `squat-${n}` }), {}, "203.0.113.66"), deps());
    }
    // Real visitors of real campaigns, from their own addresses, after the flood.
    for (let n = 0; n < 5; n += 1) {
      await handleBeacon(post(beacon({ e: "1", uc: "spring", us: "chamber" }), {}, `198.51.100.${n}`), deps());
    }
    await rollUpTraffic(standin.db, NOON);
    const stored = await day();
    const invented = Object.keys(stored?.campaigns ?? {}).filter((key) => key.startsWith("squat-"));
    expect(invented.length).toBeLessThanOrEqual(CLIENT_KEYS_PER_DAY);
    expect(invented.length).toBeLessThan(MAP_KEYS_MAX / 10);
    expect(stored?.campaigns[OTHER_LABEL]).toBe(40 - invented.length);
    expect(stored?.campaigns.spring).toBe(5);
    expect(stored?.sources.chamber).toBe(5);
    // The same client may name the campaigns it named before again.
    await handleBeacon(post(beacon({ e: "1", uc: "squat-0" }), {}, "203.0.113.66"), deps());
    await rollUpTraffic(standin.db, NOON);
    expect((await day())?.campaigns["squat-0"]).toBe(2);
  });
});
