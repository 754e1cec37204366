/**
 * `npm run bench:functions`: the contact callable on the local stack (Functions emulator + Firestore).
 *   1. 300 sequential valid submissions of submitContact, interleaved with 300 refused ones (an empty payload,
 *      answered `invalid-argument` before any Firestore work: the floor of a callable round trip in the same run).
 *      p50 / p95 of each and the ratio of the medians.
 *   2. 100 submissions at once: wall time, and whether all 100 were stored. Locally every caller is one client (the
 *      limiter keys on the address the platform saw, which the emulator does not pass on), so the stack's allowance
 *      is raised for the run. Through the emulator this measures its one worker process per request in flight as
 *      much as the product.
 * Calls use the callable protocol the web SDK speaks (POST {"data": …}). Writes docs/benchmarks/functions.md.
 */
import { randomUUID } from "node:crypto";
import { budgetTable, firestoreUsed, fmt, machineLine, percentile, writeReport } from "./lib/bench.mjs";
import { answerHelp } from "./lib/cli.mjs";
import { emulatedFunctionUrl } from "./lib/ports.mjs";
import { exit, exitOnSignals, failed } from "./lib/processes.mjs";
import { PROJECT_ID, stackEnv, startStack } from "./stack.mjs";

answerHelp(`
Usage: npm run bench:functions   (node scripts/bench-functions.mjs)

Starts the local stack (production build) and measures the contact callable over HTTP with the web SDK's callable
protocol: 300 valid submissions interleaved with 300 refused ones (p50 / p95 and the ratio of the medians), then 100
at once (wall time, all stored). Prints the tables, writes docs/benchmarks/functions.md, exits 1 when a concurrent
submission was lost. Needs the stack's ports free (stop \`npm start\` first). Ctrl-C (or SIGTERM) stops the stack
and frees every port (exit 130 / 143).

Options:
  -h, --help   this text

Environment: as \`npm start\` (FIRESTORE_EMULATOR, STACK_VERBOSE).
`);
exitOnSignals();

const SEQUENTIAL = 300;
const CONCURRENT = 100;
const WARM_UP = 10;
/** @type {string} */
let callable;

/**
 * One callable request; resolves to its duration in ms and the HTTP status.
 * @param {unknown} data
 */
async function call(data) {
  const started = performance.now();
  const response = await fetch(callable, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data }),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/**
 * @param {string} runId
 * @param {number} index
 */
const message = (runId, index) => ({
  name: "Benchmark Visitor",
  email: `bench-${index}@example.test`,
  subject: `Benchmark ${runId} #${index}`,
  message: "A message sent by npm run bench:functions to measure the contact callable.",
});

const ms = fmt;

/** @param {string} runId */
async function storedCount(runId) {
  Object.assign(process.env, stackEnv());
  const { initializeApp, getApps } = await import("firebase-admin/app");
  const { getFirestore } = await import("firebase-admin/firestore");
  const app = getApps().find((a) => a.name === "bench") ?? initializeApp({ projectId: PROJECT_ID }, "bench");
  const snapshot = await getFirestore(app)
    .collection("contact_submissions")
    .where("name", "==", "Benchmark Visitor")
    .get();
  return snapshot.docs.filter((doc) => String(doc.get("subject")).startsWith(`Benchmark ${runId} #`)).length;
}

async function bench() {
  const runId = randomUUID().slice(0, 8);
  for (let i = 0; i < WARM_UP; i++) {
    await call({});
    await call(message(`warm-${runId}`, i));
  }

  const valid = [];
  const refused = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const floor = await call({});
    if (floor.status !== 400) throw new Error(`an empty payload answered ${floor.status}, expected 400`);
    refused.push(floor.ms);
    const stored = await call(message(`seq-${runId}`, i));
    if (stored.status !== 200) throw new Error(`a valid submission answered ${stored.status}`);
    valid.push(stored.ms);
  }

  const concurrentRun = `par-${runId}`;
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => call(message(concurrentRun, i))));
  const wallMs = performance.now() - started;
  const accepted = results.filter((result) => result.status === 200).length;
  const stored = await storedCount(concurrentRun);
  return { valid, refused, wallMs, accepted, stored, concurrentLatencies: results.map((result) => result.ms) };
}

const stack = await startStack({
  mode: "start",
  log: (line) => console.log(line),
  // One machine sends every sequential call: lift the per-client limit for the run.
  functionsEnv: { RATE_LIMIT_MAX: "100000" },
}).catch(failed);
callable = emulatedFunctionUrl(PROJECT_ID, "submitContact");
const result = await bench().catch(failed);
await stack.stop();

const { valid, refused, wallMs, accepted, stored, concurrentLatencies } = result;
/** @type {Array<[label: string, values: number[]]>} */
const rows = [
  ["submitContact, valid (validates, rate limit, stores)", valid],
  ["submitContact, refused (empty payload: the floor)", refused],
];
const table = [
  "| Calls | n | p50 | p95 | mean | max |",
  "|---|--:|--:|--:|--:|--:|",
  ...rows.map(
    ([label, values]) =>
      `| ${label} | ${values.length} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(values.reduce((a, b) => a + b, 0) / values.length)} | ${ms(Math.max(...values))} |`,
  ),
].join("\n");
const ratio = percentile(valid, 50) / percentile(refused, 50);
const concurrency = [
  "| Concurrent submissions | Wall time | Throughput | p50 / p95 latency | Answered 200 | Stored |",
  "|--:|--:|--:|--:|--:|--:|",
  `| ${CONCURRENT} | ${ms(wallMs)} | ${((CONCURRENT / wallMs) * 1000).toFixed(1)} / s | ${ms(percentile(concurrentLatencies, 50))} / ${ms(percentile(concurrentLatencies, 95))} | ${accepted} | ${stored} |`,
].join("\n");

/** @type {import("./lib/bench.mjs").BudgetCheck[]} */
const checks = [
  [
    `${CONCURRENT} concurrent submissions answered 200 / stored`,
    `${accepted} / ${stored}`,
    `${CONCURRENT} / ${CONCURRENT}`,
    accepted === CONCURRENT && stored === CONCURRENT,
  ],
];
const summary = `${table}\n\nRatio of the medians (valid ÷ floor): **${ratio.toFixed(2)}×**\n\n${concurrency}\n\n${budgetTable(checks).join("\n")}\n`;

const met = writeReport(
  "functions.md",
  `# Functions benchmark

\`npm run bench:functions\` on ${new Date().toISOString().slice(0, 10)}: the contact callable on the local stack (Functions
emulator; Firestore: ${firestoreUsed(stack.firestore)}), called over HTTP with the callable protocol the web SDK uses,
after ${WARM_UP} warm-up calls. ${machineLine()}
Absolute times say more about this machine than about Cloud Functions; the ratio to the floor is the figure to
compare between runs. The Functions emulator starts one worker process per request in flight (its "auto" execution
mode), so 100 simultaneous calls on this machine mostly measure worker cold starts; a deployed 2nd-gen function serves
up to 80 requests per instance at once.

${SEQUENTIAL} sequential calls of each kind, interleaved (valid, then refused):

${summary}`,
  checks,
);
await exit(met ? 0 : 1);
