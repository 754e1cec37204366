import {
  CALLABLES,
  type AddNoteRequest,
  type CallableInput,
  type DeletedResponse,
  type DeleteSubmissionRequest,
  type ExportPageRequest,
  type ExportPageResponse,
  type LeadKind,
  type ListPageRequest,
  type ListPageResponse,
  type OverviewResponse,
  type ReconcileInstallmentResponse,
  type SetStatusRequest,
  type SubmissionDetailResponse,
  type SubmissionKind,
  type SubmissionRef,
  type SubmissionRowsByKind,
  type TabCountsResponse,
} from "@domain";
import { asCallableError, callFunction, streamFunction } from "../../lib/firebase";

/*
 * The admin callables as the dashboard calls them. Their requests and answers are typed by the contract (`CONTRACT` in
 * the domain); the wrappers below narrow an answer to the kind asked for, which the contract cannot say.
 */

export const LOAD_FAILED_MESSAGE = "Failed to fetch data.";

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

export function reconcileInstallment(paymentId: string): Promise<ReconcileInstallmentResponse> {
  return callFunction(CALLABLES.reconcileInstallment, { paymentId });
}

/** The server's message for a refused call, or the generic one when the failure has none worth showing. */
export function loadErrorMessage(error: unknown): string {
  const { code, message } = asCallableError(error);
  if (!message || code === "internal" || code === "unknown" || message.toLowerCase() === code) {
    return LOAD_FAILED_MESSAGE;
  }
  return message;
}

/* The bookings' staff callables (the Bookings and Availability tabs, the application drawer's interview link). */

export function getMyAvailability() {
  return callFunction(CALLABLES.getMyAvailability, {});
}

export function setMyAvailability(availability: CallableInput<"setMyAvailability">) {
  return callFunction(CALLABLES.setMyAvailability, availability);
}

/** A new secret feed address (the old one stops working), or none with `revoke`. */
export function rotateCalendarFeed(revoke = false) {
  return callFunction(CALLABLES.rotateCalendarFeed, { revoke });
}

export function sendInterviewLink(id: string) {
  return callFunction(CALLABLES.sendInterviewLink, { id });
}

export function bookingAgenda(request: CallableInput<"bookingAgenda">) {
  return callFunction(CALLABLES.bookingAgenda, request);
}

/** Staff cancel a booking: the visitor is mailed the cancellation (with `reason`, if any) and the host is told. */
export function cancelBookingAsStaff(id: string, reason: string) {
  return callFunction(CALLABLES.cancelBookingAsStaff, { id, reason }) as Promise<SubmissionDetailResponse<"bookings">>;
}

/** Staff move a booking to another free time: the visitor and the host are mailed the update. */
export function rescheduleBookingAsStaff(id: string, start: string) {
  return callFunction(CALLABLES.rescheduleBookingAsStaff, { id, start }) as Promise<
    SubmissionDetailResponse<"bookings">
  >;
}

/** The free times of a meeting type between two instants (the booking being moved holds its own, so it is not one). */
export function freeTimes(request: CallableInput<"bookingFreeTimes">) {
  return callFunction(CALLABLES.bookingFreeTimes, request);
}
