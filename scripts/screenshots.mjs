/**
 * `npm run screenshots`: the README's pictures of the product (docs/images/*.png), taken by Chromium at 1280 px from
 * the local stack with its demo data (scripts/seed/), signed in as the demo admin.
 */
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { answerHelp } from "./lib/cli.mjs";
import { exit, exitOnSignals, failed } from "./lib/processes.mjs";
import { demoAdmin, startStack, urls } from "./stack.mjs";

const USAGE = `
Usage: npm run screenshots [-- --running]      (node scripts/screenshots.mjs)

Takes the README's screenshots at 1280 px wide with Chromium (CHROMIUM_PATH, else /usr/bin/chromium, else
Playwright's own) and writes them to docs/images/: the home page, the booking page (/book/demo with its free
times), and the dashboard signed in as the demo admin (Overview, a lead's conversation, Bookings, the
Availability tab's calendars, Traffic over 30 days).

By default it starts its own stack as \`npm start\` does (production build, the whole demo seed, dates relative to
now), takes the pictures and stops it; the ports \`npm start\` uses must be free. With --running it uses the stack of
an \`npm start\` already running at HOSTING_ORIGIN (default ${urls.site}).

Options:
  --running    use a running \`npm start\` instead of starting a stack
  -h, --help   this text

Environment:
  HOSTING_ORIGIN                          the running site (--running)
  DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD   the demo admin, as for \`npm start\`
  CHROMIUM_PATH                           the browser
`;
answerHelp(USAGE);

const running = process.argv.includes("--running");
const unknown = process.argv.slice(2).filter((arg) => arg !== "--running");
if (unknown.length) {
  console.error(`Unknown option: ${unknown.join(" ")}\n${USAGE.trim()}`);
  process.exit(2);
}

const OUT = fileURLToPath(new URL("../docs/images/", import.meta.url));
const WIDTH = 1280;
const HEIGHT = 800;
/** @param {string} line */
const log = (line) => console.log(line);
exitOnSignals();

const stack = running ? undefined : await startStack({ mode: "start", log }).catch(failed);
const origin = (running && process.env.HOSTING_ORIGIN) || urls.site;
let code = 0;
try {
  await takeScreenshots(origin);
} catch (error) {
  console.error(`Screenshots failed: ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  await stack?.stop();
}
await exit(code);

/** @param {string} site */
async function takeScreenshots(site) {
  const { chromium } = await import("@playwright/test");
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  mkdirSync(OUT, { recursive: true });
  try {
    // A visitor in Idaho: the booking page shows Mountain Time, as the company's own visitors mostly see it.
    const page = await browser.newPage({
      viewport: { width: WIDTH, height: HEIGHT },
      baseURL: site,
      locale: "en-US",
      timezoneId: "America/Boise",
    });
    const shoot = async (/** @type {string} */ name, fullPage = false) => {
      await page.waitForLoadState("networkidle");
      await page.evaluate("window.scrollTo(0, 0)");
      await page.screenshot({ path: `${OUT}${name}.png`, fullPage });
      log(`• docs/images/${name}.png`);
    };

    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await shoot("home");

    await page.goto("/book/demo");
    const days = page.getByRole("button", { name: /, \d+ free times?$/ });
    await days.first().waitFor({ timeout: 90_000 });
    await days.first().click();
    await page
      .getByRole("group", { name: /^Free times on / })
      .getByRole("button")
      .first()
      .waitFor();
    await shoot("booking", true);

    await page.goto("/auth");
    await page.getByLabel(/^Email/).fill(demoAdmin.email);
    await page.getByLabel(/^Password/).fill(demoAdmin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
    // The sign-in notice closes by itself after a few seconds: the pictures show the dashboard, not the notice.
    await page.getByText("You have successfully logged in.").waitFor({ state: "hidden", timeout: 30_000 });
    await page.getByRole("tab", { name: "Overview" }).click();
    await page.getByRole("tabpanel").getByText("Loading...").first().waitFor({ state: "hidden", timeout: 90_000 });
    await shoot("dashboard-overview", true);

    // The newest contact message has the visitor's unread answer: its drawer shows the conversation and the composer.
    await page.getByRole("tab", { name: /^Contact Forms/ }).click();
    const answered = page.getByRole("row").filter({ hasText: "New reply" }).first();
    await answered.waitFor({ timeout: 90_000 });
    await answered.getByRole("button", { name: /^View / }).click();
    const conversation = page.getByRole("dialog").getByRole("region", { name: "Conversation" });
    await conversation.getByText("Yes please! Thursday afternoon works best for me.").waitFor({ timeout: 60_000 });
    await conversation.getByPlaceholder("Pick a template").waitFor({ timeout: 60_000 });
    await conversation.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}dashboard-conversation.png` });
    log("• docs/images/dashboard-conversation.png");
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: /^Bookings/ }).click();
    await page.getByRole("tabpanel").getByText("Dana Whitfield").first().waitFor({ timeout: 90_000 });
    await shoot("dashboard-bookings");

    // The demo admin's Availability: the sample calendar synced, and its busy times in the next 14 days.
    await page.getByRole("tab", { name: "Availability" }).click();
    await page
      .getByRole("group", { name: /^Calendar / })
      .getByText(/^Last synced/)
      .first()
      .waitFor({ timeout: 90_000 });
    await page.getByRole("table", { name: "Your next 14 days" }).getByText("Busy").first().waitFor({ timeout: 90_000 });
    await page.getByRole("heading", { name: "Calendars" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}dashboard-calendars.png` });
    log("• docs/images/dashboard-calendars.png");

    await page.getByRole("tab", { name: "Traffic" }).click();
    await page.getByText("30 days", { exact: true }).click();
    await page
      .getByRole("region", { name: "Channels" })
      .getByRole("row", { name: /^Organic search \d+$/ })
      .waitFor({ timeout: 90_000 });
    await shoot("dashboard-traffic", true);
  } finally {
    await browser.close();
  }
}
