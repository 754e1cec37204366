import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const domain = fileURLToPath(new URL("./functions/src/domain", import.meta.url));
const fixtures = fileURLToPath(new URL("./functions/src/testing/fixtures.ts", import.meta.url));

/**
 * The unit projects' timeouts. A timeout catches a test that hangs, not a slow machine: Vitest's 5 s default failed
 * component and stand-in tests on a busy 2-core machine (load 8) that pass in a second when it is idle. Speed
 * goals live in the benchmarks. (Inline projects do not inherit the root's test options.)
 */
const UNIT_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 };

// Vitest projects: the web app in jsdom, the functions' handlers in Node, the repository's tooling, integration tests
// against the running emulators (started by scripts/test.mjs, never by a plain `vitest run`).
export default defineConfig({
  test: {
    // Both cores: Vitest's default leaves one free, which halves the unit run on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        resolve: {
          alias: [
            { find: /^@domain$/, replacement: `${domain}/index.ts` },
            { find: /^@domain\//, replacement: `${domain}/` },
            { find: /^@fixtures$/, replacement: fixtures },
            {
              find: /^virtual:mantine-[a-z]+\.css$/,
              replacement: fileURLToPath(new URL("./web/test-utils/empty.css", import.meta.url)),
            },
          ],
        },
        esbuild: { jsx: "automatic" },
        test: {
          name: "web",
          ...UNIT_TIMEOUTS,
          root: "web",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          setupFiles: ["./test-utils/setup.ts"],
          css: { modules: { classNameStrategy: "non-scoped" } },
        },
      },
      {
        // Checks of the repository's own tooling and configuration (ESLint boundaries, firebase.json, scripts).
        test: {
          name: "repo",
          ...UNIT_TIMEOUTS,
          root: ".",
          environment: "node",
          include: ["*.test.mjs", "scripts/**/*.test.{ts,mjs}", "test-support/**/*.test.mjs"],
        },
      },
      {
        test: {
          name: "functions",
          ...UNIT_TIMEOUTS,
          root: "functions",
          environment: "node",
          include: ["src/**/*.test.ts"],
          // The HASH_KEY secret as the deployed functions get it (an environment variable): the rate-limit keys and
          // confirmation caps the handlers compute under test are keyed with it; tests of the hashing pass their own.
          env: { HASH_KEY: "functions-unit-tests-hash-key-not-a-secret" },
        },
      },
      {
        test: {
          name: "integration",
          root: "tests/integration",
          environment: "node",
          include: ["**/*.itest.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // Firestore security rules against the official emulator (`npm run test:rules` starts it).
        test: {
          name: "rules",
          root: "tests/rules",
          environment: "node",
          include: ["**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
