import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/https";
import type { CheckoutResponse } from "../domain/callables";
import { checkoutSessionParams, type CheckoutPlan } from "./checkout";
import { configuredSiteOrigin, stripeClient, type StripeApi } from "./stripe";

/** What a checkout callable needs from outside: the Stripe client and the site origin. Tests pass fakes. */
export interface CheckoutDeps {
  stripe: () => Promise<StripeApi>;
  siteOrigin: () => string;
}

export const liveCheckoutDeps: CheckoutDeps = { stripe: stripeClient, siteOrigin: () => configuredSiteOrigin() };

/** Creates the hosted Checkout Session for `plan` and answers its address. */
export async function startCheckout(plan: CheckoutPlan, deps: CheckoutDeps): Promise<CheckoutResponse> {
  const params = checkoutSessionParams(plan, deps.siteOrigin());
  const stripe = await deps.stripe();
  let session;
  try {
    session = await stripe.checkout.sessions.create(params);
  } catch (error) {
    logger.error("Stripe refused the Checkout Session", { metadata: plan.metadata, error: String(error) });
    throw new HttpsError("unavailable", "Checkout is not available right now. Please try again.");
  }
  if (!session.url) {
    logger.error("Checkout Session without a URL", { session: session.id });
    throw new HttpsError("internal", "Checkout is not available right now. Please try again.");
  }
  logger.info("Checkout Session created", { session: session.id, ...plan.metadata });
  return { url: session.url };
}
