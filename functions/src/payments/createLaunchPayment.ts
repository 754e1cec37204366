import type { CheckoutResponse } from "../domain/catalog";
import { CONTRACT } from "../domain/contract";
import { launchCheckoutPlan } from "./checkout";
import { callable } from "../platform/callable";
import { hashKey } from "../platform/keyedHash";
import { appCheckEnforced } from "../platform/params";
import {
  admitCheckout,
  assertCheckoutSize,
  checkoutRequest,
  liveCheckoutDeps,
  startCheckout,
  type CheckoutDeps,
  type CheckoutRequest,
} from "./checkoutSession";
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
  assertCheckoutSize(request);
  const { packageType, source } = parseOrThrow(CONTRACT.createLaunchPayment.request, request.data);
  await admitCheckout("createLaunchPayment", request, deps);
  return startCheckout(launchCheckoutPlan(packageType), deps, source);
}

export const createLaunchPayment = callable(
  "createLaunchPayment",
  { secrets: [stripeSecretKey, hashKey], enforceAppCheck: appCheckEnforced() },
  (request) => createLaunchPaymentHandler(checkoutRequest(request), liveCheckoutDeps),
);
