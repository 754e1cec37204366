/**
 * Checkout end to end against the emulators and the local Stripe stand-in: the callables create sessions with
 * the catalog's line items, amounts, return addresses and metadata; bad inputs are refused; paying on the
 * stand-in's page delivers a signed webhook that stores exactly one payment; bad or replayed deliveries store
 * nothing; an admin charges the second installment to the saved card.
 */
import { FirebaseError } from "firebase/app";
import Stripe from "stripe";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  admin,
  clearCollection,
  createUser,
  functionsOrigin,
  hostingOrigin,
  projectId,
  region,
  webClient,
} from "./emulators";

/** The stack's stand-in credentials (scripts/stack.mjs writes them to functions/.secret.local). */
const STANDIN_KEY = "sk_test_local_standin";
const STANDIN_WEBHOOK_SECRET = "whsec_local_standin";
const standInOrigin = process.env.STRIPE_STANDIN_ORIGIN ?? "http://127.0.0.1:12111";
const webhookUrl = `${functionsOrigin}/${projectId}/${region}/stripeWebhook`;
const standInUrl = new URL(standInOrigin);

const stripe = new Stripe(STANDIN_KEY, {
  host: standInUrl.hostname,
  port: standInUrl.port,
  protocol: "http",
  telemetry: false,
});

const client = webClient();
const PASSWORD = "checkout-test-pw";

interface Payment {
  program: string;
  package_type: string | null;
  payment_type: string;
  installment: string;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  session_id: string | null;
  event_id: string | null;
  customer_id: string | null;
  payment_method_id: string | null;
  payment_intent_id: string | null;
  installment_2_status?: string;
  installment_2_error?: string;
  installment_2_attempt?: number;
  first_payment_id?: string;
}

async function createPayment(paymentType: "full" | "installment") {
  const priceId = paymentType === "full" ? "price_patent_with_ai_full" : "price_patent_with_ai_installment";
  return client.call<{ url: string }>("createPayment", { priceId, paymentType });
}

/** The session behind a Checkout address, with its line items. */
async function sessionOf(url: string) {
  const id = url.split("/").pop() ?? "";
  const session = await stripe.checkout.sessions.retrieve(id);
  const lines = await stripe.checkout.sessions.listLineItems(id);
  return { session, lines: lines.data.map((line) => [line.description, line.amount_total]) };
}

/** Pays on the stand-in's page as a buyer would (the form's Pay button); answers where it redirected. */
async function pay(url: string, { email = "buyer@example.test", card = "4242" } = {}) {
  const answer = await fetch(url, {
    method: "POST",
    body: new URLSearchParams({ email, card, action: "pay" }),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  return answer.headers.get("location");
}

async function payments() {
  const snapshot = await admin().db.collection("payments").get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data() as Payment]));
}

async function postWebhook(payload: string, secret = STANDIN_WEBHOOK_SECRET) {
  return fetch(webhookUrl, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
}

async function refusalCode(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FirebaseError);
  return (error as FirebaseError).code;
}

let standIn = true;

beforeAll(async () => {
  // With real Stripe keys in functions/.secret.local the sessions live on Stripe, not here: nothing to check.
  const { url } = await createPayment("full");
  standIn = url.startsWith(`${standInOrigin}/pay/`);
  if (!standIn) console.warn("checkout.itest: the functions are not using the local Stripe stand-in; skipping.");
});

beforeEach(async (context) => {
  if (!standIn) context.skip();
  await clearCollection("payments");
});

