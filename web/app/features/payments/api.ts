import { PATENT_PROGRAM, type LaunchPackageType, type PaymentType } from "@domain/catalog";
import type { CheckoutResponse, CreatePaymentRequest } from "@domain/checkout";
import { callFunction } from "../../lib/firebase";
import { visitSource } from "../../lib/visitSource";

/** Starts Checkout for a Patent with AI option; the server prices it from the catalog. Both send the visit's source. */
export function createPatentCheckout(paymentType: PaymentType): Promise<CheckoutResponse> {
  const request: CreatePaymentRequest = { priceId: PATENT_PROGRAM.options[paymentType].priceId, paymentType };
  return callFunction("createPayment", { ...request, source: visitSource() });
}

/** Starts Checkout for a Launch with AI package. */
export function createLaunchCheckout(packageType: LaunchPackageType): Promise<CheckoutResponse> {
  return callFunction("createLaunchPayment", { packageType, source: visitSource() });
}
