/**
 * `npm run bench:web`: builds the site, serves the production build on the Hosting emulator and runs Lighthouse
 * (mobile emulation, default simulated throttling) three times on every page of the registry, as the last build
 * listed them (web/build/pages.json), each as a visitor meets it (issue 46): the reschedule and cancel pages with a
 * real booking's link, first, while the stack's functions are still cold (a booking made through the public callable,
 * as the booking page makes it); sign-in without a session; the dashboard signed in as the demo owner, with the demo
 * company's data (signed in through the sign-in page in the same browser profile, Lighthouse keeping that storage and
 * clearing only the HTTP cache; the sign-in's time to every tab's count is measured too). Prints one table of medians,
 * writes it to docs/benchmarks/web.md and exits non-zero when a budget is missed.
 *
 *   --origin http://127.0.0.1:PORT   bench a site that is already being served (no build, no stack)
 *   --routes /,/about                 only these routes (the table is then printed, not written)
 *   --runs N                          Lighthouse runs per route (default 3)
 *   --reports DIR                     also write each run's Lighthouse result (JSON) into DIR
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { webClient } from "./lib/bench-clients.mjs";
import { answerHelp } from "./lib/cli.mjs";
import { exit, exitOnSignals, failed, onStop } from "./lib/processes.mjs";
import { builtProduct } from "./seed/product.mjs";
import { demoAdmin, startStack, urls } from "./stack.mjs";

answerHelp(`
Usage: npm run bench:web [-- --origin <url>] [--routes /,/about] [--runs N] [--reports DIR]   (node scripts/bench-web.mjs)

Builds the site, serves the production build on the Hosting emulator and runs Lighthouse (mobile, simulated
throttling) N times on every page of the registry (web/build/pages.json) as a visitor meets it: the reschedule and
cancel pages with a real booking's link (booked through the public callable, measured first, on cold functions), the
dashboard signed in as the demo owner; prints the medians, writes docs/benchmarks/web.md and exits 1 when a budget is
missed. Needs the stack's ports free (stop \`npm start\`
first). Ctrl-C (or SIGTERM) stops the stack and Chromium and frees every port (exit 130 / 143).

Options:
  --origin http://127.0.0.1:PORT   bench a site that is already being served (no build, no stack)
  --routes /,/about                only these routes (the table is then printed, not written)
  --runs N                         Lighthouse runs per route (default 3)
  --reports DIR                    also write each run's Lighthouse result (JSON) into DIR, to see what a page waits on
  -h, --help                       this text

Environment:
  CHROMIUM_PATH   the Chromium Lighthouse drives (default /usr/bin/chromium)
  and as \`npm start\` (FIRESTORE_EMULATOR, STACK_VERBOSE)
`);
exitOnSignals();

const { values: args } = parseArgs({
  options: {
    origin: { type: "string" },
    routes: { type: "string" },
    runs: { type: "string", default: "3" },
    reports: { type: "string" },
  },
});

export const BUDGETS = {
  /** 100 is the goal; a median of 98 or 99 is this shared machine's noise (issue 46). */
  performance: 0.98,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
  firstLoadJsGzipKb: 140,
  /** The page beacon (web/app/lib/visit.ts, issue 25): a lazy chunk every marketing page loads after paint. */
  beaconGzipKb: 1,
  /** From pressing "Sign in" on a fresh stack to every dashboard tab showing its count (issue 46). */
  signInToCountsMs: 3000,
};

/**
 * The gzip size of the page beacon's chunk in the build (`assets/visit-*.js`): what counting visits adds to a marketing
 * page, loaded after paint (so outside the first-load figure above, which leaves lazy chunks out).
 */
function beaconChunkKb() {
  const assets = new URL("../web/build/client/assets/", import.meta.url);
  const files = readdirSync(assets).filter((name) => /^visit-[\w-]+\.js$/.test(name));
  if (files.length !== 1) throw new Error(`expected one beacon chunk (assets/visit-*.js), found ${files.length}`);
  return { file: files[0], kb: gzipSync(readFileSync(new URL(files[0] ?? "", assets)), { level: 9 }).length / 1024 };
}

/** Where a booking's management token goes in a benched route: the bench books a meeting and puts its token there. */
const TOKEN = "{token}";

