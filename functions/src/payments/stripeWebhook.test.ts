import { UNKNOWN_SOURCE } from "../domain/channel";
import { staffAs } from "../testing/standinFirestore";
import type { DecodedIdToken } from "firebase-admin/auth";
import Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";
import { memoryPayments } from "../testing/fakes";
import { AMOUNT_MISMATCH_CHARGE_MESSAGE, chargeInstallmentHandler } from "./chargeInstallment";
import { patentFirstInstallment } from "../testing/fixtures";
import type { StripeApi } from "./stripe";
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
      { stripe: async () => stripe, webhookSecret: () => secret, payments, notify },
    );
  };
  const notify = vi.fn(async () => {});
  return { payments, retrieve, deliver, notify, stripe };
}

describe("stripeWebhook", () => {
  it("records a paid Checkout once, under its Checkout Session id, with the fields the dashboard reads", async () => {
    const { deliver, payments, retrieve } = setup();
    expect(await deliver(sessionEvent())).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(payments.docs.get("cs_test_1")).toEqual({
      created_at: "server-timestamp",
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
      source: UNKNOWN_SOURCE,
    });
    expect(retrieve).not.toHaveBeenCalled();
  });

  it("copies the visit's source from the Session's metadata, parsed again with its channel derived here", async () => {
    const { deliver, payments } = setup();
    const metadata = { program: "patent-with-ai", payment_type: "full", installment: "full" };
    const campaign = {
      src_utm_source: "chamber",
      src_utm_medium: "newsletter",
      src_landing_page: "/",
      src_channel: "Paid search",
    };
    await deliver(sessionEvent({ metadata: { ...metadata, ...campaign } }));
    expect(payments.docs.get("cs_test_1")?.source).toEqual({
      ...UNKNOWN_SOURCE,
      channel: "Campaign",
      utm_source: "chamber",
      utm_medium: "newsletter",
      landing_page: "/",
    });
    await deliver(
      sessionEvent({ id: "cs_test_2", metadata: { ...metadata, src_utm_source: "<b>x</b>" } }, undefined, "evt_2"),
    );
    expect(payments.docs.get("cs_test_2")?.source).toEqual(UNKNOWN_SOURCE);
  });

  it("stores nothing new when the same event is delivered again", async () => {
    const { deliver, payments } = setup();
    await deliver(sessionEvent());
    expect(await deliver(sessionEvent())).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(payments.docs.size).toBe(1);
  });

  it("records one payment for one paid session reported by two event types (keyed on the session, not the event)", async () => {
    const { deliver, payments } = setup();
    expect(await deliver(sessionEvent({}, "checkout.session.completed", "evt_1"))).toMatchObject({
      body: { duplicate: false },
    });
    expect(await deliver(sessionEvent({}, "checkout.session.async_payment_succeeded", "evt_2"))).toMatchObject({
      body: { duplicate: true },
    });
    expect([...payments.docs.keys()]).toEqual(["cs_test_1"]);
    expect(payments.docs.get("cs_test_1")?.event_id).toBe("evt_1");
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
    expect(payments.docs.get("cs_test_1")).toMatchObject({
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
    expect(payments.docs.get("cs_test_1")).toMatchObject({
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
    expect([...payments.docs.keys()]).toEqual(["cs_test_1"]);
    expect(payments.docs.get("cs_test_1")?.event_id).toBe("evt_2");
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
    ["another event type", sessionEvent({}, "charge.refunded")],
    ["a session another integration created", sessionEvent({ metadata: {} })],
  ])("acknowledges %s without recording it", async (_case, event) => {
    const { deliver, payments } = setup();
    expect((await deliver(event)).status).toBe(200);
    expect(payments.docs.size).toBe(0);
  });

  /** Issue 23, finding 6: a session created outside the site, tagged with this site's metadata. */
  describe("a paid session whose amount or currency is not the catalog's", () => {
    const firstInstallmentSession = (changes: Record<string, unknown>) =>
      sessionEvent({
        amount_total: 257_500,
        customer: "cus_1",
        metadata: { program: "patent-with-ai", payment_type: "installment", installment: "1 of 2" },
        ...changes,
      });
    const chargeFirst = (context: ReturnType<typeof setup>) => {
      const create = vi.fn();
      const stripe = { paymentIntents: { create, retrieve: create, confirm: create } } as unknown as StripeApi;
      const verifyToken = async () =>
        ({ uid: "a", admin: true, email_verified: true, email: "a@example.com" }) as unknown as DecodedIdToken;
      const token = {
        uid: "a",
        admin: true,
        email_verified: true,
        email: "a@example.com",
      } as unknown as DecodedIdToken;
      return {
        create,
        charged: chargeInstallmentHandler(
          { auth: { uid: "a", rawToken: "raw", token }, data: { paymentId: "cs_test_1" } },
          {
            stripe: async () => stripe,
            payments: context.payments,
            verifyToken,
            staff: staffAs("owner"),
            audit: async () => {},
          },
        ),
      };
    };

    it.each([
      ["$1 for a Patent first installment", { amount_total: 100 }, { expected_amount_total: 257_500 }],
      ["the right number in another currency", { currency: "eur" }, { expected_currency: "usd" }],
    ])(
      "records %s flagged for review, still tells staff, and never charges its second installment",
      async (_case, changes, expected) => {
        const context = setup();
        expect(await context.deliver(firstInstallmentSession(changes))).toMatchObject({ status: 200 });
        expect(context.payments.docs.get("cs_test_1")).toMatchObject({
          installment: "1 of 2",
          amount_mismatch: true,
          expected_amount_total: 257_500,
          expected_currency: "usd",
          ...changes,
          ...expected,
        });
        expect(context.notify).toHaveBeenCalledExactlyOnceWith("payments", "cs_test_1");

        const { create, charged } = chargeFirst(context);
        await expect(charged).rejects.toMatchObject({
          code: "failed-precondition",
          message: AMOUNT_MISMATCH_CHARGE_MESSAGE,
        });
        expect(create).not.toHaveBeenCalled();
        expect(context.payments.docs.get("cs_test_1")?.installment_2_status).toBeUndefined();
      },
    );

    it.each([
      [
        "a Launch package at another package's price",
        {
          amount_total: 164_800,
          metadata: {
            program: "launch-with-ai",
            package_type: "mentorship",
            payment_type: "full",
            installment: "full",
          },
        },
        370_800,
      ],
      [
        "a Launch package the catalog does not sell",
        {
          amount_total: 100,
          metadata: { program: "launch-with-ai", package_type: "gold", payment_type: "full", installment: "full" },
        },
        null,
      ],
      [
        'a Patent "second installment" Checkout, which the site never creates',
        {
          amount_total: 257_500,
          metadata: { program: "patent-with-ai", payment_type: "installment", installment: "2 of 2" },
        },
        null,
      ],
      ["a full Patent payment at the installment price", { amount_total: 257_500 }, 515_000],
    ])("flags %s", async (_case, changes, expectedAmount) => {
      const { deliver, payments } = setup();
      await deliver(sessionEvent(changes));
      expect(payments.docs.get("cs_test_1")).toMatchObject({
        amount_mismatch: true,
        expected_amount_total: expectedAmount,
      });
    });

    it.each([
      ["a full Patent payment", {}],
      [
        "a Patent first installment",
        {
          amount_total: 257_500,
          metadata: { program: "patent-with-ai", payment_type: "installment", installment: "1 of 2" },
        },
      ],
      [
        "each Launch package",
        {
          amount_total: 370_800,
          metadata: {
            program: "launch-with-ai",
            package_type: "mentorship",
            payment_type: "full",
            installment: "full",
          },
        },
      ],
    ])("records %s at the catalog's price without a flag", async (_case, changes) => {
      const { deliver, payments } = setup();
      await deliver(sessionEvent(changes));
      const stored = payments.docs.get("cs_test_1");
      expect(stored).toBeDefined();
      expect(stored).not.toHaveProperty("amount_mismatch");
    });
  });

  describe("installment 2 of 2 events", () => {
    const FIRST = "cs_first";
    function intentEvent(type: string, intent: Record<string, unknown> = {}, id = "evt_pi") {
      return {
        id,
        object: "event",
        type,
        created: 1_700_000_000,
        livemode: false,
        data: {
          object: {
            id: "pi_2",
            object: "payment_intent",
            status: "succeeded",
            amount: 257_500,
            amount_received: 257_500,
            currency: "usd",
            last_payment_error: null,
            metadata: { program: "patent-with-ai", installment: "2 of 2", first_payment_id: FIRST },
            ...intent,
          },
        },
      };
    }
    async function withFirst(changes: Parameters<typeof patentFirstInstallment>[0] = {}) {
      const context = setup();
      await context.payments.createOnce(FIRST, patentFirstInstallment({ session_id: FIRST, ...changes }));
      return context;
    }

    it("payment_intent.succeeded records the second payment once and marks the first paid", async () => {
      const { deliver, payments } = await withFirst({
        installment_2_status: "processing",
        installment_2_intent_id: "pi_2",
      });
      expect(await deliver(intentEvent("payment_intent.succeeded"))).toMatchObject({
        status: 200,
        body: { installment: "paid", duplicate: false },
      });
      expect(await deliver(intentEvent("payment_intent.succeeded", {}, "evt_again"))).toMatchObject({
        body: { installment: "paid", duplicate: true },
      });
      expect(payments.docs.get("pi_2")).toMatchObject({
        installment: "2 of 2",
        amount_total: 257_500,
        first_payment_id: FIRST,
      });
      expect([...payments.docs.keys()].sort()).toEqual([FIRST, "pi_2"]);
      expect(payments.docs.get(FIRST)).toMatchObject({
        installment_2_status: "paid",
        installment_2_payment_id: "pi_2",
      });
    });

    it("payment_intent.payment_failed records the decline on the first payment, never over a paid one", async () => {
      const failed = intentEvent("payment_intent.payment_failed", {
        status: "requires_payment_method",
        amount_received: 0,
        last_payment_error: { message: "Your card was declined." },
      });
      const { deliver, payments } = await withFirst({
        installment_2_status: "processing",
        installment_2_intent_id: "pi_2",
      });
      await deliver(failed);
      expect(payments.docs.get(FIRST)).toMatchObject({
        installment_2_status: "failed",
        installment_2_error: "Your card was declined.",
      });

      const paid = await withFirst({ installment_2_status: "paid", installment_2_intent_id: "pi_2" });
      await paid.deliver(failed);
      expect(paid.payments.docs.get(FIRST)).toMatchObject({ installment_2_status: "paid" });
    });

    it.each([
      ["Checkout's own intent", { metadata: { program: "patent-with-ai", installment: "1 of 2" } }],
      ["an intent naming no first payment", { metadata: { installment: "2 of 2" } }],
      [
        "an intent naming an unknown first payment",
        { metadata: { installment: "2 of 2", first_payment_id: "cs_nope" } },
      ],
    ])("acknowledges %s and records nothing", async (_case, intent) => {
      const { deliver, payments } = await withFirst();
      expect((await deliver(intentEvent("payment_intent.succeeded", intent))).status).toBe(200);
      expect([...payments.docs.keys()]).toEqual([FIRST]);
    });

    /** Issue 23, finding 6: only the PaymentIntent stored for installment 2 settles it. */
    it.each([
      [
        "while the charge of the stored intent is processing",
        { installment_2_status: "processing" as const, installment_2_intent_id: "pi_2" },
      ],
      ["before any charge was made", {}],
      [
        "after a decline of the stored intent",
        {
          installment_2_status: "failed" as const,
          installment_2_intent_id: "pi_2",
          installment_2_error: "Your card was declined.",
        },
      ],
    ])("a foreign PaymentIntent carrying the first payment's metadata settles nothing %s", async (_case, state) => {
      const { deliver, payments, notify } = await withFirst(state);
      const before = { ...payments.docs.get(FIRST) };
      for (const event of [
        intentEvent("payment_intent.succeeded", { id: "pi_foreign", amount: 100, amount_received: 100 }),
        intentEvent("payment_intent.payment_failed", {
          id: "pi_foreign",
          status: "requires_payment_method",
          amount_received: 0,
          last_payment_error: { message: "Declined." },
        }),
      ]) {
        expect(await deliver(event)).toMatchObject({
          status: 200,
          body: { ignored: "not the installment's PaymentIntent" },
        });
      }
      expect([...payments.docs.keys()]).toEqual([FIRST]);
      expect(payments.docs.get(FIRST)).toEqual(before);
      expect(notify).not.toHaveBeenCalled();
    });
  });
});
