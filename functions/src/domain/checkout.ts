import * as v from "valibot";
import { LAUNCH_PACKAGE_TYPES, PAYMENT_TYPES } from "./catalog";
import { withSource } from "./source";

/*
 * The checkout callables' requests and answer. Apart from the catalog (./catalog.ts), which every page's shell reads
 * (the page registry's prices): the schemas are only the checkout's and the functions', and valibot stays out of the
 * marketing pages' first load.
 */

/** `createPayment`: the Patent option the buyer chose. The price identifier must be that option's own. */
export const CreatePaymentSchema = v.object({
  priceId: v.pipe(v.string("Choose a payment option"), v.trim(), v.nonEmpty("Choose a payment option")),
  paymentType: v.picklist(PAYMENT_TYPES, "Payment type must be full or installment"),
});
export type CreatePaymentRequest = v.InferInput<typeof CreatePaymentSchema>;

/** `createLaunchPayment`: the Launch package the buyer chose. */
export const CreateLaunchPaymentSchema = v.object({
  packageType: v.picklist(LAUNCH_PACKAGE_TYPES, "Package type must be one-day, full-launch or mentorship"),
});
export type CreateLaunchPaymentRequest = v.InferInput<typeof CreateLaunchPaymentSchema>;

/** The answer of a checkout callable: the hosted Checkout address to open. */
export interface CheckoutResponse {
  url: string;
}

/** `createPayment`'s request: the option and the visit's source (its entry in the contract). */
export const CreatePaymentRequestSchema = withSource(CreatePaymentSchema);
/** `createLaunchPayment`'s request: the package and the visit's source (its entry in the contract). */
export const CreateLaunchPaymentRequestSchema = withSource(CreateLaunchPaymentSchema);
