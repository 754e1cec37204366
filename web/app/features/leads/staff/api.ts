import {
  CALLABLES,
  type AddNoteRequest,
  type DeletedResponse,
  type DeleteSubmissionRequest,
  type ExportPageRequest,
  type ExportPageResponse,
  type LeadKind,
  type ListPageRequest,
  type ListPageResponse,
  type OverviewResponse,
  type SetStatusRequest,
  type SubmissionDetailResponse,
  type SubmissionKind,
  type SubmissionRef,
  type SubmissionRowsByKind,
  type TabCountsResponse,
} from "@domain";
import { callFunction, streamFunction } from "../../../lib/firebase";
import { LOAD_FAILED_MESSAGE } from "../../../lib/staff/loadError";

/*
 * The admin callables as the dashboard calls them. Their requests and answers are typed by the contract (`CONTRACT` in
 * the domain); the wrappers below narrow an answer to the kind asked for, which the contract cannot say.
 */

/** One page of a tab after `cursor` (the first page without one), with the filters. */
export function listSubmissions<TKind extends SubmissionKind>(
  request: ListPageRequest & { kind: TKind },
): Promise<ListPageResponse<TKind>> {
  return callFunction(CALLABLES.listSubmissions, request) as Promise<ListPageResponse<TKind>>;
}

/**
 * Every row of a tab matching `filters`, in one streamed request: the function reads the tab chunk by chunk with
 * cursors (each document once) and sends each chunk as it goes. `onProgress` hears the number of rows received so far.
 */
export async function exportAllSubmissions<TKind extends SubmissionKind>(
  filters: Omit<ExportPageRequest, "cursor"> & { kind: TKind },
  onProgress?: (rows: number) => void,
): Promise<SubmissionRowsByKind[TKind][]> {
  const rows: SubmissionRowsByKind[TKind][] = [];
  const answer: ExportPageResponse = await streamFunction(CALLABLES.exportSubmissions, filters, (chunk) => {
    rows.push(...(chunk.rows as SubmissionRowsByKind[TKind][]));
    onProgress?.(rows.length);
  });
  if (answer.streamed !== rows.length) throw new Error(LOAD_FAILED_MESSAGE);
  return rows;
}

export function getSubmission<TKind extends LeadKind>(
  ref: SubmissionRef & { kind: TKind },
): Promise<SubmissionDetailResponse<TKind>> {
  return callFunction(CALLABLES.getSubmission, ref) as Promise<SubmissionDetailResponse<TKind>>;
}

export function setSubmissionStatus<TKind extends LeadKind>(
  request: SetStatusRequest & { kind: TKind },
): Promise<SubmissionDetailResponse<TKind>> {
  return callFunction(CALLABLES.setSubmissionStatus, request) as Promise<SubmissionDetailResponse<TKind>>;
}

export function addSubmissionNote<TKind extends LeadKind>(
  request: AddNoteRequest & { kind: TKind },
): Promise<SubmissionDetailResponse<TKind>> {
  return callFunction(CALLABLES.addSubmissionNote, request) as Promise<SubmissionDetailResponse<TKind>>;
}

export function deleteSubmission(request: DeleteSubmissionRequest): Promise<DeletedResponse> {
  return callFunction(CALLABLES.deleteSubmission, request);
}

/** The numbers beside the tabs' names: each kind's total and how many contact messages and applications are New. */
export function submissionCounts(): Promise<TabCountsResponse> {
  return callFunction(CALLABLES.submissionCounts, {});
}

export function submissionOverview(): Promise<OverviewResponse> {
  return callFunction(CALLABLES.submissionOverview, {});
}
