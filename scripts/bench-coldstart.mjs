/**
 * `npm run bench:coldstart`: what a new instance of each deployed function loads before it can answer
 * (docs/decisions/0013-functions-load-what-they-use.md).
 *
 *   1. Module load, no stack: for every deployed function (functions/lib/deployed.js), a fresh Node process loads the
 *      functions' entry (functions/lib/index.js) with `FUNCTION_TARGET` and the other variables Cloud Functions sets
 *      for it, against a fresh process loading the bare minimum every function needs (firebase-functions' https,
 *      firebase-admin's app and firestore). 7 interleaved pairs (bare, function, bare, function, …) so a change in
 *      the machine's load falls on both alike; the median of the pairs' ratios, each side's median load time and
 *      its peak RSS after the load. Budgets: each public function (the forms, booking, free times, checkout, the
 *      Stripe webhook, inbound mail, the visit collector) ≤ 1.3× the bare minimum; every function ≤ 1.6×.
 *   2. With a stack of its own (skipped with --load-only): each public callable's first answer from the just-started
 *      Functions emulator (a cold worker loads the function) against its tenth (a warm worker), printed for the
 *      record (the emulator's worker start is not Cloud Functions'; no budget).
 *
 * Prints the tables, writes docs/benchmarks/coldstart.md, exits 1 when a budget is missed.
 */
import { execFileSync, spawn } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { budgetTable, commitOf, machineLine, percentile, writeReport } from "./lib/bench.mjs";
import { webClient } from "./lib/bench-clients.mjs";
import { answerHelp } from "./lib/cli.mjs";
import { exit, exitOnSignals, failed } from "./lib/processes.mjs";
import { TEST_FUNCTIONS_ENV, demoAdmin, startStack } from "./stack.mjs";

answerHelp(`
Usage: npm run bench:coldstart [-- --runs N] [--only name,name] [--load-only] [--skip-build]

For every deployed function: its module load in a fresh Node process with FUNCTION_TARGET set as Cloud Functions
sets it, against the bare minimum (firebase-functions https, firebase-admin app and firestore): median of N
interleaved pairs (default 7) and peak RSS. Budgets: public functions ≤ 1.3×, every function ≤ 1.6×. Then, on a
stack of its own, each public callable's first answer from a just-started Functions emulator against its tenth.
Builds the functions first. Prints the tables, writes docs/benchmarks/coldstart.md, exits 1 when a budget is missed.
The stack part needs the stack's ports free (stop \`npm start\` first); Ctrl-C (or SIGTERM) stops it and frees
every port (exit 130 / 143).

Options:
  --runs N         pairs per function (default 7)
  --only a,b       only these functions (the report then lists only them)
  --load-only      skip the stack part (no ports needed)
  --skip-build     the stack part uses the web build already there (the functions are always built)
  -h, --help       this text

Environment: as \`npm start\` for the stack part (FIRESTORE_EMULATOR, STACK_VERBOSE).
`);

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option("--runs") ?? 7);
const ONLY = option("--only")?.split(",");
const LOAD_ONLY = args.includes("--load-only");
const SKIP_BUILD = args.includes("--skip-build");
/** Calls of each public callable on the just-started emulator: the first is cold, the last warm. */
const CALLS = 10;
exitOnSignals();
const PUBLIC_BUDGET = 1.3;
const ANY_BUDGET = 1.6;

const root = fileURLToPath(new URL("..", import.meta.url));
const functionsDir = fileURLToPath(new URL("../functions/", import.meta.url));

console.log("• Building the functions (npm run build -w functions)");
execFileSync("npm", ["run", "build", "-w", "functions"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });

const load = createRequire(import.meta.url);
/** @type {typeof import("../functions/src/deployed.ts")} */
const { DEPLOYED } = load("../functions/lib/deployed.js");
/** @type {typeof import("../functions/src/domain/permissions.ts")} */
const { PUBLIC_CALLABLES } = load("../functions/lib/domain/permissions.js");

