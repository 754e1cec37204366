import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { COLLECTIONS } from "../domain/collections";
import { SetStatusSchema, type SubmissionDetailResponse } from "../domain/dashboard";
import { INITIAL_STATUS, isStatusOf, statusChangeEntry, type LeadStatus } from "../domain/leads";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { assertWritable, readDetail } from "./detail";
import { assertStatusOfKind, leadDoc } from "./queries";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { callable } from "../platform/callable";
import { calendarKey, liveHostCalendars, removeBookingEvent, type HostCalendars } from "../calendars";

export const CANCELLED_BOOKING_MESSAGE =
  "A cancelled booking cannot be set back: its time was freed. The visitor can book a new time.";

/**
 * Moves a submission to one of its kind's statuses. In one transaction: the record's `status` and `updated_at`,
 * and a history entry `{ type: "status", from, to, by_email, by_uid, at }`. Setting the status it already has
 * changes nothing and writes no history. Answers the detail as it now is. A booking set to Cancelled frees its time
 * (its lock documents are deleted in the same transaction) and outdates its reminders (`sequence` raised); it sends
 * no mail (the visitor's cancel link does). A cancelled booking cannot be moved to another status.
 */
export async function setSubmissionStatusHandler(
  request: AdminRequest,
  deps: AdminDeps,
  calendars?: HostCalendars,
): Promise<SubmissionDetailResponse> {
  const caller = await admitAdmin(request, deps, SMALL_REQUEST_CHARS);
  const { kind, id, status } = parseOrThrow(SetStatusSchema, request.data);
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
      // Its time is free again and its reminders outdated (a new sequence); the visitor is not mailed from here.
      const locks = doc.get("lock_ids") as unknown;
      for (const lockId of Array.isArray(locks) ? locks : []) {
        if (typeof lockId === "string") transaction.delete(deps.db.collection(COLLECTIONS.bookingLocks).doc(lockId));
      }
      transaction.update(ref, { status, updated_at: at, lock_ids: [], sequence: Number(doc.get("sequence") ?? 0) + 1 });
    } else {
      transaction.update(ref, { status, updated_at: at });
    }
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
