import {
  CALLABLES,
  SUBMISSIONS_PAGE_SIZE,
  type ListSubmissionsRequest,
  type ListSubmissionsResponse,
  type SubmissionKind,
  type SubmissionRowsByKind,
} from "@domain";
import { asCallableError, callFunction } from "../../lib/firebase";

export const LOAD_FAILED_MESSAGE = "Failed to fetch data.";

export function listSubmissions<TKind extends SubmissionKind>(
  request: ListSubmissionsRequest & { kind: TKind },
): Promise<ListSubmissionsResponse<TKind>> {
  return callFunction<ListSubmissionsRequest, ListSubmissionsResponse<TKind>>(CALLABLES.listSubmissions, request);
}

/** Every row of a tab, fetched page by page (the export). */
export async function listAllSubmissions<TKind extends SubmissionKind>(
  kind: TKind,
): Promise<SubmissionRowsByKind[TKind][]> {
  const rows: SubmissionRowsByKind[TKind][] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listSubmissions({ kind, page, pageSize: SUBMISSIONS_PAGE_SIZE });
    rows.push(...answer.rows);
    if (answer.rows.length < answer.pageSize || rows.length >= answer.total) return rows;
  }
}

/** The server's message for a refused call, or the generic one when the failure has none worth showing. */
export function loadErrorMessage(error: unknown): string {
  const { code, message } = asCallableError(error);
  if (!message || code === "internal" || code === "unknown" || message.toLowerCase() === code) {
    return LOAD_FAILED_MESSAGE;
  }
  return message;
}
