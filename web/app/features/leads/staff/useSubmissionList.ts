import type { Channel, Cursor, LeadStatus, ListPageRequest, ListPageResponse, SubmissionKind } from "@domain";
import { useDebouncedValue } from "@mantine/hooks";
import { useCallback, useEffect, useState } from "react";
import { loadErrorMessage } from "../../../lib/staff/loadError";
import { listSubmissions } from "./api";

/** What narrows a tab: a status (lead kinds only), a channel, the first and last day received (YYYY-MM-DD, inclusive). */
export interface ListFilters {
  status: LeadStatus | null;
  /** The "Source" filter: a lead's channel. */
  channel: Channel | null;
  receivedFrom: string | null;
  receivedTo: string | null;
}

const NO_FILTERS: ListFilters = { status: null, channel: null, receivedFrom: null, receivedTo: null };

/** One tab's listing: its filters, the page it shows (keyset cursors), the last answer, and the load's state. */
export interface SubmissionList<TKind extends SubmissionKind> {
  kind: TKind;
  /** 1-based number of the page shown. */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previousPage: () => void;
  nextPage: () => void;
  filters: ListFilters;
  setFilters: (filters: ListFilters) => void;
  /** The search box's text; the listing follows it after a short pause in typing. */
  search: string;
  setSearch: (search: string) => void;
  /** The search the current answer is for (trimmed). */
  appliedSearch: string;
  /** Whether the current answer is narrowed by a search, a status or dates. */
  filtered: boolean;
  data: ListPageResponse<TKind> | null;
  loading: boolean;
  error: string | null;
  /** Loads the shown page again (after a change made in the drawer) and tells `onReload` (the tabs' counts). */
  reload: () => void;
}

export const SEARCH_DELAY_MS = 300;

const FIRST_PAGE: (Cursor | null)[] = [null];

/** The request for one page: only the filters that are set, so the server sees exactly what narrows the list. */
export function listRequest<TKind extends SubmissionKind>(
  kind: TKind,
  filters: ListFilters,
  search: string,
  cursor: Cursor | null,
): ListPageRequest & { kind: TKind } {
  return {
    kind,
    search,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.channel ? { channel: filters.channel } : {}),
    ...(filters.receivedFrom ? { receivedFrom: filters.receivedFrom } : {}),
    ...(filters.receivedTo ? { receivedTo: filters.receivedTo } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

export function useSubmissionList<TKind extends SubmissionKind>(
  kind: TKind,
  enabled: boolean,
  onReload?: () => void,
): SubmissionList<TKind> {
  /**
   * The cursor that starts each page visited so far (`stack[0]` is null, the first page), for the search they were
   * visited under: another search starts again from the first page.
   */
  const [paging, setPaging] = useState<{ search: string; stack: (Cursor | null)[] }>({ search: "", stack: [null] });
  const [filters, setFilterState] = useState<ListFilters>(NO_FILTERS);
  const [search, setSearchText] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [data, setData] = useState<ListPageResponse<TKind> | null>(null);
  const [appliedSearch, setAppliedSearch] = useState("");
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const cursors = paging.search === debounced ? paging.stack : FIRST_PAGE;
  const cursor = cursors[cursors.length - 1] ?? null;
  const filtered = Boolean(
    debounced || filters.status || filters.channel || filters.receivedFrom || filters.receivedTo,
  );

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoading(true);
    setError(null);
    listSubmissions(listRequest(kind, filters, debounced, cursor)).then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setAppliedSearch(debounced);
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
  }, [enabled, kind, filters, debounced, cursor, attempt]);

  const setSearch = useCallback((text: string) => setSearchText(text), []);
  const setFilters = useCallback(
    (next: ListFilters) => {
      setFilterState(next);
      setPaging({ search: debounced, stack: FIRST_PAGE });
    },
    [debounced],
  );
  const reload = useCallback(() => {
    setAttempt((count) => count + 1);
    onReload?.();
  }, [onReload]);
  const nextCursor = data?.nextCursor ?? null;
  const nextPage = useCallback(() => {
    if (nextCursor) setPaging({ search: debounced, stack: [...cursors, nextCursor] });
  }, [nextCursor, debounced, cursors]);
  const previousPage = useCallback(() => {
    if (cursors.length > 1) setPaging({ search: debounced, stack: cursors.slice(0, -1) });
  }, [debounced, cursors]);

  return {
    kind,
    page: cursors.length,
    hasPrevious: cursors.length > 1,
    hasNext: nextCursor !== null,
    previousPage,
    nextPage,
    filters,
    setFilters,
    search,
    setSearch,
    appliedSearch,
    filtered,
    data,
    loading,
    error,
    reload,
  };
}
