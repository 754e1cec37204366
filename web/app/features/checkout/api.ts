import {
  CALLABLES,
  PATENT_PROGRAM,
  type CheckoutResponse,
  type CreatePaymentRequest,
  type LaunchPackageType,
  type PaymentType,
} from "@domain";
import { callFunction } from "../../lib/firebase";

/** Starts Checkout for a Patent with AI option; the server prices it from the catalog. */
export function createPatentCheckout(paymentType: PaymentType): Promise<CheckoutResponse> {
  const request: CreatePaymentRequest = { priceId: PATENT_PROGRAM.options[paymentType].priceId, paymentType };
  return callFunction(CALLABLES.createPayment, request);
}

/** Starts Checkout for a Launch with AI package. */
export function createLaunchCheckout(packageType: LaunchPackageType): Promise<CheckoutResponse> {
  return callFunction(CALLABLES.createLaunchPayment, { packageType });
}
