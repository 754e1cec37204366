import { CreateLaunchPaymentRequestSchema, type CheckoutResponse } from "../domain/checkout";
import { launchCheckoutPlan } from "./checkout";
import { publicCallable } from "../platform/admission";
import { hashKey } from "../platform/keyedHash";
import { admitCheckout, assertCheckoutSize, liveCheckoutDeps, startCheckout } from "./checkoutSession";
import type { CheckoutDeps, CheckoutRequest } from "./checkoutSession";
import { stripeSecretKey } from "./stripe";
import { parseOrThrow } from "../platform/validation";

/**
 * Starts Checkout for one Launch with AI package, priced from the catalog. Oversized requests are refused first;
 * each valid one counts against the client's checkout allowance.
 */
export async function createLaunchPaymentHandler(
  request: CheckoutRequest,
  deps: CheckoutDeps,
): Promise<CheckoutResponse> {
  assertCheckoutSize("createLaunchPayment", request, deps);
  const { packageType, source } = parseOrThrow(CreateLaunchPaymentRequestSchema, request.data);
  await admitCheckout("createLaunchPayment", request, deps);
  return startCheckout(launchCheckoutPlan(packageType), deps, source);
}

export const createLaunchPayment = publicCallable(
  "createLaunchPayment",
  { secrets: [stripeSecretKey, hashKey] },
  (request) => createLaunchPaymentHandler(request, liveCheckoutDeps),
);
