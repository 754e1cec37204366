import { randomBytes } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { seedSource } from "./leads.mjs";

/**
 * Payments in each state the Payments tab knows, recorded by the product's own code: each paid Checkout built by
 * `newCheckoutPayment` (as the Stripe webhook builds it, amount check included) and stored by the payment store
 * (`firestorePayments().createOnce`); installment 2 charged through the store's claim and `settleInstallment2` with
 * the PaymentIntent Stripe would answer (succeeded, or declined). No mail is queued. The buyers of first installments
 * are made in the local Stripe stand-in when the stack runs one (`context.stripe`), each with a saved test card
 * (4242, or 0341 for the one whose installment 2 is declined), so "Charge installment 2 of 2" works from the
 * dashboard (and declines again for that one); the other ids are Stripe-shaped but made up (`cs_seed_…`).
 */

/**
 * @typedef {{
 *   daysAgo: number,
 *   email: string,
 *   metadata: { program: string, package_type?: string, payment_type: string, installment: string },
 *   amountTotal?: number,
 *   source?: Record<string, string>,
 *   installment2?: { daysAgo: number, outcome: "paid" | "declined" },
 *   card?: "4242" | "0341",
 * }} SamplePayment
 */

/** @type {SamplePayment[]} */
const SAMPLE_PAYMENTS = [
  {
    // A Patent programme paid in full.
    daysAgo: 12,
    email: "jlarsen@geminventors.example",
    metadata: { program: "patent-with-ai", payment_type: "full", installment: "full" },
    source: {
      referrer: "www.google.com",
      landingPage: "/training/patent-with-ai",
      formPage: "/checkout/patent-with-ai",
    },
  },
  {
    // Installment 1 of 2 paid; installment 2 still due (the dashboard's "Charge installment 2").
    daysAgo: 20,
    email: "amorales@tetonrobotics.example",
    metadata: { program: "patent-with-ai", payment_type: "installment", installment: "1 of 2" },
    source: {
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "patent-bootcamp",
      landingPage: "/training/patent-with-ai",
      formPage: "/checkout/patent-with-ai",
    },
  },
  {
    // Both installments paid.
    daysAgo: 38,
    email: "kchoi@palousemakers.example",
    metadata: { program: "patent-with-ai", payment_type: "installment", installment: "1 of 2" },
    installment2: { daysAgo: 6, outcome: "paid" },
    source: {
      referrer: "www.linkedin.com",
      landingPage: "/training/patent-with-ai",
      formPage: "/checkout/patent-with-ai",
    },
  },
  {
    // Installment 2 declined: the dashboard shows the failure and offers the charge again (declined again: card 0341).
    daysAgo: 30,
    card: "0341",
    email: "bnguyen@idahofallsfab.example",
    metadata: { program: "patent-with-ai", payment_type: "installment", installment: "1 of 2" },
    installment2: { daysAgo: 2, outcome: "declined" },
  },
  {
    // A Launch with AI package paid in full.
    daysAgo: 8,
    email: "sjensen@jensenbakery.example",
    metadata: { program: "launch-with-ai", package_type: "one-day", payment_type: "full", installment: "full" },
    source: {
      utmSource: "facebook",
      utmMedium: "social",
      utmCampaign: "launch-fall",
      landingPage: "/training/launch-with-ai",
      formPage: "/training/launch-with-ai",
    },
  },
  {
    // Paid at a price the catalog does not ask (a Payment Link made by hand): flagged for review.
    daysAgo: 3,
    email: "owilliams@rivertowncoffee.example",
    metadata: { program: "launch-with-ai", package_type: "full-launch", payment_type: "full", installment: "full" },
    amountTotal: 250_000,
    source: {
      referrer: "www.idahoednews.org",
      landingPage: "/training/launch-with-ai",
      formPage: "/training/launch-with-ai",
    },
  },
];

/** A made-up Stripe-shaped id. */
const stripeId = (/** @type {string} */ prefix) => `${prefix}_seed_${randomBytes(12).toString("hex")}`;

/**
 * A call to the local Stripe stand-in's API, with its key; `tolerated` are the error statuses answered with a body
 * the caller reads (a declined charge: 402).
 * @param {NonNullable<import("./index.mjs").SeedContext["stripe"]>} stripe
 * @param {string} method
 * @param {string} path
 * @param {Record<string, string>} [params]
 * @param {number[]} [tolerated]
 */
async function stripeCall(stripe, method, path, params, tolerated = []) {
  const response = await fetch(`${stripe.origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${stripe.key}`, "content-type": "application/x-www-form-urlencoded" },
    ...(params ? { body: new URLSearchParams(params) } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok && !tolerated.includes(response.status)) {
    throw new Error(`the Stripe stand-in answered ${response.status} to ${method} ${path}: ${await response.text()}`);
  }
  return /** @type {any} */ (await response.json());
}

/**
 * The buyer of a first installment and the card saved at checkout: in the local Stripe stand-in when there is one
 * (its test-mode `pm_card_<last4>`), made up otherwise.
 * @param {import("./index.mjs").SeedContext["stripe"]} stripe
 * @param {string} email
 * @param {string} card
 */
async function savedCard(stripe, email, card) {
  if (!stripe) return { customerId: stripeId("cus"), paymentMethodId: stripeId("pm") };
  const customer = await stripeCall(stripe, "POST", "/v1/customers", { email });
  const method = await stripeCall(stripe, "POST", `/v1/payment_methods/pm_card_${card}/attach`, {
    customer: customer.id,
  });
  return { customerId: String(customer.id), paymentMethodId: String(method.id) };
}

