import { describe, expect, it } from "vitest";
import { applicationNextSteps, company } from "./domain/company";
import { coachApplication, contactMessage, patentFirstInstallment } from "./testing/fixtures";
import { formatReceived, subjectLine } from "./mail/render";
import { composeMail, confirmationAddress } from "./mails";
import { programmeName } from "./payments/mails";

const context = { receivedAt: new Date("2026-11-23T17:35:00Z"), siteOrigin: "https://example.test/" };

/** The stored (snake_case) form of the fixtures, as the task reads them. */
const contact = (overrides: Record<string, unknown> = {}) => ({ ...contactMessage(), ...overrides });
const application = (overrides: Record<string, unknown> = {}) => {
  const input = coachApplication();
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    city: input.city,
    state: input.state,
    current_occupation: input.currentOccupation,
    professional_background: input.professionalBackground,
    ai_experience: input.aiExperience,
    teaching_experience: input.teachingExperience,
    work_preference: input.workPreference,
    available_start_date: input.availableStartDate,
    motivation: input.motivation,
    heard_about_us: input.heardAboutUs,
    additional_info: input.additionalInfo,
    ...overrides,
  };
};
const payment = (overrides: Record<string, unknown> = {}) => ({ ...patentFirstInstallment(), ...overrides });

describe("staff notices", () => {
  it("name the kind and the essentials in the subject, and reply to the sender", () => {
    const message = composeMail("contact", "staff", contact(), context);
    expect(message.subject).toBe("New contact message: Training for our district");
    expect(message.replyTo).toEqual({ name: "Ada Lovelace", address: "ada@example.com" });

    const applicant = composeMail("applications", "staff", application(), context);
    expect(applicant.subject).toBe("New coach application: Ada Lovelace");
    expect(applicant.replyTo).toEqual({ name: "Ada Lovelace", address: "ada@example.com" });

    const paid = composeMail("payments", "staff", payment(), context);
    expect(paid.subject).toBe("New payment: Patent with AI, $2,575 (1 of 2)");
    expect(paid.replyTo).toBeUndefined();
    expect(paid.text).not.toContain("does not match the catalog");
  });

  it("tell staff when a payment's amount does not match the catalog (issue 23, finding 6)", () => {
    const flagged = composeMail(
      "payments",
      "staff",
      payment({ amount_total: 100, amount_mismatch: true, expected_amount_total: 257_500, expected_currency: "usd" }),
      context,
    );
    for (const body of [flagged.text, flagged.html]) {
      expect(body).toContain("Amount does not match the catalog — review in Stripe: the catalog asks $2,575.");
    }
  });

  it("carry the key fields, the received time and the dashboard link in both versions", () => {
    const message = composeMail("contact", "staff", contact(), context);
    for (const body of [message.text, message.html]) {
      expect(body).toContain("ada@example.com");
      expect(body).toContain("We would like AI training for forty teachers");
      expect(body).toContain("Nov 23, 2026, 5:35 PM UTC");
      expect(body).toContain("https://example.test/dashboard");
    }
    const applicant = composeMail("applications", "staff", application(), context);
    expect(applicant.text).toContain("Occupation: High school science teacher");
    expect(applicant.text).toContain("Heard about us: A colleague at Madison High");
    const launch = composeMail(
      "payments",
      "staff",
      payment({ program: "launch-with-ai", package_type: "mentorship", installment: "full", amount_total: 370_800 }),
      context,
    );
    expect(launch.subject).toBe("New payment: Launch with AI: Annual Mentorship, $3,708");
  });

  it("keep line breaks out of the subject and clip a long one", () => {
    const injected = composeMail("contact", "staff", contact({ subject: "Hi\r\nBcc: victim@example.com" }), context);
    expect(injected.subject).toBe("New contact message: Hi Bcc: victim@example.com");
    const long = composeMail("contact", "staff", contact({ subject: "x".repeat(300) }), context);
    expect(long.subject.length).toBeLessThanOrEqual("New contact message: ".length + 100);
    expect(subjectLine("a\u2028b\n\nc")).toBe("a b c");
  });

  it("escape what the sender typed in the HTML version", () => {
    const message = composeMail("contact", "staff", contact({ message: '<img src="https://x.test/p.gif">&' }), context);
    expect(message.html).not.toContain("<img");
    expect(message.html).toContain("&lt;img src=&quot;https://x.test/p.gif&quot;&gt;&amp;");
  });
});

describe("confirmations", () => {
  it("never repeat what the sender typed", () => {
    const typed = contact({ name: "Visit spam.test now", subject: "Cheap pills", message: "Buy at spam.test" });
    const message = composeMail("contact", "confirmation", typed, context);
    for (const part of [message.subject, message.text, message.html]) {
      expect(part).not.toMatch(/spam\.test|Cheap pills/);
    }
    const applicant = composeMail(
      "applications",
      "confirmation",
      application({ first_name: "Visit", last_name: "spam.test", motivation: "Buy at spam.test" }),
      context,
    );
    expect(`${applicant.subject}${applicant.text}${applicant.html}`).not.toContain("spam.test");
  });

  it("tell a contact sender that we will get back to them", () => {
    const message = composeMail("contact", "confirmation", contact(), context);
    expect(message.text).toContain("We received your message and will get back to you as soon as possible.");
  });

  it("give an applicant the review time and the four next steps", () => {
    const message = composeMail("applications", "confirmation", application(), context);
    expect(message.text).toContain("contact you within 1-2 weeks");
    applicationNextSteps.forEach((step, index) => {
      expect(message.text).toContain(`${index + 1}. ${step.title}`);
      expect(message.html).toContain(step.title.replace("&", "&amp;"));
    });
  });

  it("give a buyer the programme, the amount and when the second payment is charged", () => {
    const first = composeMail("payments", "confirmation", payment(), context);
    expect(first.text).toContain("Programme: Patent with AI");
    expect(first.text).toContain("Amount paid: $2,575");
    expect(first.text).toContain(
      "The second payment of $2,575 is charged to the same card at the end of the 3-day bootcamp.",
    );
    const full = composeMail(
      "payments",
      "confirmation",
      payment({ installment: "full", amount_total: 515_000 }),
      context,
    );
    expect(full.text).toContain("Amount paid: $5,150");
    expect(full.text).not.toContain("second payment");
    const second = composeMail("payments", "confirmation", payment({ installment: "2 of 2" }), context);
    expect(second.text).toContain("paid in full");
  });

  it("end with the company's name and contact block, with no images or remote resources", () => {
    for (const [kind, record] of [
      ["contact", contact()],
      ["applications", application()],
      ["payments", payment()],
    ] as const) {
      for (const mail of ["staff", "confirmation"] as const) {
        const message = composeMail(kind, mail, record, context);
        for (const body of [message.text, message.html]) {
          expect(body).toContain(company.name);
          expect(body).toContain(company.email);
          expect(body).toContain(company.phone);
          expect(body).toContain(company.city);
        }
        expect(message.html).not.toMatch(/<img|<script|<link|url\(/i);
      }
    }
  });
});

describe("helpers", () => {
  it("find the confirmation's address and the programme's name", () => {
    expect(confirmationAddress("contact", contact({ email: " a@b.test " }))).toBe("a@b.test");
    expect(confirmationAddress("payments", payment({ customer_email: null }))).toBe("");
    expect(programmeName({ program: "launch-with-ai", package_type: "unknown" })).toBe("Launch with AI");
    expect(formatReceived(new Date("2026-01-02T00:05:00Z"))).toBe("Jan 2, 2026, 12:05 AM UTC");
  });
});
