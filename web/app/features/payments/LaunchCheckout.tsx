import { MantineRoot } from "../../components/MantineRoot/MantineRoot";
import { CheckoutLaunchNotice } from "./CheckoutLaunchNotice";
import type { CheckoutLaunch } from "./useCheckout";

export { createLaunchCheckout } from "./api";
export { notifyLaunchCheckoutError } from "./messages";

/**
 * The Mantine half of the Launch with AI checkout, loaded by the first Enroll press (the page itself is plain,
 * docs/decisions/0005): Mantine's provider with the site's notifications, so a failure's toast can show, and the
 * notice of where Checkout went. The module also carries the callable's client and the failure message.
 */
export default function LaunchCheckout({ launch }: { launch: CheckoutLaunch | null }) {
  return (
    <MantineRoot>
      <CheckoutLaunchNotice launch={launch} />
    </MantineRoot>
  );
}
