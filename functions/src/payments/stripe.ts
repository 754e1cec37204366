import { HttpsError } from "firebase-functions/https";
import { defineSecret } from "firebase-functions/params";
import type Stripe from "stripe";

/** The Stripe secret key: a real `sk_test_…`/`sk_live_…` key, or `sk_test_local…` for the local stand-in. */
export const stripeSecretKey = defineSecret("STRIPE_SECRET_KEY");

/** The signing secret of the webhook endpoint (`whsec_…`) that Stripe, `stripe listen` or the stand-in signs with. */
export const stripeWebhookSecret = defineSecret("STRIPE_WEBHOOK_SECRET");

/** Keys with this prefix talk to the local Stripe stand-in (scripts/stripe-local/server.mjs) at STRIPE_API_BASE. */
export const LOCAL_STANDIN_KEY_PREFIX = "sk_test_local";

/** The part of the Stripe client the payment functions use; tests pass a fake of this shape. */
export type StripeApi = Pick<
  Stripe,
  | "checkout"
  | "paymentIntents"
  | "webhooks"
  | "customers"
  | "invoices"
  | "invoiceItems"
  | "invoicePayments"
  | "refunds"
  | "products"
  | "quotes"
>;

/**
 * The SDK options for `secretKey`. A stand-in key points the official SDK at `apiBase` through its host, port
 * and protocol options; any other key leaves the SDK on api.stripe.com.
 */
export function stripeConfig(secretKey: string, apiBase = process.env.STRIPE_API_BASE): Stripe.StripeConfig {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (!secretKey.startsWith(LOCAL_STANDIN_KEY_PREFIX)) return config;
  if (!apiBase) {
    throw new Error(
      `STRIPE_API_BASE must name the local Stripe stand-in when the key starts with ${LOCAL_STANDIN_KEY_PREFIX}`,
    );
  }
  const url = new URL(apiBase);
  const protocol = url.protocol === "https:" ? "https" : "http";
  return {
    ...config,
    host: url.hostname,
    port: url.port || (protocol === "https" ? 443 : 80),
    protocol,
    telemetry: false,
  };
}

let cached: { key: string; client: Promise<Stripe> } | undefined;

/** The Stripe client for the configured key, created on first use; the SDK is loaded only then. */
export function stripeClient(): Promise<StripeApi> {
  const key = stripeSecretKey.value();
  if (!key) throw new HttpsError("failed-precondition", "Payments are not configured.");
  if (cached?.key !== key) {
    cached = {
      key,
      client: import("stripe").then(({ default: StripeSdk }) => new StripeSdk(key, stripeConfig(key))),
    };
  }
  return cached.client;
}