/**
 * The links of a booking's mails as its visitor opens them (`#<token>` of a real booking, issue 46): measured first,
 * before anything else has called the functions they call, so each page's first run meets them cold.
 */
export const TOKEN_ROUTES = [`/booking/reschedule#${TOKEN}`, `/booking/cancel#${TOKEN}`];

/**
 * The booking routes as visitors reach them (issue 32): the meeting pages, the contact page with a meeting subject
 * (scheduler first; the registry lists /contact without it), the reschedule and cancel links' pages.
 */
export const BOOKING_ROUTES = ["/book/demo", "/contact?subject=Book%20a%20Demo", ...TOKEN_ROUTES];

/** The booking routes' budgets: every public page's, with LCP at most 1.1 s. */
export const BOOKING_BUDGETS = { ...BUDGETS, lcpMs: 1100 };

/** Measured signed in as the demo owner, with the demo company's data (the dashboard's budgets are the staff pages'). */
export const SIGNED_IN_ROUTES = ["/dashboard"];

/**
 * The staff pages' own budgets (sign-in, dashboard): no SEO budget (they are `noindex` on purpose) and CLS up to 0.01;
 * every other budget as above.
 */
export const STAFF_BUDGETS = { ...BUDGETS, seo: null, cls: 0.01 };

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** Code that must never be part of a marketing page's first load (Firebase SDK, Stripe, the admin dashboard). */
const FORBIDDEN_IN_FIRST_LOAD = [
  { name: "Firebase SDK", code: /identitytoolkit\.googleapis\.com|FirebaseError|@firebase\// },
  { name: "Stripe", code: /js\.stripe\.com|checkout\.stripe\.com/ },
  // The route manifest names every route's file; the dashboard's own chunks must not be loaded.
  { name: "admin dashboard", path: /\/(dashboard|auth)\.page-|\/features\/admin\// },
];

/**
 * The pages of the registry as the last build wrote them (web/build/pages.json): which are marketing pages (the
 * first-load budget is theirs; checkout and staff pages, built with Mantine, are measured against every other budget),
 * which are staff pages (their own budgets) and which are `noindex` (no SEO budget).
 */
/**
 * @typedef {{ path: string, marketing?: boolean, staff?: boolean, noindex?: boolean }} RegistryPage
 * @returns {RegistryPage[]}
 */
function registryPages() {
  return JSON.parse(readFileSync(new URL("../web/build/pages.json", import.meta.url), "utf8"));
}
/** @param {(page: RegistryPage) => boolean | undefined} test */
const pathsWhere = (test) =>
  new Set(
    registryPages()
      .filter(test)
      .map((page) => page.path),
  );
const marketingPaths = () => pathsWhere((page) => page.marketing);

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/**
 * The routes in the order they are measured: the booking links first (their functions still cold), then the registry
 * (a page a benched route stands for, `/booking/cancel` for its link, is measured as that route), then the other
 * booking routes.
 */
function benchRoutes() {
  if (args.routes) return args.routes.split(",").map((route) => route.trim());
  const registry = registryPages()
    .map((page) => page.path)
    .filter((path) => !TOKEN_ROUTES.some((route) => pageOf(route) === path));
  return [
    ...TOKEN_ROUTES,
    ...registry,
    ...BOOKING_ROUTES.filter((route) => !registry.includes(route) && !TOKEN_ROUTES.includes(route)),
  ];
}

/**
 * Gzip size of the JavaScript a visitor's browser loads before the page is interactive: the module scripts and
 * modulepreloads of the served HTML and, transitively, their static imports (dynamic `import()` chunks excluded).
 * @param {string} origin
 * @param {string} route
 */
async function firstLoadJs(origin, route) {
  const html = await (await fetch(`${origin}${route}`)).text();
  /** @type {string[]} */
  const queue = [];
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) queue.push(match[1] ?? "");
  for (const match of html.matchAll(/<script[^>]* src="([^"]+\.js)"/g)) queue.push(match[1] ?? "");
  // React Router's module script, or the data block the build turns it into (web/scripts/prerendered-html.ts).
  for (const match of html.matchAll(/<script type="(?:module|text\/x-react-router-boot)"[^>]*>([\s\S]*?)<\/script>/g)) {
    // Its static imports and the entry it starts with import(): all of it runs before the page is interactive.
    for (const imported of (match[1] ?? "").matchAll(/\bimport\s*(?:\(\s*|[^"'()]*?from\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(imported[1] ?? "");
    }
  }
  const seen = new Map();
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const path = new URL(next, `${origin}${route}`).pathname;
    if (seen.has(path)) continue;
    const code = await (await fetch(`${origin}${path}`)).text();
    seen.set(path, code);
    const staticImports = /\b(?:import|export)\s*(?:[^"'()]*?from\s*)?["']([^"']+\.js)["']/g;
    for (const imported of code.matchAll(staticImports))
      queue.push(new URL(imported[1] ?? "", `${origin}${path}`).href);
  }
  let gzipBytes = 0;
  const forbidden = [];
  for (const [path, code] of seen) {
    gzipBytes += gzipSync(code, { level: 9 }).length;
    for (const rule of FORBIDDEN_IN_FIRST_LOAD) {
      if (rule.code?.test(code) || rule.path?.test(path)) forbidden.push(`${rule.name} (${path})`);
    }
  }
  return { gzipKb: gzipBytes / 1024, files: seen.size, forbidden };
}

/**
 * A category of a Lighthouse result, which every run of CATEGORIES has.
 * @param {import("lighthouse").Result} lhr
 * @param {string} id
 */
function category(lhr, id) {
  const found = lhr.categories[id];
  if (!found) throw new Error(`Lighthouse reported no ${id} category`);
  return found;
}

/**
 * An audit of a Lighthouse result.
 * @param {import("lighthouse").Result} lhr
 * @param {string} id
 */
function audit(lhr, id) {
  const found = lhr.audits[id];
  if (!found) throw new Error(`Lighthouse reported no ${id} audit`);
  return found;
}

/**
 * One Lighthouse run's figures.
 * @param {import("lighthouse").Result} lhr
 */
function summarize(lhr) {
  const resources = /** @type {{ items?: Array<{ resourceType: string, transferSize?: number }> }} */ (
    audit(lhr, "resource-summary").details
  );
  const transfer = (/** @type {string} */ type) =>
    (resources.items?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of category(lhr, id).auditRefs) {
      const result = audit(lhr, ref.id);
      if (ref.weight > 0 && result.score !== null && result.score < 1)
        failing.push(`${id}/${ref.id} (${result.displayValue ?? result.score})`);
    }
  }
  return {
    performance: category(lhr, "performance").score ?? 0,
    accessibility: category(lhr, "accessibility").score ?? 0,
    bestPractices: category(lhr, "best-practices").score ?? 0,
    seo: category(lhr, "seo").score ?? 0,
    lcpMs: audit(lhr, "largest-contentful-paint").numericValue ?? NaN,
    tbtMs: audit(lhr, "total-blocking-time").numericValue ?? NaN,
    cls: audit(lhr, "cumulative-layout-shift").numericValue ?? NaN,
    jsKb: transfer("script"),
    cssKb: transfer("stylesheet"),
    failing,
  };
}

/**
 * @typedef {Omit<ReturnType<typeof summarize>, "failing"> & {
 *   route: string,
 *   firstLoad: Awaited<ReturnType<typeof firstLoadJs>>,
 *   failing: string[],
 *   runs: ReturnType<typeof summarize>[],
 * }} Row
 */

/**
 * @param {string} route
 * @param {Row} row
 * @param {Set<string>} marketing
 * @param {Set<string>} staff
 * @param {Set<string>} noindex
 */
function budgetMisses(route, row, marketing, staff, noindex) {
  /** @type {string[]} */
  const misses = [];
  /** @type {Omit<typeof BUDGETS, "seo"> & { seo: number | null }} */
  const budgets = staff.has(pageOf(route)) ? STAFF_BUDGETS : BOOKING_ROUTES.includes(route) ? BOOKING_BUDGETS : BUDGETS;
  const check = (/** @type {boolean} */ ok, /** @type {string} */ text) => ok || misses.push(`${route}: ${text}`);
  check(
    row.performance >= budgets.performance,
    `Performance ${score(row.performance)} < ${score(budgets.performance)}`,
  );
  check(row.accessibility >= budgets.accessibility, `Accessibility ${score(row.accessibility)} < 100`);
  check(row.bestPractices >= budgets.bestPractices, `Best Practices ${score(row.bestPractices)} < 100`);
  // A noindex page loses Lighthouse's "is crawlable" audit on purpose.
  check(budgets.seo === null || noindex.has(pageOf(route)) || row.seo >= budgets.seo, `SEO ${score(row.seo)} < 100`);
  check(row.lcpMs <= budgets.lcpMs, `LCP ${seconds(row.lcpMs)} > ${seconds(budgets.lcpMs)}`);
  check(row.tbtMs <= budgets.tbtMs, `TBT ${Math.round(row.tbtMs)} ms > ${budgets.tbtMs} ms`);
  check(Number(row.cls.toFixed(3)) <= budgets.cls, `CLS ${row.cls.toFixed(3)} > ${budgets.cls}`);
  check(
    !marketing.has(pageOf(route)) || row.firstLoad.gzipKb <= BUDGETS.firstLoadJsGzipKb,
    `first-load JS ${kb(row.firstLoad.gzipKb)} > ${BUDGETS.firstLoadJsGzipKb} KB gzip`,
  );
  // A staff page's own code is the admin code: only Firebase and Stripe are forbidden in its first load.
  const forbidden = row.firstLoad.forbidden.filter(
    (name) => !staff.has(pageOf(route)) || !name.startsWith("admin dashboard"),
  );
  check(forbidden.length === 0, `first load contains ${forbidden.join(", ")}`);
  return misses;
}

/**
 * The registry page a benched route is (`/contact?subject=…` is /contact, `/booking/cancel#<token>` /booking/cancel): its
 * kind decides its budgets.
 * @param {string} route
 */
const pageOf = (route) => route.split(/[?#]/)[0] ?? route;

/** How a route is named in the table: the dashboard's session said. @param {string} route */
const routeName = (route) => (SIGNED_IN_ROUTES.includes(route) ? `${route} (signed in)` : route);

/** @param {number} value */
const score = (value) => String(Math.round(value * 100));
/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** @param {number} value */
const kb = (value) => `${value.toFixed(1)} KB`;

/**
 * @param {Row[]} rows
 * @param {Set<string>} marketing
 * @param {Set<string>} staff
 */
function table(rows, marketing, staff) {
  const header =
    "| Route | Perf | A11y | BP | SEO | LCP | TBT | CLS | JS transferred | CSS transferred | First-load JS (gzip) |";
  const divider = "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|";
  const lines = rows.map(
    ({ route, ...row }) =>
      `| ${marketing.has(pageOf(route)) ? routeName(route) : `${routeName(route)} ${staff.has(pageOf(route)) ? "‡" : "†"}`} | ${score(row.performance)} | ${score(row.accessibility)} | ${score(row.bestPractices)} | ${score(row.seo)} | ${seconds(row.lcpMs)} | ${Math.round(row.tbtMs)} ms | ${row.cls.toFixed(3)} | ${kb(row.jsKb)} | ${kb(row.cssKb)} | ${kb(row.firstLoad.gzipKb)} |`,
  );
  return [header, divider, ...lines].join("\n");
}

/**
 * A real booking's management token, as a visitor gets it: a demo booked through the public callable, as the booking
 * page books one (the confirmation shows its reschedule and cancel links). The time is picked from the demo host's
 * hours (scripts/seed/bookings.mjs: weekdays 9–12 and 13–17 Boise time) three weeks ahead, past the seeded bookings,
 * without asking `bookingFreeTimes`: the reschedule page's first run is to meet that function cold, as it does on a
 * freshly started stack. A time the host's calendar has busy is refused, and the next is tried.
 */
async function bookedToken() {
  const { domain, slots } = builtProduct();
  const visitor = await webClient("bench-web");
  const zone = domain.HOST_TIME_ZONE;
  let date = slots.addDays(slots.instantToZoned(new Date(), zone).date, 21);
  const refusals = [];
  for (let day = 0; day < 10; day++, date = slots.addDays(date, 1)) {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const time of ["09:00", "10:00", "14:00", "15:00"]) {
      try {
        const answer = await visitor.call("createBooking", {
          name: "Web Bench",
          email: `web-bench-${Date.now().toString(36)}@example.test`,
          organisation: "Web Bench School District",
          organisationType: "school",
          topics: "",
          meetingType: "demo",
          start: slots.zonedToInstant(date, time, zone).toISOString(),
          timeZone: zone,
        });
        return answer.token;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (message !== domain.TIME_UNAVAILABLE_MESSAGE && message !== domain.TAKEN_MESSAGE) throw error;
        refusals.push(`${date} ${time}`);
      }
    }
  }
  throw new Error(`no demo time could be booked for the reschedule and cancel links (refused: ${refusals.join(", ")})`);
}

/** The dashboard's tabs that show a count (the demo owner sees each): their names before " (n)". */
const COUNTED_TABS = ["Contact Forms", "AI Coach Applications", "Payments", "Bookings"];

/**
 * Signs the demo owner in through the sign-in page in Lighthouse's browser (the session is Firebase Auth's IndexedDB
 * entry and the site's flag in localStorage, both kept by the dashboard's runs) and measures what a newcomer waits
 * for: from pressing "Sign in" to every counted tab showing its count.
 * @param {number} port Chromium's debugging port
 * @param {string} origin
 */
async function signInAsOwner(port, origin) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/auth`, { waitUntil: "load" });
    await page.locator('input[type="email"]:not(:disabled)').fill(demoAdmin.email);
    await page.locator('input[type="password"]:not(:disabled)').fill(demoAdmin.password);
    const pressed = performance.now();
    await page.locator('button[type="submit"]').click();
    await page.waitForFunction(
      (names) => {
        // Runs in the page (puppeteer serializes it): the browser's document, which scripts/ does not type.
        const { document } =
          /** @type {{ document: { querySelectorAll: (selector: string) => Iterable<{ textContent: string | null }> } }} */ (
            /** @type {unknown} */ (globalThis)
          );
        const tabs = [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent ?? "");
        return names.every((name) => tabs.some((tab) => new RegExp(`^${name} \\(\\d+\\)`).test(tab)));
      },
      { timeout: 60_000 },
      COUNTED_TABS,
    );
    const countsMs = performance.now() - pressed;
    await page.close();
    return countsMs;
  } finally {
    await browser.disconnect();
  }
}

/**
 * Empties Chromium's HTTP cache (Lighthouse does so itself unless told to keep the storage, as on the dashboard's
 * runs): a signed-in run loads the site's code over the network, as a staff member's first visit of the day does.
 * @param {number} port
 */
async function clearHttpCache(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    await session.send("Network.clearBrowserCache");
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Signs the browser out after the signed-in runs: every storage of the site emptied (Lighthouse's own reset before the
 * next route leaves Firebase Auth's IndexedDB session in place: measured, /auth then opened the dashboard).
 * @param {number} port
 * @param {string} origin
 */
async function clearSiteStorage(port, origin) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    await session.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * @param {string} origin
 * @returns {Promise<{ rows: Row[], signInToCountsMs: number | undefined }>}
 */
async function bench(origin) {
  const routes = benchRoutes();
  const runs = Number(args.runs);
  const token = routes.some((route) => route.includes(TOKEN)) ? await bookedToken() : "";
  console.log(`Lighthouse ${runs}× on ${routes.length} routes of ${origin} (mobile, simulated throttling)…`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const stopChrome = onStop(() => chrome.kill());
  /** @type {Row[]} */
  const rows = [];
  /** @type {number | undefined} */
  let signInToCountsMs;
  try {
    for (const route of routes) {
      const signedIn = SIGNED_IN_ROUTES.includes(route);
      if (signedIn) {
        signInToCountsMs = await signInAsOwner(chrome.port, origin);
        console.log(
          `  signed in as ${demoAdmin.email}: every tab's count ${seconds(signInToCountsMs)} after "Sign in"`,
        );
      }
      /** @type {ReturnType<typeof summarize>[]} */
      const results = [];
      for (let run = 0; run < runs; run++) {
        // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated, twice at most.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          if (signedIn) await clearHttpCache(chrome.port);
          const result = await lighthouse(`${origin}${route.replace(TOKEN, token)}`, {
            port: chrome.port,
            logLevel: "error",
            onlyCategories: CATEGORIES,
            // The session lives in IndexedDB and localStorage, which Lighthouse otherwise clears before each run.
            disableStorageReset: signedIn,
          });
          if (!result) throw new Error(`${route}: Lighthouse returned no result`);
          lhr = result.lhr;
          if (!lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`${route}: ${lhr.runtimeError.message}`);
          console.warn(`  ${route}: ${lhr.runtimeError.code}, running again`);
        }
        if (signedIn && new URL(lhr.finalDisplayedUrl).pathname !== pageOf(route)) {
          throw new Error(`${route}: the signed-in run ended on ${lhr.finalDisplayedUrl}, not on the dashboard`);
        }
        if (args.reports) {
          mkdirSync(args.reports, { recursive: true });
          const name = `${
            routeName(route)
              .replace(/[^\w-]+/g, "_")
              .replace(/^_+|_+$/g, "") || "home"
          }-run${run + 1}.json`;
          writeFileSync(`${args.reports}/${name}`, JSON.stringify(lhr));
        }
        const summary = summarize(lhr);
        results.push(summary);
        if (runs > 1) {
          console.log(
            `    run ${run + 1}: ${score(summary.performance)}, LCP ${seconds(summary.lcpMs)} (${lcpElement(lhr)}), TBT ${Math.round(summary.tbtMs)} ms`,
          );
        }
      }
      if (signedIn) await clearSiteStorage(chrome.port, origin);
      /** @param {(summary: ReturnType<typeof summarize>) => number} figure */
      const middle = (figure) => median(results.map(figure));
      /** @type {Row} */
      const row = {
        route,
        firstLoad: await firstLoadJs(origin, pageOf(route) + (route.match(/\?[^#]*/)?.[0] ?? "")),
        performance: middle((result) => result.performance),
        accessibility: middle((result) => result.accessibility),
        bestPractices: middle((result) => result.bestPractices),
        seo: middle((result) => result.seo),
        lcpMs: middle((result) => result.lcpMs),
        tbtMs: middle((result) => result.tbtMs),
        cls: middle((result) => result.cls),
        jsKb: middle((result) => result.jsKb),
        cssKb: middle((result) => result.cssKb),
        failing: [...new Set(results.flatMap((result) => result.failing))],
        runs: results,
      };
      rows.push(row);
      console.log(
        `  ${routeName(route)}: ${score(row.performance)}/${score(row.accessibility)}/${score(row.bestPractices)}/${score(row.seo)}, LCP ${seconds(row.lcpMs)}, TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls.toFixed(3)}, first-load JS ${kb(row.firstLoad.gzipKb)}`,
      );
    }
  } finally {
    await stopChrome();
  }
  return { rows, signInToCountsMs };
}

/**
 * What Lighthouse took for the largest contentful paint: the element's selector and the start of its text.
 * @param {import("lighthouse").Result} lhr
 */
function lcpElement(lhr) {
  const details =
    /** @type {{ items?: Array<{ items?: Array<{ node?: { selector?: string, snippet?: string } }> }> }} */ (
      lhr.audits["largest-contentful-paint-element"]?.details
    );
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? "?"}: ${(node.snippet ?? "").slice(0, 80)}` : "no element";
}

/** @type {Awaited<ReturnType<typeof startStack>> | undefined} */
let stack;
let origin = args.origin;
if (!origin) {
  stack = await startStack({ mode: "start", log: (line) => console.log(line) }).catch(failed);
  origin = urls.site;
}

const { rows, signInToCountsMs } = await bench(origin).catch(failed);
await stack?.stop();
const beacon = beaconChunkKb();

const marketing = marketingPaths();
const staff = pathsWhere((page) => page.staff);
const noindex = pathsWhere((page) => page.noindex);
const misses = rows.flatMap((row) => budgetMisses(row.route, row, marketing, staff, noindex));
if (beacon.kb > BUDGETS.beaconGzipKb) misses.push(`page beacon ${kb(beacon.kb)} > ${BUDGETS.beaconGzipKb} KB gzip`);
const beaconLine = `The page beacon (\`${beacon.file}\`, loaded after paint on every marketing page): ${kb(beacon.kb)} gzip (budget ≤ ${BUDGETS.beaconGzipKb} KB).`;
if (signInToCountsMs !== undefined && signInToCountsMs > BUDGETS.signInToCountsMs) {
  misses.push(`sign-in to every tab's count ${seconds(signInToCountsMs)} > ${seconds(BUDGETS.signInToCountsMs)}`);
}
const signInLine =
  signInToCountsMs === undefined
    ? ""
    : `Signing in as the demo owner on the sign-in page (before the dashboard's runs, in the same browser, without throttling): every tab's count (${COUNTED_TABS.join(", ")}) showed ${seconds(signInToCountsMs)} after pressing "Sign in" (budget ≤ ${seconds(BUDGETS.signInToCountsMs)}).`;
const coldLines = rows
  .filter((row) => TOKEN_ROUTES.includes(row.route))
  .map(
    (row) =>
      `- ${row.route}: ${row.runs.map((run, index) => `run ${index + 1} ${score(run.performance)}, LCP ${seconds(run.lcpMs)}, TBT ${Math.round(run.tbtMs)} ms`).join("; ")}`,
  );
const findings = rows.filter((row) => row.failing.length).map((row) => `- ${row.route}: ${row.failing.join("; ")}`);
const output = table(rows, marketing, staff);
console.log(`\n${output}\n\n${beaconLine}\n${signInLine ? `\n${signInLine}\n` : ""}`);
if (findings.length) console.log(`Audits below 100 (any run):\n${findings.join("\n")}\n`);

if (!args.routes) {
  const lighthouseVersion = (await import("lighthouse/package.json", { with: { type: "json" } })).default.version;
  const markdown = `# Web benchmark

\`npm run bench:web\` on ${new Date().toISOString().slice(0, 10)}: the production build on the Hosting emulator, Lighthouse
${lighthouseVersion} (mobile emulation, default simulated throttling) with Chromium, ${args.runs} runs per route, medians.
Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}.
First-load JS is the gzip size of the page's module scripts and their static imports (lazy chunks excluded);
the transferred columns are what Lighthouse saw on the wire (Brotli from the emulator), lazy chunks included.

Every route is measured as a visitor meets it (issue 46). The reschedule and cancel pages open a real booking's link
(\`#<token>\` of a demo booked through the public callable just before, as the booking page books one), and they
are measured first, on a freshly started stack: their first run meets the functions they call (\`getBookingByToken\`,
then \`bookingFreeTimes\` on the reschedule page) cold, the next runs warm. /dashboard is measured signed in as the
demo owner with the demo company's data: the owner signs in on the sign-in page in Lighthouse's browser, and the
dashboard's runs keep that storage (Firebase Auth's IndexedDB session; Lighthouse's \`disableStorageReset\`) with the
HTTP cache emptied before each run. Every other route is measured without a session or storage, as a new visitor.

Budgets: Performance ≥ ${score(BUDGETS.performance)} (100 is the goal; 98–99 is this shared machine's noise), Accessibility, Best Practices and SEO 100,
LCP ≤ ${seconds(BUDGETS.lcpMs)}, TBT ≤ ${BUDGETS.tbtMs} ms, CLS 0, first-load JS ≤ ${BUDGETS.firstLoadJsGzipKb} KB gzip for a marketing page, and no Firebase,
Stripe or admin code in any page's first load. † marks the public pages built with Mantine (checkout;
docs/decisions/0005): every budget but the marketing pages' first-load JS applies to them. ‡ marks the staff pages
(sign-in without a session, the dashboard signed in), with their own budgets: no SEO budget (they are noindex on
purpose), CLS ≤ ${STAFF_BUDGETS.cls}, the admin code allowed in their first load, every other budget as above.
A noindex page (the payment confirmation) has no SEO budget either. The booking routes (${BOOKING_ROUTES.join(", ")};
the contact page with a meeting subject shows the scheduler first) have LCP ≤ ${seconds(BOOKING_BUDGETS.lcpMs)}, every other budget as above.

${output}

${beaconLine}
${signInLine ? `\n${signInLine}\n` : ""}${coldLines.length ? `\nThe booking links' runs, the first on cold functions:\n\n${coldLines.join("\n")}\n` : ""}
${misses.length ? `**Budgets missed:**\n\n${misses.map((miss) => `- ${miss}`).join("\n")}` : "**All budgets met.**"}
${findings.length ? `\nAudits below 100 in at least one run:\n\n${findings.join("\n")}\n` : ""}`;
  mkdirSync(new URL("../docs/benchmarks/", import.meta.url), { recursive: true });
  writeFileSync(new URL("../docs/benchmarks/web.md", import.meta.url), markdown);
  console.log("Wrote docs/benchmarks/web.md");
}

if (misses.length) {
  console.error(`✖ ${misses.length} budget(s) missed:\n${misses.map((miss) => `  ${miss}`).join("\n")}`);
  await exit(1);
}
console.log("✔ Every route meets its budgets.");
await exit(0);
