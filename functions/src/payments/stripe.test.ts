import { describe, expect, it } from "vitest";
import { stripeConfig } from "./stripe";

describe("stripeConfig", () => {
  it("points a stand-in key at the local stand-in through the SDK's host, port and protocol", () => {
    expect(stripeConfig("sk_test_local_standin", "http://127.0.0.1:12111")).toMatchObject({
      host: "127.0.0.1",
      port: "12111",
      protocol: "http",
    });
  });

  it("leaves any other key on Stripe itself, whatever STRIPE_API_BASE says", () => {
    const config = stripeConfig("sk_test_51AbCdEf", "http://127.0.0.1:12111");
    expect(config).not.toHaveProperty("host");
    expect(config).not.toHaveProperty("port");
    expect(config).not.toHaveProperty("protocol");
  });

  it("refuses a stand-in key without a stand-in address", () => {
    expect(() => stripeConfig("sk_test_local_standin", "")).toThrow(/STRIPE_API_BASE/);
  });
});
