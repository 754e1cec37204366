import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = new URL("..", import.meta.url);

/** Every runnable script: scripts/*.mjs but the tests, and the Stripe and Hosting API stand-ins' servers. */
const scripts = [
  ...readdirSync(new URL("scripts/", ROOT))
    .filter((name) => name.endsWith(".mjs") && !name.endsWith(".test.mjs"))
    .map((name) => `scripts/${name}`),
  "scripts/stripe-local/server.mjs",
  "scripts/hosting-local/server.mjs",
];

describe.concurrent("every script answers --help and -h with its usage, and does nothing else", () => {
  it.each(
    scripts.flatMap((script) => [
      [script, "--help"],
      [script, "-h"],
    ]),
  )(
    "node %s %s",
    async (script, flag) => {
      // A script that started anything (a stack, a server) would not exit: the timeout fails it.
      const { stdout } = await run(process.execPath, [script, flag], { cwd: ROOT, timeout: 20_000 });
      expect(stdout.split("\n").some((line) => line.startsWith("Usage:"))).toBe(true);
    },
    30_000,
  );
});
