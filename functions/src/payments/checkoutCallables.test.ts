import { HttpsError } from "firebase-functions/https";
import { describe, expect, it, vi } from "vitest";
import { PATENT_PROGRAM } from "../domain/catalog";
import { CHECKOUT_REQUEST_CHARS, type CheckoutDeps, type CheckoutRequest } from "./checkoutSession";
import { clientKey, type RateLimitConfig } from "../platform/rateLimit";
import { maxBodyBytes } from "../platform/requestSize";
import type { StripeApi } from "./stripe";
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
  const consumed: { key: string; max: number | undefined }[] = [];
  const deps: CheckoutDeps = {
    stripe: async () => stripe,
    siteOrigin: () => "https://idahoaicoaches.com",
    rateLimiter: {
      consume: async (key, limit) => {
        consumed.push({ key, max: limit?.max });
        return true;
      },
    },
  };
  return { deps, create, consumed };
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

describe("the checkout callables' guards", () => {
  const patentFull = { priceId: PATENT_PROGRAM.options.full.priceId, paymentType: "full" };
  const handlers = [
    [
      "createPayment",
      (request: CheckoutRequest, deps: CheckoutDeps) => createPaymentHandler(request, deps),
      patentFull,
    ],
    [
      "createLaunchPayment",
      (request: CheckoutRequest, deps: CheckoutDeps) => createLaunchPaymentHandler(request, deps),
      { packageType: "one-day" },
    ],
  ] as const;

  /** A limiter keeping counts in memory with the allowance it is given. */
  function countingLimiter() {
    const hits = new Map<string, number>();
    return {
      consume: async (key: string, limit?: RateLimitConfig) => {
        const count = hits.get(key) ?? 0;
        if (count >= (limit?.max ?? Infinity)) return false;
        hits.set(key, count + 1);
        return true;
      },
    };
  }

  it.each(handlers)(
    "%s: a flood of 60 from one client starts 20 Checkouts (the default allowance), then resource-exhausted",
    async (_name, handler, data) => {
      const { deps, create } = fakeDeps();
      deps.rateLimiter = countingLimiter();
      const outcomes: string[] = [];
      for (let i = 0; i < 60; i++) {
        outcomes.push(
          await handler({ data, ip: "198.51.100.9" }, deps).then(
            () => "ok",
            (error: HttpsError) => error.code,
          ),
        );
      }
      expect(outcomes.filter((outcome) => outcome === "ok")).toHaveLength(20);
      expect(outcomes.slice(20)).toEqual(Array(40).fill("resource-exhausted"));
      expect(create).toHaveBeenCalledTimes(20);
      const other = await handler({ data, ip: "203.0.113.7" }, deps);
      expect(other.url).toBeTruthy();
    },
  );

  it.each(handlers)("%s counts against its own key and the checkout allowance", async (name, handler, data) => {
    const { deps, consumed } = fakeDeps();
    await handler({ data, ip: "198.51.100.9" }, deps);
    expect(consumed).toEqual([{ key: clientKey("198.51.100.9", name), max: 20 }]);
  });

  it.each(handlers)(
    "%s refuses a body over 4 KB (a few ids and a source) by Content-Length before parsing or counting",
    async (_name, handler, data) => {
      const { deps, create, consumed } = fakeDeps();
      const headers = { "content-length": String(maxBodyBytes(CHECKOUT_REQUEST_CHARS) + 1) };
      const error = await refusal(handler({ data, ip: "198.51.100.9", headers }, deps));
      expect(error).toMatchObject({ code: "invalid-argument", message: "The request is too large." });
      const padded = await refusal(handler({ data: { ...data, padding: "x".repeat(CHECKOUT_REQUEST_CHARS) } }, deps));
      expect(padded.message).toBe("The request is too large.");
      expect(consumed).toEqual([]);
      expect(create).not.toHaveBeenCalled();
    },
  );

  it.each(handlers)(
    "%s answers unavailable when the limiter fails, without calling Stripe",
    async (_name, handler, data) => {
      const { deps, create } = fakeDeps();
      deps.rateLimiter = { consume: () => Promise.reject(new Error("aborted")) };
      expect((await refusal(handler({ data }, deps))).code).toBe("unavailable");
      expect(create).not.toHaveBeenCalled();
    },
  );
});
