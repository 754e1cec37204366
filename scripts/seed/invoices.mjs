import { randomBytes } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";

/**
 * Invoices in every state the Payments tab shows (issue 44): a draft, an open one, one paid by bank transfer, an
 * overdue one and a void one, each for a seeded contact lead (its source copied as `createInvoice` copies it), built
 * with the product's own `newInvoiceRecord` (the total computed by the domain from the lines); and a refunded
 * checkout payment (the refund as `refundPayment` records it). The invoice paid by transfer is made and paid in the
 * local Stripe stand-in when the stack runs one (so its Refund works from the dashboard), before its record is
 * stored; the others carry made-up Stripe-shaped ids (`in_seed_…`). No mail is queued.
 */

/**
 * @typedef {{
 *   state: "draft" | "open" | "paid" | "overdue" | "void",
 *   daysAgo: number,
 *   organization: string,
 *   poNumber: string,
 *   taxExempt: boolean,
 *   items: { description: string, quantity: number, unit_amount: number }[],
 * }} SampleInvoice
 */

/** @type {SampleInvoice[]} */
const SAMPLE_INVOICES = [
  {
    state: "draft",
    daysAgo: 1,
    organization: "Nampa School District",
    poNumber: "",
    taxExempt: true,
    items: [{ description: "AI competition licence (school)", quantity: 4, unit_amount: 95_000 }],
  },
  {
    state: "open",
    daysAgo: 6,
    organization: "Boise Metro Chamber of Commerce",
    poNumber: "BMCC-2291",
    taxExempt: false,
    items: [
      { description: "Event framework: AI Week", quantity: 1, unit_amount: 450_000 },
      { description: "Facilitator day", quantity: 2, unit_amount: 120_000 },
    ],
  },
  {
    state: "paid",
    daysAgo: 20,
    organization: "Idaho State University, College of Business",
    poNumber: "ISU-PO-77812",
    taxExempt: true,
    items: [
      { description: "Team training (up to 20 people)", quantity: 1, unit_amount: 600_000 },
      { description: "Competition licence", quantity: 2, unit_amount: 150_000 },
    ],
  },
  {
    state: "overdue",
    daysAgo: 45,
    organization: "Idaho Department of Labor",
    poNumber: "DOL-19-4420",
    taxExempt: true,
    items: [{ description: "Partnership: workforce AI pilot", quantity: 1, unit_amount: 1_200_000 }],
  },
  {
    state: "void",
    daysAgo: 15,
    organization: "Twin Falls Rotary",
    poNumber: "",
    taxExempt: false,
    items: [{ description: "Team training (half day)", quantity: 1, unit_amount: 180_000 }],
  },
];

const seedId = (/** @type {string} */ prefix) => `${prefix}_seed_${randomBytes(12).toString("hex")}`;

/**
 * A call to the local Stripe stand-in's API with its key.
 * @param {NonNullable<import("./index.mjs").SeedContext["stripe"]>} stripe
 * @param {string} method
 * @param {string} path
 * @param {Record<string, string>} [params]
 */
async function stripeCall(stripe, method, path, params) {
  const response = await fetch(`${stripe.origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${stripe.key}`, "content-type": "application/x-www-form-urlencoded" },
    ...(params ? { body: new URLSearchParams(params) } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    throw new Error(`the Stripe stand-in answered ${response.status} to ${method} ${path}: ${await response.text()}`);
  }
  return /** @type {any} */ (await response.json());
}

/**
 * The paid-by-transfer invoice, made in the stand-in as `sendInvoice` makes it, then paid on its hosted page with "Pay
 * by bank transfer" (which settles a few seconds later). Answers what the record keeps of it.
 * @param {NonNullable<import("./index.mjs").SeedContext["stripe"]>} stripe
 * @param {string} id
 * @param {{ billing_email: string, organization: string, items: SampleInvoice["items"], due_days: number }} record
 */
