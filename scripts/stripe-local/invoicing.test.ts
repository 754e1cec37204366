import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Timestamp } from "firebase-admin/firestore";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { COLLECTIONS } from "../../functions/src/domain/collections";
import type { InvoiceRow } from "../../functions/src/domain/invoices";
import {
  createInvoiceHandler,
  listInvoicesHandler,
  sendInvoiceHandler,
  voidInvoiceHandler,
  type InvoiceDeps,
} from "../../functions/src/payments/invoices";
import { firestorePayments } from "../../functions/src/payments/payments";
import {
  acceptQuoteHandler,
  cancelQuoteHandler,
  createQuoteHandler,
  listQuotesHandler,
  sendQuoteHandler,
} from "../../functions/src/payments/quotes";
import type { QuoteRow } from "../../functions/src/domain/quotes";
import { refundPaymentHandler } from "../../functions/src/payments/refundPayment";
import { stripeConfig, type StripeApi } from "../../functions/src/payments/stripe";
import { handleStripeWebhook } from "../../functions/src/payments/stripeWebhook";
import { adminDeps, adminRequest, staffAs, useStandinFirestore } from "../../functions/src/testing/standinFirestore";
// @ts-expect-error -- a plain .mjs script without type declarations
import { startStripeLocal } from "./server.mjs";

/*
 * Invoices from a lead, end to end without the emulators: the product's callables (functions/src/payments) through the
 * official `stripe` SDK against the local stand-in, whose signed webhooks reach the product's webhook handler, all on
 * the in-process Firestore stand-in. Covers the stand-in's protocol (shapes, errors), amounts, roles, voiding, refunds,
 * and the webhook's order, duplicates and signature.
 */

const SECRET = "whsec_invoicing_test";
const KEY = "sk_test_local_invoicing";
const standin = useStandinFirestore();
const notify = vi.fn(async () => {});
const track = vi.fn(async () => {});

let stripeLocal: { url: string; close: () => Promise<void> };
let hook: Server;
let sdk: Stripe;
const answers: { status: number; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  hook = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      handleStripeWebhook(
        {
          method: request.method ?? "GET",
          rawBody: Buffer.concat(chunks),
          signature: request.headers["stripe-signature"],
        },
        {
          stripe: async () => sdk as unknown as StripeApi,
          webhookSecret: () => SECRET,
          payments: firestorePayments(standin.db),
          invoices: { db: standin.db, notify, origin: () => "http://site.test" },
          track,
        },
      ).then(
        (answer) => {
          answers.push(answer);
          response.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
        },
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  const port = (hook.address() as AddressInfo).port;
  stripeLocal = await startStripeLocal({
    port: 0,
    webhookUrl: `http://127.0.0.1:${port}/`,
    webhookSecret: SECRET,
    transferSettleMs: 300,
    overdueSweepMs: 100,
    log: () => {},
  });
  sdk = new Stripe(KEY, stripeConfig(KEY, stripeLocal.url));
});

afterAll(async () => {
  await stripeLocal?.close();
  await new Promise((resolve) => hook?.close(resolve));
});

beforeEach(() => {
  notify.mockClear();
  track.mockClear();
  answers.length = 0;
});

function deps(role: "owner" | "staff" | "host" = "owner"): InvoiceDeps {
  return {
    ...adminDeps(standin.db, { staff: staffAs(role) }),
    stripe: async () => sdk as unknown as StripeApi,
    notify,
    origin: () => "http://site.test",
  };
}

async function seedLead(): Promise<string> {
  const ref = standin.db.collection(COLLECTIONS.contactSubmissions).doc();
  await ref.create({
    name: "Dana Reyes",
    email: "dreyes@boiseschools.example",
    message: "Partnership call",
    status: "new",
    created_at: Timestamp.now(),
    source: {
      channel: "Email",
      utm_source: "chamber",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_term: "",
      utm_content: "",
      referrer: "",
      landing_page: "/partner-with-us",
      form_page: "/contact",
    },
  });
  return ref.id;
}

const TWO_ITEMS = [
  { description: "Competition licence", quantity: 2, unitAmount: 150_000 },
  { description: "Team training day", quantity: 1, unitAmount: 99_950 },
];

async function draft(leadId: string, role: "owner" | "staff" = "staff", extra: Record<string, unknown> = {}) {
  const { invoice } = await createInvoiceHandler(
    adminRequest({
      lead: { kind: "contact", id: leadId },
      organization: "Boise School District",
      billingEmail: "AP@BoiseSchools.example",
      poNumber: "PO-4471",
      items: TWO_ITEMS,
      ...extra,
    }),
    deps(role),
  );
  return invoice;
}

