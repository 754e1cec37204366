import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const domain = fileURLToPath(new URL("./functions/src/domain", import.meta.url));
const fixtures = fileURLToPath(new URL("./functions/src/testing/fixtures.ts", import.meta.url));

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
          root: ".",
          environment: "node",
          include: ["*.test.mjs", "scripts/**/*.test.{ts,mjs}"],
        },
      },
      {
        test: {
          name: "functions",
          root: "functions",
          environment: "node",
          include: ["src/**/*.test.ts"],
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
