#!/usr/bin/env node
// `npm run test:rules`: tests/rules against firestore.rules on the official Firestore emulator, which needs
// Java 21+ and its jar in ~/.cache/firebase/emulators/. Where either is missing it says which in one line and
// exits 0, so `npm test` still passes on a machine without them; everywhere else the tests run.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { firestoreEmulatorJar, javaMajorVersion } from "./lib/firestore.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PROJECT = "demo-idaho-ai-coaches";

const java = javaMajorVersion();
if (java < 21) {
  console.log(
    `test:rules: skipped — ${java ? `Java ${java} found` : "no Java found"}; the official Firestore emulator needs Java 21+.`,
  );
  process.exit(0);
}
if (!firestoreEmulatorJar()) {
  console.log(
    "test:rules: skipped — the Firestore emulator jar is not in ~/.cache/firebase/emulators/ (npx firebase setup:emulators:firestore).",
  );
  process.exit(0);
}

mkdirSync(new URL("../.runtime/", import.meta.url), { recursive: true });
const vitest =
  "npx vitest run --project rules --reporter=default --reporter=json --outputFile.json=.runtime/vitest-rules.json";
const child = spawn("npx", ["firebase", "emulators:exec", "--only", "firestore", "--project", PROJECT, vitest], {
  cwd: ROOT,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
