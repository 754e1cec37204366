/**
 * `npm run bench:traffic`: the visit collector and the Traffic view on the local stack.
 *   1. 20,000 beacons (page views over the site's counted paths, 10 campaign sources) posted to /api/event on the
 *      Hosting emulator (the rewrite to collectTraffic), a few in flight at a time, loopback only: collector p50 / p99,
 *      then every event rolled up (the Traffic view's callable rolls up a bounded number per call) and the day's page
 *      views compared with what was sent: events lost, budget 0.
 *   2. The 90-day Traffic view at that volume (the day just counted copied onto the 89 days before it, as the roll-up
 *      keeps them) against the same view at 100 page views: median load time of each, the ratio (budget ≤ 2) and the
 *      documents the view reads.
 * Writes docs/benchmarks/traffic.md; exits 1 on a missed budget.
 */
import { budgetTable, firestoreUsed, fmt, machineLine, measure, percentile, writeReport } from "./lib/bench.mjs";
import { adminSdk, createAdmin, webClient } from "./lib/bench-clients.mjs";
import { answerHelp } from "./lib/cli.mjs";
import { exit, exitOnSignals, failed } from "./lib/processes.mjs";
import { startStack, urls } from "./stack.mjs";

answerHelp(`
Usage: npm run bench:traffic   (node scripts/bench-traffic.mjs)

Starts the local stack (production build) and measures visit counting: 20,000 beacons posted to /api/event on the
Hosting emulator (loopback only, ${"a few"} in flight), collector p50 / p99, events lost after the roll-up (budget 0),
and the 90-day Traffic view's load time at that volume against 100 page views (ratio, budget ≤ 2) with the documents
it reads. Prints the tables, writes docs/benchmarks/traffic.md, exits 1 when a budget is missed. Needs the stack's
ports free (stop \`npm start\` first). Ctrl-C (or SIGTERM) stops the stack and frees every port (exit 130 / 143).

Options:
  --skip-build   use the functions and web builds already there
  -h, --help     this text

Environment:
  BENCH_TRAFFIC_BEACONS   beacons of the large run (default 20000)
  as \`npm start\` (FIRESTORE_EMULATOR, STACK_VERBOSE)
`);
exitOnSignals();

const LARGE = Number(process.env.BENCH_TRAFFIC_BEACONS ?? 20_000);
const SMALL = 100;
const IN_FLIGHT = 8;
const SOURCES = 10;
const VIEW_DAYS = 90;
const VIEW_RUNS = 15;
const RATIO_BUDGET = 2;
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const EMAIL = "bench-traffic@example.test";
const PASSWORD = "bench-traffic-pw";

/** @type {typeof import("../functions/src/domain/index.ts")} */
let domain;

/**
 * The Traffic view's callable as the dashboard calls it, signed in as a verified admin.
 * @param {import("firebase-admin/auth").Auth} auth
 * @param {import("firebase-admin/firestore").Firestore} db
 */
async function trafficClient(auth, db) {
  await createAdmin({ auth, db }, { email: EMAIL, password: PASSWORD });
  const { call } = await webClient("bench-traffic-web", { email: EMAIL, password: PASSWORD }, 300_000);
  /**
   * @param {string} from
   * @param {string} to
   */
  return (from, to) => call("trafficReport", { from, to });
}

/** @param {import("firebase-admin/firestore").Firestore} db */
async function clearTraffic(db) {
  const { COLLECTIONS } = domain;
  for (const name of [COLLECTIONS.trafficEvents, COLLECTIONS.trafficDaily, COLLECTIONS.trafficVisitors]) {
    for (;;) {
      const snapshot = await db.collection(name).limit(400).get();
      if (snapshot.empty) break;
      const batch = db.batch();
      for (const doc of snapshot.docs) batch.delete(doc.ref);
      await batch.commit();
    }
  }
}

/**
 * Beacon `index` of a run: a page of the registry, one of 10 campaign sources, every fifth one a visit's first page.
 * @param {number} index
 */
