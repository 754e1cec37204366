import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { COLLECTIONS } from "../domain/collections";
import { SetStatusSchema, type SubmissionDetailResponse } from "../domain/dashboard";
import { INITIAL_STATUS, isStatusOf, statusChangeEntry, type LeadStatus } from "../domain/leads";
import { assertLeadInScope } from "../platform/roles";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { assertWritable, readDetail } from "./detail";
import { assertStatusOfKind, leadDoc } from "./queries";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { callable } from "../platform/callable";
import { calendarKey, liveHostCalendars, removeBookingEvent, type HostCalendars } from "../calendars";

export const CANCELLED_BOOKING_MESSAGE =
  "A cancelled booking cannot be set back: its time was freed. The visitor can book a new time.";
/** A booking is cancelled with `cancelBookingAsStaff` (the visitor and the host are told), never silently here. */
export const CANCEL_BOOKING_WITH_ACTION_MESSAGE =
  "A booking is cancelled with its Cancel booking action, which tells the visitor and the host.";

/**
 * Moves a submission to one of its kind's statuses. In one transaction: the record's `status` and `updated_at`,
 * and a history entry `{ type: "status", from, to, by_email, by_uid, at }`. Setting the status it already has
 * changes nothing and writes no history. Answers the detail as it now is. A booking is not set to Cancelled here:
 * `cancelBookingAsStaff` (bookings feature) cancels it, frees its time and mails the visitor and the host; a cancelled
 * booking cannot be moved to another status.
 */
export async function setSubmissionStatusHandler(
  request: AdminRequest,
  deps: AdminDeps,
  calendars?: HostCalendars,
): Promise<SubmissionDetailResponse> {
  const caller = await admitAdmin("setSubmissionStatus", request, deps, SMALL_REQUEST_CHARS);
  const { kind, id, status } = parseOrThrow(SetStatusSchema, request.data);
  await assertLeadInScope(deps.db, caller, kind, id);
  assertStatusOfKind(kind, status);
  const ref = leadDoc(deps.db, kind, id);
  const from = await deps.db.runTransaction(async (transaction) => {
    const doc = await transaction.get(ref);
    // Gone or being deleted: write nothing (a history entry would outlive its submission; deleteSubmission.ts).
    assertWritable(doc);
    const stored = doc.get("status") as unknown;
    const current: LeadStatus = typeof stored === "string" && isStatusOf(kind, stored) ? stored : INITIAL_STATUS;
    if (current === status) {
      // Not a change: no history. A record stored before statuses existed gets the field it reads as.
      if (stored !== status) transaction.update(ref, { status });
      return current;
    }
    const at = FieldValue.serverTimestamp();
    if (kind === "bookings" && current === "cancelled") {
      throw new HttpsError("failed-precondition", CANCELLED_BOOKING_MESSAGE);
    }
    if (kind === "bookings" && status === "cancelled") {
      throw new HttpsError("failed-precondition", CANCEL_BOOKING_WITH_ACTION_MESSAGE);
    }
    transaction.update(ref, { status, updated_at: at });
    transaction.create(ref.collection(COLLECTIONS.activity).doc(), statusChangeEntry(current, status, caller, at));
    return current;
  });
  deps.log.info("setSubmissionStatus", { uid: caller.uid, kind, id, from, to: status, changed: from !== status });
  if (kind === "bookings" && status === "cancelled" && from !== status) {
    // Cancelled by staff: the booking's event leaves the host's calendar too.
    await removeBookingEvent(calendars, await ref.get(), { error: deps.log.warn });
  }
  return readDetail(deps.db, kind, id);
}

export const setSubmissionStatus = callable("setSubmissionStatus", { secrets: [calendarKey] }, (request) =>
  setSubmissionStatusHandler(request, liveAdminDeps(), liveHostCalendars()),
);
