import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { APPLICATION_RECORD_NAMES, toStoredFields } from "@domain";
import { coachApplication } from "@fixtures";
import { paths } from "../app/config/paths";
import { mailto, site } from "../app/config/site";
import { APPLICATION_LABELS } from "../app/features/leads/labels";

// Both lead forms on the production build, through the real callables on the Functions emulator, into the
// Firestore the stack runs (FIRESTORE_EMULATOR_HOST, set by scripts/test.mjs).
const functionsOrigin = process.env.FUNCTIONS_ORIGIN ?? "http://127.0.0.1:5001";
const projectId = process.env.GCLOUD_PROJECT ?? "demo-idaho-ai-coaches";

function firestore() {
  return getFirestore(getApps()[0] ?? initializeApp({ projectId }));
}

async function storedWith(collection: string, email: string) {
  const snapshot = await firestore().collection(collection).where("email", "==", email).get();
  return snapshot.docs.map((doc) => doc.data());
}

const inboxOrigin = process.env.MAIL_INBOX_ORIGIN ?? "http://127.0.0.1:1080";

/** A mail as maildev's REST API lists it (the fields this test reads). */
interface CaughtMail {
  subject: string;
  to: { address: string }[];
  headers: Record<string, string | undefined>;
}

/** Holds this page's callable requests until `gate` opens, so a test can see the form while it is sending. */
async function holdCallables(page: Page, gate: Promise<void>) {
  await page.route(`${functionsOrigin}/**`, async (route) => {
    if (route.request().method() === "POST") await gate;
    await route.continue();
  });
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A field by its label; required fields' labels end with an asterisk (" *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[?()]/g, "\\$&")}( \\*)?$`));

test.describe("contact form", () => {
  test("shows the contact details, refuses invalid input with the product's messages, then sends and resets", async ({
    page,
  }) => {
    const sending = gate();
    await holdCallables(page, sending.opened);
    await page.goto(paths.contact);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: site.email })).toHaveAttribute("href", mailto);
    await expect(main.getByRole("link", { name: site.phone })).toHaveAttribute("href", site.phoneHref);
    await expect(main.getByText(site.city)).toBeVisible();

    await field(page, "Email").fill("ada@");
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const message of ["Name is required", "Invalid email address", "Subject is required", "Message is required"]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(field(page, "Name")).toBeFocused();
    await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");

    const email = `e2e-contact-${randomUUID()}@example.test`;
    await field(page, "Name").fill("  Ada Lovelace ");
    await field(page, "Email").fill(email);
    await field(page, "Subject").fill("Talk to AI for our teachers");
    await field(page, "Message").fill("We would like to bring Talk to AI to our district's teachers this spring.");
    await expect(page.getByText("Name is required")).toHaveCount(0);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    sending.open();
    const notice = page.getByRole("alert").filter({ hasText: "Message sent!" });
    await expect(notice).toContainText("We'll get back to you as soon as possible.");
    for (const label of ["Name", "Email", "Subject", "Message"]) await expect(field(page, label)).toHaveValue("");

    const [stored] = await storedWith("contact_submissions", email);
    expect(stored).toMatchObject({ name: "Ada Lovelace", email, subject: "Talk to AI for our teachers" });

    // Within seconds the local inbox (maildev) holds the staff notice, Reply-To the sender, and the confirmation.
    await expect
      .poll(
        async () => {
          const mails = (await (await fetch(`${inboxOrigin}/email`)).json()) as CaughtMail[];
          const notice = mails.find((mail) => mail.headers["reply-to"]?.includes(email));
          const confirmation = mails.find((mail) => mail.to.some((to) => to.address === email));
          return [notice?.subject, Boolean(confirmation)];
        },
        { timeout: 30_000 },
      )
      .toEqual(["New contact message: Talk to AI for our teachers", true]);
  });

  test("keeps every value and shows the failure message when sending fails", async ({ page }) => {
    await page.route(`${functionsOrigin}/**`, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 503, headers: { "access-control-allow-origin": "*" }, body: "" })
        : route.continue(),
    );
    await page.goto(paths.contact);
    await field(page, "Name").fill("Ada Lovelace");
    await field(page, "Email").fill("ada@example.test");
    await field(page, "Subject").fill("Events");
    await field(page, "Message").fill("Could you run an AI Education Week in Madison County?");
    await page.getByRole("button", { name: "Send Message" }).click();

    const notice = page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." });
    await expect(notice).toContainText("Error");
    await expect(field(page, "Name")).toHaveValue("Ada Lovelace");
    await expect(field(page, "Message")).toHaveValue("Could you run an AI Education Week in Madison County?");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});

test.describe("AI Coach application", () => {
  test("refuses an incomplete application with the product's messages, then submits and resets", async ({ page }) => {
    const submitting = gate();
    await holdCallables(page, submitting.opened);
    await page.goto(paths.coachRegistration);
    await expect(page.getByRole("heading", { level: 1, name: "AI Coach Certification Application" })).toBeVisible();
    await expect(page.getByText("Flexible schedule").first()).toBeVisible();
    await expect(page.getByText("$50K-$75K potential").first()).toBeVisible();
    await expect(page.getByText(/you agree to be contacted/)).toBeVisible();
    const steps = page.getByRole("region", { name: "What Happens Next" }).getByRole("listitem");
    await expect(steps).toHaveCount(4);

    await field(page, "First name").fill("Ada");
    await field(page, "Professional background").fill("Science teacher.");
    await page.getByRole("button", { name: "Submit Application" }).click();
    for (const message of [
      "Last name is required",
      "Invalid email address",
      "Valid phone number is required",
      "City is required",
      "State is required",
      "Current occupation is required",
      "Please provide at least 50 characters about your background",
      "Please select your AI experience level",
      "Please select your teaching experience level",
      "Please select your work preference",
      "Start date is required",
      "Please provide at least 100 characters about your motivation",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByText("First name is required")).toHaveCount(0);
    await expect(field(page, "Last name")).toBeFocused();

    const email = `e2e-coach-${randomUUID()}@example.test`;
    const application = coachApplication({ email, heardAboutUs: "", additionalInfo: "" });
    for (const [key, label] of Object.entries(APPLICATION_LABELS)) {
      const control = field(page, label);
      const value = application[key as keyof typeof APPLICATION_LABELS];
      if ((await control.evaluate((element) => element.tagName)) === "SELECT") await control.selectOption(value);
      else await control.fill(value);
    }
    await page.getByRole("button", { name: "Submit Application" }).click();

    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    submitting.open();
    const notice = page.getByRole("alert").filter({ hasText: "Application Submitted!" });
    await expect(notice).toContainText(
      "Thank you for applying to become a Certified AI Coach. We'll review your application and contact you within 1-2 weeks.",
    );
    await expect(field(page, "First name")).toHaveValue("");
    await expect(field(page, "AI experience level")).toHaveValue("");
    await expect(field(page, "Why do you want to become a Certified AI Coach?")).toHaveValue("");

    const [stored] = await storedWith("ai_coach_applications", email);
    expect(stored).toMatchObject(toStoredFields(APPLICATION_RECORD_NAMES, application));
  });

  test("is usable on a 360 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(paths.coachRegistration);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeVisible();
    await page.goto(paths.contact);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
