import { HttpsError } from "firebase-functions/https";
import { PATENT_PROGRAM } from "../domain/catalog";
import { CreatePaymentRequestSchema, type CheckoutResponse } from "../domain/checkout";
import { patentCheckoutPlan } from "./checkout";
import { publicCallable } from "../platform/admission";
import { hashKey } from "../platform/keyedHash";
import { admitCheckout, assertCheckoutSize, liveCheckoutDeps, startCheckout } from "./checkoutSession";
import type { CheckoutDeps, CheckoutRequest } from "./checkoutSession";
import { stripeSecretKey } from "./stripe";
import { parseOrThrow } from "../platform/validation";

/**
 * Starts Checkout for Patent with AI, in full or as the first of two installments. The client names the option
 * and its price identifier; the amount comes from the catalog, and an identifier that is not the option's own is
 * refused. Oversized requests are refused first; each valid one counts against the client's checkout allowance.
 */
export async function createPaymentHandler(request: CheckoutRequest, deps: CheckoutDeps): Promise<CheckoutResponse> {
  assertCheckoutSize("createPayment", request, deps);
  const { priceId, paymentType, source } = parseOrThrow(CreatePaymentRequestSchema, request.data);
  if (priceId !== PATENT_PROGRAM.options[paymentType].priceId) {
    throw new HttpsError("invalid-argument", "The price does not match the payment option.", {
      fields: { priceId: "The price does not match the payment option" },
    });
  }
  await admitCheckout("createPayment", request, deps);
  return startCheckout(patentCheckoutPlan(paymentType), deps, source);
}

export const createPayment = publicCallable("createPayment", { secrets: [stripeSecretKey, hashKey] }, (request) =>
  createPaymentHandler(request, liveCheckoutDeps),
);
