import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { paths } from "../app/config/paths";
import { expectNoSeriousA11yIssues } from "./a11y";
import { REGION } from "@domain";
import { coachApplication, contactMessage } from "@fixtures";

// The staff journey on the production build with the seeded demo admin (emulator-data/seed.json): a message and an
// application sent through the real callables, then reviewed, annotated, filtered, exported and deleted; an account
// without admin access sees a plain statement and no data.
const functionsOrigin = process.env.FUNCTIONS_ORIGIN ?? "http://127.0.0.1:5001";
const projectId = process.env.GCLOUD_PROJECT ?? "demo-idaho-ai-coaches";
const ADMIN = { email: "admin@idahoaicoaches.test", password: "coach-admin-2025" };
const PASSWORD = "e2e-member-pw-1";

/** "admin@idahoaicoaches.test · Nov 23, 2026, 5:42 PM": who made a change and when (en-US). */
const BYLINE = /admin@idahoaicoaches\.test · [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/;

/** Calls a public callable as the site does (the callable protocol: `{ data }` in, `{ result }` out). */
async function callPublic(name: string, data: unknown) {
  const response = await fetch(`${functionsOrigin}/${projectId}/${REGION}/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(paths.auth);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.dashboard}$`));
  await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();
}

/** Waits for the first listing (the Functions emulator may be starting a worker while other tests keep it busy). */
async function contactTabReady(page: Page) {
  await expect(page.getByRole("tab", { name: /^Contact Forms \(\d+\)/ })).toHaveAttribute("aria-selected", "true", {
    timeout: 30_000,
  });
  await expect(page.getByText(/^Showing \d+–\d+ of \d+/)).toBeVisible({ timeout: 30_000 });
}

/** The row of the newest page that holds `text` (what the test sent is the newest, so it is on the first page). */
function rowWith(page: Page, text: string) {
  return page.getByRole("row").filter({ hasText: text });
}

