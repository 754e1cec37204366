/**
 * `node scripts/check-html.mjs`: every HTML page the build serves (web/build/client, after `npm run build`) through the
 * W3C Nu HTML checker (the `vnu-jar` package, Java 17+), errors only. Prints each error with its page and line and
 * exits 1 if there is any; where no Java runs it says so and exits 0 (the count is then printed as skipped by npm test's
 * summary). `npm test` runs it after the web build.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { answerHelp } from "./lib/cli.mjs";

answerHelp(`
Usage: node scripts/check-html.mjs

Runs every HTML page of the production build (web/build/client, after \`npm run build\`) through the W3C Nu HTML
checker (the vnu-jar package, Java 17+), errors only; prints each error with its page and line and exits 1 if there
is any. Without Java it says so and exits 0. \`npm test\` runs it after the stack's web build.

Options:
  -h, --help   this text
`);

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLIENT = join(ROOT, "web/build/client");
const VNU = join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar");

if (!existsSync(CLIENT)) {
  console.error("check-html: web/build/client does not exist; run `npm run build` first");
  process.exit(1);
}
if (spawnSync("java", ["-version"], { stdio: "ignore" }).status !== 0) {
  console.log("check-html: skipped, no Java found (the Nu HTML checker needs Java 17+)");
  process.exit(0);
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
  process.exit(1);
}

const errors = messages.filter((message) => message.type === "error" || message.subType === "fatal");
for (const error of errors) {
  const page = relative(CLIENT, fileURLToPath(error.url));
  console.error(
    `${page}:${error.lastLine ?? "?"}: ${error.message}\n    ${(error.extract ?? "").trim().slice(0, 160)}`,
  );
}
console.log(`check-html: ${pages.length} pages, ${errors.length} errors (W3C Nu HTML checker)`);
process.exit(errors.length ? 1 : 0);
