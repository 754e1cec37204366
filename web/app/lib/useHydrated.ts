import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while React renders the prerendered HTML and hydrates it, true from then on (and on any client render).
 * For what the static HTML cannot know (the query string) or must not offer before React runs (typing into a form).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
