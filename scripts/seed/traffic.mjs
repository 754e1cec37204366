/**
 * 60 days of rolled-up traffic (`traffic_daily/{day}`), made as the product makes it: simulated visits become the
 * events the collector stores (`beaconEvent`, from each visit's validated source), the seeded leads, bookings and
 * payments the funnel's events (`funnelEvent`, from their stored sources and times, as the callables and the webhook
 * record them), and each day is rolled up by the roll-up's own `rollUpEvents`. So the channels and landing pages of
 * the Traffic view and the leads it counts as sent are the seeded leads'. The visits are drawn from a fixed seed:
 * every start shows the same site, moved to the start's dates.
 */

/** How many days back the traffic reaches (today included). */
export const TRAFFIC_DAYS = 60;

/**
 * Where visits come from, as the visitor's browser would send it (validated by `SourceSchema`), and how often.
 * @type {Array<{ weight: number, source: Record<string, string> }>}
 */
const VISIT_SOURCES = [
  { weight: 30, source: { referrer: "www.google.com" } },
  { weight: 5, source: { referrer: "www.bing.com" } },
  { weight: 22, source: {} },
  { weight: 8, source: { referrer: "www.linkedin.com" } },
  { weight: 5, source: { utmSource: "facebook", utmMedium: "social", utmCampaign: "launch-fall" } },
  { weight: 4, source: { utmSource: "newsletter", utmMedium: "email", utmCampaign: "fall-partners" } },
  { weight: 3, source: { utmSource: "newsletter", utmMedium: "email", utmCampaign: "patent-bootcamp" } },
  { weight: 6, source: { utmSource: "google", utmMedium: "cpc", utmCampaign: "ai-workshops" } },
  { weight: 6, source: { referrer: "www.idahoednews.org" } },
  { weight: 3, source: { referrer: "rexburgchamber.org" } },
  { weight: 4, source: { utmSource: "chamber", utmMedium: "newsletter", utmCampaign: "spring" } },
];

/** The pages visits land on and browse, most visited first. */
const PAGES = [
  "/",
  "/training",
  "/training/talk-to-ai",
  "/training/patent-with-ai",
  "/training/launch-with-ai",
  "/become-ai-coach",
  "/about",
  "/events",
  "/contact",
  "/book/demo",
  "/partner-with-us",
  "/competitions",
  "/technology/ai-skills-tracker",
];

/** A small deterministic generator (mulberry32): the same numbers on every start. */
function random(seed = 36) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * @template T
 * @param {() => number} next
 * @param {readonly T[]} items
 * @param {(item: T, index: number) => number} [weight]
 * @returns {T}
 */
function pick(next, items, weight = (_, index) => 1 / (index + 1)) {
  const total = items.reduce((sum, item, index) => sum + weight(item, index), 0);
  let at = next() * total;
  for (const [index, item] of items.entries()) {
    at -= weight(item, index);
    if (at <= 0) return item;
  }
  return /** @type {T} */ (items.at(-1));
}

