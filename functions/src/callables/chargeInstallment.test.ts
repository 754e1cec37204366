import { HttpsError, type CallableRequest } from "firebase-functions/https";
import { describe, expect, it, vi } from "vitest";
import { memoryPayments, type NewPayment } from "../lib/payments";
import type { StripeApi } from "../lib/stripe";
import { chargeInstallmentHandler } from "./chargeInstallment";

const admin = { uid: "admin-1", token: { admin: true } } as unknown as CallableRequest["auth"];
const member = { uid: "user-1", token: {} } as unknown as CallableRequest["auth"];

const firstInstallment: NewPayment = {
  program: "patent-with-ai",
  package_type: null,
  payment_type: "installment",
  installment: "1 of 2",
  amount_total: 257_500,
  currency: "usd",
  customer_email: "buyer@example.com",
  session_id: "cs_test_1",
  event_id: "evt_1",
  payment_intent_id: "pi_1",
  customer_id: "cus_1",
  payment_method_id: "pm_1",
};

function setup(
  create = vi.fn(async () => ({
    id: "pi_2",
    status: "succeeded",
    amount: 257_500,
    amount_received: 257_500,
    currency: "usd",
  })),
) {
  const payments = memoryPayments();
  payments.docs.set("evt_1", { ...firstInstallment });
  const stripe = { paymentIntents: { create } } as unknown as StripeApi;
  return { payments, create, deps: { stripe: async () => stripe, payments } };
}

async function codeOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return (error as HttpsError).code;
}

describe("chargeInstallment", () => {
  it("charges $2,575 off-session to the saved card and records installment 2 of 2", async () => {
    const { deps, create, payments } = setup();
    const answer = await chargeInstallmentHandler({ auth: admin, data: { paymentId: "evt_1" } }, deps);

    expect(answer).toEqual({ paymentId: "pi_2", paymentIntentId: "pi_2", amountTotal: 257_500 });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: 257_500,
        currency: "usd",
        customer: "cus_1",
        payment_method: "pm_1",
        off_session: true,
        confirm: true,
      }),
      { idempotencyKey: "patent-installment-2-evt_1-attempt-1" },
    );
    expect(payments.docs.get("pi_2")).toMatchObject({
      program: "patent-with-ai",
      installment: "2 of 2",
      amount_total: 257_500,
      customer_email: "buyer@example.com",
      first_payment_id: "evt_1",
    });
    expect(payments.docs.get("evt_1")).toMatchObject({
      installment_2_status: "paid",
      installment_2_payment_id: "pi_2",
    });
  });

  it("never charges the same second installment twice", async () => {
    const { deps, create } = setup();
    await chargeInstallmentHandler({ auth: admin, data: { paymentId: "evt_1" } }, deps);
    expect(await codeOf(chargeInstallmentHandler({ auth: admin, data: { paymentId: "evt_1" } }, deps))).toBe(
      "already-exists",
    );
    expect(create).toHaveBeenCalledOnce();
  });

  it("records a declined card and lets the admin try again with a new idempotency key", async () => {
    const declined = Object.assign(new Error("Your card was declined."), { type: "StripeCardError" });
    const create = vi.fn().mockRejectedValueOnce(declined).mockResolvedValueOnce({
      id: "pi_3",
      status: "succeeded",
      amount: 257_500,
      amount_received: 257_500,
      currency: "usd",
    });
    const { deps, payments } = setup(create);

    expect(await codeOf(chargeInstallmentHandler({ auth: admin, data: { paymentId: "evt_1" } }, deps))).toBe(
      "failed-precondition",
    );
    expect(payments.docs.get("evt_1")).toMatchObject({
      installment_2_status: "failed",
      installment_2_error: "Your card was declined.",
    });

    await chargeInstallmentHandler({ auth: admin, data: { paymentId: "evt_1" } }, deps);
    expect(create.mock.calls[1]?.[1]).toEqual({ idempotencyKey: "patent-installment-2-evt_1-attempt-2" });
    expect(payments.docs.get("evt_1")).toMatchObject({ installment_2_status: "paid" });
  });

  it.each([
    ["no sign-in", undefined, { paymentId: "evt_1" }, "unauthenticated"],
    ["a signed-in user without the admin claim", member, { paymentId: "evt_1" }, "permission-denied"],
    ["no payment id", admin, {}, "invalid-argument"],
    ["an unknown payment", admin, { paymentId: "evt_missing" }, "not-found"],
  ])("refuses %s", async (_case, auth, data, code) => {
    const { deps, create } = setup();
    expect(await codeOf(chargeInstallmentHandler({ auth, data }, deps))).toBe(code);
    expect(create).not.toHaveBeenCalled();
  });

  it.each([
    ["a full payment", { installment: "full", payment_type: "full" }],
    ["a Launch payment", { program: "launch-with-ai", installment: "full" }],
    ["a first installment without a saved card", { payment_method_id: null }],
  ])("refuses to charge %s", async (_case, changes) => {
    const { deps, create, payments } = setup();
    payments.docs.set("evt_1", { ...firstInstallment, ...changes });
    expect(await codeOf(chargeInstallmentHandler({ auth: admin, data: { paymentId: "evt_1" } }, deps))).toBe(
      "failed-precondition",
    );
    expect(create).not.toHaveBeenCalled();
  });
});