describe("Checkout Sessions", () => {
  it("Patent in full: the programme and the 3% fee as two lines, and the full-payment return", async () => {
    const { url } = await createPayment("full");
    const { session, lines } = await sessionOf(url);
    expect(lines).toEqual([
      ["Patent with AI: Full Payment", 500_000],
      ["Credit card processing fee (3%)", 15_000],
    ]);
    expect(session).toMatchObject({
      amount_total: 515_000,
      currency: "usd",
      mode: "payment",
      success_url: `${hostingOrigin}/checkout/success?payment_type=full`,
      cancel_url: `${hostingOrigin}/checkout/patent-with-ai`,
      metadata: { program: "patent-with-ai", payment_type: "full", installment: "full" },
    });
  });

  it("Patent in two payments: $2,575 now, a customer created to keep the card", async () => {
    const { url } = await createPayment("installment");
    const { session, lines } = await sessionOf(url);
    expect(lines).toEqual([
      ["Patent with AI: Payment 1 of 2", 250_000],
      ["Credit card processing fee (3%)", 7_500],
    ]);
    expect(session).toMatchObject({
      amount_total: 257_500,
      customer_creation: "always",
      success_url: `${hostingOrigin}/checkout/success?payment_type=installment`,
      metadata: { program: "patent-with-ai", payment_type: "installment", installment: "1 of 2" },
    });
  });

  it.each([
    ["one-day", "One-Day Website Launch", 160_000, 4_800],
    ["full-launch", "Full Business Launch (3 Days)", 500_000, 15_000],
    ["mentorship", "Annual Mentorship", 360_000, 10_800],
  ])("Launch %s: the package, the fee and the launch page to cancel to", async (packageType, name, amount, fee) => {
    const { url } = await client.call<{ url: string }>("createLaunchPayment", { packageType });
    const { session, lines } = await sessionOf(url);
    expect(lines).toEqual([
      [`Launch with AI: ${name}`, amount],
      ["Credit card processing fee (3%)", fee],
    ]);
    expect(session).toMatchObject({
      amount_total: amount + fee,
      success_url: `${hostingOrigin}/checkout/success?payment_type=full`,
      cancel_url: `${hostingOrigin}/training/launch-with-ai`,
      metadata: { program: "launch-with-ai", package_type: packageType, payment_type: "full", installment: "full" },
    });
  });

  it.each([
    ["createPayment", { priceId: "price_patent_with_ai_installment", paymentType: "full" }],
    ["createPayment", { priceId: "price_patent_with_ai_full", paymentType: "installment" }],
    ["createPayment", { priceId: "price_patent_with_ai_full", paymentType: "monthly" }],
    ["createPayment", { priceId: "price_free", paymentType: "full" }],
    ["createLaunchPayment", { packageType: "two-day" }],
    ["createLaunchPayment", {}],
  ])("%s refuses %j with invalid-argument", async (callable, data) => {
    expect(await refusalCode(client.call(callable, data))).toBe("functions/invalid-argument");
  });
});

describe("the Stripe webhook", () => {
  it("paying on the stand-in's page returns to the success page and stores one payment", async () => {
    const { url } = await client.call<{ url: string }>("createLaunchPayment", { packageType: "one-day" });
    const session = (await sessionOf(url)).session;

    expect(await pay(url, { email: "launch.buyer@example.test" })).toBe(
      `${hostingOrigin}/checkout/success?payment_type=full`,
    );

    const stored = await payments();
    expect(stored.size).toBe(1);
    const [[id, payment]] = [...stored] as [[string, Payment]];
    expect(id).toBe(session.id);
    expect(payment).toMatchObject({
      program: "launch-with-ai",
      package_type: "one-day",
      payment_type: "full",
      installment: "full",
      amount_total: 164_800,
      currency: "usd",
      customer_email: "launch.buyer@example.test",
      session_id: session.id,
    });
    expect(payment.event_id).toMatch(/^evt_/);
    expect(payment).toHaveProperty("created_at");
  });

  it("a replayed event stores nothing new", async () => {
    const { url } = await createPayment("full");
    await pay(url);
    const [payment] = [...(await payments()).values()];
    const event = await stripe.events.retrieve(payment?.event_id ?? "");

    const replay = await postWebhook(JSON.stringify(event));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ duplicate: true });
    expect((await payments()).size).toBe(1);
  });

  it("a bad signature is refused and stores nothing", async () => {
    const { url } = await createPayment("full");
    const { session } = await sessionOf(url);
    const forged = {
      id: "evt_forged_1",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          ...session,
          payment_status: "paid",
          status: "complete",
          customer_details: { email: "x@example.test" },
        },
      },
    };
    const answer = await postWebhook(JSON.stringify(forged), "whsec_not_the_secret");
    expect(answer.status).toBe(400);

    const unsigned = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(forged),
    });
    expect(unsigned.status).toBe(400);
    expect((await payments()).size).toBe(0);
  });

  it("Cancel on the stand-in's page returns to the checkout page and stores nothing", async () => {
    const { url } = await createPayment("installment");
    const answer = await fetch(url, {
      method: "POST",
      body: new URLSearchParams({ action: "cancel" }),
      redirect: "manual",
    });
    expect(answer.headers.get("location")).toBe(`${hostingOrigin}/checkout/patent-with-ai`);
    expect((await payments()).size).toBe(0);
  });
});

/** The customer's charges but the first Checkout's own (the stand-in records that charge too, as Stripe does). */
async function offSessionCharges(payment: Payment) {
  const charges = await stripe.charges.list({ customer: payment.customer_id ?? "" });
  return charges.data.filter((charge) => charge.payment_intent !== payment.payment_intent_id);
}

