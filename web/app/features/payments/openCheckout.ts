/** Only web addresses are opened: a Checkout URL is always https (or http for the local Stripe stand-in). */
function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * Opens the hosted Checkout in a new tab and reports whether the browser allowed it. `window.open` with the
 * "noopener" feature always returns null (HTML spec), which would hide a blocked pop-up, so the new tab's
 * opener is cut right after opening instead, while the tab is still on about:blank.
 */
export function openCheckout(url: string): boolean {
  if (!isWebAddress(url)) throw new Error(`Not a checkout address: ${url}`);
  const tab = window.open(url, "_blank");
  if (!tab) return false;
  try {
    tab.opener = null;
  } catch {
    // Already cross-origin: Stripe's page sets its own opener policy.
  }
  return true;
}