async function invoiceOf(id: string): Promise<InvoiceRow> {
  const snapshot = await standin.db.collection(COLLECTIONS.invoices).doc(id).get();
  return { ...(snapshot.data() as InvoiceRow), id };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function timeline(leadId: string): Promise<string[]> {
  const entries = await standin.db
    .collection(COLLECTIONS.contactSubmissions)
    .doc(leadId)
    .collection(COLLECTIONS.activity)
    .orderBy("at")
    .get();
  return entries.docs.map((doc) => String(doc.get("text")));
}

/** Pays the hosted invoice page as the buyer's browser does. */
async function payOnPage(url: string, form: Record<string, string>) {
  return fetch(url, { method: "POST", body: new URLSearchParams(form), redirect: "manual" });
}

describe("createInvoice", () => {
  it("stores a draft whose total the server computes from the lines, with the lead's source", async () => {
    const lead = await seedLead();
    const invoice = await draft(lead);
    expect(invoice).toMatchObject({
      status: "draft",
      total: 2 * 150_000 + 99_950,
      currency: "usd",
      billing_email: "ap@boiseschools.example",
      due_days: 30,
      lead_ref: `contact/${lead}`,
      source: { channel: "Email", utm_campaign: "spring", landing_page: "/partner-with-us" },
      items: [
        { description: "Competition licence", quantity: 2, unit_amount: 150_000 },
        { description: "Team training day", quantity: 1, unit_amount: 99_950 },
      ],
    });
  });

  it.each([
    [{ items: [] }, /at least one line/],
    [{ items: [{ description: "x", quantity: 1, unitAmount: 10.5 }] }, /whole cents/],
    [{ items: [{ description: "x", quantity: 0, unitAmount: 100 }] }, /at least 1/],
    [{ items: [{ description: "x", quantity: 1000, unitAmount: 10_000_000 }] }, /999,999.99/],
    [{ billingEmail: "not an address" }, /valid billing e-mail/],
    [{ dueDays: 500 }, /at most 120/],
  ])("refuses %j and stores nothing", async (bad, message) => {
    const lead = await seedLead();
    await expect(draft(lead, "staff", bad)).rejects.toMatchObject({ code: "invalid-argument", message });
    expect((await standin.db.collection(COLLECTIONS.invoices).get()).size).toBe(0);
  });

  it("refuses a host (the role table), and a lead that does not exist", async () => {
    const lead = await seedLead();
    await expect(
      createInvoiceHandler(
        adminRequest({
          lead: { kind: "contact", id: lead },
          organization: "x",
          billingEmail: "a@b.example",
          items: TWO_ITEMS,
        }),
        deps("host"),
      ),
    ).rejects.toMatchObject({ code: "permission-denied" });
    await expect(draft("missing-lead")).rejects.toMatchObject({ code: "not-found" });
  });
});

describe("an invoice's round trip through the stand-in", () => {
  it("sends, is paid by card on the hosted page, shows paid with the steps, and refunds (owner only)", async () => {
    const lead = await seedLead();
    const created = await draft(lead);
    const { invoice: sent } = await sendInvoiceHandler(adminRequest({ id: created.id }), deps("staff"));
    expect(sent).toMatchObject({ status: "open", number: expect.stringMatching(/^LOCAL-\d{4}$/) });
    expect(sent.hosted_invoice_url).toMatch(new RegExp(`^${stripeLocal.url}/invoice/in_`));
    expect(sent.amount_mismatch).toBeUndefined();
    expect(notify).toHaveBeenCalledWith("invoices", created.id, "sent", ["confirmation"]);
    const mail = await standin.db.doc(`${COLLECTIONS.invoices}/${created.id}/${COLLECTIONS.mailEvents}/sent`).get();
    expect(mail.get("to")).toBe("ap@boiseschools.example");
    expect(mail.get("confirmation.text")).toContain(sent.hosted_invoice_url);
    expect(mail.get("confirmation.text")).toContain("PO-4471");

    // The Stripe invoice: lines by amount, the server's total, the site's metadata, send_invoice.
    const stripeInvoice = await sdk.invoices.retrieve(sent.stripe_invoice_id!);
    expect(stripeInvoice).toMatchObject({
      object: "invoice",
      status: "open",
      collection_method: "send_invoice",
      total: created.total,
      amount_remaining: created.total,
      metadata: { invoice_id: created.id, lead: `contact/${lead}`, src_utm_campaign: "spring" },
      custom_fields: [{ name: "PO number", value: "PO-4471" }],
    });
    expect(stripeInvoice.lines.data.map((line) => line.amount)).toEqual([300_000, 99_950]);

    // Sending again is refused (a sent invoice is not edited); nothing is created twice.
    await expect(sendInvoiceHandler(adminRequest({ id: created.id }), deps())).rejects.toMatchObject({
      code: "failed-precondition",
    });

    // The buyer's page, then Pay by card.
    const page = await fetch(sent.hosted_invoice_url!);
    expect(await page.text()).toContain("Pay by bank transfer");
    const pdf = await fetch(sent.invoice_pdf!);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await pdf.text()).startsWith("%PDF-1.4")).toBe(true);
    expect((await payOnPage(sent.hosted_invoice_url!, { action: "card", card: "4242" })).status).toBe(303);

    const paid = await until(
      () => invoiceOf(created.id),
      (row) => row.status === "paid",
    );
    expect(paid).toMatchObject({ status: "paid", amount_paid: created.total, paid_via: "card" });
    expect(paid.payment_intent_id).toMatch(/^pi_/);
    expect(paid.amount_mismatch).toBeUndefined();
    expect(notify).toHaveBeenCalledWith("invoices", created.id, "paid", ["staff"]);
    expect(track).toHaveBeenCalledWith("paid", expect.objectContaining({ utm_campaign: "spring" }));
    expect(await timeline(lead)).toEqual([
      `Invoice ${sent.number} sent to ap@boiseschools.example: $3,999.50`,
      `Invoice ${sent.number} paid by card: $3,999.50`,
    ]);
    const listed = await listInvoicesHandler(adminRequest({ status: "paid" }), deps("staff"));
    expect(listed.rows.map((row) => row.id)).toEqual([created.id]);

    // Staff may not refund: the server refuses, whatever the client shows.
    await expect(
      refundPaymentHandler(
        adminRequest({ target: "invoices", id: created.id, amount: 10_000, reason: "requested_by_customer" }),
        deps("staff"),
      ),
    ).rejects.toMatchObject({ code: "permission-denied" });
    // More than was paid is refused before Stripe is asked.
    await expect(
      refundPaymentHandler(
        adminRequest({ target: "invoices", id: created.id, amount: created.total + 1, reason: "duplicate" }),
        deps("owner"),
      ),
    ).rejects.toMatchObject({ code: "invalid-argument", message: /At most \$3,999.50/ });

    const refund = await refundPaymentHandler(
      adminRequest({
        target: "invoices",
        id: created.id,
        amount: 99_950,
        reason: "requested_by_customer",
        note: "One trainee fewer",
      }),
      deps("owner"),
    );
    expect(refund).toEqual({ refundId: expect.stringMatching(/^re_/), refundedAmount: 99_950 });
    expect(notify).toHaveBeenCalledWith("invoices", created.id, "refund-1", ["confirmation"]);
    // The charge.refunded that follows confirms the amount and changes nothing else.
    await until(
      () => Promise.resolve(answers),
      (list) => list.some((answer) => "outcome" in answer.body),
    );
    const refunded = await invoiceOf(created.id);
    expect(refunded.refunded_amount).toBe(99_950);
    expect(refunded.refunds).toHaveLength(1);
    const audit = await standin.db.collection(COLLECTIONS.auditLog).where("action", "==", "refund").get();
    expect(audit.docs[0]?.get("target")).toBe(`invoices/${created.id}`);
    const refundMail = await standin.db
      .doc(`${COLLECTIONS.invoices}/${created.id}/${COLLECTIONS.mailEvents}/refund-1`)
      .get();
    expect(refundMail.get("to")).toBe("ap@boiseschools.example");
    expect(refundMail.get("confirmation.text")).toContain("$999.50 of $3,999.50");
  });

  it("a bank transfer pays later; a declined card leaves it open; an overdue invoice is marked and staff told", async () => {
    const lead = await seedLead();
    const transfer = await draft(lead);
    const { invoice: open } = await sendInvoiceHandler(adminRequest({ id: transfer.id }), deps());
    expect((await payOnPage(open.hosted_invoice_url!, { action: "card", card: "0002" })).status).toBe(402);
    await until(
      () => invoiceOf(transfer.id),
      (row) => row.last_payment_error !== undefined,
    );
    expect((await invoiceOf(transfer.id)).status).toBe("open");
    await payOnPage(open.hosted_invoice_url!, { action: "transfer" });
    expect(await (await fetch(open.hosted_invoice_url!)).text()).toContain("Bank transfer pending");
    const paid = await until(
      () => invoiceOf(transfer.id),
      (row) => row.status === "paid",
    );
    expect(paid).toMatchObject({ status: "paid", paid_via: "bank_transfer" });

    const late = await draft(lead, "staff", { dueDays: 0 });
    await sendInvoiceHandler(adminRequest({ id: late.id }), deps());
    const overdue = await until(
      () => invoiceOf(late.id),
      (row) => row.status === "overdue",
    );
    expect(overdue.status).toBe("overdue");
    expect(notify).toHaveBeenCalledWith("invoices", late.id, "overdue", ["staff"]);
  });
});

