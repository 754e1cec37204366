import { CALLABLES, PATENT_PROGRAM } from "@domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { callFunction } from "../../lib/firebase";
import { createLaunchCheckout, createPatentCheckout } from "./api";

vi.mock("../../lib/firebase", () => ({ callFunction: vi.fn() }));
const call = vi.mocked(callFunction);

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue({ url: "https://checkout.stripe.test/c/pay/cs_test_1" });
});

describe("checkout requests (what the browser sends to the payment callables)", () => {
  it.each([
    ["full", "price_patent_with_ai_full"],
    ["installment", "price_patent_with_ai_installment"],
  ] as const)("the %s Patent option sends its own catalog price identifier", async (paymentType, priceId) => {
    await expect(createPatentCheckout(paymentType)).resolves.toEqual({
      url: "https://checkout.stripe.test/c/pay/cs_test_1",
    });
    expect(call).toHaveBeenCalledExactlyOnceWith(CALLABLES.createPayment, {
      priceId,
      paymentType,
      source: expect.objectContaining({ formPage: "/" }),
    });
    // The server refuses any identifier that is not the option's own: the two must stay the same.
    expect(priceId).toBe(PATENT_PROGRAM.options[paymentType].priceId);
  });

  it("a Launch package sends only its package type (the server prices it) and the visit's source", async () => {
    await createLaunchCheckout("full-launch");
    expect(call).toHaveBeenCalledExactlyOnceWith(CALLABLES.createLaunchPayment, {
      packageType: "full-launch",
      source: expect.objectContaining({ formPage: "/" }),
    });
  });
});
