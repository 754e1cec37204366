import { onCall } from "firebase-functions/https";
import { CALLABLES, type CheckoutResponse } from "../domain/callables";
import { CreateLaunchPaymentSchema } from "../domain/catalog";
import { launchCheckoutPlan } from "../lib/checkout";
import { appCheckEnforced } from "../lib/appCheck";
import {
  admitCheckout,
  assertCheckoutSize,
  checkoutRequest,
  liveCheckoutDeps,
  startCheckout,
  type CheckoutDeps,
  type CheckoutRequest,
} from "../lib/checkoutSession";
import { stripeSecretKey } from "../lib/stripe";
import { parseOrThrow } from "../lib/validation";

/**
 * Starts Checkout for one Launch with AI package, priced from the catalog. Oversized requests are refused first;
 * each valid one counts against the client's checkout allowance.
 */
export async function createLaunchPaymentHandler(
  request: CheckoutRequest,
  deps: CheckoutDeps,
): Promise<CheckoutResponse> {
  assertCheckoutSize(request);
  const { packageType } = parseOrThrow(CreateLaunchPaymentSchema, request.data);
  await admitCheckout(CALLABLES.createLaunchPayment, request, deps);
  return startCheckout(launchCheckoutPlan(packageType), deps);
}

export const createLaunchPayment = onCall(
  { secrets: [stripeSecretKey], enforceAppCheck: appCheckEnforced() },
  (request) => createLaunchPaymentHandler(checkoutRequest(request), liveCheckoutDeps),
);
