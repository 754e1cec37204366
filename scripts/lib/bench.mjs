/**
 * The benchmarks' shared harness (bench-admin, bench-booking, bench-conversations, bench-traffic, bench-functions; a
 * new bench uses it too): percentiles, the timed loop with its warm-up, the machine and commit line, the Firestore the
 * run used, the budget table, and writing the report to docs/benchmarks/ with the exit code a missed budget gives.
 */
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

/**
 * The `p`th percentile of `values` (nearest rank): the smallest value with at least p % of them at or below it.
 * @param {number[]} values
 * @param {number} p
 * @returns {number} NaN for no values
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * "12.3 ms".
 * @param {number} value milliseconds
 */
export const fmt = (value) => `${value.toFixed(1)} ms`;

/**
 * p50/p95 of `runs` timed calls of `task` after `warmUp` unmeasured ones, one after another.
 * @param {() => Promise<unknown>} task
 * @param {{ warmUp: number, runs: number }} counts
 * @returns {Promise<{ p50: number, p95: number, times: number[] }>}
 */
export async function measure(task, { warmUp, runs }) {
  for (let i = 0; i < warmUp; i++) await task();
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), times };
}

/**
 * {@link measure} for several tasks in turn (A, B, A, B, …), so a change in the machine's load falls on each alike:
 * one `{ p50, p95, times }` per task, in the tasks' order.
 * @template {readonly (() => Promise<unknown>)[]} T
 * @param {readonly [...T]} tasks
 * @param {{ warmUp: number, runs: number }} options
 * @returns {Promise<{ [K in keyof T]: { p50: number, p95: number, times: number[] } }>}
 */
export async function measureAlternately(tasks, { warmUp, runs }) {
  for (let i = 0; i < warmUp; i++) for (const task of tasks) await task();
  const times = tasks.map(() => /** @type {number[]} */ ([]));
  for (let i = 0; i < runs; i++) {
    for (const [index, task] of tasks.entries()) {
      const started = performance.now();
      await task();
      times[index]?.push(performance.now() - started);
    }
  }
  return /** @type {never} */ (
    times.map((list) => ({ p50: percentile(list, 50), p95: percentile(list, 95), times: list }))
  );
}

/**
 * The checkout's short commit, or "unknown" outside a git checkout.
 * @param {string} cwd
 */
export function commitOf(cwd) {
  try {
    return execSync("git rev-parse --short HEAD", {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown";
  }
}

/** The load average when the benchmark started (this module is loaded with the script). */
const loadAtStart = loadavg();

/**
 * "1.2 / 0.8 / 0.5": the 1, 5 and 15-minute load averages.
 * @param {number[]} load
 */
const loadText = (load) => load.map((value) => value.toFixed(1)).join(" / ");

/**
 * "Machine: 2 × AMD EPYC …, Node v20.19.0; load average (1 / 5 / 15 min) 0.4 / 0.3 / 0.2 at the start, 1.9 / 0.9 /
 * 0.4 at the end." The load is the machine's, shared with whatever else ran: a figure taken under a load above the
 * core count says as much about the neighbours as about the product.
 */
export function machineLine() {
  return (
    `Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}; load average ` +
    `(1 / 5 / 15 min) ${loadText(loadAtStart)} at the start, ${loadText(loadavg())} at the end.`
  );
}

/**
 * The Firestore a stack-based benchmark ran on, as its report names it: the stack's choice (`startStack()`'s
 * `firestore`, scripts/lib/firestore.mjs) with the reason it was chosen. The stand-in is named with the limits that
 * shape its figures (no indexes, no isolated transactions: decision 0002), so a report from a machine without the
 * official emulator cannot be read as one from it.
 * @param {import("./firestore.mjs").FirestoreChoice} choice
 * @returns {string} a phrase, e.g. "the official Cloud Firestore emulator (cloud-firestore-emulator.jar from the
 *   Google Cloud CLI component, on Java 17)"
 */
export function firestoreUsed(choice) {
  if (choice.kind === "official") return `the official Cloud Firestore emulator (${choice.reason})`;
  const why = choice.reason.replace(/^the stand-in, as /, "as ");
  return `the Firestore stand-in \`@firestore-emulator/server\` (no indexes, transactions not isolated; ${why})`;
}

/** @typedef {[name: string, measured: string, allowed: string, ok: boolean]} BudgetCheck */

/**
 * The report's budget table: one row a budget, ✓ or "✗ missed".
 * @param {readonly BudgetCheck[]} checks
 * @returns {string[]}
 */
export function budgetTable(checks) {
  return [
    "| Budget | Measured | Allowed | |",
    "|---|--:|--:|:-:|",
    ...checks.map(([name, value, budget, ok]) => `| ${name} | ${value} | ${budget} | ${ok ? "✓" : "✗ missed"} |`),
  ];
}

/**
 * Prints the report, writes it to docs/benchmarks/`file`, names each missed budget on stderr.
 * @param {string} file e.g. "admin.md"
 * @param {string} text
 * @param {readonly BudgetCheck[]} checks
 * @returns {boolean} every budget met
 */
export function writeReport(file, text, checks) {
  console.log(`\n${text}`);
  const dir = new URL("../../docs/benchmarks/", import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL(file, dir), text);
  console.log(`Wrote docs/benchmarks/${file}`);
  for (const [name, , , ok] of checks) if (!ok) console.error(`✖ budget missed: ${name}`);
  return checks.every(([, , , ok]) => ok);
}
