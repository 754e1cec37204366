/**
 * `npm run bench:content [-- --skip-build]`: content publishing on the local stack (issue 43).
 *   1. one page: from the Publish call to the Hosting emulator serving the new HTML (`GET /events` shows the new
 *      heading): p50 over the runs (budget ≤ 5 s), the first (cold) publish reported apart;
 *   2. all pages: every editable page published one after another, from the first call to the last page served: p50
 *      over the rounds (budget ≤ 30 s);
 *   3. the render kit's time per page (every editable page, in this process): p50 of each.
 * Each publish goes through the whole path: the callable, the render kit, the release through the local Hosting API
 * stand-in (clone, populateFiles, upload, finalize, release) and the emulator's next read of the file. Prints the
 * tables, writes docs/benchmarks/content.md, exits 1 when a budget is missed. Starts (and stops) the stack itself.
 */
import { fileURLToPath } from "node:url";
import { budgetTable, commitOf, firestoreUsed, machineLine, measure, percentile, writeReport } from "./lib/bench.mjs";
import { adminSdk, createAdmin, webClient } from "./lib/bench-clients.mjs";
import { answerHelp, BENCH_OPTIONS_HELP } from "./lib/cli.mjs";
import { exit, exitOnSignals, failed, isStopping } from "./lib/processes.mjs";
import { ROOT, TEST_FUNCTIONS_ENV, startStack, urls } from "./stack.mjs";

answerHelp(`
Usage: npm run bench:content [-- --skip-build]   (node scripts/bench-content.mjs)

Starts the local stack (test mode) and measures content publishing: one page from the Publish call to the Hosting
emulator serving it (p50, budget ≤ 5 s), every editable page published in turn (p50 of the rounds, budget ≤ 30 s),
and the render kit's time per page. Prints the tables, writes docs/benchmarks/content.md, exits 1 when a budget is
missed. Needs the stack's ports free (stop \`npm start\` first). Ctrl-C (or SIGTERM) stops the stack and frees every
port (exit 130 / 143).

${BENCH_OPTIONS_HELP}`);
exitOnSignals();

const ONE_PAGE_RUNS = 10;
const ALL_PAGES_ROUNDS = 3;
const RENDER_RUNS = 10;
const BUDGETS = { onePageMs: 5_000, allPagesMs: 30_000 };
const PASSWORD = "bench-content-pw";

/** @typedef {{ sections: { kind: string, title?: string }[] }} PageData */

async function setUp() {
  const sdk = await adminSdk("bench-content");
  const account = { email: "bench-content@example.test", password: PASSWORD };
  await createAdmin(sdk, account);
  const { call } = await webClient("bench-content", account, 120_000);
  return { call };
}

/**
 * Polls the Hosting emulator until `path` serves HTML containing `text`.
 * @param {string} path
 * @param {string} text
 */
