import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { BOOKING_CANCELLED_MESSAGE, WEEKDAYS } from "@domain";
import { paths } from "../app/config/paths";
import { expectNoSeriousA11yIssues } from "./a11y";

// The booking journey of issue 24 on the production build with the real callables: the demo admin (seeded, see
// emulator-data/seed.json) opts in and sets weekly hours; a visitor in Los Angeles follows "Book a Demo" from the home
// page, picks a time, books and sees the confirmation; the admin finds it in the Bookings tab; the confirmation's
// reschedule link moves it, the cancel link cancels it, and the reschedule link then refuses. At 390 and 1280 px,
// axe clean at each step.
const ADMIN = { email: "admin@idahoaicoaches.test", password: "coach-admin-2025" };
/** Where to keep screenshots of each step for a person to look at (not checked): set SCREENSHOTS_DIR. */
const shots = process.env.SCREENSHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}
const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

async function signIn(page: Page) {
  await page.goto(paths.auth);
  await page.getByLabel(/^Email/).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.dashboard}$`));
}

/** The demo admin takes demos, every day 8:00–18:00 Boise time (idempotent: a day with hours keeps them). */
async function setWeeklyHours(page: Page) {
  await page.getByRole("tab", { name: "Availability" }).click();
  // A hang guard, not a speed check: the dashboard's first load starts one emulator worker per callable in flight, and
  // under the whole suite on two cores the availability callable's cold start has taken over 30 s.
  await expect(page.getByRole("heading", { name: "Weekly hours" })).toBeVisible({ timeout: 90_000 });
  const takeBookings = page.getByRole("switch", { name: /Take bookings/ });
  if (!(await takeBookings.isChecked())) await takeBookings.check({ force: true });
  const demo = page.getByRole("checkbox", { name: /^Demo/ });
  if (!(await demo.isChecked())) await demo.check();
  expect(WEEKDAYS).toHaveLength(WEEKDAY_NAMES.length);
  for (const day of WEEKDAY_NAMES) {
    if ((await page.getByLabel(`${day} range 1 from`).count()) === 0) {
      await page.getByRole("button", { name: `Add hours on ${day}` }).click();
      await page.getByLabel(`${day} range 1 from`).fill("08:00");
      await page.getByLabel(`${day} range 1 to`).fill("18:00");
    }
  }
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByText("Availability saved")).toBeVisible({ timeout: 20_000 });
  // The toast fades in: axe would read its text mid-transition, at a fraction of its colour.
  await page.waitForFunction(() =>
    [...document.querySelectorAll(".mantine-Notification-root")].every((toast) => {
      for (let node: Element | null = toast; node; node = node.parentElement) {
        if (getComputedStyle(node).opacity !== "1") return false;
      }
      return true;
    }),
  );
  await expectNoSeriousA11yIssues(page);
  await shoot(page, `availability-${page.viewportSize()?.width}`);
}

/** Picks a free day (the `dayIndex`th from the end, so two widths running at once rarely want the same) and a time. */
async function pickTime(page: Page, dayIndex: number, timeIndex: number) {
  await expect(page.getByText("Loading free times…")).toHaveCount(0, { timeout: 30_000 });
  const days = page.getByRole("button", { name: /, \d+ free times$/ });
  await expect(days.first()).toBeVisible({ timeout: 20_000 });
  const count = await days.count();
  await days.nth(Math.max(0, count - 1 - dayIndex)).click();
  const times = page.getByRole("group", { name: /^Free times on / }).getByRole("button");
  await expect(times.first()).toBeVisible();
  const time = times.nth(Math.min(timeIndex, (await times.count()) - 1));
  const label = (await time.textContent()) ?? "";
  await time.click();
  return label;
}

async function visitorPage(browser: Browser, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    timezoneId: "America/Los_Angeles",
  });
  return context.newPage();
}

for (const width of [390, 1280]) {
  test(`at ${width} px: the admin sets hours, a visitor books a demo from the home page, reschedules and cancels`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await signIn(page);
    await setWeeklyHours(page);

    // The visitor: "Book a Demo" on the home page leads to /contact with the scheduler first.
    const visitor = await visitorPage(browser, width);
    const errors: string[] = [];
    visitor.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    visitor.on("pageerror", (error) => errors.push(error.message));
    await visitor.goto(paths.home);
    await visitor.getByRole("link", { name: "Book a Demo" }).first().click();
    await expect(visitor).toHaveURL(/\/contact\?subject=Book\+a\+Demo$/);
    await expect(visitor.getByRole("heading", { name: "Book a demo" })).toBeVisible({ timeout: 20_000 });
    await expect(visitor.getByText("Times are shown in Pacific Time.")).toBeVisible();
    const picked = await pickTime(visitor, width < 600 ? 0 : 1, width < 600 ? 3 : 5);
    await expect(visitor.getByText(new RegExp(`${picked} Pacific Time`))).toBeVisible();
    const name = `Visitor ${randomUUID().slice(0, 8)}`;
    // The booking's form: the message form stays on the page (hidden) with its own Name and Email.
    const details = visitor.locator("form").filter({ has: visitor.getByRole("button", { name: "Book Meeting" }) });
    await details.getByLabel(/^Name/).fill(name);
    await details.getByLabel(/^Email/).fill(`${name.replace(" ", ".").toLowerCase()}@example.com`);
    await details.getByLabel(/^Organization \*?$/).fill("Rexburg School District");
    await details.getByLabel(/^Organization type/).selectOption("school");
    await details.getByLabel("What would you like to cover?").fill("AI training for our teachers");
    await expectNoSeriousA11yIssues(visitor);
    await visitor.getByRole("button", { name: "Book Meeting" }).click();
    await expect(visitor.getByRole("heading", { name: "You're booked" })).toBeVisible({ timeout: 30_000 });
    await expect(visitor.getByText(new RegExp(`Demo · .*${picked} Pacific Time`))).toBeVisible();
    await expectNoSeriousA11yIssues(visitor);
    await shoot(visitor, `confirmation-${width}`);
    const reschedule = (await visitor.getByRole("link", { name: "Reschedule" }).getAttribute("href"))!;
    const cancel = (await visitor.getByRole("link", { name: "cancel this meeting" }).getAttribute("href"))!;
    expect(reschedule).toMatch(/\/booking\/reschedule#[A-Za-z0-9_-]{43}$/);
    expect(cancel).toMatch(/\/booking\/cancel#[A-Za-z0-9_-]{43}$/);
    const download = visitor.waitForEvent("download");
    await visitor.getByRole("button", { name: "Add to calendar" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);

    // The admin sees it in the Bookings tab's agenda.
    await page.reload();
    await page.getByRole("tab", { name: /^Bookings/ }).click();
    await expect(page.getByText(new RegExp(name))).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yIssues(page);
    await shoot(page, `bookings-agenda-${width}`);
    await page.getByRole("button", { name: "All bookings" }).click();
    await expect(page.getByText(name).first()).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yIssues(page);
    await shoot(page, `bookings-all-${width}`);

    // The reschedule link moves it.
    await visitor.goto(reschedule);
    await expect(visitor.getByText(/^Your demo:/)).toBeVisible({ timeout: 30_000 });
    const moved = await pickTime(visitor, width < 600 ? 1 : 0, 1);
    await visitor.getByRole("button", { name: "Move my meeting" }).click();
    await expect(visitor.getByRole("heading", { name: "Your meeting was moved" })).toBeVisible({ timeout: 30_000 });
    await expect(visitor.getByText(new RegExp(`${moved} Pacific Time`))).toBeVisible();
    await expectNoSeriousA11yIssues(visitor);

    // The cancel link cancels it.
    await visitor.goto(cancel);
    await visitor.getByLabel("Reason (optional)").fill("Our board meeting moved");
    await expectNoSeriousA11yIssues(visitor);
    await visitor.getByRole("button", { name: "Yes, cancel my meeting" }).click();
    await expect(visitor.getByRole("heading", { name: "Your meeting is cancelled" })).toBeVisible({ timeout: 30_000 });

    // The reschedule link now refuses, with the server's message.
    await visitor.goto(reschedule);
    await expect(visitor.getByRole("alert")).toContainText(BOOKING_CANCELLED_MESSAGE, { timeout: 30_000 });
    await expectNoSeriousA11yIssues(visitor);
    expect(errors).toEqual([]);
    await visitor.context().close();
  });
}
