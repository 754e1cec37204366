import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The local Stripe stand-in (scripts/stripe-local/server.mjs): a development tool the stack starts, tested beside it.
// @ts-expect-error -- a plain .mjs script without type declarations
import { parseStripeForm, startStripeLocal } from "./server.mjs";

type Parsed = Record<string, unknown>;
const parse = parseStripeForm as (text: string) => Parsed;

describe("the local Stripe stand-in's form parser", () => {
  it("still parses Stripe's nested form encoding", () => {
    expect(
      JSON.parse(JSON.stringify(parse("metadata[program]=p&line_items[0][quantity]=1&expand[]=a&expand[]=b"))),
    ).toEqual({ metadata: { program: "p" }, line_items: [{ quantity: "1" }], expand: ["a", "b"] });
  });

  it.each([
    "__proto__[polluted]=1",
    "a[__proto__][polluted]=1",
    "constructor[prototype][polluted]=1",
    "metadata[constructor][prototype][polluted]=1",
    "prototype[polluted]=1",
  ])("skips %s and leaves Object.prototype alone", (body) => {
    const parsed = parse(body);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(parsed)).toEqual([]);
  });

  it("builds objects without a prototype", () => {
    const parsed = parse("metadata[program]=p");
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(Object.getPrototypeOf(parsed.metadata)).toBeNull();
  });
});

describe("the local Stripe stand-in, posted to", () => {
  let standIn: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    standIn = await startStripeLocal({ port: 0, log: () => {} });
  });
  afterAll(() => standIn.close());

  it("does not pollute Object.prototype when a page posts __proto__[x]=1", async () => {
    const answer = await fetch(`${standIn.url}/v1/checkout/sessions`, {
      method: "POST",
      headers: { authorization: "Bearer sk_test_local_x", "content-type": "application/x-www-form-urlencoded" },
      body: "__proto__[isAdmin]=1&constructor[prototype][isAdmin]=1&mode=payment",
    });
    expect(answer.status).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