async function servedWith(path, text) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const html = await (await fetch(`${urls.site}${path}`, { headers: { "cache-control": "no-cache" } })).text();
    if (html.includes(text)) return;
    if (Date.now() > deadline) throw new Error(`${path} never served "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Saves a draft of `pageId` with its hero's title set to `heading` (untimed), then publishes it and waits until the
 * site serves it: the time from the Publish call to the served page.
 * @param {Awaited<ReturnType<typeof setUp>>} env
 * @param {{ id: string, path: string }} page
 * @param {string} heading
 */
async function publishHeading(env, page, heading) {
  const current = await env.call("getContentPage", { pageId: page.id });
  const data = /** @type {PageData} */ (structuredClone(current.data));
  const hero = data.sections[0];
  if (!hero) throw new Error(`${page.path} has no hero`);
  hero.title = heading;
  const saved = await env.call("saveContentDraft", { pageId: page.id, baseRevision: current.revision, data });
  const started = performance.now();
  await env.call("publishContentPage", { pageId: page.id, draftRevision: saved.revision, note: "bench" });
  await servedWith(page.path, heading);
  return performance.now() - started;
}

async function bench() {
  const env = await setUp();
  const { pages } = await env.call("listContentPages", {});
  const events = pages.find((page) => page.id === "events");
  if (!events) throw new Error("no Events page in the registry");

  let run = 0;
  const next = () => `Bench heading ${++run}`;
  const cold = await publishHeading(env, events, next());
  const onePage = await measure(() => publishHeading(env, events, next()), { warmUp: 1, runs: ONE_PAGE_RUNS });

  /** @type {number[]} */
  const rounds = [];
  for (let round = 0; round < ALL_PAGES_ROUNDS; round++) {
    const started = performance.now();
    for (const page of pages) await publishHeading(env, page, next());
    rounds.push(performance.now() - started);
  }

  // The render kit in this process, as the publish function loads it.
  const kit =
    /** @type {{ renderPage: (path: string, data: unknown) => Promise<string>, DEFAULT_PAGES: Record<string, unknown> }} */ (
      await import(fileURLToPath(new URL("../web/build/render/index.js", import.meta.url)))
    );
  /** @type {{ path: string, p50: number }[]} */
  const renders = [];
  for (const page of pages) {
    const timed = await measure(() => kit.renderPage(page.path, kit.DEFAULT_PAGES[page.path]), {
      warmUp: 1,
      runs: RENDER_RUNS,
    });
    renders.push({ path: page.path, p50: timed.p50 });
  }
  return { cold, onePage, rounds, pages: pages.length, renders };
}

/**
 * @param {Awaited<ReturnType<typeof bench>>} results
 * @param {import("./lib/firestore.mjs").FirestoreChoice} firestore
 */
function report(results, firestore) {
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
  const allP50 = percentile(results.rounds, 50);
  /** @type {import("./lib/bench.mjs").BudgetCheck[]} */
  const checks = [
    [
      "One page: Publish → served (p50)",
      seconds(results.onePage.p50),
      "≤ 5 s",
      results.onePage.p50 <= BUDGETS.onePageMs,
    ],
    [
      `All ${results.pages} pages, one after another (p50 of ${results.rounds.length} rounds)`,
      seconds(allP50),
      "≤ 30 s",
      allP50 <= BUDGETS.allPagesMs,
    ],
  ];
  const lines = [
    "# Benchmark: content publishing",
    "",
    `Run by \`npm run bench:content\` on the local stack (test mode), commit ${commitOf(ROOT)}, ${new Date().toISOString().slice(0, 10)}.`,
    `Firestore: ${firestoreUsed(firestore)}.`,
    machineLine(),
    "",
    ...budgetTable(checks),
    "",
    "| Measure | p50 | p95 |",
    "|---|--:|--:|",
    `| One page, Publish → served (${ONE_PAGE_RUNS} runs after a warm-up) | ${seconds(results.onePage.p50)} | ${seconds(results.onePage.p95)} |`,
    `| The first publish after the start (cold worker, the render kit loaded) | ${seconds(results.cold)} | |`,
    `| All ${results.pages} pages, one after another (${results.rounds.length} rounds) | ${seconds(allP50)} | ${seconds(Math.max(...results.rounds))} (max) |`,
    "",
    "The render kit's time per page (in this process, the page's default data, " +
      `${RENDER_RUNS} runs after a warm-up):`,
    "",
    "| Page | Render p50 |",
    "|---|--:|",
    ...results.renders.map((entry) => `| \`${entry.path}\` | ${entry.p50.toFixed(1)} ms |`),
    "",
    "Notes:",
    "",
    "- A publish is timed from the `publishContentPage` call to the first `GET` of the page on the Hosting emulator",
    "  that shows the new heading (polled every 50 ms): the callable (lease, render, release, record, audit), the",
    "  release through the local Hosting API stand-in (clone of the live version, `populateFiles` with the page and",
    "  the sitemap, their upload, finalize, release, which writes the files where the emulator serves them) and the",
    "  emulator's read. The draft is saved before the clock starts.",
    "- Against the real Hosting API the release adds network round trips (six calls and the uploads, and the clone's",
    "  operation polled): the stand-in answers the clone at once.",
    "",
  ];
  return { text: lines.join("\n"), checks };
}

const skipBuild = process.argv.includes("--skip-build");
const stack = await startStack({ mode: "test", skipBuild, functionsEnv: { ...TEST_FUNCTIONS_ENV } }).catch(failed);
let code = 1;
try {
  const results = await bench();
  const { text, checks } = report(results, stack.firestore);
  code = writeReport("content.md", text, checks) ? 0 : 1;
} catch (error) {
  if (!isStopping()) console.error(`✖ ${error instanceof Error ? (error.stack ?? error.message) : error}`);
} finally {
  await stack.stop();
}
await exit(code);
