import { randomUUID } from "node:crypto";
import { REGION } from "@domain";
import { contactMessage } from "@fixtures";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { paths } from "../app/config/paths";
import { expectNoSeriousA11yIssues } from "./a11y";

// Issue 44, keyboard only: the demo owner creates a two-line invoice from a lead's drawer and sends it; the buyer pays
// it on the stand-in's hosted invoice page; the Payments tab shows it paid with the lead's source; the owner refunds
// part of it. Every step by Tab, Enter and typing, with axe at each screen.
const functionsOrigin = process.env.FUNCTIONS_ORIGIN ?? "http://127.0.0.1:5001";
const projectId = process.env.GCLOUD_PROJECT ?? "demo-idaho-ai-coaches";
const ADMIN = { email: "admin@idahoaicoaches.test", password: "coach-admin-2025" };

async function callPublic(name: string, data: unknown) {
  const response = await fetch(`${functionsOrigin}/${projectId}/${REGION}/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Presses Tab until `target` has the focus (at most `max` presses), as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, max = 120) {
  await expect(target).toBeVisible({ timeout: 30_000 });
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Signs in as the demo owner by keyboard and waits for the first listing. */
async function signIn(page: Page) {
  await page.goto(paths.auth);
  await tabTo(page, page.getByLabel(/^Email/));
  await page.keyboard.type(ADMIN.email);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${paths.dashboard}$`));
  // The first listing waits for the Functions emulator's workers, slow to start on a busy machine: reloaded until
  // it shows (what a person would do), a few minutes at most.
  const listing = page.getByText(/^Showing \d+–\d+ of \d+/);
  let tries = 0;
  await expect(async () => {
    if ((tries += 1) > 1) await page.reload();
    await expect(listing).toBeVisible({ timeout: 60_000 });
  }).toPass({ timeout: 300_000, intervals: [1_000] });
}

/** Opens the drawer of the contact message from `name` (sent by `email`) by keyboard; answers its Invoices region. */
async function openLead(page: Page, name: string, email: string) {
  const row = page.getByRole("row").filter({ hasText: email });
  await tabTo(page, row.getByRole("button", { name: `View Message from ${name}` }), 200);
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: `Message from ${name}` });
  const invoices = drawer.getByRole("region", { name: "Invoices" });
  await expect(invoices.getByText("No quotes or invoices yet.")).toBeVisible({ timeout: 30_000 });
  return { drawer, invoices };
}