/**
 * The PaymentIntent the buyer paid the checkout with: made and charged in the stand-in when there is one (a new test
 * card of the buyer's, so a card that declines later charges still paid the first), so that the dashboard's Refund
 * finds its charge; made up otherwise.
 * @param {import("./index.mjs").SeedContext["stripe"]} stripe
 * @param {{ email: string, amount: number, currency: string, customerId?: string }} payment
 */
async function checkoutIntentId(stripe, { email, amount, currency, customerId }) {
  if (!stripe) return stripeId("pi");
  const customer = customerId ?? String((await stripeCall(stripe, "POST", "/v1/customers", { email })).id);
  const method = await stripeCall(stripe, "POST", "/v1/payment_methods/pm_card_4242/attach", { customer });
  const intent = await stripeCall(stripe, "POST", "/v1/payment_intents", {
    amount: String(amount),
    currency,
    customer,
    payment_method: String(method.id),
    confirm: "true",
  });
  return String(intent.id);
}

/**
 * The PaymentIntent of an installment-2 charge of the saved card, off session as chargeInstallment charges it: made
 * and confirmed in the stand-in (whose card decides: 0341 declines), or, without one, the intent Stripe would answer.
 * @param {import("./index.mjs").SeedContext} context
 * @param {{ customerId: string, paymentMethodId: string } | undefined} saved
 * @param {"paid" | "declined"} outcome
 * @returns {Promise<import("../../functions/src/payments/installments.ts").InstallmentIntent>}
 */
async function installment2Intent({ domain, stripe }, saved, outcome) {
  const amount = domain.withCardFeeCents(domain.PATENT_PROGRAM.options.installment.amountCents);
  if (stripe && saved) {
    const created = await stripeCall(stripe, "POST", "/v1/payment_intents", {
      amount: String(amount),
      currency: domain.CURRENCY,
      customer: saved.customerId,
      payment_method: saved.paymentMethodId,
    });
    await stripeCall(stripe, "POST", `/v1/payment_intents/${created.id}/confirm`, { off_session: "true" }, [402]);
    return stripeCall(stripe, "GET", `/v1/payment_intents/${created.id}`);
  }
  const paid = outcome === "paid";
  return {
    id: stripeId("pi"),
    status: paid ? "succeeded" : "requires_payment_method",
    amount,
    amount_received: paid ? amount : 0,
    currency: domain.CURRENCY,
    last_payment_error: paid
      ? null
      : /** @type {import("stripe").Stripe.PaymentIntent.LastPaymentError} */ ({
          type: "card_error",
          message: "Your card was declined.",
        }),
  };
}

/** @type {import("./index.mjs").Seeder} */
export async function seedPayments(context) {
  const { db, domain, product, now, log } = context;
  const collection = db.collection(domain.COLLECTIONS.payments);
  if (!(await collection.limit(1).get()).empty) return;
  const store = product.payments.firestorePayments(db);
  const at = (/** @type {number} */ daysAgo) => Timestamp.fromMillis(now.getTime() - daysAgo * 86_400_000);
  for (const [index, sample] of SAMPLE_PAYMENTS.entries()) {
    const where = `scripts/seed/payments.mjs SAMPLE_PAYMENTS[${index}]`;
    const expected = domain.expectedCheckoutCents(sample.metadata);
    if (expected === null)
      throw new Error(`${where}: the catalog sells nothing like ${JSON.stringify(sample.metadata)}`);
    const first = sample.metadata.installment === domain.INSTALLMENT_LABELS.first;
    const sessionId = stripeId("cs");
    const saved = first ? await savedCard(context.stripe, sample.email, sample.card ?? "4242") : undefined;
    const amountTotal = sample.amountTotal ?? expected;
    const paymentIntentId = await checkoutIntentId(context.stripe, {
      email: sample.email,
      amount: amountTotal,
      currency: domain.CURRENCY,
      customerId: saved?.customerId,
    });
    const payment = domain.newCheckoutPayment({
      metadata: sample.metadata,
      amountTotal,
      currency: domain.CURRENCY,
      customerEmail: sample.email,
      sessionId,
      eventId: stripeId("evt"),
      paymentIntentId,
      customerId: saved?.customerId ?? stripeId("cus"),
      paymentMethodId: saved?.paymentMethodId ?? null,
      source: seedSource(context, sample.source, where),
    });
    await store.createOnce(sessionId, payment);
    await collection.doc(sessionId).update({ created_at: at(sample.daysAgo) });
    if (!sample.installment2) continue;

    // As chargeInstallment does: claim the charge, keep its PaymentIntent, settle what Stripe answered.
    const claim = await store.claimInstallment2(sessionId);
    if ("refused" in claim) throw new Error(`${where}: installment 2 already charged`);
    const intent = await installment2Intent(context, saved, sample.installment2.outcome);
    await store.setInstallment2Intent(sessionId, intent.id);
    const stored = await store.get(sessionId);
    if (!stored) throw new Error(`${where}: the first installment was not stored`);
    const outcome = await product.installments.settleInstallment2(store, sessionId, stored, intent);
    if (outcome.status !== (sample.installment2.outcome === "paid" ? "paid" : "failed")) {
      throw new Error(`${where}: installment 2 came out ${outcome.status}, not ${sample.installment2.outcome}`);
    }
    if (outcome.status === "paid")
      await collection.doc(intent.id).update({ created_at: at(sample.installment2.daysAgo) });
  }
  log(`• Seeded ${SAMPLE_PAYMENTS.length} payments (paid, installment 2 due, paid and declined, a flagged amount)`);
}
