import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  CARD_FEE,
  LAUNCH_PACKAGE_TYPES,
  LAUNCH_PACKAGES,
  PATENT_PROGRAM,
  cardFeeCents,
  patentOptionByPriceId,
  priceBreakdown,
  withCardFeeCents,
} from "./catalog";
import { CreateLaunchPaymentSchema, CreatePaymentSchema } from "./checkout";

describe("catalog prices (docs/product.md, Prices and constants), in cents", () => {
  it.each([
    ["Patent, full payment", PATENT_PROGRAM.options.full.amountCents, 500_000, 15_000, 515_000],
    ["Patent, each of two payments", PATENT_PROGRAM.options.installment.amountCents, 250_000, 7_500, 257_500],
    ["One-Day Website Launch", LAUNCH_PACKAGES["one-day"].amountCents, 160_000, 4_800, 164_800],
    ["Full Business Launch (3 Days)", LAUNCH_PACKAGES["full-launch"].amountCents, 500_000, 15_000, 515_000],
    ["Annual Mentorship", LAUNCH_PACKAGES.mentorship.amountCents, 360_000, 10_800, 370_800],
  ])("%s: price, 3%% fee and total", (_name, amount, base, fee, total) => {
    expect(amount).toBe(base);
    expect(priceBreakdown(amount)).toEqual({ baseCents: base, feeCents: fee, totalCents: total });
    expect(withCardFeeCents(amount)).toBe(total);
  });

  it("the two Patent payments add up to the full price with its fee", () => {
    const { full, installment } = PATENT_PROGRAM.options;
    expect(installment.amountCents * installment.installments).toBe(full.amountCents);
    expect(withCardFeeCents(installment.amountCents) * 2).toBe(withCardFeeCents(full.amountCents));
  });

  it.each([
    [1, 0], // 0.03 ¢ rounds down
    [17, 1], // 0.51 ¢ rounds up
    [50, 2], // 1.5 ¢ rounds half up
    [83, 2], // 2.49 ¢ rounds down
    [99_999, 3_000], // 2,999.97 ¢
  ])("rounds the fee on %i ¢ to %i ¢", (amount, fee) => {
    expect(cardFeeCents(amount)).toBe(fee);
  });

  it("is a 3% fee, switched on", () => {
    expect(CARD_FEE).toMatchObject({ enabled: true, basisPoints: 300 });
  });

  it("knows each Patent option by its price identifier and nothing else", () => {
    expect(patentOptionByPriceId(PATENT_PROGRAM.options.full.priceId)?.type).toBe("full");
    expect(patentOptionByPriceId(PATENT_PROGRAM.options.installment.priceId)?.type).toBe("installment");
    expect(patentOptionByPriceId("price_unknown")).toBeUndefined();
  });

  it("has exactly the three Launch packages", () => {
    expect(LAUNCH_PACKAGE_TYPES).toEqual(["one-day", "full-launch", "mentorship"]);
  });
});

describe("checkout request schemas", () => {
  it.each([
    [{ priceId: PATENT_PROGRAM.options.full.priceId, paymentType: "full" }, true],
    [{ priceId: PATENT_PROGRAM.options.installment.priceId, paymentType: "installment" }, true],
    [{ priceId: "price_x", paymentType: "monthly" }, false],
    [{ priceId: "", paymentType: "full" }, false],
    [{ paymentType: "full" }, false],
    [{ priceId: 5, paymentType: "full" }, false],
  ])("createPayment %j is valid: %s", (input, valid) => {
    expect(v.safeParse(CreatePaymentSchema, input).success).toBe(valid);
  });

  it.each([
    [{ packageType: "one-day" }, true],
    [{ packageType: "full-launch" }, true],
    [{ packageType: "mentorship" }, true],
    [{ packageType: "two-day" }, false],
    [{ packageType: "" }, false],
    [{}, false],
  ])("createLaunchPayment %j is valid: %s", (input, valid) => {
    expect(v.safeParse(CreateLaunchPaymentSchema, input).success).toBe(valid);
  });
});