async function paidByTransfer(stripe, id, record) {
  const customer = await stripeCall(stripe, "POST", "/v1/customers", {
    email: record.billing_email,
    name: record.organization,
  });
  const invoice = await stripeCall(stripe, "POST", "/v1/invoices", {
    customer: customer.id,
    collection_method: "send_invoice",
    days_until_due: String(record.due_days),
    "metadata[invoice_id]": id,
  });
  for (const item of record.items) {
    await stripeCall(stripe, "POST", "/v1/invoiceitems", {
      customer: customer.id,
      invoice: invoice.id,
      amount: String(item.quantity * item.unit_amount),
      currency: "usd",
      description: `${item.description} (${item.quantity})`,
    });
  }
  const open = await stripeCall(stripe, "POST", `/v1/invoices/${invoice.id}/finalize`);
  await fetch(open.hosted_invoice_url, { method: "POST", body: new URLSearchParams({ action: "transfer" }) });
  for (let waited = 0; waited < 20_000; waited += 250) {
    const current = await stripeCall(stripe, "GET", `/v1/invoices/${invoice.id}`);
    if (current.status === "paid") {
      const payments = await stripeCall(stripe, "GET", `/v1/invoice_payments?invoice=${invoice.id}`);
      return {
        stripe_invoice_id: String(current.id),
        stripe_customer_id: String(customer.id),
        number: String(current.number),
        hosted_invoice_url: String(current.hosted_invoice_url),
        invoice_pdf: String(current.invoice_pdf),
        payment_intent_id: String(payments.data[0]?.payment.payment_intent ?? ""),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the stand-in's bank transfer did not settle within 20 s");
}

/** @type {import("./index.mjs").Seeder} */
export async function seedInvoices(context) {
  const { db, domain, now, log, admin } = context;
  const invoices = db.collection(domain.COLLECTIONS.invoices);
  if (!(await invoices.limit(1).get()).empty) return;
  const leads = await db.collection(domain.COLLECTIONS.contactSubmissions).orderBy("created_at", "desc").limit(5).get();
  if (leads.empty) throw new Error("scripts/seed/invoices.mjs: seed the leads first (no contact message to invoice)");
  const day = (/** @type {number} */ daysAgo) => new Date(now.getTime() - daysAgo * 86_400_000);
  const iso = (/** @type {number} */ daysAgo) => day(daysAgo).toISOString();

  for (const [index, sample] of SAMPLE_INVOICES.entries()) {
    const lead = leads.docs[index % leads.size];
    if (!lead) continue;
    const created = Timestamp.fromDate(day(sample.daysAgo));
    const record = domain.newInvoiceRecord(
      {
        lead: { kind: "contact", id: lead.id },
        organization: sample.organization,
        billingEmail: String(lead.get("email") ?? "billing@example.test"),
        poNumber: sample.poNumber,
        memo: "",
        taxExempt: sample.taxExempt,
        eventDate: null,
        dueDays: domain.DEFAULT_DUE_DAYS,
        items: sample.items,
      },
      domain.storedSourceOf(lead.data()),
      admin.email,
    );
    const ref = invoices.doc();
    // The stand-in's invoice is made and paid before the record exists: its events reach the webhook for no invoice
    // of the site yet and change nothing (no mail, no funnel count at seed time).
    const paidInStripe =
      sample.state === "paid" && context.stripe
        ? await paidByTransfer(context.stripe, ref.id, { ...record, items: sample.items })
        : {};
    await ref.create({ ...record, created_at: created, updated_at: created });
    if (sample.state === "draft") continue;

    // What sendInvoice stores once Stripe finalized it, then what the webhook's events add.
    const sentAt = day(sample.daysAgo - 1);
    const due = new Date(sentAt.getTime() + record.due_days * 86_400_000).toISOString();
    const number = `SEED-${String(index + 1).padStart(4, "0")}`;
    /** @type {Record<string, unknown>} */
    let update = {
      status: sample.state,
      stripe_invoice_id: seedId("in"),
      stripe_customer_id: seedId("cus"),
      number,
      sent_at: Timestamp.fromDate(sentAt),
      due_date: due,
      updated_at: Timestamp.fromDate(now),
    };
    if (sample.state === "paid") {
      update = {
        ...update,
        payment_intent_id: seedId("pi"),
        ...paidInStripe,
        amount_paid: record.total,
        paid_at: iso(sample.daysAgo - 9),
        paid_via: "bank_transfer",
      };
    }
    if (sample.state === "void") {
      update = {
        ...update,
        void_reason: "Replaced: the buyer asked for a half day instead",
        voided_at: Timestamp.fromDate(day(2)),
      };
    }
    await ref.update(update);
  }

  // A refunded checkout payment: the newest full payment, refunded in part with a reason, as refundPayment records it.
  const payments = await db.collection(domain.COLLECTIONS.payments).where("installment", "==", "full").limit(1).get();
  const payment = payments.docs[0];
  if (payment) {
    const amount = Math.round(Number(payment.get("amount_total")) / 2);
    await payment.ref.update({
      refunded_amount: amount,
      refunds: [
        {
          id: seedId("re"),
          amount,
          reason: "requested_by_customer",
          note: "Registration cancelled 10 days before the event (terms: refund)",
          by_email: admin.email,
          at: Timestamp.fromDate(day(1)),
        },
      ],
    });
  }
  log(
    `• Seeded ${SAMPLE_INVOICES.length} invoices (draft, open, paid by transfer, overdue, void) and a refunded payment`,
  );
}

/**
 * Quotes (issue 44): one sent and waiting for the buyer, one the buyer accepted, whose invoice was sent; built with
 * the product's own `newQuoteRecord` and `invoiceFromQuote`, for seeded contact leads. The sent quote is made in the
 * local Stripe stand-in when the stack runs one (so "Buyer accepted" works from the dashboard), as `sendQuote` makes
 * it; the accepted one carries made-up Stripe-shaped ids. No mail is queued.
 * @type {import("./index.mjs").Seeder}
 */
export async function seedQuotes(context) {
  const { db, domain, now, log, admin } = context;
  const quotes = db.collection(domain.COLLECTIONS.quotes);
  if (!(await quotes.limit(1).get()).empty) return;
  const leads = await db.collection(domain.COLLECTIONS.contactSubmissions).orderBy("created_at", "desc").limit(2).get();
  if (leads.size < 2) throw new Error("scripts/seed/invoices.mjs: seed the leads first (no contact message to quote)");
  const day = (/** @type {number} */ daysAgo) => new Date(now.getTime() - daysAgo * 86_400_000);
  /** @type {{ state: "open" | "accepted", daysAgo: number, organization: string, poNumber: string, items: SampleInvoice["items"] }[]} */
  const samples = [
    {
      state: "open",
      daysAgo: 3,
      organization: "Meridian Public Library",
      poNumber: "",
      items: [
        { description: "AI literacy workshop (evening)", quantity: 3, unit_amount: 85_000 },
        { description: "Facilitator travel", quantity: 1, unit_amount: 25_000 },
      ],
    },
    {
      state: "accepted",
      daysAgo: 12,
      organization: "College of Western Idaho",
      poNumber: "CWI-PO-3310",
      items: [
        { description: "Team training (up to 20 people)", quantity: 1, unit_amount: 600_000 },
        { description: "Competition licence", quantity: 1, unit_amount: 150_000 },
      ],
    },
  ];
  for (const [index, sample] of samples.entries()) {
    const lead = leads.docs[index];
    if (!lead) continue;
    const created = day(sample.daysAgo);
    const record = domain.newQuoteRecord(
      {
        lead: { kind: "contact", id: lead.id },
        organization: sample.organization,
        billingEmail: String(lead.get("email") ?? "billing@example.test"),
        poNumber: sample.poNumber,
        memo: "",
        taxExempt: true,
        eventDate: null,
        dueDays: domain.DEFAULT_DUE_DAYS,
        expiresDays: domain.DEFAULT_QUOTE_EXPIRY_DAYS,
        items: sample.items,
      },
      domain.storedSourceOf(lead.data()),
      admin.email,
    );
    const ref = quotes.doc();
    const sentAt = day(sample.daysAgo - 1);
    const expiresAt = new Date(sentAt.getTime() + record.expires_days * 86_400_000);
    /** @type {Record<string, unknown>} */
    let sent = {
      stripe_quote_id: seedId("qt"),
      stripe_customer_id: seedId("cus"),
      number: `QT-SEED-${String(index + 1).padStart(4, "0")}`,
      valid_until: expiresAt.toISOString(),
    };
    if (sample.state === "open" && context.stripe)
      sent = await quoteInStandin(context.stripe, ref.id, record, expiresAt);
    const stamps = { created_at: Timestamp.fromDate(created), updated_at: Timestamp.fromDate(now) };
    const update = { ...sent, status: "open", sent_at: Timestamp.fromDate(sentAt) };
    if (sample.state === "open") {
      await ref.create({ ...record, ...stamps, ...update });
      continue;
    }
    // Accepted: the quote names its invoice; the invoice (the quote's id) was then sent, as sendInvoice stores it.
    const acceptedAt = day(sample.daysAgo - 4);
    const stripeInvoiceId = seedId("in");
    const accepted = {
      ...update,
      status: "accepted",
      accepted_at: Timestamp.fromDate(acceptedAt),
      accepted_by: admin.email,
      invoice_id: ref.id,
      stripe_invoice_id: stripeInvoiceId,
    };
    await ref.create({ ...record, ...stamps, ...accepted });
    const invoice = domain.invoiceFromQuote(/** @type {any} */ ({ ...record, ...accepted }), ref.id, stripeInvoiceId);
    const invoiceSent = day(sample.daysAgo - 5);
    await db
      .collection(domain.COLLECTIONS.invoices)
      .doc(ref.id)
      .create({
        ...invoice,
        status: "open",
        number: `SEED-Q${String(index + 1).padStart(3, "0")}`,
        sent_at: Timestamp.fromDate(invoiceSent),
        due_date: new Date(invoiceSent.getTime() + invoice.due_days * 86_400_000).toISOString(),
        created_at: Timestamp.fromDate(acceptedAt),
        updated_at: Timestamp.fromDate(now),
      });
  }
  log("• Seeded 2 quotes (one sent, one accepted whose invoice was sent)");
}

/**
 * A sent quote made in the stand-in as `sendQuote` makes it (customer, a product per line, the quote, finalized).
 * Answers what the record keeps of it.
 * @param {NonNullable<import("./index.mjs").SeedContext["stripe"]>} stripe
 * @param {string} id
 * @param {{ billing_email: string, organization: string, items: SampleInvoice["items"], due_days: number }} record
 * @param {Date} expiresAt
 */
async function quoteInStandin(stripe, id, record, expiresAt) {
  const customer = await stripeCall(stripe, "POST", "/v1/customers", {
    email: record.billing_email,
    name: record.organization,
    tax_exempt: "exempt",
  });
  /** @type {Record<string, string>} */
  const params = {
    customer: customer.id,
    collection_method: "send_invoice",
    "invoice_settings[days_until_due]": String(record.due_days),
    expires_at: String(Math.floor(expiresAt.getTime() / 1000)),
    "metadata[quote_id]": id,
  };
  for (const [index, item] of record.items.entries()) {
    const product = await stripeCall(stripe, "POST", "/v1/products", { name: item.description });
    params[`line_items[${index}][price_data][currency]`] = "usd";
    params[`line_items[${index}][price_data][product]`] = product.id;
    params[`line_items[${index}][price_data][unit_amount]`] = String(item.unit_amount);
    params[`line_items[${index}][quantity]`] = String(item.quantity);
  }
  const draft = await stripeCall(stripe, "POST", "/v1/quotes", params);
  const open = await stripeCall(stripe, "POST", `/v1/quotes/${draft.id}/finalize`);
  return {
    stripe_quote_id: String(open.id),
    stripe_customer_id: String(customer.id),
    number: String(open.number),
    valid_until: new Date(open.expires_at * 1000).toISOString(),
  };
}
