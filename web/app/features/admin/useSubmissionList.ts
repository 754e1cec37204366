import type { ListSubmissionsResponse, SubmissionKind } from "@domain";
import { useDebouncedValue } from "@mantine/hooks";
import { useCallback, useEffect, useState } from "react";
import { listSubmissions, loadErrorMessage } from "./api";

/** One tab's listing: the page and search it shows, the last answer, and whether a load is running or failed. */
export interface SubmissionList<TKind extends SubmissionKind> {
  kind: TKind;
  page: number;
  setPage: (page: number) => void;
  /** The search box's text; the listing follows it after a short pause in typing. */
  search: string;
  setSearch: (search: string) => void;
  /** The search the current answer is for (trimmed). */
  appliedSearch: string;
  data: ListSubmissionsResponse<TKind> | null;
  /** Rows in the tab without a search: the count beside the tab's name. */
  overallTotal: number | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

export const SEARCH_DELAY_MS = 300;

export function useSubmissionList<TKind extends SubmissionKind>(kind: TKind, enabled: boolean): SubmissionList<TKind> {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [data, setData] = useState<ListSubmissionsResponse<TKind> | null>(null);
  const [appliedSearch, setAppliedSearch] = useState("");
  const [overallTotal, setOverallTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoading(true);
    setError(null);
    listSubmissions({ kind, page, search: debounced }).then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setAppliedSearch(debounced);
        if (!debounced) setOverallTotal(answer.total);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(loadErrorMessage(failure));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, kind, page, debounced, attempt]);

  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    setPage(1);
  }, []);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  return { kind, page, setPage, search, setSearch, appliedSearch, data, overallTotal, loading, error, reload };
}