describe("voidInvoice", () => {
  it("voids a draft here and an open invoice in Stripe, with the reason; refuses a paid one", async () => {
    const lead = await seedLead();
    const first = await draft(lead);
    await expect(voidInvoiceHandler(adminRequest({ id: first.id, reason: "  " }), deps())).rejects.toMatchObject({
      code: "invalid-argument",
    });
    const { invoice: voidDraft } = await voidInvoiceHandler(
      adminRequest({ id: first.id, reason: "Wrong items" }),
      deps(),
    );
    expect(voidDraft).toMatchObject({ status: "void", void_reason: "Wrong items" });

    const second = await draft(lead);
    const { invoice: sent } = await sendInvoiceHandler(adminRequest({ id: second.id }), deps());
    const { invoice: voided } = await voidInvoiceHandler(
      adminRequest({ id: second.id, reason: "Replaced by a new PO" }),
      deps("staff"),
    );
    expect(voided.status).toBe("void");
    expect((await sdk.invoices.retrieve(sent.stripe_invoice_id!)).status).toBe("void");
    // The voided page cannot be paid.
    expect(await (await fetch(sent.hosted_invoice_url!)).text()).not.toContain("Pay by bank transfer");

    const third = await draft(lead);
    const { invoice: third_sent } = await sendInvoiceHandler(adminRequest({ id: third.id }), deps());
    await payOnPage(third_sent.hosted_invoice_url!, { action: "card", card: "4242" });
    await until(
      () => invoiceOf(third.id),
      (row) => row.status === "paid",
    );
    await expect(voidInvoiceHandler(adminRequest({ id: third.id, reason: "x" }), deps())).rejects.toMatchObject({
      code: "failed-precondition",
      message: /Refund it instead/,
    });
  });
});

