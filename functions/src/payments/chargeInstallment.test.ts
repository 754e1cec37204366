import type { DecodedIdToken } from "firebase-admin/auth";
import { staffAs } from "../testing/standinFirestore";
import { HttpsError, type CallableRequest } from "firebase-functions/https";
import { describe, expect, it, vi } from "vitest";
import { memoryPayments } from "../testing/fakes";
import { settleInstallment2 } from "./installments";
import type { StripeApi } from "./stripe";
import { patentFirstInstallment } from "../testing/fixtures";
import { chargeInstallmentHandler } from "./chargeInstallment";
import { reconcileInstallmentHandler } from "./reconcileInstallment";

const FIRST = "cs_test_1";

function caller(token: Record<string, unknown>) {
  return { uid: "admin-1", rawToken: "raw", token: { uid: "admin-1", ...token } } as unknown as CallableRequest["auth"];
}
const admin = caller({ admin: true, email: "admin@example.com", email_verified: true });
const unverifiedAdmin = caller({ admin: true, email: "admin@example.com", email_verified: false });
const member = caller({ email: "user@example.com", email_verified: true });
const verifyToken = async () =>
  ({ uid: "admin-1", admin: true, email_verified: true, email: "admin@example.com" }) as unknown as DecodedIdToken;

type Intent = {
  id: string;
  status: string;
  amount: number;
  amount_received: number;
  currency: string;
  last_payment_error: { message: string } | null;
};

/**
 * A fake Stripe holding one PaymentIntent per idempotency key, as Stripe does. `confirmWith` decides each confirm:
 * "succeed", "decline" (a card error), "lost" (Stripe charges, the answer never arrives), "processing".
 */
function fakeStripe(plan: ("succeed" | "decline" | "lost" | "processing")[] = ["succeed"]) {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, string>();
  let charges = 0;
  const create = vi.fn(async (params: { amount: number; currency: string }, options: { idempotencyKey: string }) => {
    const existing = byKey.get(options.idempotencyKey);
    if (existing) return { ...intents.get(existing)! };
    const intent: Intent = {
      id: `pi_${intents.size + 2}`,
      status: "requires_confirmation",
      amount: params.amount,
      amount_received: 0,
      currency: params.currency,
      last_payment_error: null,
    };
    intents.set(intent.id, intent);
    byKey.set(options.idempotencyKey, intent.id);
    return { ...intent };
  });
  const confirm = vi.fn(async (id: string) => {
    const intent = intents.get(id)!;
    if (intent.status === "succeeded")
      throw Object.assign(new Error("already succeeded"), { type: "StripeInvalidRequestError" });
    const step = plan.shift() ?? "succeed";
    if (step === "decline") {
      Object.assign(intent, {
        status: "requires_payment_method",
        last_payment_error: { message: "Your card was declined." },
      });
      throw Object.assign(new Error("Your card was declined."), { type: "StripeCardError" });
    }
    if (step === "processing") {
      intent.status = "processing";
      return { ...intent };
    }
    charges += 1;
    Object.assign(intent, { status: "succeeded", amount_received: intent.amount, last_payment_error: null });
    if (step === "lost") throw Object.assign(new Error("socket hang up"), { type: "StripeConnectionError" });
    return { ...intent };
  });
  const retrieve = vi.fn(async (id: string) => ({ ...intents.get(id)! }));
  const stripe = { paymentIntents: { create, confirm, retrieve } } as unknown as StripeApi;
  return { stripe, intents, create, confirm, retrieve, charges: () => charges };
}