/** @type {import("./index.mjs").Seeder} */
export async function seedTraffic(context) {
  const { db, domain, now, site, log } = context;
  const daily = db.collection(domain.COLLECTIONS.trafficDaily);
  if (!(await daily.limit(1).get()).empty) return;
  const siteHost = new URL(site).host;
  const next = random();
  const validSource = (/** @type {unknown} */ input) => {
    const parsed = domain.validate(domain.SourceSchema, input);
    if (!parsed.success) throw new Error(`scripts/seed/traffic.mjs: invalid source ${JSON.stringify(input)}`);
    return parsed.output;
  };
  const sources = VISIT_SOURCES.map(({ weight, source }) => ({ weight, source: validSource(source) }));
  const today = domain.dayOf(now);
  const days = domain.daysBetween(domain.dayOf(new Date(now.getTime() - (TRAFFIC_DAYS - 1) * 86_400_000)), today);
  /** @type {Map<string, import("../../functions/src/domain/index.ts").TrafficEvent[]>} */
  const events = new Map(days.map((day) => [day, []]));
  /** @type {Map<string, Set<string>>} */
  const visitors = new Map(days.map((day) => [day, new Set()]));
  const add = (/** @type {import("../../functions/src/domain/index.ts").TrafficEvent} */ event) =>
    events.get(event.day)?.push(event);

  // The visits: more on weekdays, the site growing over the two months, a few pages each.
  for (const [index, day] of days.entries()) {
    const start = Date.parse(`${day}T00:00:00Z`);
    const weekday = new Date(start).getUTCDay();
    const isToday = day === today;
    const dayShare = isToday ? Math.max(0.05, (now.getTime() - start) / 86_400_000) : 1;
    const base = (34 + index * 0.6) * (weekday === 0 || weekday === 6 ? 0.55 : 1);
    const visits = Math.round(base * (0.8 + next() * 0.4) * dayShare);
    for (let visit = 0; visit < visits; visit++) {
      const { source: from } = pick(next, sources, (item) => item.weight);
      const landing = pick(next, PAGES);
      const source = { ...from, landingPage: landing };
      const visitor = next() < 0.12 && visit > 0 ? ([...(visitors.get(day) ?? [])].at(-1) ?? "") : hex(next);
      visitors.get(day)?.add(visitor);
      const at = new Date(start + (visit + 0.5) * ((86_400_000 * dayShare) / Math.max(visits, 1)));
      const pages = [landing, ...Array.from({ length: Math.floor(next() * 3.2) }, () => pick(next, PAGES))];
      for (const [page, path] of pages.entries()) {
        const beacon = { type: /** @type {const} */ ("pageview"), path, entry: page === 0, source };
        add(domain.beaconEvent(beacon, siteHost, visitor, new Date(at.getTime() + page * 40_000)));
      }
      // Some start a form and leave it.
      if (next() < 0.03) {
        const form = pick(next, ["/contact", "/ai-coach-registration", "/book/demo"]);
        add(domain.beaconEvent({ type: "form_start", path: form, entry: false, source }, siteHost, visitor, at));
      }
    }
  }

  // The funnel's later steps, from what was seeded: each lead sent (after starting its form), each checkout paid.
  let sent = 0;
  for (const collection of [
    domain.COLLECTIONS.contactSubmissions,
    domain.COLLECTIONS.coachApplications,
    domain.COLLECTIONS.bookings,
  ]) {
    for (const doc of (await db.collection(collection).get()).docs) {
      const source = domain.storedSourceOf(doc.data());
      const at = /** @type {import("firebase-admin/firestore").Timestamp} */ (doc.get("created_at")).toDate();
      add(domain.beaconEvent(formStart(source, validSource), siteHost, "", at));
      add(domain.funnelEvent("sent", source, at));
      sent++;
    }
  }
  let paid = 0;
  for (const doc of (await db.collection(domain.COLLECTIONS.payments).get()).docs) {
    if (doc.get("installment") === domain.INSTALLMENT_LABELS.second) continue;
    const source = domain.storedSourceOf(doc.data());
    const at = /** @type {import("firebase-admin/firestore").Timestamp} */ (doc.get("created_at")).toDate();
    add(domain.funnelEvent("checkout_started", source, new Date(at.getTime() - 5 * 60_000)));
    add(domain.funnelEvent("paid", source, at));
    paid++;
  }

  const batch = db.batch();
  for (const day of days) {
    const rolled = domain.rollUpEvents(domain.emptyDay(day), events.get(day) ?? []);
    rolled.visitors = visitors.get(day)?.size ?? 0;
    batch.set(daily.doc(day), rolled);
  }
  await batch.commit();
  log(`• Seeded ${days.length} days of traffic (${sent} leads sent, ${paid} checkouts paid in its funnel)`);
}

/**
 * The form start of a lead: its visit's source, on its form page.
 * @param {import("../../functions/src/domain/index.ts").LeadSource} stored
 * @param {(input: unknown) => import("../../functions/src/domain/index.ts").Source} validSource
 * @returns {import("../../functions/src/domain/index.ts").Beacon}
 */
function formStart(stored, validSource) {
  const source = validSource({
    utmSource: stored.utm_source,
    utmMedium: stored.utm_medium,
    utmCampaign: stored.utm_campaign,
    utmTerm: stored.utm_term,
    utmContent: stored.utm_content,
    referrer: stored.referrer,
    landingPage: stored.landing_page,
    formPage: stored.form_page,
  });
  return { type: "form_start", path: stored.form_page || "/contact", entry: false, source };
}

/** A visitor's daily hash as the collector stores it: 16 hex digits. */
function hex(/** @type {() => number} */ next) {
  return Array.from({ length: 16 }, () => Math.floor(next() * 16).toString(16)).join("");
}
