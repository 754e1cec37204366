import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../app/config/paths";
import { expectNoSeriousA11yIssues } from "./a11y";

// The admin journey on the production build: sign up, get the claim with `npm run admin:grant`, review a message
// sent in the same test, export it; an account without the claim sees no data.
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PASSWORD = "e2e-admin-pw-1";

function uniqueEmail(role: string) {
  return `e2e-${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

async function signUp(page: Page, email: string) {
  await page.goto(paths.auth);
  await page.getByRole("button", { name: "Create one" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create Account" })).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveValue("");
}

async function signIn(page: Page, email: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.dashboard}$`));
  await expect(page.getByText("You have successfully logged in.")).toBeVisible();
  await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();
}

async function sendContactMessage(page: Page, subject: string, message: string) {
  await page.goto(paths.contact);
  await page.getByLabel(/^Name/).fill("Playwright Visitor");
  await page.getByLabel(/^Email/).fill("visitor@example.test");
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByLabel(/^Message/).fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent!")).toBeVisible();
}

test("a visitor without a session is sent from /dashboard to /auth", async ({ page }) => {
  await page.goto(paths.dashboard);
  await expect(page).toHaveURL(new RegExp(`${paths.auth}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test("a new account granted the admin claim reviews and exports a message sent in the same test", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("admin");
  const subject = `Playwright check ${Date.now()}`;
  const message = 'Hello <img src="x" onerror="window.__injected = true"> from the browser test.';

  await sendContactMessage(page, subject, message);
  await signUp(page, email);
  execFileSync("npm", ["run", "--silent", "admin:grant", "--", email], { cwd: ROOT, stdio: "pipe" });
  await signIn(page, email);

  // An existing session skips the form.
  await page.goto(paths.auth);
  await expect(page).toHaveURL(new RegExp(`${paths.dashboard}$`));

  // The first listing may wait for the Functions emulator to start a worker while other tests keep it busy.
  await expect(page.getByRole("tab", { name: /^Contact Forms \(\d+\)$/ })).toHaveAttribute("aria-selected", "true", {
    timeout: 30_000,
  });
  await expect(page.getByRole("tab", { name: /^AI Coach Applications \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Payments \(\d+\)$/ })).toBeVisible();
  await page.getByLabel("Search contact messages").fill(subject);
  // The server's answer to the search, not the earlier listing dimmed while it loads.
  await expect(page.getByText(/^Showing 1–1 of 1 matching/)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expectNoSeriousA11yIssues(page);

  await row.getByRole("button", { name: "View Message from Playwright Visitor" }).click();
  const drawer = page.getByRole("dialog", { name: "Message from Playwright Visitor" });
  await expect(drawer.getByText(message, { exact: true })).toBeVisible();
  await expect(drawer.getByText("visitor@example.test")).toBeVisible();
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /Export CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFFcreated_at,name,email,subject,message,id\r\n")).toBe(true);
  expect(csv).toContain(`${subject},"${message.replaceAll('"', '""')}"`);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.auth}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
});

test("an account without the admin claim sees the no-access statement and no rows", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("member");
  await signUp(page, email);
  await signIn(page, email);
  await expect(page.getByText("No admin access")).toBeVisible();
  await expect(page.getByText(`npm run admin:grant -- ${email}`)).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.auth}$`));
});
