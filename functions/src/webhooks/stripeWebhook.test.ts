import Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";
import { memoryPayments } from "../lib/payments";
import type { StripeApi } from "../lib/stripe";
import { handleStripeWebhook } from "./stripeWebhook";

const secret = "whsec_test_secret";
const sdk = new Stripe("sk_test_unit");

function sessionEvent(overrides: Record<string, unknown> = {}, type = "checkout.session.completed", id = "evt_1") {
  return {
    id,
    object: "event",
    type,
    created: 1_700_000_000,
    livemode: false,
    data: {
      object: {
        id: "cs_test_1",
        object: "checkout.session",
        amount_total: 515_000,
        currency: "usd",
        customer: null,
        customer_details: { email: "buyer@example.com" },
        customer_email: null,
        payment_intent: "pi_1",
        payment_status: "paid",
        metadata: { program: "patent-with-ai", payment_type: "full", installment: "full" },
        ...overrides,
      },
    },
  };
}

function setup() {
  const payments = memoryPayments();
  const retrieve = vi.fn(async () => ({ id: "pi_1", payment_method: "pm_1" }));
  const stripe = { webhooks: sdk.webhooks, paymentIntents: { retrieve } } as unknown as StripeApi;
  const deliver = (event: object, signWith = secret) => {
    const payload = JSON.stringify(event);
    return handleStripeWebhook(
      {
        method: "POST",
        rawBody: Buffer.from(payload),
        signature: sdk.webhooks.generateTestHeaderString({ payload, secret: signWith }),
      },
      { stripe: async () => stripe, webhookSecret: () => secret, payments },
    );
  };
  return { payments, retrieve, deliver };
}

describe("stripeWebhook", () => {
  it("records a paid Checkout once, under the event id, with the fields the dashboard reads", async () => {
    const { deliver, payments, retrieve } = setup();
    expect(await deliver(sessionEvent())).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(payments.docs.get("evt_1")).toEqual({
      program: "patent-with-ai",
      package_type: null,
      payment_type: "full",
      installment: "full",
      amount_total: 515_000,
      currency: "usd",
      customer_email: "buyer@example.com",
      session_id: "cs_test_1",
      event_id: "evt_1",
      payment_intent_id: "pi_1",
      customer_id: null,
      payment_method_id: null,
    });
    expect(retrieve).not.toHaveBeenCalled();
  });

  it("stores nothing new when the same event is delivered again", async () => {
    const { deliver, payments } = setup();
    await deliver(sessionEvent());
    expect(await deliver(sessionEvent())).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(payments.docs.size).toBe(1);
  });

  it("keeps the customer and saved card of a first installment for the second charge", async () => {
    const { deliver, payments, retrieve } = setup();
    await deliver(
      sessionEvent({
        amount_total: 257_500,
        customer: "cus_1",
        metadata: { program: "patent-with-ai", payment_type: "installment", installment: "1 of 2" },
      }),
    );
    expect(retrieve).toHaveBeenCalledWith("pi_1");
    expect(payments.docs.get("evt_1")).toMatchObject({
      installment: "1 of 2",
      customer_id: "cus_1",
      payment_method_id: "pm_1",
    });
  });

  it("records a Launch package with its package type", async () => {
    const { deliver, payments } = setup();
    await deliver(
      sessionEvent({
        amount_total: 164_800,
        metadata: { program: "launch-with-ai", package_type: "one-day", payment_type: "full", installment: "full" },
      }),
    );
    expect(payments.docs.get("evt_1")).toMatchObject({
      program: "launch-with-ai",
      package_type: "one-day",
      amount_total: 164_800,
    });
  });

  it("records an asynchronous payment when it succeeds, not while it is pending", async () => {
    const { deliver, payments } = setup();
    const pending = await deliver(sessionEvent({ payment_status: "unpaid" }));
    expect(pending.status).toBe(200);
    expect(payments.docs.size).toBe(0);
    await deliver(sessionEvent({}, "checkout.session.async_payment_succeeded", "evt_2"));
    expect([...payments.docs.keys()]).toEqual(["evt_2"]);
  });

  it.each([
    [
      "a signature made with another secret",
      (deliver: ReturnType<typeof setup>["deliver"]) => deliver(sessionEvent(), "whsec_wrong"),
    ],
  ])("refuses %s with 400 and stores nothing", async (_case, send) => {
    const { deliver, payments } = setup();
    expect((await send(deliver)).status).toBe(400);
    expect(payments.docs.size).toBe(0);
  });

  it("refuses a body altered after signing", async () => {
    const { payments } = setup();
    const payload = JSON.stringify(sessionEvent());
    const signature = sdk.webhooks.generateTestHeaderString({ payload, secret });
    const tampered = payload.replace("515000", "1");
    const stripe = { webhooks: sdk.webhooks } as unknown as StripeApi;
    const answer = await handleStripeWebhook(
      { method: "POST", rawBody: Buffer.from(tampered), signature },
      { stripe: async () => stripe, webhookSecret: () => secret, payments },
    );
    expect(answer.status).toBe(400);
    expect(payments.docs.size).toBe(0);
  });

  it.each([
    ["GET", Buffer.from("{}"), "t=1,v1=x", 405],
    ["POST", Buffer.from("{}"), undefined, 400],
    ["POST", undefined, "t=1,v1=x", 400],
  ])("answers %s without a usable body or signature with %i", async (method, rawBody, signature, status) => {
    const { payments } = setup();
    const answer = await handleStripeWebhook(
      { method, rawBody, signature },
      {
        stripe: async () => ({ webhooks: sdk.webhooks }) as unknown as StripeApi,
        webhookSecret: () => secret,
        payments,
      },
    );
    expect(answer.status).toBe(status);
  });

  it.each([
    ["another event type", sessionEvent({}, "payment_intent.succeeded")],
    ["a session another integration created", sessionEvent({ metadata: {} })],
  ])("acknowledges %s without recording it", async (_case, event) => {
    const { deliver, payments } = setup();
    expect((await deliver(event)).status).toBe(200);
    expect(payments.docs.size).toBe(0);
  });
});
