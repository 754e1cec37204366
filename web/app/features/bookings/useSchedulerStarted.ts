import { startTransition, useEffect, useState } from "react";

/**
 * True once the page has hydrated, set in a transition: React then renders the scheduler in slices that yield to the
 * browser, instead of one long task that blocks input (Total Blocking Time). `preload` (the page's import of the
 * scheduler's chunk, the one its lazy component calls too) starts first, in a task of its own: Vite's preload helper
 * looks up and adds a `<link>` for each of the chunk's dependencies, work that would otherwise land in the same task as
 * React's first render of the lazy component. A failed load is not lost: the lazy component's call of the same import
 * rejects, and the route's error boundary shows it.
 */
export function useSchedulerStarted(preload: () => Promise<unknown>): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      preload().catch(() => undefined);
      startTransition(() => setStarted(true));
    }, 0);
    return () => clearTimeout(timer);
  }, [preload]);
  return started;
}
