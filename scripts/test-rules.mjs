#!/usr/bin/env node
// `npm run test:rules`: tests/rules against firestore.rules on the official Firestore emulator, which needs
// Java 21+ and its jar in ~/.cache/firebase/emulators/. Where either is missing it says which in one line, reports
// every rules test as skipped (so `npm test`'s summary counts them) and exits 0; everywhere else the tests run.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { firestoreEmulatorJar, javaMajorVersion } from "./lib/firestore.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PROJECT = "demo-idaho-ai-coaches";

const REPORT = ["--reporter=json", "--outputFile.json=.runtime/vitest-rules.json"];
mkdirSync(new URL("../.runtime/", import.meta.url), { recursive: true });

/** Says why in one line, then lets Vitest collect the tests without an emulator: each is reported as skipped. */
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
const child = spawn("npx", ["firebase", "emulators:exec", "--only", "firestore", "--project", PROJECT, vitest], {
  cwd: ROOT,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