/** Picks `option` in the Mantine select named `name` inside `scope`. */
async function choose(page: Page, scope: Page | Locator, name: string, option: string) {
  await scope.getByRole("combobox", { name }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a visitor without a session is sent from /dashboard to /auth", async ({ page }) => {
  await page.goto(paths.dashboard);
  await expect(page).toHaveURL(new RegExp(`${paths.auth}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test("the demo admin marks a message Replied, adds a note, sees both after a reload, filters, exports and deletes it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const subject = `Playwright check ${randomUUID().slice(0, 8)}`;
  const message = 'Hello <img src="x" onerror="window.__injected = true"> from the browser test.';
  const note = `Called back about ${subject}.`;
  await callPublic(
    "submitContact",
    contactMessage({ name: "Playwright Visitor", email: "visitor@example.test", subject, message }),
  );

  await signIn(page, ADMIN.email, ADMIN.password);
  await contactTabReady(page);
  const row = rowWith(page, subject);
  await expect(row.getByRole("cell").nth(1)).toHaveText("New");
  await expectNoSeriousA11yIssues(page);

  await row.getByRole("button", { name: "View Message from Playwright Visitor" }).click();
  const drawer = page.getByRole("dialog", { name: "Message from Playwright Visitor" });
  await expect(drawer.getByText(message, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect(drawer.getByRole("combobox", { name: "Status" })).toHaveValue("New");
  await choose(page, drawer, "Status", "Replied");
  const history = drawer.getByRole("list", { name: "History" });
  await expect(history.getByRole("listitem").first()).toContainText("Status: New → Replied");
  await expect(history.getByRole("listitem").first()).toContainText(BYLINE);
  await drawer.getByRole("textbox", { name: "Add a note" }).fill(note);
  await drawer.getByRole("button", { name: "Add note" }).click();
  await expect(drawer.getByRole("list", { name: "Notes" }).getByRole("listitem")).toHaveCount(1);
  await expect(drawer.getByRole("list", { name: "Notes" })).toContainText(note);
  await expectNoSeriousA11yIssues(page);

  // Both were stored: a reload shows them with who and when.
  await page.reload();
  await contactTabReady(page);
  await expect(row.getByRole("cell").nth(1)).toHaveText("Replied");
  await row.getByRole("button", { name: "View Message from Playwright Visitor" }).click();
  const notes = drawer.getByRole("list", { name: "Notes" });
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes.getByRole("listitem").first()).toContainText(note);
  await expect(notes.getByRole("listitem").first()).toContainText(BYLINE);
  await expect(history.getByRole("listitem").first()).toContainText("Status: New → Replied");
  await expect(history.getByRole("listitem").first()).toContainText(BYLINE);
  await expect(drawer.getByRole("combobox", { name: "Status" })).toHaveValue("Replied");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // The Status filter shows only that status.
  await choose(page, page, "Status", "Replied");
  const summary = page.getByText(/^Showing 1–\d+ of \d+ with status Replied, newest first$/);
  await expect(summary).toBeVisible();
  const statuses = await page.getByRole("table").getByRole("row").locator("td:nth-child(2)").allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(["Replied"]));
  await expect(row).toHaveCount(1);

  // The export holds every row the filter shows, with status and notes count.
  const total = Number(/of (\d+)/.exec((await summary.textContent()) ?? "")?.[1]);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /Export CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "\uFEFFcreated_at,name,email,subject,message,id,status,notes_count,updated_at,messages_count,last_reply_at,source_channel,source_utm_source,source_utm_medium,source_utm_campaign,source_utm_term,source_utm_content,source_referrer,source_landing_page,source_form_page",
  );
  expect(lines).toHaveLength(total + 1);
  expect(lines.find((line) => line.includes(subject))).toMatch(
    /,replied,1,\d{4}-\d{2}-\d{2}T[^,]+,0,,(Direct|Organic search|Paid search|Social|Email|Referral|Campaign),/,
  );

  // Delete: a confirmation first, then the message is gone from the list.
  await choose(page, page, "Status", "All");
  await expect(page.getByText(/^Showing 1–\d+ of \d+, newest first$/)).toBeVisible();
  await row.getByRole("button", { name: "View Message from Playwright Visitor" }).click();
  await drawer.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this message?" });
  await expect(confirm).toContainText("Delete permanently? This cannot be undone.");
  await expectNoSeriousA11yIssues(page);
  await confirm.getByRole("button", { name: "Delete permanently" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText("Deleted", { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.reload();
  await contactTabReady(page);
  // The list is back (the newest page has rows; the seed's may be further down after other tests' submissions).
  await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("the demo admin writes to a lead with a template, the lead's reply comes back marked New reply, opening clears it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `conversation-${randomUUID().slice(0, 8)}@example.test`;
  await callPublic(
    "submitContact",
    contactMessage({ name: "Quinn Conversation", email, subject: "Coaching question", message: "Hello there" }),
  );
  await signIn(page, ADMIN.email, ADMIN.password);
  await contactTabReady(page);
  const row = rowWith(page, email);
  const open = async () => {
    await row.getByRole("button", { name: "View Message from Quinn Conversation" }).click();
    return page.getByRole("dialog", { name: "Message from Quinn Conversation" });
  };
  let drawer = await open();
  const conversation = drawer.getByRole("region", { name: "Conversation" });
  await expect(conversation.getByText("No mails yet.")).toBeVisible({ timeout: 30_000 });
  await choose(page, conversation, "Template", "First reply");
  await expect(conversation.getByRole("textbox", { name: "Subject" })).toHaveValue(
    "Thanks for reaching out, {first name}",
  );
  await conversation.getByRole("button", { name: "Send" }).click();
  await expect(conversation.getByText("Thanks for reaching out, Quinn", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // The lead answers from its mailbox (maildev holds the mail; the reply goes through the inbound stand-in).
  await expect(async () => {
    const reply = spawnSync("node", ["scripts/mail-reply.mjs", email, "Thursday works for me."], { encoding: "utf8" });
    expect(reply.status, `${reply.stdout}${reply.stderr}`).toBe(0);
  }).toPass({ timeout: 60_000 });
  await expect(async () => {
    await page.reload();
    await contactTabReady(page);
    await expect(row.getByRole("cell").nth(1)).toHaveText("New reply · New", { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  drawer = await open();
  await expect(drawer.getByText("Thursday works for me.", { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press("Escape");
  await expect(row.getByRole("cell").nth(1)).toHaveText("New", { timeout: 30_000 });
});

test("the demo admin moves an application from New to Screening to Interview and sees its history", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lastName = `Tester${randomUUID().slice(0, 8)}`;
  await callPublic(
    "submitCoachApplication",
    coachApplication({ firstName: "Playwright", lastName, email: `${lastName.toLowerCase()}@example.test` }),
  );
  await signIn(page, ADMIN.email, ADMIN.password);
  await contactTabReady(page);
  await page.getByRole("tab", { name: /^AI Coach Applications \(\d+\)/ }).click();
  await expect(page.getByText(/^Showing 1–\d+ of \d+, newest first$/)).toBeVisible();
  await page.getByRole("button", { name: `View Application from Playwright ${lastName}` }).click();
  const drawer = page.getByRole("dialog", { name: `Application from Playwright ${lastName}` });
  await expect(drawer.getByRole("combobox", { name: "Status" })).toHaveValue("New");
  await choose(page, drawer, "Status", "Screening");
  const changes = drawer.getByRole("list", { name: "History" }).getByRole("listitem");
  await expect(changes.first()).toContainText("Status: New → Screening");
  await choose(page, drawer, "Status", "Interview");
  await expect(changes.first()).toContainText("Status: Screening → Interview");
  await expect(changes).toHaveCount(3);
  await expect(changes.nth(1)).toContainText("Status: New → Screening");
  await expect(changes.nth(0)).toContainText(BYLINE);
  await expect(changes.nth(2)).toContainText("Received");
  await page.keyboard.press("Escape");
  await expect(rowWith(page, lastName).getByRole("cell").nth(1)).toHaveText("Interview");
});

test("an account without admin access is told to ask the administrator, with no command and no rows", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `e2e-member-${randomUUID()}@example.test`;
  await page.goto(paths.auth);
  await page.getByRole("button", { name: "Create one" }).click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
  await signIn(page, email, PASSWORD);
  const statement = page.getByRole("alert").filter({ hasText: "No admin access" });
  await expect(statement).toContainText("ask an owner of the team");
  await expect(statement).not.toContainText(/npm|admin:grant|command/);
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.auth}$`));
});