describe("the webhook's invoice events", () => {
  /** An event of the site's invoice `id`, signed as Stripe signs it (or with another secret). */
  function delivery(type: string, object: Record<string, unknown>, secret = SECRET, eventId = `evt_${Math.random()}`) {
    const payload = JSON.stringify({ id: eventId, object: "event", type, data: { object }, api_version: "x" });
    return {
      method: "POST",
      rawBody: Buffer.from(payload),
      signature: sdk.webhooks.generateTestHeaderString({ payload, secret }),
    };
  }
  const webhookDeps = () => ({
    stripe: async () => sdk as unknown as StripeApi,
    webhookSecret: () => SECRET,
    payments: firestorePayments(standin.db),
    invoices: { db: standin.db, notify, origin: () => "http://site.test" },
  });

  it("ends paid when paid comes before finalized, and applies a redelivered event once", async () => {
    const lead = await seedLead();
    const created = await draft(lead);
    const invoice = {
      id: "in_out_of_order",
      object: "invoice",
      metadata: { invoice_id: created.id },
      total: created.total,
      amount_paid: created.total,
      currency: "usd",
      number: "LOCAL-9999",
      status_transitions: { paid_at: 1_800_000_000 },
    };
    const paid = delivery("invoice.paid", invoice, SECRET, "evt_paid_first");
    expect((await handleStripeWebhook(paid, webhookDeps())).body).toMatchObject({ status: "paid" });
    expect((await handleStripeWebhook(delivery("invoice.finalized", invoice), webhookDeps())).body).toMatchObject({
      status: "paid",
    });
    expect((await handleStripeWebhook(delivery("invoice.overdue", invoice), webhookDeps())).body).toMatchObject({
      status: "paid",
    });
    expect((await handleStripeWebhook(paid, webhookDeps())).body).toEqual({ received: true, duplicate: true });
    const row = await invoiceOf(created.id);
    expect(row).toMatchObject({ status: "paid", stripe_invoice_id: "in_out_of_order", number: "LOCAL-9999" });
    expect(await timeline(lead)).toEqual(["Invoice LOCAL-9999 paid: $3,999.50"]);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("flags an amount that is not the server's, and refuses a bad signature", async () => {
    const lead = await seedLead();
    const created = await draft(lead);
    const invoice = {
      id: "in_mismatch",
      metadata: { invoice_id: created.id },
      total: 100,
      amount_paid: 100,
      currency: "usd",
    };
    expect((await handleStripeWebhook(delivery("invoice.paid", invoice, "whsec_other"), webhookDeps())).status).toBe(
      400,
    );
    expect((await invoiceOf(created.id)).status).toBe("draft");
    await handleStripeWebhook(delivery("invoice.paid", invoice), webhookDeps());
    expect(await invoiceOf(created.id)).toMatchObject({ status: "paid", amount_mismatch: true, stripe_total: 100 });
    // An invoice the site did not make is acknowledged and ignored.
    const foreign = await handleStripeWebhook(
      delivery("invoice.paid", { id: "in_x", metadata: {}, total: 1, amount_paid: 1, currency: "usd" }),
      webhookDeps(),
    );
    expect(foreign.body).toMatchObject({ ignored: "not an invoice of this site" });
  });
});

describe("the stand-in's refunds", () => {
  it("refuses more than is left on the charge, as Stripe does", async () => {
    const customer = await sdk.customers.create({ email: "x@example.test" });
    const invoice = await sdk.invoices.create({
      customer: customer.id,
      collection_method: "send_invoice",
      days_until_due: 5,
    });
    await sdk.invoiceItems.create({ customer: customer.id, invoice: invoice.id, amount: 5000, currency: "usd" });
    const open = await sdk.invoices.finalizeInvoice(invoice.id);
    await payOnPage(open.hosted_invoice_url!, { action: "card", card: "4242" });
    const [payment] = (await sdk.invoicePayments.list({ invoice: invoice.id, status: "paid" })).data;
    const intent = String(payment?.payment.payment_intent);
    await sdk.refunds.create({ payment_intent: intent, amount: 3000 });
    await expect(sdk.refunds.create({ payment_intent: intent, amount: 2001 })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      message: /greater than unrefunded amount/,
    });
    await expect(sdk.invoices.finalizeInvoice(invoice.id)).rejects.toMatchObject({ statusCode: 400 });
  });
});

// ---- Quotes ---------------------------------------------------------------------------------------------------

async function quoteDraft(leadId: string, role: "owner" | "staff" = "staff", extra: Record<string, unknown> = {}) {
  const { quote } = await createQuoteHandler(
    adminRequest({
      lead: { kind: "contact", id: leadId },
      organization: "Boise School District",
      billingEmail: "AP@BoiseSchools.example",
      poNumber: "PO-4471",
      memo: "Spring cohort",
      items: TWO_ITEMS,
      ...extra,
    }),
    deps(role),
  );
  return quote;
}

async function quoteOf(id: string): Promise<QuoteRow> {
  const snapshot = await standin.db.collection(COLLECTIONS.quotes).doc(id).get();
  return { ...(snapshot.data() as QuoteRow), id };
}

describe("createQuote", () => {
  it("stores a draft of the same items, its total computed by the server, valid 30 days unless told", async () => {
    const lead = await seedLead();
    const quote = await quoteDraft(lead);
    expect(quote).toMatchObject({
      status: "draft",
      total: 2 * 150_000 + 99_950,
      expires_days: 30,
      due_days: 30,
      billing_email: "ap@boiseschools.example",
      source: { channel: "Email", utm_campaign: "spring" },
    });
    expect((await quoteDraft(lead, "owner", { expiresDays: 14 })).expires_days).toBe(14);
  });

  it.each([
    [{ expiresDays: 0 }, /at least 1 day/],
    [{ expiresDays: 400 }, /at most 365 days/],
    [{ items: [{ description: "x", quantity: 1, unitAmount: 0 }] }, /more than \$0.00/],
  ])("refuses %j and stores nothing", async (bad, message) => {
    const lead = await seedLead();
    await expect(quoteDraft(lead, "staff", bad)).rejects.toMatchObject({ code: "invalid-argument", message });
    expect((await standin.db.collection(COLLECTIONS.quotes).get()).size).toBe(0);
  });

  it("refuses a host every quote callable (the role table)", async () => {
    const lead = await seedLead();
    const quote = await quoteDraft(lead);
    const host = deps("host");
    for (const call of [
      () => createQuoteHandler(adminRequest({ lead: { kind: "contact", id: lead }, items: TWO_ITEMS }), host),
      () => sendQuoteHandler(adminRequest({ id: quote.id }), host),
      () => acceptQuoteHandler(adminRequest({ id: quote.id }), host),
      () => cancelQuoteHandler(adminRequest({ id: quote.id, reason: "x" }), host),
      () => listQuotesHandler(adminRequest({ lead: { kind: "contact", id: lead } }), host),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: "permission-denied" });
    }
    expect((await quoteOf(quote.id)).status).toBe("draft");
  });
});

