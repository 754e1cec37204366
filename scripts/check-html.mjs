/**
 * `node scripts/check-html.mjs`: every HTML page the build serves (web/build/client, after `npm run build`) through the
 * W3C Nu HTML checker (the `vnu-jar` package, Java 17+), errors only. Prints each error with its page and line and
 * exits 1 if there is any; where no Java runs it says so and exits 0. Either way it writes its outcome to
 * `.runtime/check-html.json` (scripts/lib/summary.mjs), which npm test's summary line counts: a check that could not
 * run is counted as skipped, never silently as nothing. `npm test` runs it after the web build.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { answerHelp } from "./lib/cli.mjs";

answerHelp(`
Usage: node scripts/check-html.mjs

Runs every HTML page of the production build (web/build/client, after \`npm run build\`) through the W3C Nu HTML
checker (the vnu-jar package, Java 17+), errors only; prints each error with its page and line and exits 1 if there
is any. Without Java it says so and exits 0. Writes its outcome (passed, failed, or skipped and why) to the report
file, which \`npm test\`'s summary line counts. \`npm test\` runs it after the stack's web build.

Options:
  --client <dir>   the built pages (default web/build/client)
  --report <file>  where the outcome goes (default .runtime/check-html.json)
  -h, --help       this text
`);

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({ options: { client: { type: "string" }, report: { type: "string" } } });
const CLIENT = resolve(ROOT, values.client ?? "web/build/client");
const REPORT = resolve(ROOT, values.report ?? ".runtime/check-html.json");
const VNU = join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * Writes the outcome for npm test's summary, then exits.
 * @param {import("./lib/summary.mjs").HtmlCheckOutcome} outcome
 * @returns {never}
 */
function finish(outcome) {
  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(outcome)}\n`);
  process.exit(outcome.status === "failed" ? 1 : 0);
}

if (!existsSync(CLIENT)) {
  console.error(`check-html: ${relative(ROOT, CLIENT)} does not exist; run \`npm run build\` first`);
  finish({ status: "failed", reason: "no build" });
}
if (spawnSync("java", ["-version"], { stdio: "ignore" }).status !== 0) {
  console.log("check-html: skipped, no Java found (the Nu HTML checker needs Java 17+)");
  finish({ status: "skipped", reason: "no Java found (the Nu HTML checker needs Java 17+)" });
}

const pages = readdirSync(CLIENT, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
  .map((entry) => join(entry.parentPath, entry.name))
  .sort();

const result = spawnSync("java", ["-Xss4m", "-jar", VNU, "--errors-only", "--format", "json", ...pages], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
/** @type {Array<{ type: string, subType?: string, url: string, lastLine?: number, message: string, extract?: string }>} */
let messages;
try {
  // vnu writes its JSON report to stderr.
  messages = JSON.parse(result.stderr).messages;
} catch {
  console.error(`check-html: the Nu HTML checker did not answer with a report:\n${result.stderr}${result.stdout}`);
  finish({ status: "failed", reason: "no report from the checker" });
}

const errors = messages.filter((message) => message.type === "error" || message.subType === "fatal");
for (const error of errors) {
  const page = relative(CLIENT, fileURLToPath(error.url));
  console.error(
    `${page}:${error.lastLine ?? "?"}: ${error.message}\n    ${(error.extract ?? "").trim().slice(0, 160)}`,
  );
}
console.log(`check-html: ${pages.length} pages, ${errors.length} errors (W3C Nu HTML checker)`);
finish(errors.length ? { status: "failed", reason: `${errors.length} errors` } : { status: "passed" });
