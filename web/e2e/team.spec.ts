import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { paths } from "../app/config/paths";
import { expectNoSeriousA11yIssues } from "./a11y";

// Issue 34 in the browser, on the production build: the demo owner invites an address as Host from the Team tab
// (1280 wide); the invitee follows the mailed link on a phone (390 wide), creates the account, verifies it and lands
// in the dashboard with only Bookings and Availability. Both screens axe-clean.
const OWNER = { email: "admin@idahoaicoaches.test", password: "coach-admin-2025" };
const inboxOrigin = process.env.MAIL_INBOX_ORIGIN ?? "http://127.0.0.1:1080";
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
const projectId = process.env.GCLOUD_PROJECT ?? "demo-idaho-ai-coaches";

async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function pageAt(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  return context.newPage();
}

async function signInAsOwner(page: Page) {
  await page.goto(paths.auth);
  await page.getByLabel(/^Email/).fill(OWNER.email);
  await page.getByLabel(/^Password/).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.dashboard}$`));
}

test("the owner invites a Host; the Host accepts on a phone and sees only Bookings and Availability", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const invitee = `e2e-host-${randomUUID().slice(0, 8)}@example.test`;

  // The owner's Team tab, 1280 wide.
  const owner = await pageAt(browser, 1280);
  await signInAsOwner(owner);
  await owner.getByRole("tab", { name: "Team" }).click({ timeout: 30_000 });
  // The first load of a callable starts its worker in the Functions emulator (slow on a busy machine).
  await expect(owner.getByRole("heading", { name: "Members" })).toBeVisible({ timeout: 90_000 });
  const section = (heading: string) => owner.getByRole("region", { name: heading });
  await expect(section("Members").getByRole("cell", { name: OWNER.email })).toBeVisible();
  await owner.getByRole("textbox", { name: "Email" }).fill(invitee);
  await owner.getByRole("combobox", { name: "Role", exact: true }).click();
  await owner.getByRole("option", { name: "Host", exact: true }).click();
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByText(`Invitation sent to ${invitee}`)).toBeVisible({ timeout: 30_000 });
  await expect(section("Pending invitations").getByRole("row").filter({ hasText: invitee })).toContainText("Host");
  await expectNoSeriousA11yIssues(owner);

  // The mail, and its link.
  const link = await eventually(async () => {
    const mails = (await (await fetch(`${inboxOrigin}/email`)).json()) as { id: string; to: { address: string }[] }[];
    const mail = mails.find((entry) => entry.to.some((to) => to.address === invitee));
    if (!mail) return undefined;
    const { text } = (await (await fetch(`${inboxOrigin}/email/${mail.id}`)).json()) as { text: string };
    return /https?:\/\/\S+\/join#token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  }, `the invitation to ${invitee}`);

  // The invitee, 390 wide: account, verification, the dashboard.
  const phone = await pageAt(browser, 390);
  await phone.goto(`${paths.join}${new URL(link).hash}`);
  await expect(phone.getByRole("heading", { level: 1, name: "Join the team" })).toBeVisible();
  await phone.getByRole("textbox", { name: "Email" }).fill(invitee);
  await phone.getByLabel(/^Password/).fill("e2e-host-pw-1");
  await expectNoSeriousA11yIssues(phone);
  await phone.getByRole("button", { name: "Create account" }).click();
  await expect(phone.getByText("We sent a verification link to")).toBeVisible({ timeout: 30_000 });

  const oobLink = await eventually(async () => {
    const codes = (await (await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`)).json()) as {
      oobCodes: { email: string; requestType: string; oobLink: string }[];
    };
    return codes.oobCodes.find((code) => code.email === invitee && code.requestType === "VERIFY_EMAIL")?.oobLink;
  }, "the verification link");
  expect((await fetch(oobLink)).ok).toBe(true);

  await phone.getByRole("button", { name: "I have verified my address" }).click();
  await phone.getByRole("button", { name: "Join the team" }).click();
  await expect(phone).toHaveURL(new RegExp(`${paths.dashboard}$`), { timeout: 30_000 });
  await expect(phone.getByRole("tab")).toHaveText([/^Bookings/, "Availability"], { timeout: 30_000 });
  await expectNoSeriousA11yIssues(phone);

  // The owner's audit log has the acceptance.
  await owner.reload();
  await owner.getByRole("tab", { name: "Team" }).click({ timeout: 30_000 });
  await expect(section("Audit log").getByRole("row").filter({ hasText: "Invitation accepted" }).first()).toContainText(
    invitee,
    {
      timeout: 30_000,
    },
  );
});
