import { logger } from "firebase-functions/logger";
import { HttpsError } from "firebase-functions/https";
import type { CheckoutResponse } from "../domain/checkout";
import { type Source } from "../domain/source";
import { leadSource } from "../domain/channel";
import { firestoreFunnel, type TrackFunnel } from "../traffic";
import { checkoutSessionParams, type CheckoutPlan } from "./checkout";
import { admitRate, admitSize, type Gate, type PublicRequest } from "../platform/admission";
import { db } from "../platform/firebase";
import { configuredSiteOrigin, siteHost } from "../platform/params";
import { checkoutRateLimitConfig, firestoreRateLimiter, type RateLimiter } from "../platform/rateLimit";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { stripeClient, type StripeApi } from "./stripe";

/** What a checkout callable needs from outside: the Stripe client, the site origin, the limiter. Tests pass fakes. */
export interface CheckoutDeps {
  stripe: () => Promise<StripeApi>;
  siteOrigin: () => string;
  /** Counts Checkout Sessions per client against `checkoutRateLimitConfig()` (its own allowance). */
  rateLimiter: RateLimiter;
  /** Records the "checkout started" step of the visit's source (Traffic view); never throws. Omitted: none. */
  track?: TrackFunnel;
}

export const liveCheckoutDeps: CheckoutDeps = {
  stripe: stripeClient,
  siteOrigin: () => configuredSiteOrigin(),
  // Created on use: Firestore is initialised only when a request arrives.
  rateLimiter: { consume: (key, limit) => firestoreRateLimiter(db()).consume(key, limit) },
  track: firestoreFunnel(),
};

/** The parts of a callable request a checkout callable reads (platform/admission.ts). */
export type CheckoutRequest = PublicRequest;

/** A few ids and the visit's source (at most about 1,200 characters: domain/source.ts bounds each field). */
export const CHECKOUT_REQUEST_CHARS = SMALL_REQUEST_CHARS + 2_048;

const CHECKOUT_UNAVAILABLE_MESSAGE = "Checkout is not available right now. Please try again.";

/** The guards of a checkout callable (platform/admission.ts), with the checkout's own refusal texts. */
function checkoutGate(callable: "createPayment" | "createLaunchPayment", deps: CheckoutDeps): Gate {
  return {
    callable,
    log: logger,
    rateLimiter: deps.rateLimiter,
    rateLimitedMessage: "Too many checkout attempts. Please try again in a few minutes.",
    unavailableMessage: CHECKOUT_UNAVAILABLE_MESSAGE,
  };
}

/**
 * The guard every checkout callable runs before validating: refuses a body larger than a few ids and a source need (by
 * Content-Length first, see platform/requestSize.ts).
 */
export function assertCheckoutSize(
  callable: "createPayment" | "createLaunchPayment",
  request: CheckoutRequest,
  deps: CheckoutDeps,
): void {
  admitSize(checkoutGate(callable, deps), request, CHECKOUT_REQUEST_CHARS);
}

/**
 * Counts one Checkout Session against the client's own checkout allowance (`RATE_LIMIT_CHECKOUT_MAX`, 20 per 10
 * minutes by default) before Stripe is called, so a flood cannot spend the Stripe account's API rate limit that
 * installment charges and the webhook share. Refuses with `resource-exhausted` over the limit.
 */
export async function admitCheckout(
  callable: "createPayment" | "createLaunchPayment",
  request: CheckoutRequest,
  deps: CheckoutDeps,
): Promise<void> {
  await admitRate(checkoutGate(callable, deps), request, checkoutRateLimitConfig());
}

/** Creates the hosted Checkout Session for `plan` and answers its address. */
export async function startCheckout(
  plan: CheckoutPlan,
  deps: CheckoutDeps,
  source?: Source,
): Promise<CheckoutResponse> {
  const params = checkoutSessionParams(plan, deps.siteOrigin(), source);
  const stripe = await deps.stripe();
  let session;
  try {
    session = await stripe.checkout.sessions.create(params);
  } catch (error) {
    logger.error("Stripe refused the Checkout Session", { metadata: plan.metadata, error: String(error) });
    throw new HttpsError("unavailable", CHECKOUT_UNAVAILABLE_MESSAGE);
  }
  if (!session.url) {
    logger.error("Checkout Session without a URL", { session: session.id });
    throw new HttpsError("internal", CHECKOUT_UNAVAILABLE_MESSAGE);
  }
  logger.info("Checkout Session created", { session: session.id, ...plan.metadata });
  if (source) await deps.track?.("checkout_started", leadSource(source, siteHost()));
  return { url: session.url };
}