/**
 * The functions a visitor's request may start (budget ≤ 1.3×): every callable a visitor calls without signing in,
 * and the three HTTP functions the outside world calls.
 */
const VISITOR_CALLABLES = PUBLIC_CALLABLES.filter((name) => name !== "acceptInvitation");
const PUBLIC = new Set([...VISITOR_CALLABLES, "stripeWebhook", "inboundMail", "collectTraffic"]);

/** The bare minimum every function loads, as a fresh process loads it. */
const BARE = `require("firebase-functions/https"); require("firebase-admin/app"); require("firebase-admin/firestore");`;
/** The functions' entry, as the runtime loads it (package.json "main"). */
const ENTRY = `require(".");`;

/**
 * Loads `code` in a fresh Node process in functions/ and reads back how long the load took and the peak RSS after it.
 * @param {string} code
 * @param {Record<string, string>} env
 * @returns {Promise<{ ms: number, cpu: number, rss: number }>}
 */
function loadInFreshProcess(code, env) {
  const probe = `const cpuBefore = process.cpuUsage(); const started = performance.now(); ${code}
const ms = performance.now() - started; const { user, system } = process.cpuUsage(cpuBefore);
process.stdout.write(JSON.stringify({ ms, cpu: (user + system) / 1000, rss: process.resourceUsage().maxRSS * 1024 }));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", probe], {
      cwd: functionsDir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`the load exited ${code}: ${err.trim().slice(0, 2000)}`));
      else resolve(JSON.parse(out));
    });
  });
}

/**
 * What Cloud Functions (2nd gen, Cloud Run) sets for the instance of `name`; the project id is the local stack's.
 * @param {string} name
 */
const runtimeEnv = (name) => ({
  FUNCTION_TARGET: name,
  FUNCTION_SIGNATURE_TYPE: "http",
  K_SERVICE: name.toLowerCase(),
  K_REVISION: `${name.toLowerCase()}-00001-bench`,
  PORT: "8080",
  GCLOUD_PROJECT: "demo-idaho-ai-coaches",
});

const median = (/** @type {number[]} */ values) => percentile(values, 50);
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;

const names = Object.keys(DEPLOYED).filter((name) => !ONLY || ONLY.includes(name));
const loadBefore = os.loadavg();
console.log(
  `• Module load: ${names.length} functions × ${RUNS} pairs (load average ${loadBefore.map((l) => l.toFixed(2)).join(" ")})`,
);

/**
 * @typedef {{ name: string, ratio: number, wallRatio: number, bare: number, own: number, bareCpu: number,
 *   ownCpu: number, bareRss: number, ownRss: number }} LoadRow
 */
/** @type {LoadRow[]} */
const loads = [];
for (const name of names) {
  /** @type {Record<"ratios" | "wallRatios" | "bare" | "own" | "bareCpu" | "ownCpu" | "bareRss" | "ownRss", number[]>} */
  const runs = { ratios: [], wallRatios: [], bare: [], own: [], bareCpu: [], ownCpu: [], bareRss: [], ownRss: [] };
  for (let run = 0; run < RUNS; run++) {
    const b = await loadInFreshProcess(BARE, runtimeEnv(name));
    const f = await loadInFreshProcess(ENTRY, runtimeEnv(name));
    runs.ratios.push(f.cpu / b.cpu);
    runs.wallRatios.push(f.ms / b.ms);
    runs.bare.push(b.ms);
    runs.own.push(f.ms);
    runs.bareCpu.push(b.cpu);
    runs.ownCpu.push(f.cpu);
    runs.bareRss.push(b.rss);
    runs.ownRss.push(f.rss);
  }
  /** @type {LoadRow} */
  const row = {
    name,
    ratio: median(runs.ratios),
    wallRatio: median(runs.wallRatios),
    bare: median(runs.bare),
    own: median(runs.own),
    bareCpu: median(runs.bareCpu),
    ownCpu: median(runs.ownCpu),
    bareRss: median(runs.bareRss),
    ownRss: median(runs.ownRss),
  };
  loads.push(row);
  console.log(
    `  ${name.padEnd(26)} CPU ${row.ratio.toFixed(2)}× (${ms(row.ownCpu)} vs ${ms(row.bareCpu)})  wall ${row.wallRatio.toFixed(2)}× (${ms(row.own)} vs ${ms(row.bare)})  ${mb(row.ownRss)}`,
  );
}
const loadAfter = os.loadavg();

/** @type {import("./lib/bench.mjs").BudgetCheck[]} */
const checks = loads.map(({ name, ratio }) => {
  const budget = PUBLIC.has(name) ? PUBLIC_BUDGET : ANY_BUDGET;
  return [
    `${name} load CPU time ÷ bare${PUBLIC.has(name) ? " (public)" : ""}`,
    `${ratio.toFixed(2)}×`,
    `≤ ${budget}×`,
    ratio <= budget,
  ];
});

const loadTable = [
  "| Function | Public | CPU: load / bare (medians) | CPU ratio (median of pairs) | Wall: load / bare (medians) | Wall ratio (median of pairs) | Peak RSS / bare |",
  "|---|:-:|--:|--:|--:|--:|--:|",
  ...loads.map(
    (row) =>
      `| ${row.name} | ${PUBLIC.has(row.name) ? "✓" : ""} | ${ms(row.ownCpu)} / ${ms(row.bareCpu)} | ${row.ratio.toFixed(2)}× | ${ms(row.own)} / ${ms(row.bare)} | ${row.wallRatio.toFixed(2)}× | ${mb(row.ownRss)} / ${mb(row.bareRss)} |`,
  ),
].join("\n");

/**
 * @typedef {import("../functions/src/domain/index.ts").CallableName} CallableName
 * @typedef {typeof import("../functions/src/domain/index.ts")} Domain
 * @typedef {typeof import("../functions/src/domain/slots.ts")} Slots
 */

/**
 * Each public callable's answers on a just-started Functions emulator, in call order: CALLS valid requests each, one
 * after another, the first of each callable being its first request since the emulator started (a cold worker loads
 * the function); each booking change acts on a booking of its own.
 * @returns {Promise<Map<CallableName, number[]>>}
 */
/**
 * A newcomer's first dashboard visit on the just-started stack, as the dashboard makes its calls: the demo owner signs
 * in, the dashboard asks for the session (`dashboardSession`), then at once for the tabs' counts and the four lead
 * tabs' first pages, each callable's first request (a cold worker each).
 * @returns {Promise<{ session: number, counts: number, lists: number }>} ms from signed in to each answer
 */
async function firstDashboardVisit() {
  const owner = await webClient("bench-coldstart-owner", demoAdmin);
  const signedIn = performance.now();
  await owner.call("dashboardSession", {});
  const session = performance.now() - signedIn;
  const [counts, lists] = await Promise.all([
    owner.call("submissionCounts", {}).then(() => performance.now() - signedIn),
    Promise.all(
      /** @type {const} */ (["contact", "applications", "payments", "bookings"]).map((kind) =>
        owner.call("listSubmissions", { kind }),
      ),
    ).then(() => performance.now() - signedIn),
  ]);
  return { session, counts, lists };
}

async function emulatorAnswers() {
  /** @type {Domain} */
  const domain = load("../functions/lib/domain/index.js");
  /** @type {Slots} */
  const slots = load("../functions/lib/domain/slots.js");
  /** @type {{ contact: Array<{ form: object }>, applications: Array<{ form: object }> }} */
  const seed = load("../emulator-data/seed.json");
  const visitor = await webClient("bench-coldstart");
  /** @type {Map<CallableName, number[]>} */
  const answers = new Map();
  /**
   * @template {CallableName} TName
   * @param {TName} name
   * @param {import("../functions/src/domain/index.ts").CallableInput<TName>} data
   */
  const timed = async (name, data) => {
    const started = performance.now();
    const answer = await visitor.call(name, data);
    answers.set(name, [...(answers.get(name) ?? []), performance.now() - started]);
    return answer;
  };
  const run = Date.now().toString(36);
  const unique = (/** @type {string} */ label, /** @type {number} */ index) =>
    `coldstart-${label}-${index}-${run}@example.test`;

  // The demo admin takes demos on weekdays (the demo seed): free times over four weeks; each day's earliest and latest
  // free time, the earliest of every day first, so no two bookings meet within a buffer nor reach a day's cap: a
  // booking for each reschedule and each cancel, and a new time for each reschedule.
  const zone = domain.HOST_TIME_ZONE;
  const firstDate = slots.addDays(slots.instantToZoned(new Date(), zone).date, 1);
  const window = {
    meetingType: /** @type {const} */ ("demo"),
    from: slots.zonedToInstant(firstDate, "00:00", zone).toISOString(),
    to: slots.zonedToInstant(slots.addDays(firstDate, 28), "00:00", zone).toISOString(),
  };
  /** @type {string[]} */
  let times = [];
  for (let call = 0; call < CALLS; call++) times = (await timed("bookingFreeTimes", window)).times;
  /** @type {Map<string, string[]>} */
  const byDate = new Map();
  for (const time of [...times].sort()) {
    const { date } = slots.instantToZoned(new Date(time), zone);
    byDate.set(date, [...(byDate.get(date) ?? []), time]);
  }
  const days = [...byDate.values()].filter((day) => day.length > 8);
  const spread = [...days.map((day) => String(day[0])), ...days.map((day) => String(day[day.length - 1]))];
  if (spread.length < 3 * CALLS) throw new Error(`only ${spread.length} demo times apart; ${3 * CALLS} needed`);
  const bookingRequest = (/** @type {string} */ start, /** @type {number} */ index) => ({
    name: `Cold Start ${index}`,
    email: unique("booking", index),
    organisation: "Cold Start School District",
    organisationType: /** @type {const} */ ("school"),
    topics: "",
    meetingType: /** @type {const} */ ("demo"),
    start,
    timeZone: "America/Boise",
  });
  /** @type {string[]} */
  const tokens = [];
  for (const [index, start] of spread.slice(0, 2 * CALLS).entries()) {
    const request = bookingRequest(start, index);
    const answer = index < CALLS ? await timed("createBooking", request) : await visitor.call("createBooking", request);
    tokens.push(answer.token);
  }
  const [changed, cancelled] = [tokens.slice(0, CALLS), tokens.slice(CALLS)];
  for (const token of changed) await timed("getBookingByToken", { token });
  for (const [index, token] of changed.entries()) {
    await timed("rescheduleBooking", { token, start: String(spread[2 * CALLS + index]) });
  }
  for (const token of cancelled) await timed("cancelBooking", { token, reason: "" });

  const [contact] = seed.contact;
  const [application] = seed.applications;
  if (!contact || !application) throw new Error("emulator-data/seed.json has no contact message or application");
  for (let call = 0; call < CALLS; call++) {
    await timed("submitContact", /** @type {never} */ ({ ...contact.form, email: unique("contact", call) }));
  }
  for (let call = 0; call < CALLS; call++) {
    await timed("submitCoachApplication", /** @type {never} */ ({ ...application.form, email: unique("apply", call) }));
  }
  for (let call = 0; call < CALLS; call++) {
    await timed("createPayment", { priceId: domain.PATENT_PROGRAM.options.full.priceId, paymentType: "full" });
  }
  for (let call = 0; call < CALLS; call++) await timed("createLaunchPayment", { packageType: "one-day" });
  return answers;
}

let emulatorSection = "The stack part was skipped (`--load-only`).";
if (!LOAD_ONLY) {
  console.log("• Starting the stack for the emulator's cold and warm answers");
  const stack = await startStack({
    mode: "start",
    log: (line) => console.log(line),
    skipBuild: SKIP_BUILD,
    // One client makes every call: the stack's allowances are lifted, as for the integration tests.
    functionsEnv: { ...TEST_FUNCTIONS_ENV, RATE_LIMIT_CHECKOUT_MAX: "100000", RATE_LIMIT_EMAIL_MAX: "100000" },
  }).catch(failed);
  const emulatorLoad = os.loadavg();
  const dashboard = await firstDashboardVisit().catch(failed);
  const answers = await emulatorAnswers().catch(failed);
  await stack.stop();
  const rows = [...answers].map(([name, list]) => {
    const first = list[0] ?? NaN;
    const last = list[list.length - 1] ?? NaN;
    return `| ${name} | ${ms(first)} | ${ms(last)} | ${(first / last).toFixed(1)}× | ${ms(median(list.slice(1)))} |`;
  });
  emulatorSection = `Each public callable called ${CALLS} times in a row through the web SDK on a stack just started with
\`npm start\`'s demo data (load average ${emulatorLoad.map((l) => l.toFixed(2)).join(" ")} when the calls began): the
first call of each is the first request that function gets, so the emulator starts a worker that loads it (cold); the
${CALLS}th reuses a warm worker. The emulator's worker start (a Node process and its runtime shim, then the module) is
not Cloud Functions', so these figures are for the record, without a budget.

A newcomer's first dashboard visit, first of all (the demo owner signed in through the Auth emulator; the
dashboard's calls, on the workers the stack warmed before it said it was ready: scripts/stack.mjs
\`warmDashboardWorkers\`): the session answered ${ms(dashboard.session)} after signing in, every tab's
counts ${ms(dashboard.counts)} after (Done when: within 3 s), the four lead tabs' first pages ${ms(dashboard.lists)}
after (the browser's own work not included).

| Callable | 1st answer (cold) | ${CALLS}th answer (warm) | Cold ÷ warm | Median of calls 2–${CALLS} |
|---|--:|--:|--:|--:|
${rows.join("\n")}`;
}

