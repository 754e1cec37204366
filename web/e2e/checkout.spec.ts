import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../app/config/paths";

// The buyer journeys, offline: the site on the Hosting emulator, the callables on the Functions emulator, and
// Checkout on the local Stripe stand-in (scripts/stripe-local/server.mjs), which the stack starts.
const standInOrigin = process.env.STRIPE_STANDIN_ORIGIN ?? "http://127.0.0.1:12111";

/** The demo admin the stack seeds (scripts/stack.mjs). */
const seed = JSON.parse(readFileSync(new URL("../../emulator-data/seed.json", import.meta.url), "utf8"));
const demoAdmin = {
  email: process.env.DEMO_ADMIN_EMAIL || (seed.admin.email as string),
  password: process.env.DEMO_ADMIN_PASSWORD || (seed.admin.password as string),
};

function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Clicks `button`, which opens Checkout in a new tab, and answers that tab once the stand-in's page loaded. */
async function openCheckout(page: Page, buttonName: string | RegExp) {
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: buttonName }).click();
  const checkout = await popup;
  await checkout.waitForLoadState();
  expect(checkout.url()).toMatch(new RegExp(`^${standInOrigin}/pay/cs_test_`));
  return checkout;
}

test.describe("checkout journeys", () => {
  test("Patent with AI in full: Enroll Now → payment options → Stripe → success", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(paths.patentWithAi);
    await page.getByRole("link", { name: "Enroll Now in Patent with AI" }).first().click();
    await expect(page).toHaveURL(paths.checkoutPatent);
    await expect(page.getByRole("heading", { level: 1, name: "Choose how you would like to pay" })).toBeVisible();

    const full = page.getByRole("article", { name: "Full Payment" });
    await expect(full.getByText("$5,150").first()).toBeVisible();
    const two = page.getByRole("article", { name: "Two Payments" });
    await expect(two.getByText("$2,575").first()).toBeVisible();

    const checkout = await openCheckout(page, "Continue with Full Payment");
    await expect(page.getByText("Secure checkout opened in a new tab")).toBeVisible();
    const summary = checkout.getByRole("table", { name: "Order summary" });
    await expect(summary.getByRole("row", { name: /Patent with AI: Full Payment .*\$5,000\.00/ })).toBeVisible();
    await expect(summary.getByRole("row", { name: /Credit card processing fee \(3%\) \$150\.00/ })).toBeVisible();
    await expect(summary.getByRole("row", { name: /Total due today \$5,150\.00/ })).toBeVisible();

    await checkout.getByRole("button", { name: "Pay $5,150.00" }).click();
    await expect(checkout).toHaveURL(`${paths.checkoutSuccess}?payment_type=full`);
    await expect(checkout.getByRole("heading", { name: "Your payment is complete" })).toBeVisible();
    await expect(checkout.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", paths.home);
    await expect(checkout.getByRole("link", { name: "Contact Us" }).last()).toHaveAttribute("href", paths.contact);
    expect(errors).toEqual([]);
  });

  test("Patent with AI in two payments: the first-installment confirmation", async ({ page }) => {
    await page.goto(paths.checkoutPatent);
    const checkout = await openCheckout(page, "Continue with Two Payments");
    await expect(checkout.getByText(/saved for the second payment of \$2,575/)).toBeVisible();
    await checkout.getByRole("button", { name: "Pay $2,575.00" }).click();
    await expect(checkout).toHaveURL(`${paths.checkoutSuccess}?payment_type=installment`);
    await expect(checkout.getByRole("heading", { name: "Your first installment is confirmed" })).toBeVisible();
  });

  test("Cancel on Stripe returns to the payment options", async ({ page }) => {
    await page.goto(paths.checkoutPatent);
    const checkout = await openCheckout(page, "Continue with Full Payment");
    await checkout.getByRole("button", { name: "Cancel" }).click();
    await expect(checkout).toHaveURL(paths.checkoutPatent);
  });

  test("Launch with AI: Enroll in the One-Day Website Launch → Stripe → success", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(paths.launchWithAi);
    await expect(page.getByText("$1,648 charged at checkout, including the $48 card processing fee.")).toBeVisible();

    const checkout = await openCheckout(page, "Enroll in One-Day Website Launch");
    const summary = checkout.getByRole("table", { name: "Order summary" });
    await expect(
      summary.getByRole("row", { name: /Launch with AI: One-Day Website Launch .*\$1,600\.00/ }),
    ).toBeVisible();
    await expect(summary.getByRole("row", { name: /Credit card processing fee \(3%\) \$48\.00/ })).toBeVisible();

    await checkout.getByRole("button", { name: "Pay $1,648.00" }).click();
    await expect(checkout).toHaveURL(`${paths.checkoutSuccess}?payment_type=full`);
    await expect(checkout.getByRole("heading", { name: "Your payment is complete" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("an admin sees the first installment and charges installment 2 of 2", async ({ page }) => {
    test.setTimeout(120_000); // a Stripe hand-off, a sign-in and two dashboard loads on a busy emulator
    const buyer = `installment-${Date.now()}@example.test`;
    await page.goto(paths.checkoutPatent);
    const checkout = await openCheckout(page, "Continue with Two Payments");
    await checkout.getByLabel("Email").fill(buyer);
    await checkout.getByRole("button", { name: "Pay $2,575.00" }).click();
    await expect(checkout.getByRole("heading", { name: "Your first installment is confirmed" })).toBeVisible();

    await page.goto(paths.auth);
    await page.getByLabel(/^Email/).fill(demoAdmin.email);
    await page.getByLabel(/^Password/).fill(demoAdmin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.dashboard}$`));
    await page.getByRole("tab", { name: /Payments/ }).click();
    await page.getByLabel("Search payments").fill(buyer);
    const first = page.getByRole("row").filter({ hasText: buyer }).filter({ hasText: "1 of 2" });
    await expect(first).toBeVisible();

    await first.getByRole("button", { name: `Charge installment 2 of 2 for ${buyer}` }).click();
    const dialog = page.getByRole("dialog", { name: "Charge installment 2 of 2?" });
    await expect(dialog).toContainText("$2,575");
    await dialog.getByRole("button", { name: "Charge $2,575" }).click();
    await expect(page.getByText("Installment 2 of 2 charged")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: buyer }).filter({ hasText: "2 of 2" })).toBeVisible();
    await expect(page.getByRole("button", { name: `Charge installment 2 of 2 for ${buyer}` })).toHaveCount(0);
  });
});