function beacon(index) {
  const paths = domain.COUNTED_PATHS;
  const source = `source${index % SOURCES}`;
  return JSON.stringify({
    t: "pageview",
    p: paths[index % paths.length],
    e: index % 5 === 0 ? "1" : "0",
    us: source,
    um: "newsletter",
    uc: `campaign${index % 3}`,
    l: paths[(index * 7) % paths.length],
  });
}

/**
 * Posts `count` beacons to the collector through the Hosting rewrite, IN_FLIGHT at a time.
 * @param {number} count
 */
async function sendBeacons(count) {
  const url = `${urls.site}/api/event`;
  /** @type {number[]} */
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      const index = next++;
      const at = performance.now();
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          "user-agent": CHROME,
          origin: new URL(urls.site).origin,
          "sec-fetch-site": "same-origin",
        },
        body: beacon(index),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - at);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (index > 0 && index % 2000 === 0) console.log(`  … ${index} beacons sent`);
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { latencies, statuses, wallMs: performance.now() - started };
}

/**
 * Rolls everything up through the view's own callable (a bounded number of events per call), then the day's counts.
 * @param {(from: string, to: string) => Promise<import("../functions/src/domain/index.ts").TrafficReportResponse>} report
 * @param {string} today
 */
async function rollUpAll(report, today) {
  const started = performance.now();
  let calls = 0;
  let answer;
  do {
    answer = await report(today, today);
    calls += 1;
  } while (answer.pendingEvents && calls < 200);
  return { pageviews: answer.totals.pageviews, calls, ms: performance.now() - started };
}

/**
 * Copies today's rolled-up day onto the `VIEW_DAYS - 1` days before it: a full 90-day period at that volume.
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {string} today
 */
async function fillPeriod(db, today) {
  const daily = db.collection(domain.COLLECTIONS.trafficDaily);
  const day = (await daily.doc(today).get()).data();
  if (!day) throw new Error(`no traffic_daily/${today} after the roll-up`);
  const batch = db.batch();
  for (let back = 1; back < VIEW_DAYS; back += 1) {
    const id = new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    batch.set(daily.doc(id), { ...day, day: id });
  }
  await batch.commit();
}

/**
 * The 90-day view's load times (after one warm-up) and what it read.
 * @param {(from: string, to: string) => Promise<import("../functions/src/domain/index.ts").TrafficReportResponse>} report
 * @param {string} today
 */
