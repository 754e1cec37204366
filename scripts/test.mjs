/**
 * `npm test`: the whole suite in three layers, as CI runs it.
 *   1. static: typecheck (both workspaces), ESLint (with the one-way import boundaries), Prettier, knip (dead code),
 *      the GitHub Actions workflows (`@action-validator/cli`)
 *   2. Vitest unit and component tests (web in jsdom, functions in Node)
 *   3. the emulator stack (production build), then integration tests (Vitest) and browser tests (Playwright)
 * and the Firestore rules tests (`npm run test:rules`, which says so and passes where the official emulator cannot run).
 * Ends with one line `tests: N passed, N failed, N skipped` (the rules tests are skipped where the official Firestore
 * emulator cannot start, the HTML check where no Java runs: scripts/lib/summary.mjs).
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { answerHelp } from "./lib/cli.mjs";
import { exit, exitOnSignals, isStopping, runCaptured, startGroup } from "./lib/processes.mjs";
import { countHtmlCheck } from "./lib/summary.mjs";
import { ROOT, TEST_FUNCTIONS_ENV, startStack, stackEnv } from "./stack.mjs";

answerHelp(`
Usage: npm test            (node scripts/test.mjs)

The whole suite, as CI runs it: typecheck, ESLint, Prettier, knip and the workflows' validator side by side; the Vitest unit and component
tests (projects web, functions, repo); then the emulator stack (production build, as \`npm start\`) with the W3C Nu
HTML check of every served page, the integration tests (Vitest project integration) and the browser tests
(Playwright); last the Security Rules tests (\`npm run test:rules\`). Ends with one line
\`tests: N passed, N failed, N skipped\` and exits 1 when a step failed. Needs the stack's ports free (stop
\`npm start\` first). Ctrl-C (or SIGTERM) stops every step and the stack and frees every port (exit 130 / 143).

Options:
  -h, --help   this text

Environment:
  CHROMIUM_PATH                         the browser tests' Chromium (default /usr/bin/chromium)
  FIRESTORE_EMULATOR=official|local     force the official Firestore emulator or the stand-in
  CI                                    passed on to the integration and browser tests
`);
exitOnSignals();

const RUNTIME = new URL("../.runtime/", import.meta.url);
rmSync(RUNTIME, { recursive: true, force: true });
mkdirSync(RUNTIME, { recursive: true });

/** @type {Array<{ label: string, ok: boolean, seconds: number }>} */
const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

/**
 * One step with its output shown as it runs; resolves whether it passed.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
async function run(label, command, args, env = {}) {
  // Once a signal is stopping everything, no further step starts (nor says it does).
  if (isStopping()) return new Promise(() => {});
  console.log(`\n━━ ${label}\n$ ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const { exited } = startGroup(command, args, {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  const ok = (await exited) === 0;
  results.push({ label, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

/**
 * Runs steps side by side (each single-threaded, so two cores finish them sooner than in a row) and prints each
 * one's output whole when it ends, so the log reads as if they had run one after another.
 */
/** @param {Array<[label: string, command: string, args: string[]]>} steps */
function runTogether(steps) {
  return Promise.all(
    steps.map(async ([label, command, args]) => {
      const started = Date.now();
      const { code, output } = await runCaptured(command, args, ROOT);
      const ok = code === 0;
      console.log(`\n━━ ${label}\n$ ${[command, ...args].join(" ")}\n${output.trimEnd()}`);
      results.push({ label, ok, seconds: (Date.now() - started) / 1000 });
      return ok;
    }),
  );
}

/** @param {string} file */
function addVitest(file) {
  const path = new URL(file, RUNTIME);
  if (!existsSync(path)) return;
  const report = JSON.parse(readFileSync(path, "utf8"));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywright() {
  const path = new URL("playwright.json", RUNTIME);
  if (!existsSync(path)) return;
  const { stats } = JSON.parse(readFileSync(path, "utf8"));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

/** The HTML check counts as one test; where it could not run (no Java) as skipped, and its summary line says why. */
function addHtmlCheck() {
  const path = new URL("check-html.json", RUNTIME);
  const outcome = existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
  const step = results.at(-1);
  if (step) step.label += countHtmlCheck(counts, outcome);
}

/**
 * @param {string[]} project
 * @param {string} reportName
 */
const vitest = (project, reportName) => [
  "vitest",
  "run",
  ...project.flatMap((name) => ["--project", name]),
  "--passWithNoTests",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=.runtime/${reportName}`,
];

await runTogether([
  ["Typecheck", "npm", ["run", "typecheck", "--silent"]],
  ["ESLint", "npm", ["run", "lint", "--silent"]],
  ["Prettier", "npm", ["run", "format:check", "--silent"]],
  ["Dead code (knip)", "npm", ["run", "knip", "--silent"]],
  ["Workflows (action-validator)", "npm", ["run", "lint:workflows", "--silent"]],
]);
await run("Unit and component tests (Vitest)", "npx", vitest(["web", "functions", "repo"], "vitest-unit.json"));
addVitest("vitest-unit.json");

console.log("\n━━ Emulator stack (production build)");
let stack;
try {
  // Tests send many submissions from one machine: the rate limit and the hourly mail budget are raised here and
  // tested on their own (the budget and digest in functions/src/mail/digest.test.ts).
  stack = await startStack({ mode: "test", functionsEnv: TEST_FUNCTIONS_ENV });
  results.push({ label: "Emulator stack", ok: true, seconds: 0 });
} catch (error) {
  if (!isStopping()) console.error(`✖ ${error instanceof Error ? error.message : error}`);
  results.push({ label: "Emulator stack", ok: false, seconds: 0 });
}

if (stack) {
  const env = { ...stackEnv(), CI: process.env.CI ?? "" };
  // The stack has just built the site: every page it serves through the W3C Nu HTML checker.
  await run("Valid HTML on every served page (W3C Nu checker)", "node", ["scripts/check-html.mjs"]);
  addHtmlCheck();
  await run(
    "Integration tests against the emulators (Vitest)",
    "npx",
    vitest(["integration"], "vitest-integration.json"),
    env,
  );
  addVitest("vitest-integration.json");
  await run("Browser tests in Chromium (Playwright)", "npx", ["playwright", "test"], env);
  addPlaywright();
  await stack.stop();
}

await run("Firestore rules tests", "npm", ["run", "test:rules", "--silent"]);
addVitest("vitest-rules.json");

console.log("\n━━ Summary");
for (const { label, ok, seconds } of results) {
  console.log(`${ok ? "✔" : "✖"} ${label}${seconds ? ` (${seconds.toFixed(0)}s)` : ""}`);
}
const failedSteps = results.filter((r) => !r.ok).length;
// A step that failed without a failing test (a type error, a stack that did not start) still counts as one failure.
console.log(
  `\ntests: ${counts.passed} passed, ${counts.failed + (failedSteps && !counts.failed ? failedSteps : 0)} failed, ${counts.skipped} skipped`,
);
await exit(failedSteps ? 1 : 0);
