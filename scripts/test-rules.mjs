#!/usr/bin/env node
// `npm run test:rules`: tests/rules against firestore.rules on the official Firestore emulator, which needs
// Java 21+ and its jar in ~/.cache/firebase/emulators/. Where either is missing it says which in one line, reports
// every rules test as skipped (so `npm test`'s summary counts them) and exits 0; everywhere else the tests run.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { answerHelp } from "./lib/cli.mjs";
import { firestoreEmulatorJar, javaMajorVersion } from "./lib/firestore.mjs";
import { exit, exitOnSignals, startGroup } from "./lib/processes.mjs";

answerHelp(`
Usage: npm run test:rules   (node scripts/test-rules.mjs)

The Security Rules tests (tests/rules, Vitest project rules) against firestore.rules on the official Firestore
emulator, started for the run by \`firebase emulators:exec\`. Needs Java 21+ and the emulator's jar in
~/.cache/firebase/emulators/ (\`npx firebase setup:emulators:firestore\`, online, once); where either is missing it
says which in one line, reports every rules test as skipped and exits 0. Writes .runtime/vitest-rules.json.
Ctrl-C (or SIGTERM) stops the emulator and the tests (exit 130 / 143).

Options:
  -h, --help   this text
`);

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PROJECT = "demo-idaho-ai-coaches";

const REPORT = ["--reporter=json", "--outputFile.json=.runtime/vitest-rules.json"];
mkdirSync(new URL("../.runtime/", import.meta.url), { recursive: true });

/**
 * Says why in one line, then lets Vitest collect the tests without an emulator: each is reported as skipped.
 * @param {string} reason
 * @returns {never}
 */
function skip(reason) {
  console.log(`test:rules: skipped — ${reason}`);
  const { FIRESTORE_EMULATOR_HOST: _unset, ...env } = process.env;
  const collected = spawnSync("npx", ["vitest", "run", "--project", "rules", ...REPORT], { cwd: ROOT, env });
  process.exit(collected.status === 0 ? 0 : 1);
}

const java = javaMajorVersion();
if (java < 21) {
  skip(`${java ? `Java ${java} found` : "no Java found"}; the official Firestore emulator needs Java 21+.`);
}
if (!firestoreEmulatorJar()) {
  skip("the Firestore emulator jar is not in ~/.cache/firebase/emulators/ (npx firebase setup:emulators:firestore).");
}

const vitest = `npx vitest run --project rules --reporter=default ${REPORT.join(" ")}`;
exitOnSignals();
const { exited } = startGroup(
  "npx",
  ["firebase", "emulators:exec", "--only", "firestore", "--project", PROJECT, vitest],
  { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] },
  { stopSignal: "SIGINT", graceMs: 15_000 },
);
await exit((await exited) ?? 1);
