import { Alert, Text } from "@mantine/core";
import { ActionButton, TextLink } from "../../components/ActionButton/ActionButton";
import type { CheckoutLaunch } from "./useCheckout";

export interface CheckoutLaunchNoticeProps {
  launch: CheckoutLaunch | null;
}

/**
 * Tells the buyer where Checkout went: opened in a new tab, or blocked by the browser, in which case a visible
 * link continues to it. Announced politely to screen readers.
 */
export function CheckoutLaunchNotice({ launch }: CheckoutLaunchNoticeProps) {
  return (
    <div role="status" aria-live="polite">
      {launch?.opened ? (
        <Alert color="sky" variant="light" radius="md" title="Secure checkout opened in a new tab">
          <Text size="sm">
            Complete your payment on Stripe's secure page. If you closed that tab,{" "}
            <TextLink to={launch.url} underline="always" strong>
              continue to secure checkout
            </TextLink>
            .
          </Text>
        </Alert>
      ) : null}
      {launch && !launch.opened ? (
        <Alert color="sky" variant="light" radius="md" title="Your browser blocked the new tab">
          <Text size="sm" mb="sm">
            Your order is ready. Open Stripe's secure checkout to complete your payment.
          </Text>
          <ActionButton to={launch.url}>Continue to secure checkout</ActionButton>
        </Alert>
      ) : null}
    </div>
  );
}
