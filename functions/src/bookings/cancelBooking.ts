import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { CancelBookingSchema, type BookingChangeResponse } from "../domain/bookings";
import { COLLECTIONS } from "../domain/collections";
import { eventEntry, VISITOR_UID } from "../domain/leads";
import { callable } from "../platform/callable";
import { errorCode } from "../platform/errors";
import { hashKey } from "../platform/keyedHash";
import { calendarKey, removeBookingEvent } from "../calendars";
import { appCheckEnforced } from "../platform/params";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { hostEmailOf, mailBookingOf, unchanged } from "./change";
import { changeMails, visitorInvitation } from "./mails";
import {
  admitPublic,
  bookingByToken,
  liveBookingDeps,
  publicRequest,
  unchangeableReason,
  UNAVAILABLE_MESSAGE,
  viewOf,
  type BookingDeps,
  type PublicRequest,
} from "./shared";

/**
 * Cancels a booking through its link: refused once cancelled or started. One commit sets status Cancelled, raises
 * `sequence`, deletes its locks (the time is free again) and writes the mail event `cancelled-<sequence>` (METHOD:CANCEL,
 * same UID) and a history entry. Its reminders are never sent (mail/deliver.ts: outdated).
 */
export async function cancelBookingHandler(request: PublicRequest, deps: BookingDeps): Promise<BookingChangeResponse> {
  await admitPublic("cancelBooking", request, deps, SMALL_REQUEST_CHARS);
  const input = parseOrThrow(CancelBookingSchema, request.data);
  const doc = await bookingByToken(deps, input.token);
  const reason = unchangeableReason(doc, deps.now());
  if (reason) throw new HttpsError("failed-precondition", reason);

  const sequence = Number(doc.get("sequence") ?? 0) + 1;
  const booking = mailBookingOf(doc, { sequence });
  const origin = deps.origin();
  const hostEmail = await hostEmailOf(deps, String(doc.get("host_uid")));
  const mails = changeMails(
    booking,
    { kind: "cancelled", ...(input.reason ? { reason: input.reason } : {}) },
    { origin, ...(hostEmail ? { hostEmail } : {}) },
  );
  const now = Timestamp.fromDate(deps.now());
  const batch = deps.db.batch();
  batch.update(
    doc.ref,
    {
      status: "cancelled",
      sequence,
      lock_ids: [],
      ...(input.reason ? { cancel_reason: input.reason } : {}),
      updated_at: FieldValue.serverTimestamp(),
    },
    unchanged(doc),
  );
  for (const id of (doc.get("lock_ids") as string[] | undefined) ?? []) {
    batch.delete(deps.db.collection(COLLECTIONS.bookingLocks).doc(id));
  }
  batch.create(doc.ref.collection(COLLECTIONS.mailEvents).doc(mails.id), { ...mails.record, created_at: now });
  batch.create(
    doc.ref.collection(COLLECTIONS.activity).doc(),
    eventEntry(
      input.reason ? `Cancelled by the visitor: ${input.reason}` : "Cancelled by the visitor",
      { uid: VISITOR_UID, email: String(doc.get("email")) },
      now,
    ),
  );
  try {
    await batch.commit();
  } catch (error) {
    deps.log.error("cancelBooking", { outcome: "store_failed", id: doc.id, error: errorCode(error) });
    throw new HttpsError("unavailable", UNAVAILABLE_MESSAGE);
  }
  deps.log.info("cancelBooking", { outcome: "cancelled", id: doc.id, sequence });
  await removeBookingEvent(deps.calendars, doc, deps.log);
  if (deps.notify) await deps.notify("bookings", doc.id, mails.id, ["staff", "confirmation"]);
  return { booking: viewOf(await doc.ref.get()), invitation: visitorInvitation(booking, "CANCEL", origin) };
}

export const cancelBooking = callable(
  "cancelBooking",
  { secrets: [hashKey, calendarKey], enforceAppCheck: appCheckEnforced() },
  (request) => cancelBookingHandler(publicRequest(request), liveBookingDeps()),
);