function setup(plan?: Parameters<typeof fakeStripe>[0]) {
  const payments = memoryPayments();
  void payments.createOnce(FIRST, patentFirstInstallment());
  const fake = fakeStripe(plan);
  const notify = vi.fn(async () => {});
  const audit = vi.fn(async () => {});
  const deps = { stripe: async () => fake.stripe, payments, verifyToken, notify, staff: staffAs("owner"), audit };
  type Call = { auth?: CallableRequest["auth"]; data?: unknown };
  const request = (call: Call) => ({
    auth: "auth" in call ? call.auth : admin,
    data: call.data ?? { paymentId: FIRST },
  });
  const charge = (call: Call = {}) => chargeInstallmentHandler(request(call), deps);
  const reconcile = (call: Call = {}) => reconcileInstallmentHandler(request(call), deps);
  const secondPayments = () => [...payments.docs.values()].filter((doc) => doc.installment === "2 of 2");
  return { ...fake, payments, deps, notify, charge, reconcile, first: () => payments.docs.get(FIRST), secondPayments };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

describe("chargeInstallment", () => {
  it("queues the second payment's mails once, when it is recorded, and not again on another press", async () => {
    const { charge, notify } = setup();
    await charge();
    expect(notify).toHaveBeenCalledExactlyOnceWith("payments", "pi_2");
    await refusal(charge());
    expect(notify).toHaveBeenCalledOnce();
  });

  it("queues the mails only from the path that records the payment (a webhook and a press may both settle it)", async () => {
    const { payments, notify, first } = setup();
    const intent = { id: "pi_9", status: "succeeded", amount: 257_500, amount_received: 257_500, currency: "usd" };
    const settle = () => settleInstallment2(payments, FIRST, first()!, { ...intent, last_payment_error: null }, notify);
    expect((await settle()).recorded).toBe(true);
    expect((await settle()).recorded).toBe(false);
    expect(notify).toHaveBeenCalledExactlyOnceWith("payments", "pi_9");
  });

  it("queues no mail for a declined card", async () => {
    const { charge, notify } = setup(["decline"]);
    await refusal(charge());
    expect(notify).not.toHaveBeenCalled();
  });

  it("charges $2,575 off-session to the saved card through one PaymentIntent and records installment 2 of 2", async () => {
    const { charge, create, confirm, payments, first, charges } = setup();
    expect(await charge()).toEqual({ paymentId: "pi_2", paymentIntentId: "pi_2", amountTotal: 257_500 });

    expect(create).toHaveBeenCalledOnce();
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      amount: 257_500,
      currency: "usd",
      customer: "cus_1",
      payment_method: "pm_1",
      metadata: { installment: "2 of 2", first_payment_id: FIRST },
    });
    expect(create.mock.calls[0]?.[1]).toEqual({ idempotencyKey: `patent-installment-2-${FIRST}` });
    expect(confirm).toHaveBeenCalledWith(
      "pi_2",
      { payment_method: "pm_1", off_session: true },
      { idempotencyKey: `patent-installment-2-${FIRST}-confirm-1` },
    );
    expect(charges()).toBe(1);
    expect(payments.docs.get("pi_2")).toMatchObject({
      program: "patent-with-ai",
      installment: "2 of 2",
      amount_total: 257_500,
      customer_email: "buyer@example.com",
      payment_intent_id: "pi_2",
      first_payment_id: FIRST,
    });
    expect(first()).toMatchObject({
      installment_2_status: "paid",
      installment_2_payment_id: "pi_2",
      installment_2_intent_id: "pi_2",
      installment_2_attempt: 1,
    });
  });

  it("never charges the same second installment twice", async () => {
    const { charge, confirm, secondPayments } = setup();
    await charge();
    expect((await refusal(charge())).code).toBe("already-exists");
    expect(confirm).toHaveBeenCalledOnce();
    expect(secondPayments()).toHaveLength(1);
  });

  it("a lost answer leaves the charge processing and says so; the next press reads Stripe and records it once", async () => {
    const { charge, confirm, retrieve, first, secondPayments, charges } = setup(["lost"]);
    const lost = await refusal(charge());
    expect(lost.code).toBe("deadline-exceeded");
    expect(lost.message).toMatch(/outcome of the charge is not known yet/);
    expect(first()).toMatchObject({ installment_2_status: "processing", installment_2_intent_id: "pi_2" });
    expect(secondPayments()).toEqual([]);

    expect(await charge()).toMatchObject({ paymentId: "pi_2", amountTotal: 257_500 });
    expect(retrieve).toHaveBeenCalledWith("pi_2");
    expect(confirm).toHaveBeenCalledOnce();
    expect(charges()).toBe(1);
    expect(secondPayments()).toHaveLength(1);
    expect(first()).toMatchObject({ installment_2_status: "paid", installment_2_attempt: 1 });
  });

  it("an intent still processing at Stripe stays processing and is not confirmed again", async () => {
    const { charge, confirm, first } = setup(["processing"]);
    expect((await refusal(charge())).code).toBe("deadline-exceeded");
    expect((await refusal(charge())).code).toBe("deadline-exceeded");
    expect(confirm).toHaveBeenCalledOnce();
    expect(first()).toMatchObject({ installment_2_status: "processing", installment_2_attempt: 1 });
  });

  it("a definite decline is recorded; only then does a new attempt confirm the same intent again", async () => {
    const { charge, create, confirm, first, charges } = setup(["decline", "succeed"]);
    const declined = await refusal(charge());
    expect(declined).toMatchObject({
      code: "failed-precondition",
      message: "The card was not charged: Your card was declined.",
    });
    expect(first()).toMatchObject({
      installment_2_status: "failed",
      installment_2_error: "Your card was declined.",
      installment_2_attempt: 1,
    });

    await charge();
    expect(create).toHaveBeenCalledOnce();
    expect(confirm.mock.calls.map((call) => (call as unknown[])[2])).toEqual([
      { idempotencyKey: `patent-installment-2-${FIRST}-confirm-1` },
      { idempotencyKey: `patent-installment-2-${FIRST}-confirm-2` },
    ]);
    expect(charges()).toBe(1);
    expect(first()).toMatchObject({ installment_2_status: "paid", installment_2_attempt: 2 });
    expect(first()).not.toHaveProperty("installment_2_error");
  });

  it("a charge cut off before confirming (intent created, never confirmed) confirms on the next press", async () => {
    const { charge, deps, payments, confirm, charges } = setup();
    await payments.claimInstallment2(FIRST);
    const stripe = await deps.stripe();
    const intent = await stripe.paymentIntents.create(
      { amount: 257_500, currency: "usd" },
      { idempotencyKey: `patent-installment-2-${FIRST}` },
    );
    await payments.setInstallment2Intent(FIRST, intent.id);
    expect(await charge()).toMatchObject({ paymentId: intent.id });
    expect(confirm).toHaveBeenCalledOnce();
    expect(charges()).toBe(1);
  });

  it.each([
    ["no sign-in", undefined, { paymentId: FIRST }, "unauthenticated"],
    ["a signed-in user without the admin claim", member, { paymentId: FIRST }, "permission-denied"],
    ["an admin claim without a verified e-mail", unverifiedAdmin, { paymentId: FIRST }, "permission-denied"],
    ["no payment id", admin, {}, "invalid-argument"],
    ["an oversized request", admin, { paymentId: FIRST, padding: "x".repeat(3000) }, "invalid-argument"],
    ["an unknown payment", admin, { paymentId: "cs_missing" }, "not-found"],
  ])("refuses %s", async (_case, auth, data, code) => {
    const { charge, create, confirm } = setup();
    expect((await refusal(charge({ auth, data }))).code).toBe(code);
    expect(create).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it("refuses a processing charge from before intents were stored instead of charging again", async () => {
    const { charge, payments, create, retrieve } = setup();
    payments.docs.set(FIRST, { ...patentFirstInstallment({ installment_2_status: "processing" }), created_at: "t" });
    expect((await refusal(charge())).code).toBe("failed-precondition");
    expect(create).not.toHaveBeenCalled();
    expect(retrieve).not.toHaveBeenCalled();
  });

  it.each([
    ["a full payment", { installment: "full", payment_type: "full" } as const],
    ["a Launch payment", { program: "launch-with-ai", installment: "full" } as const],
    ["a first installment without a saved card", { payment_method_id: null }],
  ])("refuses to charge %s", async (_case, changes) => {
    const { charge, create, payments } = setup();
    payments.docs.set(FIRST, { ...patentFirstInstallment(changes), created_at: "t" });
    expect((await refusal(charge())).code).toBe("failed-precondition");
    expect(create).not.toHaveBeenCalled();
  });
});

describe("reconcileInstallment", () => {
  it("records a charge whose answer was lost as paid, once, after reading the intent from Stripe", async () => {
    const { charge, reconcile, secondPayments, first, confirm } = setup(["lost"]);
    await charge().catch(() => {});
    expect(await reconcile()).toEqual({
      status: "paid",
      message: "Stripe charged $2,575 for installment 2 of 2. It is recorded as paid.",
    });
    expect(await reconcile()).toEqual({ status: "paid", message: "Installment 2 of 2 is already recorded as paid." });
    expect(secondPayments()).toHaveLength(1);
    expect(first()).toMatchObject({ installment_2_status: "paid" });
    expect(confirm).toHaveBeenCalledOnce();
  });

  it("says a charge still processing at Stripe is processing, and records nothing", async () => {
    const { charge, reconcile, secondPayments } = setup(["processing"]);
    await charge().catch(() => {});
    expect(await reconcile()).toMatchObject({ status: "processing" });
    expect(secondPayments()).toEqual([]);
  });

  it("records a decline Stripe reports as failed, so the admin can charge again", async () => {
    const { reconcile, payments, intents, first } = setup();
    await payments.claimInstallment2(FIRST);
    intents.set("pi_9", {
      id: "pi_9",
      status: "requires_payment_method",
      amount: 257_500,
      amount_received: 0,
      currency: "usd",
      last_payment_error: { message: "Your card has insufficient funds." },
    });
    await payments.setInstallment2Intent(FIRST, "pi_9");
    expect(await reconcile()).toEqual({
      status: "failed",
      message: "Stripe did not charge the card: Your card has insufficient funds. You can charge installment 2 again.",
    });
    expect(first()).toMatchObject({ installment_2_status: "failed" });
  });

  it("records a charge cut off before it created its intent as failed: nothing reached the card", async () => {
    const { reconcile, payments, retrieve, first } = setup();
    await payments.claimInstallment2(FIRST);
    expect(await reconcile()).toMatchObject({ status: "failed" });
    expect(retrieve).not.toHaveBeenCalled();
    expect(first()).toMatchObject({ installment_2_status: "failed" });
  });

  it.each([
    ["no sign-in", undefined, "unauthenticated"],
    ["a user without the admin claim", member, "permission-denied"],
    ["an admin claim without a verified e-mail", unverifiedAdmin, "permission-denied"],
  ])("refuses %s", async (_case, auth, code) => {
    const { reconcile, retrieve } = setup();
    expect((await refusal(reconcile({ auth }))).code).toBe(code);
    expect(retrieve).not.toHaveBeenCalled();
  });

  it("refuses a processing charge from before intents were stored: Stripe cannot be asked by id", async () => {
    const { reconcile, payments, retrieve, first } = setup();
    payments.docs.set(FIRST, { ...patentFirstInstallment({ installment_2_status: "processing" }), created_at: "t" });
    expect((await refusal(reconcile())).code).toBe("failed-precondition");
    expect(retrieve).not.toHaveBeenCalled();
    expect(first()).toMatchObject({ installment_2_status: "processing" });
  });

  it("refuses an installment that was never charged", async () => {
    const { reconcile } = setup();
    expect((await refusal(reconcile())).code).toBe("failed-precondition");
  });
});