describe("a quote's round trip through the stand-in", () => {
  it("is sent as a Stripe quote, accepted into an invoice, and that invoice is sent and paid", async () => {
    const lead = await seedLead();
    const created = await quoteDraft(lead);
    const { quote: sent } = await sendQuoteHandler(adminRequest({ id: created.id }), deps("staff"));
    expect(sent).toMatchObject({ status: "open", number: expect.stringMatching(/^QT-LOCAL-\d{4}$/) });
    expect(sent.amount_mismatch).toBeUndefined();
    expect(Date.parse(sent.valid_until!) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(notify).toHaveBeenCalledWith("quotes", created.id, "sent", ["confirmation"]);
    const mail = await standin.db.doc(`${COLLECTIONS.quotes}/${created.id}/${COLLECTIONS.mailEvents}/sent`).get();
    expect(mail.get("to")).toBe("ap@boiseschools.example");
    expect(mail.get("confirmation.subject")).toContain(`Quote ${sent.number}`);
    expect(mail.get("confirmation.text")).toContain("Competition licence (2 × $1,500)");
    expect(mail.get("confirmation.text")).toContain("$3,999.50");
    expect(mail.get("confirmation.text")).toContain("To accept it, reply to this e-mail");

    // The Stripe quote: a line per item with its price and quantity, the server's total, the site's metadata.
    const stripeQuote = await sdk.quotes.retrieve(sent.stripe_quote_id!, { expand: ["line_items"] });
    expect(stripeQuote).toMatchObject({
      object: "quote",
      status: "open",
      collection_method: "send_invoice",
      amount_total: created.total,
      invoice_settings: { days_until_due: 30 },
      description: "Spring cohort",
      metadata: { quote_id: created.id, lead: `contact/${lead}`, src_utm_campaign: "spring" },
    });
    expect(stripeQuote.line_items?.data.map((line) => [line.description, line.quantity, line.amount_total])).toEqual([
      ["Competition licence", 2, 300_000],
      ["Team training day", 1, 99_950],
    ]);
    await expect(sendQuoteHandler(adminRequest({ id: created.id }), deps())).rejects.toMatchObject({
      code: "failed-precondition",
    });

    // The buyer agreed: staff record it; Stripe accepts the quote and makes its draft invoice.
    const { quote: accepted } = await acceptQuoteHandler(adminRequest({ id: created.id }), deps("staff"));
    expect(accepted).toMatchObject({ status: "accepted", invoice_id: created.id, accepted_by: "staff@example.com" });
    expect(accepted.stripe_invoice_id).toMatch(/^in_/);
    const stripeDraft = await sdk.invoices.retrieve(accepted.stripe_invoice_id!);
    expect(stripeDraft).toMatchObject({
      status: "draft",
      total: created.total,
      parent: { type: "quote_details", quote_details: { quote: sent.stripe_quote_id } },
    });
    // The quote.accepted that follows finds it recorded and changes nothing.
    await until(
      () => Promise.resolve(answers),
      (list) => list.some((answer) => answer.body.outcome === "unchanged"),
    );
    const invoice = await invoiceOf(created.id);
    expect(invoice).toMatchObject({
      status: "draft",
      total: created.total,
      quote_id: created.id,
      quote_number: sent.number,
      stripe_invoice_id: accepted.stripe_invoice_id,
      po_number: "PO-4471",
      source: { utm_campaign: "spring" },
    });
    // Accepting again answers the accepted quote and makes nothing new.
    expect((await acceptQuoteHandler(adminRequest({ id: created.id }), deps())).quote.status).toBe("accepted");
    expect((await standin.db.collection(COLLECTIONS.invoices).where("quote_id", "==", created.id).get()).size).toBe(1);

    // Sending the invoice finalizes the invoice Stripe made from the quote (no second invoice), then it is paid.
    const { invoice: open } = await sendInvoiceHandler(adminRequest({ id: created.id }), deps("staff"));
    expect(open).toMatchObject({ status: "open", stripe_invoice_id: accepted.stripe_invoice_id });
    expect((await sdk.invoices.retrieve(open.stripe_invoice_id!)).metadata).toMatchObject({
      invoice_id: created.id,
      src_utm_campaign: "spring",
    });
    await payOnPage(open.hosted_invoice_url!, { action: "card", card: "4242" });
    expect(
      await until(
        () => invoiceOf(created.id),
        (row) => row.status === "paid",
      ),
    ).toMatchObject({ status: "paid", amount_paid: created.total });
    expect(await timeline(lead)).toEqual([
      `Quote ${sent.number} sent to ap@boiseschools.example: $3,999.50`,
      `Quote ${sent.number} accepted: its invoice of $3,999.50 is ready to send`,
      `Invoice ${open.number} sent to ap@boiseschools.example: $3,999.50`,
      `Invoice ${open.number} paid by card: $3,999.50`,
    ]);
    const listed = await listQuotesHandler(adminRequest({ lead: { kind: "contact", id: lead } }), deps("staff"));
    expect(listed.rows.map((row) => [row.id, row.status])).toEqual([[created.id, "accepted"]]);
  });
});

describe("cancelQuote", () => {
  it("cancels a draft here and an open quote in Stripe, with the reason; refuses an accepted one", async () => {
    const lead = await seedLead();
    const first = await quoteDraft(lead);
    await expect(cancelQuoteHandler(adminRequest({ id: first.id, reason: " " }), deps())).rejects.toMatchObject({
      code: "invalid-argument",
    });
    const { quote: canceledDraft } = await cancelQuoteHandler(
      adminRequest({ id: first.id, reason: "Wrong items" }),
      deps("staff"),
    );
    expect(canceledDraft).toMatchObject({ status: "canceled", cancel_reason: "Wrong items" });
    await expect(sendQuoteHandler(adminRequest({ id: first.id }), deps())).rejects.toMatchObject({
      code: "failed-precondition",
    });

    const second = await quoteDraft(lead);
    const { quote: sent } = await sendQuoteHandler(adminRequest({ id: second.id }), deps());
    await cancelQuoteHandler(adminRequest({ id: second.id, reason: "Budget frozen" }), deps("staff"));
    expect((await sdk.quotes.retrieve(sent.stripe_quote_id!)).status).toBe("canceled");
    await expect(acceptQuoteHandler(adminRequest({ id: second.id }), deps())).rejects.toMatchObject({
      code: "failed-precondition",
    });
    const audit = await standin.db.collection(COLLECTIONS.auditLog).where("action", "==", "quote-cancel").get();
    expect(audit.docs.map((doc) => doc.get("target")).sort()).toEqual(
      [`quotes/${first.id}`, `quotes/${second.id}`].sort(),
    );
    // The quote.canceled that follows changes nothing more.
    await until(
      () => Promise.resolve(answers),
      (list) => list.some((answer) => answer.body.outcome === "canceled"),
    );
    expect(await quoteOf(second.id)).toMatchObject({ status: "canceled", cancel_reason: "Budget frozen" });
    expect(await timeline(lead)).toEqual([
      "Quote draft canceled: Wrong items",
      `Quote ${sent.number} sent to ap@boiseschools.example: $3,999.50`,
      `Quote ${sent.number} canceled: Budget frozen`,
    ]);

    const third = await quoteDraft(lead);
    await sendQuoteHandler(adminRequest({ id: third.id }), deps());
    await acceptQuoteHandler(adminRequest({ id: third.id }), deps());
    await expect(cancelQuoteHandler(adminRequest({ id: third.id, reason: "x" }), deps())).rejects.toMatchObject({
      code: "failed-precondition",
      message: /void the invoice/,
    });
  });
});

describe("the webhook's quote events", () => {
  function delivery(type: string, object: Record<string, unknown>, secret = SECRET, eventId = `evt_${Math.random()}`) {
    const payload = JSON.stringify({ id: eventId, object: "event", type, data: { object }, api_version: "x" });
    return {
      method: "POST",
      rawBody: Buffer.from(payload),
      signature: sdk.webhooks.generateTestHeaderString({ payload, secret }),
    };
  }
  const webhookDeps = () => ({
    stripe: async () => sdk as unknown as StripeApi,
    webhookSecret: () => SECRET,
    payments: firestorePayments(standin.db),
    invoices: { db: standin.db, notify, origin: () => "http://site.test" },
  });

  it("ends accepted with its invoice when accepted comes before finalized, once however often delivered", async () => {
    const lead = await seedLead();
    const created = await quoteDraft(lead);
    const quote = {
      id: "qt_out_of_order",
      object: "quote",
      metadata: { quote_id: created.id },
      amount_total: created.total,
      currency: "usd",
      number: "QT-LOCAL-9999",
      expires_at: 1_900_000_000,
      invoice: "in_from_quote",
    };
    const accepted = delivery("quote.accepted", quote, SECRET, "evt_accepted_first");
    expect((await handleStripeWebhook(accepted, webhookDeps())).body).toMatchObject({ outcome: "accepted" });
    expect((await handleStripeWebhook(delivery("quote.finalized", quote), webhookDeps())).body).toMatchObject({
      outcome: "accepted",
    });
    expect((await handleStripeWebhook(delivery("quote.canceled", quote), webhookDeps())).body).toMatchObject({
      outcome: "accepted",
    });
    expect((await handleStripeWebhook(accepted, webhookDeps())).body).toEqual({ received: true, duplicate: true });
    expect(await quoteOf(created.id)).toMatchObject({
      status: "accepted",
      stripe_quote_id: "qt_out_of_order",
      number: "QT-LOCAL-9999",
      accepted_by: "Stripe",
      stripe_invoice_id: "in_from_quote",
    });
    expect(await invoiceOf(created.id)).toMatchObject({ status: "draft", stripe_invoice_id: "in_from_quote" });
    expect(await timeline(lead)).toEqual(["Quote QT-LOCAL-9999 accepted: its invoice of $3,999.50 is ready to send"]);
  });

  it("credits the staff member who pressed Record acceptance when Stripe's event arrives before the answer", async () => {
    const lead = await seedLead();
    const created = await quoteDraft(lead);
    await standin.db
      .collection(COLLECTIONS.quotes)
      .doc(created.id)
      .update({ accepting: { uid: "staff-uid", email: "dana@idahoaicoaches.test" } });
    const quote = { id: "qt_early", metadata: { quote_id: created.id }, amount_total: created.total, invoice: "in_e" };
    await handleStripeWebhook(delivery("quote.accepted", quote), webhookDeps());
    expect(await quoteOf(created.id)).toMatchObject({ status: "accepted", accepted_by: "dana@idahoaicoaches.test" });
    const steps = await standin.db
      .collection(COLLECTIONS.contactSubmissions)
      .doc(lead)
      .collection(COLLECTIONS.activity)
      .get();
    expect(steps.docs.map((doc) => doc.get("by_email"))).toEqual(["dana@idahoaicoaches.test"]);
  });

  it("records a quote canceled in Stripe's dashboard, with its own step", async () => {
    const lead = await seedLead();
    const created = await quoteDraft(lead);
    const quote = { id: "qt_canceled", metadata: { quote_id: created.id }, amount_total: created.total };
    expect((await handleStripeWebhook(delivery("quote.canceled", quote), webhookDeps())).body).toMatchObject({
      outcome: "canceled",
    });
    expect(await quoteOf(created.id)).toMatchObject({ status: "canceled", cancel_reason: "Canceled in Stripe" });
    expect(await timeline(lead)).toEqual([`Quote ${created.id} canceled in Stripe`]);
  });

  it("flags an amount that is not the server's, refuses a bad signature, ignores a foreign quote", async () => {
    const lead = await seedLead();
    const created = await quoteDraft(lead);
    const quote = { id: "qt_mismatch", metadata: { quote_id: created.id }, amount_total: 100, invoice: "in_y" };
    expect((await handleStripeWebhook(delivery("quote.accepted", quote, "whsec_other"), webhookDeps())).status).toBe(
      400,
    );
    expect((await quoteOf(created.id)).status).toBe("draft");
    await handleStripeWebhook(delivery("quote.accepted", quote), webhookDeps());
    expect(await quoteOf(created.id)).toMatchObject({ status: "accepted", amount_mismatch: true, stripe_total: 100 });
    expect(await invoiceOf(created.id)).toMatchObject({ amount_mismatch: true, stripe_total: 100 });
    const foreign = await handleStripeWebhook(
      delivery("quote.accepted", { id: "qt_x", metadata: {}, amount_total: 1 }),
      webhookDeps(),
    );
    expect(foreign.body).toMatchObject({ ignored: "not a quote of this site" });
  });
});

describe("the stand-in's quotes", () => {
  it("answers as Stripe does: a product is needed, only an open quote is accepted, a draft invoice is deleted", async () => {
    const customer = await sdk.customers.create({ email: "q@example.test" });
    await expect(
      sdk.quotes.create({
        customer: customer.id,
        collection_method: "send_invoice",
        invoice_settings: { days_until_due: 5 },
        line_items: [{ price_data: { currency: "usd", product: "prod_missing", unit_amount: 100 }, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    const product = await sdk.products.create({ name: "Workshop" });
    const quote = await sdk.quotes.create({
      customer: customer.id,
      collection_method: "send_invoice",
      invoice_settings: { days_until_due: 5 },
      line_items: [{ price_data: { currency: "usd", product: product.id, unit_amount: 2500 }, quantity: 3 }],
    });
    expect(quote).toMatchObject({ status: "draft", amount_total: 7500, number: null, invoice: null });
    expect(quote.line_items).toBeUndefined();
    await expect(sdk.quotes.accept(quote.id)).rejects.toMatchObject({ message: /status of draft/ });
    await sdk.quotes.finalizeQuote(quote.id);
    const accepted = await sdk.quotes.accept(quote.id);
    expect(accepted.status_transitions.accepted_at).toEqual(expect.any(Number));
    await expect(sdk.quotes.cancel(quote.id)).rejects.toMatchObject({ message: /status of accepted/ });
    const invoiceId = String(accepted.invoice);
    expect((await sdk.invoices.retrieve(invoiceId)).lines.data[0]).toMatchObject({ amount: 7500, quantity: 3 });
    expect(await sdk.invoices.del(invoiceId)).toMatchObject({ id: invoiceId, deleted: true });
  });
});