/** Fills the invoice (or quote) dialog by keyboard: the organisation, a PO, two lines ($3,999.50 in all). */
async function fillTwoLines(page: Page, dialog: Locator) {
  await tabTo(page, dialog.getByLabel(/^Organisation/));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Riley County Schools");
  await tabTo(page, dialog.getByLabel(/^Purchase-order number/));
  await page.keyboard.type("PO-5521");
  await tabTo(page, dialog.getByLabel("Line 1 description"));
  await page.keyboard.type("Competition licence");
  await tabTo(page, dialog.getByLabel("Line 1 quantity"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("2");
  await tabTo(page, dialog.getByLabel("Line 1 unit price (USD)"));
  await page.keyboard.type("1500");
  await tabTo(page, dialog.getByRole("button", { name: "Add line" }));
  await page.keyboard.press("Enter");
  await tabTo(page, dialog.getByLabel("Line 2 description"));
  await page.keyboard.type("Team training day");
  await tabTo(page, dialog.getByLabel("Line 2 unit price (USD)"));
  await page.keyboard.type("999.50");
}

test("keyboard only: an invoice from a lead is sent, paid on the hosted page, shown paid, and part-refunded", async ({
  page,
  context,
}) => {
  test.setTimeout(480_000);
  const email = `invoice-${randomUUID().slice(0, 8)}@district.example.test`;
  await callPublic(
    "submitContact",
    contactMessage({ name: "Riley Partnership", email, subject: "Partnership call", message: "Schools partnership" }),
  );
  await signIn(page);
  const { drawer, invoices } = await openLead(page, "Riley Partnership", email);
  await tabTo(page, invoices.getByRole("button", { name: "Create invoice" }));
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Create invoice" });
  await expect(dialog.getByLabel(/^Billing e-mail/)).toHaveValue(email);
  await fillTwoLines(page, dialog);
  await expectNoSeriousA11yIssues(page);
  await tabTo(page, dialog.getByRole("button", { name: "Create draft" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  // The server's total on the draft, then Send.
  await expect(invoices.getByText("Draft invoice · $3,999.50")).toBeVisible({ timeout: 30_000 });
  await tabTo(page, invoices.getByRole("button", { name: "Send the draft for Riley County Schools ($3,999.50)" }));
  await page.keyboard.press("Enter");
  await expect(invoices.getByText(/^Invoice LOCAL-\d{4} · \$3,999\.50$/)).toBeVisible({ timeout: 30_000 });
  await expect(invoices.getByText("Open", { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The buyer's hosted invoice page (opened here from the drawer's link; the same link the buyer's mail holds).
  const pageLink = invoices.getByRole("link", { name: /^Invoice page of invoice LOCAL-\d{4}$/ });
  const popup = context.waitForEvent("page");
  await tabTo(page, pageLink);
  await page.keyboard.press("Enter");
  const hosted = await popup;
  await hosted.waitForLoadState();
  await expect(hosted.getByRole("heading", { name: /^Invoice LOCAL-\d{4}$/ })).toBeVisible();
  await expectNoSeriousA11yIssues(hosted);
  await tabTo(hosted, hosted.getByRole("button", { name: "Pay $3,999.50" }));
  await hosted.keyboard.press("Enter");
  await expect(hosted.getByText(/^Paid on /)).toBeVisible({ timeout: 30_000 });
  await hosted.close();

  // The drawer's history shows each step; the Payments tab shows it paid with the lead's source.
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  // The tabs are one Tab stop (the selected one); the arrow keys move to, and open, another.
  await tabTo(page, page.getByRole("tab", { selected: true }), 200);
  const payments = page.getByRole("tab", { name: /^Payments/ });
  for (let presses = 0; presses < 10; presses += 1) {
    if (await payments.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("ArrowRight");
  }
  await expect(payments).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("region", { name: "Invoices" });
  const invoiceRow = panel.getByRole("row").filter({ hasText: "Riley County Schools" });
  await expect(invoiceRow.getByText("Paid", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(invoiceRow.getByText("By card")).toBeVisible();
  await expect(invoiceRow.getByRole("cell", { name: /\$3,999\.50/ })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await tabTo(page, invoiceRow.getByRole("button", { name: /^Refund invoice LOCAL-\d{4}$/ }), 200);
  await page.keyboard.press("Enter");
  const refund = page.getByRole("dialog", { name: /^Refund invoice LOCAL-\d{4}$/ });
  await expect(refund.getByText("No event date on this record", { exact: false })).toBeVisible();
  await tabTo(page, refund.getByLabel(/^Amount \(USD\)/));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("999.50");
  await expectNoSeriousA11yIssues(page);
  await tabTo(page, refund.getByRole("button", { name: "Refund and mail the buyer" }));
  await page.keyboard.press("Enter");
  await expect(refund).toBeHidden({ timeout: 30_000 });
  await expect(invoiceRow.getByText("Refunded $999.50")).toBeVisible({ timeout: 30_000 });
});

const inboxOrigin = process.env.MAIL_INBOX_ORIGIN ?? "http://127.0.0.1:1080";

/** The text of the newest mail to `address` whose subject starts with `subject`, once maildev has it. */
async function mailText(address: string, subject: string): Promise<string> {
  let text = "";
  await expect(async () => {
    const mails = (await (await fetch(`${inboxOrigin}/email`)).json()) as {
      subject: string;
      text: string;
      to: { address: string }[];
    }[];
    const mail = mails.find((item) => item.subject.startsWith(subject) && item.to.some((to) => to.address === address));
    expect(mail, `a mail "${subject}…" to ${address}`).toBeDefined();
    text = mail!.text;
  }).toPass({ timeout: 60_000, intervals: [500] });
  return text;
}

test("keyboard only: a quote from a lead is sent, the buyer's acceptance recorded, and it becomes the invoice", async ({
  page,
}) => {
  test.setTimeout(480_000);
  const email = `quote-${randomUUID().slice(0, 8)}@district.example.test`;
  await callPublic(
    "submitContact",
    contactMessage({ name: "Quinn Partnership", email, subject: "Partnership call", message: "A quote, please" }),
  );
  await signIn(page);
  const { invoices } = await openLead(page, "Quinn Partnership", email);
  await tabTo(page, invoices.getByRole("button", { name: "Create quote" }));
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Create quote" });
  await expect(dialog.getByLabel(/^Billing e-mail/)).toHaveValue(email);
  await expect(dialog.getByLabel("Valid for (days)")).toHaveValue("30");
  await fillTwoLines(page, dialog);
  await expectNoSeriousA11yIssues(page);
  await tabTo(page, dialog.getByRole("button", { name: "Create draft quote" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  // The server's total on the draft quote, then Send quote: Stripe finalizes it and the buyer is mailed it.
  const quotes = invoices.getByRole("list", { name: "Quotes" });
  await expect(quotes.getByText("Draft quote · $3,999.50")).toBeVisible({ timeout: 30_000 });
  await tabTo(page, quotes.getByRole("button", { name: "Send quote: draft for Riley County Schools ($3,999.50)" }));
  await page.keyboard.press("Enter");
  const sent = quotes.getByText(/^Quote QT-LOCAL-\d{4} · \$3,999\.50$/);
  await expect(sent).toBeVisible({ timeout: 30_000 });
  await expect(quotes.getByText("Sent", { exact: true })).toBeVisible();
  const number = /QT-LOCAL-\d{4}/.exec((await sent.textContent()) ?? "")?.[0] ?? "";
  const mail = await mailText(email, `Quote ${number}`);
  expect(mail).toContain("Competition licence (2 × $1,500)");
  expect(mail).toContain("To accept it, reply to this e-mail");
  await expectNoSeriousA11yIssues(page);

  // The buyer replied yes: record it. Stripe accepts the quote and makes its invoice, listed as a draft to send.
  await tabTo(page, quotes.getByRole("button", { name: `Buyer accepted quote ${number}` }));
  await page.keyboard.press("Enter");
  const accept = page.getByRole("dialog", { name: `Did the buyer accept the quote ${number}?` });
  await expectNoSeriousA11yIssues(page);
  await tabTo(page, accept.getByRole("button", { name: "Record acceptance" }));
  await page.keyboard.press("Enter");
  await expect(accept).toBeHidden({ timeout: 30_000 });
  await expect(quotes.getByText("Accepted", { exact: true })).toBeVisible({ timeout: 30_000 });
  const invoiceList = invoices.getByRole("list", { name: "Invoices" });
  await expect(invoiceList.getByText(`Draft invoice · $3,999.50 (from quote ${number})`)).toBeVisible();

  // Sending that invoice finalizes the invoice Stripe made from the quote; the buyer is mailed its hosted page.
  await tabTo(page, invoiceList.getByRole("button", { name: "Send the draft for Riley County Schools ($3,999.50)" }));
  await page.keyboard.press("Enter");
  const invoiceTitle = invoiceList.getByText(
    new RegExp(`^Invoice LOCAL-\\d{4} · \\$3,999\\.50 \\(from quote ${number}\\)$`),
  );
  await expect(invoiceTitle).toBeVisible({ timeout: 30_000 });
  const invoiceNumber = /LOCAL-\d{4}/.exec((await invoiceTitle.textContent()) ?? "")?.[0] ?? "";
  expect(await mailText(email, `Invoice ${invoiceNumber}`)).toMatch(/\/invoice\/in_\w+/);
  await expectNoSeriousA11yIssues(page);
});
