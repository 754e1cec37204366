import { startTransition, useEffect, useState } from "react";

/**
 * True once the page has hydrated, set in a transition: React then renders the scheduler (and loads its chunk) in
 * slices that yield to the browser, instead of one long task that blocks input (Total Blocking Time).
 */
export function useSchedulerStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  return started;
}
