/**
 * `node scripts/with-stack.mjs [--skip-build] -- <command…>`: starts the local stack in test mode (as `npm test`
 * does), runs one command with the stack's environment, stops the stack and exits with the command's code.
 * For running one integration file or a benchmark by hand, e.g.
 *   node scripts/with-stack.mjs -- npx vitest run --project integration tests/integration/admin.itest.ts
 */
import { spawn } from "node:child_process";
import { ROOT, startStack, stackEnv } from "./stack.mjs";

const args = process.argv.slice(2);
const skipBuild = args.includes("--skip-build");
const separator = args.indexOf("--");
const command = separator === -1 ? [] : args.slice(separator + 1);
if (command.length === 0) {
  console.error("Usage: node scripts/with-stack.mjs [--skip-build] -- <command…>");
  process.exit(2);
}

let stack;
try {
  stack = await startStack({ mode: "test", skipBuild, functionsEnv: { RATE_LIMIT_MAX: "1000" } });
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
const code = await new Promise((resolve) => {
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...stackEnv() },
  });
  child.on("exit", (exitCode) => resolve(exitCode ?? 1));
});
await stack.stop();
process.exit(code);
