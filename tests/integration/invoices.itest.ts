/**
 * Invoices from a lead end to end against the emulators, the local Stripe stand-in and maildev (issue 44): an owner
 * creates a two-line invoice for a contact lead, sends it; the buyer's mail links to the hosted invoice page; paying
 * it there delivers a signed `invoice.paid` to the deployed webhook, which marks the invoice paid with the lead's
 * source and the timeline's steps and tells staff; a staff member's refund is refused by the server, the owner's part
 * refund reaches Stripe, the buyer's refund mail arrives and the audit log records it. A quote is sent, accepted
 * through Stripe into its invoice and paid; another is canceled.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { admin, createUser, eventually, webClient } from "./emulators";

const inboxOrigin = process.env.MAIL_INBOX_ORIGIN ?? "http://127.0.0.1:1080";
const STAFF_INBOX = "staff@idahoaicoaches.test";
const PASSWORD = "invoices-test-pw";

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

async function mailsTo(address: string): Promise<CaughtMail[]> {
  const answer = await fetch(`${inboxOrigin}/email`);
  if (!answer.ok) throw new Error(`maildev answered ${answer.status}`);
  return ((await answer.json()) as CaughtMail[]).filter((mail) => mail.to.some((to) => to.address === address));
}

async function mailTo(address: string, subject: string): Promise<CaughtMail> {
  return eventually(
    async () => (await mailsTo(address)).find((mail) => mail.subject.includes(subject)),
    `the mail "${subject}" to ${address}`,
  );
}

interface Invoice {
  id: string;
  status: string;
  total: number;
  number?: string;
  hosted_invoice_url?: string;
  amount_paid?: number;
  paid_via?: string;
  refunded_amount?: number;
  source: { channel: string; utm_campaign: string };
}

const owner = webClient();
const staff = webClient();
const buyer = `ap-${randomUUID().slice(0, 8)}@district.example.test`;
let leadId = "";

beforeAll(async () => {
  const ownerUser = await createUser("invoices-owner@example.test", PASSWORD, { admin: true }, "owner");
  const staffUser = await createUser("invoices-staff@example.test", PASSWORD, { admin: true }, "staff");
  for (const user of [ownerUser, staffUser]) await admin().auth.updateUser(user.uid, { emailVerified: true });
  await owner.signIn("invoices-owner@example.test", PASSWORD);
  await staff.signIn("invoices-staff@example.test", PASSWORD);
  const lead = admin().db.collection("contact_submissions").doc();
  await lead.create({
    name: "Jo Partner",
    email: buyer,
    message: "Partnership call",
    status: "new",
    notes_count: 0,
    search_terms: [],
    created_at: new Date(),
    source: {
      channel: "Email",
      utm_source: "chamber",
      utm_medium: "email",
      utm_campaign: "spring-partners",
      utm_term: "",
      utm_content: "",
      referrer: "",
      landing_page: "/partner-with-us",
      form_page: "/contact",
    },
  });
  leadId = lead.id;
});

describe("an invoice from a lead", () => {
  it("is created, sent, paid on the hosted page, shown paid, and part-refunded by the owner only", async () => {
    const { invoice: draft } = await owner.call<{ invoice: Invoice }>("createInvoice", {
      lead: { kind: "contact", id: leadId },
      organization: "Treasure Valley School District",
      billingEmail: buyer,
      poNumber: "PO-2027-118",
      items: [
        { description: "Competition licence", quantity: 3, unitAmount: 120_000 },
        { description: "Event framework", quantity: 1, unitAmount: 250_000 },
      ],
    });
    expect(draft).toMatchObject({ status: "draft", total: 610_000 });

    const { invoice: sent } = await owner.call<{ invoice: Invoice }>("sendInvoice", { id: draft.id });
    expect(sent.status).toBe("open");
    const mail = await mailTo(buyer, `Invoice ${sent.number}`);
    expect(mail.text).toContain(sent.hosted_invoice_url);

    // The buyer opens the link from the mail and pays by card.
    const link = /http:\/\/\S+\/invoice\/in_\w+/.exec(mail.text)?.[0] ?? "";
    expect(await (await fetch(link)).text()).toContain("Pay by bank transfer");
    const paid = await fetch(link, {
      method: "POST",
      body: new URLSearchParams({ action: "card", card: "4242" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);

    const listed = await eventually(async () => {
      const { rows } = await staff.call<{ rows: Invoice[] }>("listInvoices", { status: "paid" });
      return rows.find((row) => row.id === draft.id);
    }, "the invoice listed as paid");
    expect(listed).toMatchObject({
      amount_paid: 610_000,
      paid_via: "card",
      source: { channel: "Email", utm_campaign: "spring-partners" },
    });
    await mailTo(STAFF_INBOX, `Invoice ${sent.number} paid`);
    const history = await admin().db.collection(`contact_submissions/${leadId}/activity`).orderBy("at").get();
    expect(history.docs.map((doc) => doc.get("text"))).toEqual([
      `Invoice ${sent.number} sent to ${buyer}: $6,100`,
      `Invoice ${sent.number} paid by card: $6,100`,
    ]);

    // Staff cannot refund: the server refuses it.
    await expect(
      staff.call("refundPayment", {
        target: "invoices",
        id: draft.id,
        amount: 120_000,
        reason: "requested_by_customer",
      }),
    ).rejects.toMatchObject({ code: "functions/permission-denied" });
    const refund = await owner.call<{ refundedAmount: number }>("refundPayment", {
      target: "invoices",
      id: draft.id,
      amount: 120_000,
      reason: "requested_by_customer",
      note: "One team withdrew",
    });
    expect(refund.refundedAmount).toBe(120_000);
    const refundMail = await mailTo(buyer, "Your refund");
    expect(refundMail.text).toContain("$1,200 of $6,100");
    const audit = await admin().db.collection("audit_log").where("target", "==", `invoices/${draft.id}`).get();
    expect(audit.docs.map((doc) => doc.get("action"))).toContain("refund");
  });

  it("a quote is sent, accepted through Stripe into its invoice (the webhook's quote.accepted changes nothing more), and that invoice is paid", async () => {
    const { quote: draft } = await staff.call<{ quote: { id: string; status: string; total: number } }>("createQuote", {
      lead: { kind: "contact", id: leadId },
      organization: "Treasure Valley School District",
      billingEmail: buyer,
      poNumber: "PO-2027-119",
      items: [
        { description: "Competition licence", quantity: 2, unitAmount: 120_000 },
        { description: "Facilitator day", quantity: 1, unitAmount: 90_000 },
      ],
    });
    expect(draft).toMatchObject({ status: "draft", total: 330_000 });
    const { quote: sent } = await staff.call<{ quote: { number: string; status: string } }>("sendQuote", {
      id: draft.id,
    });
    expect(sent.status).toBe("open");
    const mail = await mailTo(buyer, `Quote ${sent.number}`);
    expect(mail.text).toContain("Competition licence (2 × $1,200)");
    expect(mail.text).toContain("To accept it, reply to this e-mail");

    const { quote: accepted } = await staff.call<{ quote: { status: string; invoice_id: string } }>("acceptQuote", {
      id: draft.id,
    });
    expect(accepted).toMatchObject({ status: "accepted", invoice_id: draft.id });
    // Stripe's quote.accepted reaches the deployed webhook and finds the quote recorded: one invoice, one step.
    await eventually(async () => {
      const events = await admin().db.collection("stripe_events").where("type", "==", "quote.accepted").get();
      return events.size > 0 ? true : undefined;
    }, "the quote.accepted event applied");
    const invoices = await staff.call<{ rows: Invoice[] }>("listInvoices", { lead: { kind: "contact", id: leadId } });
    expect(invoices.rows.filter((row) => row.id === draft.id)).toMatchObject([{ status: "draft", total: 330_000 }]);

    const { invoice } = await staff.call<{ invoice: Invoice }>("sendInvoice", { id: draft.id });
    expect(invoice.status).toBe("open");
    const invoiceMail = await mailTo(buyer, `Invoice ${invoice.number}`);
    const link = /http:\/\/\S+\/invoice\/in_\w+/.exec(invoiceMail.text)?.[0] ?? "";
    await fetch(link, {
      method: "POST",
      body: new URLSearchParams({ action: "card", card: "4242" }),
      redirect: "manual",
    });
    await eventually(async () => {
      const { rows } = await staff.call<{ rows: Invoice[] }>("listInvoices", { status: "paid" });
      return rows.find((row) => row.id === draft.id);
    }, "the quote's invoice listed as paid");
    const history = await admin().db.collection(`contact_submissions/${leadId}/activity`).orderBy("at").get();
    const texts = history.docs.map((doc) => String(doc.get("text")));
    expect(texts.filter((text) => text.startsWith(`Quote ${sent.number}`))).toEqual([
      `Quote ${sent.number} sent to ${buyer}: $3,300`,
      `Quote ${sent.number} accepted: its invoice of $3,300 is ready to send`,
    ]);
  });

  it("a sent quote is canceled in Stripe with the reason, and cannot be accepted after", async () => {
    const { quote: draft } = await staff.call<{ quote: { id: string } }>("createQuote", {
      lead: { kind: "contact", id: leadId },
      organization: "Treasure Valley School District",
      billingEmail: buyer,
      items: [{ description: "Team training", quantity: 1, unitAmount: 600_000 }],
    });
    await staff.call("sendQuote", { id: draft.id });
    const { quote: canceled } = await staff.call<{ quote: { status: string; cancel_reason: string } }>("cancelQuote", {
      id: draft.id,
      reason: "Budget frozen until July",
    });
    expect(canceled).toMatchObject({ status: "canceled", cancel_reason: "Budget frozen until July" });
    await expect(staff.call("acceptQuote", { id: draft.id })).rejects.toMatchObject({
      code: "functions/failed-precondition",
    });
  });

  it("refuses a negative price, storing nothing", async () => {
    await expect(
      staff.call("createInvoice", {
        lead: { kind: "contact", id: leadId },
        organization: "X",
        billingEmail: buyer,
        items: [{ description: "x", quantity: 1, unitAmount: -5 }],
      }),
    ).rejects.toMatchObject({ code: "functions/invalid-argument" });
  });
});
