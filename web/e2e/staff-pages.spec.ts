import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../app/config/paths";
import { contactAbout } from "../app/content/links";
import { expectNoSeriousA11yIssues } from "./a11y";

// Sign-in and the dashboard as prerendered shells, the header that knows the session, and the contact links that
// name their subject; on the production build against the emulators.
const seed = JSON.parse(readFileSync(new URL("../../emulator-data/seed.json", import.meta.url), "utf8")) as {
  admin: { email: string; password: string };
};
const admin = {
  email: process.env.DEMO_ADMIN_EMAIL || seed.admin.email,
  password: process.env.DEMO_ADMIN_PASSWORD || seed.admin.password,
};

function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function signInAsAdmin(page: Page) {
  await page.goto(paths.auth);
  await page.getByLabel(/^Email/).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.dashboard}$`));
  await expect(page.getByText(`Logged in as ${admin.email}`)).toBeVisible();
}

/** Sums the layout shifts of the page's load, as the CLS metric counts them (no input just before). */
async function layoutShiftOf(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test.describe("staff pages", () => {
  test("/auth is served with its form, disabled until React runs, and the shared header and footer", async ({
    request,
    page,
  }) => {
    const html = await (await request.get(paths.auth)).text();
    expect(html).toContain("Welcome Back");
    expect(html).toMatch(/<fieldset disabled=""[^>]*>[\s\S]*type="email"/);
    expect(html).toContain("AI Training Products");
    expect(html).toContain("Privacy Policy");
    const errors = consoleErrors(page);
    await page.goto(paths.auth);
    await expect(page.getByLabel(/^Email/)).toBeEnabled();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });

  test("/dashboard is served as its frame with no data, and sends a visitor without a session to sign-in", async ({
    request,
    page,
  }) => {
    const html = await (await request.get(paths.dashboard)).text();
    expect(html).toContain("Loading...");
    expect(html).toContain("AI Training Products");
    expect(html).not.toContain("Contact Forms");
    const errors = consoleErrors(page);
    await page.goto(paths.dashboard);
    await expect(page).toHaveURL(new RegExp(`${paths.auth}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });

  test("a signed-in visitor sees Dashboard instead of Login on every page, without a shift, and signs out from the header", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);

    const authRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(":9099") || request.url().includes("identitytoolkit"))
        authRequests.push(request.url());
    });
    const errors = consoleErrors(page);
    await page.goto(paths.about);
    const nav = page.getByRole("banner");
    const account = nav.getByRole("button", { name: "Dashboard" });
    await expect(account).toBeVisible();
    await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(await layoutShiftOf(page)).toBe(0);
    // The label comes from the flag: a marketing page talks to Firebase Auth only when asked to.
    expect(authRequests).toEqual([]);

    await account.click();
    await expect(account).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Open the dashboard" })).toHaveAttribute("href", paths.dashboard);
    await expectNoSeriousA11yIssues(page);
    await nav.getByRole("button", { name: "Sign Out" }).click();
    await expect(nav.getByRole("link", { name: "Login" })).toBeFocused();
    await expect(nav.getByRole("button", { name: "Dashboard" })).toHaveCount(0);
    expect(errors).toEqual([]);

    await page.goto(paths.dashboard);
    await expect(page).toHaveURL(new RegExp(`${paths.auth}$`));
  });

  test("on a phone the signed-in header menu offers Dashboard and Sign Out", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.goto(paths.home);
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", paths.dashboard);
    await mobile.getByRole("button", { name: "Sign Out" }).click();
    await expect(mobile.getByRole("link", { name: "Login" })).toBeVisible();
  });
});

test.describe("contact links", () => {
  test("Learn More on Talk to AI opens the contact form with its subject filled", async ({ page }) => {
    await page.goto(paths.talkToAi);
    await page.getByRole("link", { name: "Learn more about booking Talk to AI" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${contactAbout("Talk to AI workshop").replace(/[?+]/g, "\\$&")}$`));
    await expect(page.getByLabel(/^Subject/)).toHaveValue("Talk to AI workshop");
    await expect(page.getByLabel(/^Name/)).toHaveValue("");
  });

  test("a contact link opened directly fills the subject once the page is ready", async ({ page }) => {
    await page.goto(contactAbout("AI Innovation Certification application"));
    await expect(page.getByLabel(/^Subject/)).toBeEnabled();
    await expect(page.getByLabel(/^Subject/)).toHaveValue("AI Innovation Certification application");
  });
});