const met = writeReport(
  "coldstart.md",
  `# Cold start benchmark

\`npm run bench:coldstart\` on ${new Date().toISOString().slice(0, 10)} (commit ${commitOf(root)}). ${machineLine()}
Load average ${loadBefore.map((l) => l.toFixed(2)).join(" ")} at the start of the module loads, ${loadAfter.map((l) => l.toFixed(2)).join(" ")} at their end (2 cores shared with other work: absolute times are noisy, the ratios are the figures to compare).

## Module load in a fresh process

Each row: ${RUNS} pairs of fresh Node processes, one loading the bare minimum every function needs
(\`firebase-functions/https\`, \`firebase-admin/app\`, \`firebase-admin/firestore\`), one loading the functions' entry
(\`functions/lib/index.js\`) with \`FUNCTION_TARGET\` set to the function, as Cloud Functions starts it. The ratio is
the median of the pairs' ratios. Each load is measured inside its process around \`require\` (Node's own start-up
excluded) twice: the CPU time it used (user + system) and the wall time it took. The budgets apply to the CPU-time
ratio, the work the load does: on this machine (2 cores shared by several sessions, load averages above) the wall
time mostly measures how long a process waited for a core, and a pair's two processes wait unequally; both ratios are
in the table. Peak RSS is the process's after the load. Budgets: public functions ≤ ${PUBLIC_BUDGET}×, every function
≤ ${ANY_BUDGET}×.

${loadTable}

${budgetTable(checks).join("\n")}

## First answer from a just-started Functions emulator

${emulatorSection}
`,
  checks,
);
await exit(met ? 0 : 1);
