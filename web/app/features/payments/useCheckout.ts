import type { CheckoutResponse } from "@domain/checkout";
import { useCallback, useRef, useState } from "react";
import { openCheckout } from "./openCheckout";

/** The last Checkout started from this page: its address, and whether its tab opened or was blocked. */
export interface CheckoutLaunch {
  url: string;
  opened: boolean;
}

/**
 * One checkout request at a time. `busy` names the option whose request runs (every pay button is disabled
 * meanwhile) and is cleared when it ends, also on failure; a successful answer opens Checkout in a new tab.
 */
export function useCheckout<TOption extends string>(onError: (error: unknown) => void) {
  const [busy, setBusy] = useState<TOption | null>(null);
  const [launch, setLaunch] = useState<CheckoutLaunch | null>(null);
  const running = useRef(false);

  const start = useCallback(
    async (option: TOption, request: () => Promise<CheckoutResponse>) => {
      if (running.current) return;
      running.current = true;
      setBusy(option);
      setLaunch(null);
      try {
        const { url } = await request();
        setLaunch({ url, opened: openCheckout(url) });
      } catch (error) {
        onError(error);
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [onError],
  );

  return { busy, launch, start };
}
