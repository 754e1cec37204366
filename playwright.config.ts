import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Browser tests run against the production build on the Hosting emulator that scripts/test.mjs starts.
// Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own (`npx playwright install chromium`).
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "web/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 2,
  // One retry everywhere: on a 2-core machine the Functions emulator now and then cold-starts a worker slowly.
  // A test that passes only on retry is listed as flaky in the report, not hidden.
  retries: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".runtime/playwright.json" }]],
  use: {
    baseURL: process.env.HOSTING_ORIGIN ?? "http://127.0.0.1:5000",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: "**/content.spec.ts",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // The content journey publishes a changed Events page on the shared stack (and then restores it): it runs after
    // every other spec, so none of them (pages-unchanged, seo, routes) reads the site while it is changed.
    {
      name: "content",
      testMatch: "**/content.spec.ts",
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
});
