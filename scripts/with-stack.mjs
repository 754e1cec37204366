/**
 * `node scripts/with-stack.mjs [--skip-build] -- <command…>`: starts the local stack in test mode (as `npm test`
 * does), runs one command with the stack's environment, stops the stack and exits with the command's code.
 */
import { answerHelp } from "./lib/cli.mjs";
import { exit, exitOnSignals, failed, startGroup } from "./lib/processes.mjs";
import { ROOT, TEST_FUNCTIONS_ENV, startStack, stackEnv } from "./stack.mjs";

const USAGE = `
Usage: node scripts/with-stack.mjs [--skip-build] -- <command…>

Starts the local stack in test mode (as \`npm test\` does: production build, maildev's control endpoint, the rate
limit raised), runs <command> with the stack's environment (GCLOUD_PROJECT, FUNCTIONS_ORIGIN, HOSTING_ORIGIN,
FIRESTORE_EMULATOR_HOST, …), stops the stack and exits with the command's code. For running one integration file
or a benchmark by hand, e.g.
  node scripts/with-stack.mjs -- npx vitest run --project integration tests/integration/admin.itest.ts
Ctrl-C (or SIGTERM) stops the command and the stack and frees every port (exit 130 / 143).

Options:
  --skip-build   use the functions and web builds already there
  -h, --help     this text (only before \`--\`; after it, arguments are the command's)

Environment: as \`npm start\` (FIRESTORE_EMULATOR, STACK_VERBOSE).
`;
answerHelp(USAGE);

const args = process.argv.slice(2);
const separator = args.indexOf("--");
const skipBuild = args.slice(0, separator === -1 ? undefined : separator).includes("--skip-build");
const command = separator === -1 ? [] : args.slice(separator + 1);
const [program, ...programArgs] = command;
if (program === undefined) {
  console.error(USAGE.trim());
  process.exit(2);
}
exitOnSignals();

const stack = await startStack({ mode: "test", skipBuild, functionsEnv: TEST_FUNCTIONS_ENV }).catch(failed);
const { exited } = startGroup(program, programArgs, {
  cwd: ROOT,
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...process.env, ...stackEnv() },
});
const code = await exited;
await stack.stop();
await exit(code ?? 1);
