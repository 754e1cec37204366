import * as v from "valibot";
import { SourceSchema } from "../domain/source";
import { describe, expect, it } from "vitest";
import { checkoutSessionParams, launchCheckoutPlan, patentCheckoutPlan } from "./checkout";

const origin = "https://idahoaicoaches.com";

function amounts(params: ReturnType<typeof checkoutSessionParams>) {
  return params.line_items?.map((item) => [item.price_data?.product_data?.name, item.price_data?.unit_amount]);
}

describe("Checkout Session parameters", () => {
  it("Patent in full: programme and 3% fee as two lines, success with payment_type=full", () => {
    const params = checkoutSessionParams(patentCheckoutPlan("full"), origin);
    expect(amounts(params)).toEqual([
      ["Patent with AI: Full Payment", 500_000],
      ["Credit card processing fee (3%)", 15_000],
    ]);
    expect(params).toMatchObject({
      mode: "payment",
      allowed_payment_method_types: ["card"],
      success_url: `${origin}/checkout/success?payment_type=full`,
      cancel_url: `${origin}/checkout/patent-with-ai`,
      metadata: { program: "patent-with-ai", payment_type: "full", installment: "full" },
    });
    expect(params.metadata).not.toHaveProperty("package_type");
    expect(params.customer_creation).toBeUndefined();
    expect(params.payment_intent_data?.setup_future_usage).toBeUndefined();
  });

  it("Patent in two payments: first installment, card saved on a customer for the second", () => {
    const params = checkoutSessionParams(patentCheckoutPlan("installment"), origin);
    expect(amounts(params)).toEqual([
      ["Patent with AI: Payment 1 of 2", 250_000],
      ["Credit card processing fee (3%)", 7_500],
    ]);
    expect(params).toMatchObject({
      success_url: `${origin}/checkout/success?payment_type=installment`,
      metadata: { program: "patent-with-ai", payment_type: "installment", installment: "1 of 2" },
      customer_creation: "always",
      payment_intent_data: { setup_future_usage: "off_session", metadata: { installment: "1 of 2" } },
    });
    expect(params.custom_text).toMatchObject({ submit: { message: expect.stringContaining("$2,575") } });
  });

  it.each([
    ["one-day", "One-Day Website Launch", 160_000, 4_800],
    ["full-launch", "Full Business Launch (3 Days)", 500_000, 15_000],
    ["mentorship", "Annual Mentorship", 360_000, 10_800],
  ] as const)("Launch %s: one payment of the package and its fee", (packageType, name, amount, fee) => {
    const params = checkoutSessionParams(launchCheckoutPlan(packageType), origin);
    expect(amounts(params)).toEqual([
      [`Launch with AI: ${name}`, amount],
      ["Credit card processing fee (3%)", fee],
    ]);
    expect(params).toMatchObject({
      mode: "payment",
      success_url: `${origin}/checkout/success?payment_type=full`,
      cancel_url: `${origin}/training/launch-with-ai`,
      metadata: { program: "launch-with-ai", package_type: packageType, payment_type: "full", installment: "full" },
    });
  });
});

describe("the Checkout Session's source", () => {
  it("carries the visit's source fields as src_ metadata on the Session and its PaymentIntent, never a channel", () => {
    const source = v.parse(SourceSchema, {
      utmSource: "chamber",
      utmMedium: "newsletter",
      landingPage: "/",
      formPage: "/launch",
    });
    const params = checkoutSessionParams(patentCheckoutPlan("full"), "https://idahoaicoaches.com", source);
    const expected = {
      src_utm_source: "chamber",
      src_utm_medium: "newsletter",
      src_landing_page: "/",
      src_form_page: "/launch",
    };
    expect(params.metadata).toMatchObject(expected);
    expect(params.payment_intent_data?.metadata).toMatchObject(expected);
    expect(params.metadata).not.toHaveProperty("src_channel");
    expect(params.metadata).not.toHaveProperty("src_utm_term");
  });
});
