#!/usr/bin/env node
// `npm run test:rules`: tests/rules against firestore.rules on the official Firestore emulator, started for the run
// by scripts/lib/firestore.mjs (firebase-tools' jar or the Google Cloud CLI component, on Java 11+). Where it cannot
// run it says why in one line, reports every rules test as skipped (so `npm test`'s summary counts them) and exits 0
// — except on CI (CI set), where a skipped rules test fails the run.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { answerHelp } from "./lib/cli.mjs";
import { chooseFirestore, startOfficialFirestore } from "./lib/firestore.mjs";
import { HOST, PORTS, firstBusyPort } from "./lib/ports.mjs";
import { exit, exitOnSignals, failed, startGroup } from "./lib/processes.mjs";

answerHelp(`
Usage: npm run test:rules   (node scripts/test-rules.mjs)

The Security Rules tests (tests/rules, Vitest project rules) against firestore.rules on the official Firestore
emulator, which this script starts on ${HOST}:${PORTS.firestore} (its port must be free: stop \`npm start\` first).
It finds the emulator as the stack does (docs/decisions/0012-official-firestore.md): firebase-tools' download or the
Google Cloud CLI component (\`sudo apt-get install google-cloud-cli-firestore-emulator\`), with Java 11+. Where it
is missing it says which in one line, reports every rules test as skipped and exits 0; with CI set, it exits 1
instead. Writes .runtime/vitest-rules.json. Ctrl-C (or SIGTERM) stops the emulator and the tests (exit 130 / 143).

Options:
  -h, --help   this text

Environment:
  FIRESTORE_EMULATOR=local   skip the rules tests (the stand-in evaluates no rules)
  CI                         a skip is a failure
`);

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PROJECT = "demo-idaho-ai-coaches";

const REPORT = ["--reporter=default", "--reporter=json", "--outputFile.json=.runtime/vitest-rules.json"];
mkdirSync(new URL("../.runtime/", import.meta.url), { recursive: true });

/**
 * Says why in one line, then lets Vitest collect the tests without an emulator: each is reported as skipped. On CI
 * a skip fails the run: the rules would go untested.
 * @param {string} reason
 * @returns {never}
 */
function skip(reason) {
  const onCi = Boolean(process.env.CI);
  console.log(`test:rules: ${onCi ? "FAILED, CI must run them" : "skipped"} — ${reason}`);
  const { FIRESTORE_EMULATOR_HOST: _unset, ...env } = process.env;
  const collected = spawnSync("npx", ["vitest", "run", "--project", "rules", ...REPORT.slice(1)], { cwd: ROOT, env });
  process.exit(onCi || collected.status !== 0 ? 1 : 0);
}

exitOnSignals();
/** @type {import("./lib/firestore.mjs").FirestoreChoice} */
let choice;
try {
  choice = chooseFirestore();
} catch (error) {
  skip(error instanceof Error ? error.message : String(error));
}
if (choice.kind !== "official") skip(choice.reason);

const busy = await firstBusyPort([["Firestore", PORTS.firestore]]);
if (busy) failed(new Error(`Port ${busy.port} (Firestore) is already in use: stop \`npm start\` first.`));

const firestore = await startOfficialFirestore({
  jar: choice.jar,
  java: choice.java,
  host: HOST,
  port: PORTS.firestore,
  projectId: PROJECT,
  rules: fileURLToPath(new URL("../firestore.rules", import.meta.url)),
}).catch(failed);
console.log(`test:rules: the official Firestore emulator on ${HOST}:${PORTS.firestore} (${choice.reason})`);

const tests = startGroup("npx", ["vitest", "run", "--project", "rules", ...REPORT], {
  cwd: ROOT,
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...process.env, FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`, GCLOUD_PROJECT: PROJECT },
});
const code = await tests.exited;
await firestore.stop();
await exit(code ?? 1);