describe("chargeInstallment", () => {
  const adminClient = webClient();
  const memberClient = webClient();

  beforeAll(async () => {
    if (!standIn) return;
    const adminUser = await createUser("checkout-admin@example.test", PASSWORD, { admin: true });
    // Admin callables need a verified e-mail as well as the claim (functions/src/platform/requireAdmin.ts).
    await admin().auth.updateUser(adminUser.uid, { emailVerified: true });
    await createUser("checkout-member@example.test", PASSWORD);
    await adminClient.signIn("checkout-admin@example.test", PASSWORD);
    await memberClient.signIn("checkout-member@example.test", PASSWORD);
  });

  async function firstInstallment(card = "4242", email = "buyer@example.test") {
    const { url } = await createPayment("installment");
    await pay(url, { card, email });
    const [[id, payment]] = [...(await payments())] as [[string, Payment]];
    return { id, payment };
  }

  it("charges $2,575 to the saved card once and records installment 2 of 2", async () => {
    const { id, payment } = await firstInstallment();
    expect(payment).toMatchObject({ installment: "1 of 2", amount_total: 257_500 });
    expect(payment.customer_id).toMatch(/^cus_/);
    expect(payment.payment_method_id).toMatch(/^pm_/);

    const answer = await adminClient.call<{ paymentId: string; amountTotal: number }>("chargeInstallment", {
      paymentId: id,
    });
    expect(answer.amountTotal).toBe(257_500);

    const stored = await payments();
    expect(stored.get(answer.paymentId)).toMatchObject({
      program: "patent-with-ai",
      installment: "2 of 2",
      amount_total: 257_500,
      customer_email: "buyer@example.test",
      first_payment_id: id,
    });
    expect(stored.get(id)).toMatchObject({ installment_2_status: "paid" });

    expect(await refusalCode(adminClient.call("chargeInstallment", { paymentId: id }))).toBe(
      "functions/already-exists",
    );
    expect((await payments()).size).toBe(2);
  });

  it("records a declined card and charges nothing", async () => {
    const { id } = await firstInstallment("0341");
    expect(await refusalCode(adminClient.call("chargeInstallment", { paymentId: id }))).toBe(
      "functions/failed-precondition",
    );
    const stored = await payments();
    expect(stored.size).toBe(1);
    expect(stored.get(id)).toMatchObject({
      installment_2_status: "failed",
      installment_2_error: "Your card was declined.",
    });
  });

  it("a lost answer, then Check with Stripe and another press: exactly one charge and one payment", async () => {
    // "+timeout": the stand-in charges the card, then drops the connection on every confirm (its answers are lost).
    const { id, payment } = await firstInstallment("4242", "buyer+timeout@example.test");
    const lost = await adminClient.call("chargeInstallment", { paymentId: id }).then(
      () => undefined,
      (error: FirebaseError) => error,
    );
    expect(lost?.code).toBe("functions/deadline-exceeded");
    expect(lost?.message).toMatch(/not known yet/);

    const checked = await adminClient.call<{ status: string; message: string }>("reconcileInstallment", {
      paymentId: id,
    });
    expect(checked.status).toBe("paid");
    expect(await refusalCode(adminClient.call("chargeInstallment", { paymentId: id }))).toBe(
      "functions/already-exists",
    );

    const charges = await offSessionCharges(payment);
    expect(charges.map((charge) => charge.amount)).toEqual([257_500]);
    const seconds = [...(await payments()).values()].filter((p) => p.installment === "2 of 2");
    expect(seconds).toHaveLength(1);
    expect(seconds[0]).toMatchObject({ first_payment_id: id, amount_total: 257_500 });
    expect((await payments()).get(id)).toMatchObject({ installment_2_status: "paid" });
  });

  it("a declined card, then another press, confirms the same intent again and charges nothing", async () => {
    const { id, payment } = await firstInstallment("0341");
    await adminClient.call("chargeInstallment", { paymentId: id }).catch(() => {});
    expect(await refusalCode(adminClient.call("chargeInstallment", { paymentId: id }))).toBe(
      "functions/failed-precondition",
    );
    expect((await payments()).get(id)).toMatchObject({ installment_2_status: "failed", installment_2_attempt: 2 });
    expect(await offSessionCharges(payment)).toEqual([]);
  });

  it("reconcileInstallment is for admins only", async () => {
    const { id } = await firstInstallment();
    expect(await refusalCode(client.call("reconcileInstallment", { paymentId: id }))).toBe("functions/unauthenticated");
    expect(await refusalCode(memberClient.call("reconcileInstallment", { paymentId: id }))).toBe(
      "functions/permission-denied",
    );
  });

  it("is for admins only", async () => {
    const { id } = await firstInstallment();
    expect(await refusalCode(client.call("chargeInstallment", { paymentId: id }))).toBe("functions/unauthenticated");
    expect(await refusalCode(memberClient.call("chargeInstallment", { paymentId: id }))).toBe(
      "functions/permission-denied",
    );
    expect((await payments()).size).toBe(1);
  });
});
