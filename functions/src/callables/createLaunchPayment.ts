import { onCall, type CallableRequest } from "firebase-functions/https";
import type { CheckoutResponse } from "../domain/callables";
import { CreateLaunchPaymentSchema } from "../domain/catalog";
import { launchCheckoutPlan } from "../lib/checkout";
import { appCheckEnforced } from "../lib/appCheck";
import { liveCheckoutDeps, startCheckout, type CheckoutDeps } from "../lib/checkoutSession";
import { stripeSecretKey } from "../lib/stripe";
import { parseOrThrow } from "../lib/validation";

/** Starts Checkout for one Launch with AI package, priced from the catalog. */
export async function createLaunchPaymentHandler(
  request: Pick<CallableRequest, "data">,
  deps: CheckoutDeps,
): Promise<CheckoutResponse> {
  const { packageType } = parseOrThrow(CreateLaunchPaymentSchema, request.data);
  return startCheckout(launchCheckoutPlan(packageType), deps);
}

export const createLaunchPayment = onCall(
  { secrets: [stripeSecretKey], enforceAppCheck: appCheckEnforced() },
  (request) => createLaunchPaymentHandler(request, liveCheckoutDeps),
);
