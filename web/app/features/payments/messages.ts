import { notifications } from "@mantine/notifications";

/** The failure messages of the two checkouts, exactly as docs/product.md, Messages quotes them. */
export const CHECKOUT_ERRORS = {
  payment: { title: "Payment Error", message: "Unable to process payment. Please try again." },
  launch: { message: "Failed to create checkout session. Please try again." },
} as const;

/** Patent checkout failed: a red notification titled 'Payment Error', and the error in the console. */
export function notifyPaymentError(error: unknown) {
  console.error("Patent checkout failed", error);
  notifications.show({ color: "red", ...CHECKOUT_ERRORS.payment });
}

/** Launch checkout failed: a notification, and the error in the console. */
export function notifyLaunchCheckoutError(error: unknown) {
  console.error("Launch checkout failed", error);
  notifications.show({ color: "red", ...CHECKOUT_ERRORS.launch });
}
