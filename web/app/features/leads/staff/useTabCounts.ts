import type { TabCountsResponse } from "@domain";
import { useCallback, useEffect, useState } from "react";
import { submissionCounts } from "./api";

/**
 * The numbers beside the tabs' names (each kind's total, the New contact messages and applications): asked once when
 * an admin opens the dashboard and again after each change made from it, never with a page of the list. Until the
 * first answer, or when it fails, the tabs show their names alone.
 */
export function useTabCounts(enabled: boolean): { counts: TabCountsResponse | null; reload: () => void } {
  const [counts, setCounts] = useState<TabCountsResponse | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    submissionCounts().then(
      (answer) => {
        if (current) setCounts(answer);
      },
      () => {
        // The tabs keep the counts they had; each tab's own list reports a failed load.
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { counts, reload };
}