async function measureView(report, today) {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (VIEW_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  /** @type {import("../functions/src/domain/index.ts").TrafficReportResponse | undefined} */
  let answer;
  const { p50, p95 } = await measure(
    async () => {
      answer = await report(from, today);
    },
    { warmUp: 1, runs: VIEW_RUNS },
  );
  return { median: p50, p95, reads: answer?.documentsRead ?? NaN, answer };
}

/**
 * One volume: clear, send, roll up, fill the period, measure the view.
 * @param {number} count
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {(from: string, to: string) => Promise<import("../functions/src/domain/index.ts").TrafficReportResponse>} report
 */
async function run(count, db, report) {
  await clearTraffic(db);
  const today = new Date().toISOString().slice(0, 10);
  console.log(`• ${count} beacons…`);
  const sent = await sendBeacons(count);
  const rolled = await rollUpAll(report, today);
  await fillPeriod(db, today);
  const view = await measureView(report, today);
  return { count, sent, rolled, view, today };
}

const stack = await startStack({
  mode: "start",
  skipBuild: process.argv.includes("--skip-build"),
  log: (line) => console.log(line),
  // Every loopback request is one client to the collector (the emulator passes no address): lift its allowance.
  functionsEnv: { TRAFFIC_RATE_LIMIT_MAX: "10000000" },
}).catch(failed);
domain = /** @type {typeof import("../functions/src/domain/index.ts")} */ (
  (await import("node:module")).createRequire(import.meta.url)("../functions/lib/domain/index.js")
);
const { db, auth } = await adminSdk("bench-traffic");
const report = await trafficClient(auth, db).catch(failed);
const small = await run(SMALL, db, report).catch(failed);
const large = await run(LARGE, db, report).catch(failed);
await stack.stop();

const accepted = large.sent.statuses.get(204) ?? 0;
const lost = LARGE - large.rolled.pageviews;
const ratio = large.view.median / small.view.median;
const statusText = (/** @type {Map<number, number>} */ statuses) =>
  [...statuses].map(([status, n]) => `${n} × ${status}`).join(", ");

const collector = [
  "| Beacons | In flight | Wall time | Throughput | p50 | p99 | Answers | Counted after the roll-up | Lost |",
  "|--:|--:|--:|--:|--:|--:|---|--:|--:|",
  ...[small, large].map(
    (r) =>
      `| ${r.count} | ${IN_FLIGHT} | ${(r.sent.wallMs / 1000).toFixed(1)} s | ${((r.count / r.sent.wallMs) * 1000).toFixed(0)} / s | ${fmt(percentile(r.sent.latencies, 50))} | ${fmt(percentile(r.sent.latencies, 99))} | ${statusText(r.sent.statuses)} | ${r.rolled.pageviews} | ${r.count - r.rolled.pageviews} |`,
  ),
].join("\n");
const rollUp = [
  "| Beacons | Roll-up calls (≤ 2,000 events each) | Roll-up time |",
  "|--:|--:|--:|",
  ...[small, large].map((r) => `| ${r.count} | ${r.rolled.calls} | ${(r.rolled.ms / 1000).toFixed(1)} s |`),
].join("\n");
const view = [
  `| Page views a day (× ${VIEW_DAYS} days) | Traffic view, ${VIEW_DAYS} days: median | p95 | Documents read |`,
  "|--:|--:|--:|--:|",
  ...[small, large].map((r) => `| ${r.count} | ${fmt(r.view.median)} | ${fmt(r.view.p95)} | ${r.view.reads} |`),
].join("\n");
/** @type {import("./lib/bench.mjs").BudgetCheck[]} */
const checks = [
  [`Events lost of ${LARGE} sent (${accepted} answered 204)`, String(lost), "0", lost === 0 && accepted === LARGE],
  [
    `Traffic view at ${LARGE} ÷ ${SMALL} page views a day (median)`,
    `${ratio.toFixed(2)}×`,
    `≤ ${RATIO_BUDGET}×`,
    ratio <= RATIO_BUDGET,
  ],
];
const summary = `${collector}\n\n${rollUp}\n\n${view}\n\n${budgetTable(checks).join("\n")}\n`;

const met = writeReport(
  "traffic.md",
  `# Traffic benchmark

\`npm run bench:traffic\` on ${new Date().toISOString().slice(0, 10)}: the visit collector and the Traffic view on the local
stack (Hosting, Functions and Auth emulators; Firestore: ${firestoreUsed(stack.firestore)}).
${machineLine()}

Beacons are posted over loopback to \`/api/event\` on the Hosting emulator (the rewrite to \`collectTraffic\`), ${IN_FLIGHT} in
flight, as page views over the site's ${domain.COUNTED_PATHS.length} counted paths (the collector takes no other path: the site has no
100 public pages) with ${SOURCES} campaign sources, every fifth one a visit's first page, with an ordinary Chrome user
agent. Every loopback request is one client to the collector, so the run lifts its rate limit
(\`TRAFFIC_RATE_LIMIT_MAX\`); every beacon still counts itself in that one client's window document, a read and an
increment with no transaction, so the beacons in flight do not queue on it (decision 0010). "Lost" is what was sent
minus the page views the day counts once every event is rolled up. The view's figures are the median of ${VIEW_RUNS} loads of the ${VIEW_DAYS}-day period after one warm-up, every day of it at the
volume of the run (the day counted copied onto the ${VIEW_DAYS - 1} before it, as the roll-up keeps days). Absolute times say
more about the emulators on this machine than about Cloud Functions and Firestore; the ratio and the documents read
are the figures that carry over (decision 0009).

${summary}`,
  checks,
);
await exit(met ? 0 : 1);
