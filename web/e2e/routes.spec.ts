import { expect, test, type Page } from "@playwright/test";
import { paths } from "../app/config/paths";
import { pages } from "../app/pages";
import { expectNoSeriousA11yIssues } from "./a11y";
import { pageHeadings } from "./page-expectations";

const registered = new Set(pages.map((page) => page.path));
// Every page but the dashboard, which sends a visitor without a session to sign-in (web/e2e/staff-pages.spec.ts).
const publicPages = pages.filter((page) => page.path !== paths.dashboard);

function decodeEntities(html: string) {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Console errors, uncaught exceptions and Content-Security-Policy violations (as events: some never reach the console). */
async function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`),
    );
  });
  return async () => [
    ...errors,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

test.describe("every public page", () => {
  for (const entry of publicPages) {
    test(`${entry.path} renders its content, links only to real pages, has no console errors, CSP violations or serious a11y issues`, async ({
      page,
      request,
    }) => {
      const expected = pageHeadings[entry.path];
      expect(expected, `web/e2e/page-expectations.ts has no headings for ${entry.path}`).toBeDefined();

      // The served HTML already holds the page's content (prerendered), before any script runs.
      const html = decodeEntities(await (await request.get(entry.path)).text());
      expect(html).toContain(`<meta name="description" content="${entry.description}"/>`);
      for (const heading of expected ?? []) expect(html).toContain(heading);

      const errors = await collectErrors(page);
      await page.goto(entry.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      for (const heading of expected ?? []) {
        await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
      }

      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      for (const href of hrefs) {
        if (!href.startsWith("/")) {
          expect(href, "links are site paths, http(s), mailto: or tel:, never '#'").toMatch(
            /^(https:\/\/|mailto:|tel:|#.+)/,
          );
          continue;
        }
        const target = new URL(href, "http://site").pathname;
        expect(registered.has(target), `${entry.path} links to ${href}, which is not a registered page`).toBe(true);
      }
      const external = page.locator('a[href^="http"]');
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      }

      await expectNoSeriousA11yIssues(page);

      // Hydration (it starts after the first paint) finished without errors or CSP violations.
      await page.waitForFunction(() => "__reactRouterRouteModules" in window && "__reactRouterDataRouter" in window);
      await page.waitForLoadState("networkidle");
      expect(await errors()).toEqual([]);

      // The site's own stylesheets (the shell's and the root's, on every page) once: a lazy chunk (the booking
      // scheduler's, the dashboard's) does not add them again, which would restyle the whole page after its first paint
      // (web/scripts/root-css-once.ts). A route's stylesheet may be added twice by design (React Router's `#`).
      const sheets = await page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      const siteSheets = sheets.filter((path) => /^\/assets\/(shell|root)-/.test(path));
      expect(siteSheets.length, "the shell's and the root's stylesheets").toBeGreaterThanOrEqual(2);
      expect(new Set(siteSheets).size, `stylesheets added twice: ${siteSheets.join(", ")}`).toBe(siteSheets.length);
    });
  }
});

test.describe("unknown paths", () => {
  test("answer 404 with the 404 page, a link home, and log the path", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(warnings.some((w) => w.includes("/no-such-page"))).toBe(true);
  });
});

test.describe("shared header", () => {
  test("the AI Training Products dropdown is a disclosure of five links: keyboard, Escape and an outside click", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.home);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "AI Training Products" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const list = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
    await expect(list.getByRole("link")).toHaveText([
      "All Products",
      "Training Pathways",
      "Competitions",
      "Statewide Events",
      "Technology Platform",
    ]);
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "All Products" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await expect(list).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(list).toBeHidden();
  });

  test("the FAQ keeps one answer open at a time, without a script", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.becomeAiCoach);
    const items = page.locator("details");
    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");
    await context.close();
  });

  test("on a phone the menu collapses behind a button and opens the products list", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(paths.home);
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole("button", { name: "AI Training Products" }).click();
    await expect(nav.getByRole("link", { name: "Technology Platform" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Get Certified" })).toHaveAttribute("href", paths.becomeAiCoach);
  });

  test("the home page's anchors exist for the certification and technology sections", async ({ page }) => {
    await page.goto(paths.home);
    await expect(page.locator("#certification")).toBeVisible();
    await expect(page.locator("#technology")).toBeVisible();
  });
});
