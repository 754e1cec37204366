import Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";
import { handleSubmitCoachApplication } from "../leads/submitCoachApplication";
import { handleSubmitContact } from "../leads/submitContact";
import { memoryPayments } from "../testing/fakes";
import type { StripeApi } from "../payments/stripe";
import type { SubmissionDeps } from "../leads/submission";
import { coachApplication, contactMessage } from "../testing/fixtures";
import { handleStripeWebhook } from "../payments/stripeWebhook";

/** The submit callables and the webhook queue the mails of what they stored, and only that. */

function submissionDeps(notify: SubmissionDeps["notify"]) {
  const stored: string[] = [];
  const deps: SubmissionDeps = {
    store: async (collection) => {
      stored.push(collection);
      return `doc-${stored.length}`;
    },
    rateLimiter: { consume: async () => true },
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    notify,
  };
  return { deps, stored };
}

describe("the submit callables", () => {
  it("queue the mails of a stored message or application, after storing it", async () => {
    const notify = vi.fn(async () => {});
    const { deps, stored } = submissionDeps(notify);
    await handleSubmitContact({ data: contactMessage(), ip: "203.0.113.1" }, deps);
    await handleSubmitCoachApplication({ data: coachApplication(), ip: "203.0.113.1" }, deps);
    expect(stored).toHaveLength(2);
    expect(notify.mock.calls).toEqual([
      ["contact", "doc-1"],
      ["applications", "doc-2"],
    ]);
  });

  it("queue nothing for a honeypot hit, an invalid or a refused submission", async () => {
    const notify = vi.fn(async () => {});
    const { deps } = submissionDeps(notify);
    await handleSubmitContact({ data: { ...contactMessage(), website: "spam" }, ip: "203.0.113.1" }, deps);
    await expect(handleSubmitContact({ data: { name: "" }, ip: "203.0.113.1" }, deps)).rejects.toThrow();
    deps.rateLimiter.consume = async () => false;
    await expect(handleSubmitContact({ data: contactMessage(), ip: "203.0.113.1" }, deps)).rejects.toThrow();
    expect(notify).not.toHaveBeenCalled();
  });

  it("answer ok even when queuing the mail fails", async () => {
    const { deps, stored } = submissionDeps(async () => {
      throw Object.assign(new Error("queue down"), { code: "unavailable" });
    });
    expect(await handleSubmitContact({ data: contactMessage(), ip: "203.0.113.1" }, deps)).toEqual({ ok: true });
    expect(stored).toHaveLength(1);
    expect(deps.log.error).toHaveBeenCalledWith("submitContact", expect.objectContaining({ outcome: "notify_failed" }));
  });
});

describe("the Stripe webhook", () => {
  const secret = "whsec_hook_test";
  const sdk = new Stripe("sk_test_unit");
  const event = {
    id: "evt_mail",
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: "cs_test_mail",
        object: "checkout.session",
        amount_total: 515_000,
        currency: "usd",
        customer: null,
        customer_details: { email: "buyer@example.com" },
        payment_intent: "pi_1",
        payment_status: "paid",
        metadata: { program: "patent-with-ai", payment_type: "full", installment: "full" },
      },
    },
  };

  it("queues the mails of a payment it records for the first time, not of a replayed event", async () => {
    const notify = vi.fn(async () => {});
    const payments = memoryPayments();
    const stripe = { webhooks: sdk.webhooks, paymentIntents: { retrieve: vi.fn() } } as unknown as StripeApi;
    const deliver = () => {
      const payload = JSON.stringify(event);
      return handleStripeWebhook(
        {
          method: "POST",
          rawBody: Buffer.from(payload),
          signature: sdk.webhooks.generateTestHeaderString({ payload, secret }),
        },
        { stripe: async () => stripe, webhookSecret: () => secret, payments, notify },
      );
    };
    await deliver();
    await deliver();
    expect(payments.docs.size).toBe(1);
    expect(notify.mock.calls).toEqual([["payments", [...payments.docs.keys()][0]]]);
  });
});
