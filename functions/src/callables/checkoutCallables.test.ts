import { HttpsError } from "firebase-functions/https";
import { describe, expect, it, vi } from "vitest";
import { PATENT_PROGRAM } from "../domain/catalog";
import type { CheckoutDeps } from "../lib/checkoutSession";
import type { StripeApi } from "../lib/stripe";
import { createLaunchPaymentHandler } from "./createLaunchPayment";
import { createPaymentHandler } from "./createPayment";

/** A fake Stripe whose Checkout answers a hosted page address; `create` records what it was asked. */
function fakeDeps(
  create = vi.fn(async (params: { metadata?: Record<string, string> }) => ({
    id: "cs_test_1",
    url: "https://checkout.stripe.test/c/pay/cs_test_1",
    metadata: params.metadata,
  })),
) {
  const stripe = { checkout: { sessions: { create } } } as unknown as StripeApi;
  const deps: CheckoutDeps = { stripe: async () => stripe, siteOrigin: () => "https://idahoaicoaches.com" };
  return { deps, create };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

describe("createPayment", () => {
  it.each(["full", "installment"] as const)("answers the Checkout address for the %s option", async (paymentType) => {
    const { deps, create } = fakeDeps();
    const answer = await createPaymentHandler(
      { data: { priceId: PATENT_PROGRAM.options[paymentType].priceId, paymentType } },
      deps,
    );
    expect(answer).toEqual({ url: "https://checkout.stripe.test/c/pay/cs_test_1" });
    expect(create).toHaveBeenCalledOnce();
    expect(create.mock.calls[0]?.[0]).toMatchObject({ metadata: { payment_type: paymentType } });
  });

  it.each([
    [
      "the other option's price",
      { priceId: PATENT_PROGRAM.options.installment.priceId, paymentType: "full" },
      "priceId",
    ],
    ["an unknown price", { priceId: "price_cheap", paymentType: "full" }, "priceId"],
    [
      "an unknown payment type",
      { priceId: PATENT_PROGRAM.options.full.priceId, paymentType: "monthly" },
      "paymentType",
    ],
    ["no price", { paymentType: "full" }, "priceId"],
  ])("refuses %s with invalid-argument and creates no session", async (_case, data, field) => {
    const { deps, create } = fakeDeps();
    const error = await refusal(createPaymentHandler({ data }, deps));
    expect(error.code).toBe("invalid-argument");
    expect((error.details as { fields: Record<string, string> }).fields).toHaveProperty(field);
    expect(create).not.toHaveBeenCalled();
  });

  it.each([null, "full", ["full"]])("refuses a payload that is not an object (%j)", async (data) => {
    const { deps } = fakeDeps();
    expect((await refusal(createPaymentHandler({ data }, deps))).code).toBe("invalid-argument");
  });

  it("ignores any amount the client sends: the line items come from the catalog", async () => {
    const { deps, create } = fakeDeps();
    await createPaymentHandler(
      { data: { priceId: PATENT_PROGRAM.options.full.priceId, paymentType: "full", amount: 1, unit_amount: 1 } },
      deps,
    );
    const lines = (create.mock.calls[0]?.[0] as { line_items: { price_data: { unit_amount: number } }[] }).line_items;
    expect(lines.map((line) => line.price_data.unit_amount)).toEqual([500_000, 15_000]);
  });

  it("answers unavailable when Stripe refuses", async () => {
    const { deps } = fakeDeps(vi.fn().mockRejectedValue(new Error("Stripe is down")));
    const error = await refusal(
      createPaymentHandler({ data: { priceId: PATENT_PROGRAM.options.full.priceId, paymentType: "full" } }, deps),
    );
    expect(error.code).toBe("unavailable");
  });
});

describe("createLaunchPayment", () => {
  it.each(["one-day", "full-launch", "mentorship"])("answers the Checkout address for %s", async (packageType) => {
    const { deps, create } = fakeDeps();
    expect(await createLaunchPaymentHandler({ data: { packageType } }, deps)).toEqual({
      url: "https://checkout.stripe.test/c/pay/cs_test_1",
    });
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      metadata: { program: "launch-with-ai", package_type: packageType },
      success_url: "https://idahoaicoaches.com/checkout/success?payment_type=full",
    });
  });

  it.each([{ packageType: "two-day" }, { packageType: "" }, {}, { packageType: ["one-day"] }])(
    "refuses %j with invalid-argument",
    async (data) => {
      const { deps, create } = fakeDeps();
      const error = await refusal(createLaunchPaymentHandler({ data }, deps));
      expect(error.code).toBe("invalid-argument");
      expect(create).not.toHaveBeenCalled();
    },
  );
});
