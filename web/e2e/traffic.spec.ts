import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { paths } from "../app/config/paths";
import { expectNoSeriousA11yIssues } from "./a11y";

// Issue 25's journey on the production build: a visitor from a chamber newsletter reads two pages and sends the
// contact form; another arrives from a search engine; the demo admin sees the message's source and the Traffic view.
// The visitors' browser says it is an ordinary Chrome: the collector does not count headless browsers (the prerender,
// Lighthouse, these tests by default), and these two visits are meant to be counted.
const ADMIN = { email: "admin@idahoaicoaches.test", password: "coach-admin-2025" };
const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SHOTS = process.env.TRAFFIC_SHOTS_DIR;

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** The page's console errors and failed requests, to be expected empty. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/**
 * Waits for the page's next beacon to be answered 204 by the collector. (A beacon's body is not readable from the
 * request Playwright reports; what it carried is checked by what the dashboard shows at the end.)
 */
function beaconSent(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith("/api/event") && response.status() === 204);
}

async function visitor(browser: Browser, width: number) {
  const context = await browser.newContext({ userAgent: DESKTOP_CHROME, viewport: { width, height: 900 } });
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page) };
}

async function signIn(page: Page) {
  await page.goto(paths.auth);
  await page.getByLabel(/^Email/).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.dashboard}$`));
}

for (const width of [390, 1280]) {
  test(`at ${width} px: a campaign visit reads two pages and sends the contact form; the admin sees its source and the Traffic view`, async ({
    browser,
  }) => {
    test.setTimeout(400_000);
    const subject = `Spring events ${randomUUID().slice(0, 8)}`;

    // 1. The chamber's newsletter link: the first page captures the campaign, in sessionStorage only.
    const campaign = await visitor(browser, width);
    const landed = beaconSent(campaign.page);
    await campaign.page.goto("/?utm_source=chamber&utm_medium=newsletter&utm_campaign=spring");
    await landed;
    const about = beaconSent(campaign.page);
    await campaign.page.goto(paths.about);
    await about;
    const contact = beaconSent(campaign.page);
    await campaign.page.goto(paths.contact);
    await contact;
    const started = beaconSent(campaign.page);
    await field(campaign.page, "Name").fill("Maria Delgado");
    await started;
    await field(campaign.page, "Email").fill(`e2e-traffic-${randomUUID()}@example.test`);
    await field(campaign.page, "Subject").fill(subject);
    await field(campaign.page, "Message").fill("Could we host two Idaho AI Week events for our chamber members?");
    await campaign.page.getByRole("button", { name: "Send Message" }).click();
    await expect(campaign.page.getByRole("alert").filter({ hasText: "Message sent!" })).toBeVisible();
    expect(await campaign.context.cookies()).toEqual([]);
    expect(await campaign.page.evaluate(() => [document.cookie, localStorage.length])).toEqual(["", 0]);
    expect(campaign.problems).toEqual([]);
    await campaign.context.close();

    // 2. A visit from a search engine's results page.
    const search = await visitor(browser, width);
    const searched = beaconSent(search.page);
    await search.page.goto(paths.training, { referer: "https://www.google.com/" });
    await searched;
    expect(await search.page.evaluate(() => document.referrer)).toBe("https://www.google.com/");
    expect(await search.context.cookies()).toEqual([]);
    expect(search.problems).toEqual([]);
    await search.context.close();

    // 3. The demo admin: the message with its source, then the Traffic view; the admin's own visits send nothing.
    const staff = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await staff.newPage();
    const problems = watchConsole(page);
    await signIn(page);
    // On a busy machine the Functions emulator sometimes fails to load a new worker in time and drops that call
    // ("Failed to load function" in firebase-debug.log): the dashboard is loaded again then, as a person would.
    await expect(async () => {
      if (!(await page.getByText(/^Showing \d+–\d+ of \d+/).isVisible())) await page.reload();
      await expect(page.getByText(/^Showing \d+–\d+ of \d+/)).toBeVisible({ timeout: 30_000 });
    }).toPass({ timeout: 120_000 });
    await page.getByRole("button", { name: "View Message from Maria Delgado" }).first().click();
    const drawer = page.getByRole("dialog", { name: "Message from Maria Delgado" });
    await expect(drawer.getByText(subject)).toBeVisible();
    const source = drawer.getByRole("region", { name: "Source" });
    for (const [label, value] of [
      ["Channel", "Campaign"],
      ["UTM source", "chamber"],
      ["UTM medium", "newsletter"],
      ["UTM campaign", "spring"],
      ["Landing page", "/"],
      ["Form page", "/contact"],
    ] as const) {
      await expect(source.getByText(label, { exact: true }).locator("..")).toContainText(value);
    }
    await page.getByRole("button", { name: "Close details" }).click();

    const channels = page.getByRole("region", { name: "Channels" });
    await expect(async () => {
      if (await page.getByText("Loading...").isVisible()) await page.reload();
      await page.getByRole("tab", { name: "Traffic" }).click();
      await page.getByText("7 days", { exact: true }).click();
      await expect(channels.getByRole("row", { name: /^Campaign \d+$/ })).toBeVisible({ timeout: 30_000 });
    }).toPass({ timeout: 120_000 });
    await expect(channels.getByRole("row", { name: /^Organic search \d+$/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Top campaigns" }).getByText("spring")).toBeVisible();
    const byChannel = page.getByRole("table", { name: "By channel" });
    const campaignRow = byChannel.getByRole("row").filter({ hasText: "Campaign" });
    // Visits, form started and sent are counted for the campaign's visits (at least this test's one each).
    const cells = await campaignRow.getByRole("cell").allInnerTexts();
    const count = (index: number) => Number((cells[index] ?? "").split("\n")[0]);
    expect(count(1)).toBeGreaterThanOrEqual(1);
    expect(count(2)).toBeGreaterThanOrEqual(1);
    expect(count(3)).toBeGreaterThanOrEqual(1);
    await expectNoSeriousA11yIssues(page);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/traffic-${width}.png`, fullPage: true });
    }
    // The admin's own visit to a public page sends no beacon (a signed-in staff session).
    const ownBeacons: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/event")) ownBeacons.push(request.url());
    });
    await page.goto(paths.home);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The page loads the beacon's module after paint and decides there: wait until it has, then for an idle turn.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.includes("/assets/visit-")),
    );
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))));
    expect(ownBeacons).toEqual([]);
    expect(await staff.cookies()).toEqual([]);
    expect(problems).toEqual([]);
    await staff.close();
  });
}
