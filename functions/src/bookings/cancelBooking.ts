import { FieldValue, Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { BOOKING_STATUS, CancelBookingSchema, type BookingChangeResponse } from "../domain/bookings";
import { COLLECTIONS } from "../domain/collections";
import { eventEntry } from "../domain/leads";
import type { MailBooking } from "../domain/bookingRecord";
import { publicCallable } from "../platform/admission";
import { errorCode } from "../platform/errors";
import { hashKey } from "../platform/keyedHash";
import { calendarKey, removeBookingEvent } from "../calendars";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { releaseSlots } from "./bookingLimits";
import { hostEmailOf, mailBookingOf, unchanged, visitorActor, type ChangeActor } from "./change";
import { changeMails, visitorInvitation } from "./mails";
import {
  admitPublic,
  bookingByToken,
  liveBookingDeps,
  unchangeableReason,
  UNAVAILABLE_MESSAGE,
  viewOf,
} from "./shared";
import type { BookingDeps, PublicRequest } from "./shared";

/**
 * Cancels a stored, changeable booking: one commit (conditional on the booking not having changed since `doc` was read)
 * sets status Cancelled, raises `sequence`, deletes its locks (the time is free again) and its upcoming-bookings
 * slots, and writes the mail event
 * `cancelled-<sequence>` (METHOD:CANCEL, same UID; the visitor's mail carries staff's reason) and a history entry;
 * then queues the mails to the visitor and to staff and the host. Its reminders are never sent (mail/deliver.ts:
 * outdated). Answers the booking as its mails read it.
 */
export async function commitCancel(
  deps: BookingDeps,
  doc: DocumentSnapshot,
  reason: string | undefined,
  actor: ChangeActor,
): Promise<MailBooking> {
  const label = actor.by === "staff" ? "cancelBookingAsStaff" : "cancelBooking";
  const sequence = Number(doc.get("sequence") ?? 0) + 1;
  const booking = mailBookingOf(doc, { sequence });
  const hostEmail = await hostEmailOf(deps, String(doc.get("host_uid")));
  const mails = changeMails(
    booking,
    { kind: "cancelled", by: actor.by, ...(reason ? { reason } : {}) },
    { origin: deps.origin(), ...(hostEmail ? { hostEmail } : {}) },
  );
  const now = Timestamp.fromDate(deps.now());
  const batch = deps.db.batch();
  batch.update(
    doc.ref,
    {
      status: BOOKING_STATUS.cancelled,
      sequence,
      lock_ids: [],
      ...(reason ? { cancel_reason: reason } : {}),
      updated_at: FieldValue.serverTimestamp(),
    },
    unchanged(doc),
  );
  for (const id of (doc.get("lock_ids") as string[] | undefined) ?? []) {
    batch.delete(deps.db.collection(COLLECTIONS.bookingLocks).doc(id));
  }
  releaseSlots(deps.db, batch, doc);
  batch.create(doc.ref.collection(COLLECTIONS.mailEvents).doc(mails.id), { ...mails.record, created_at: now });
  const what = actor.by === "staff" ? "Cancelled by staff" : "Cancelled by the visitor";
  batch.create(
    doc.ref.collection(COLLECTIONS.activity).doc(),
    eventEntry(reason ? `${what}: ${reason}` : what, actor.who, now),
  );
  try {
    await batch.commit();
  } catch (error) {
    deps.log.error(label, { outcome: "store_failed", id: doc.id, error: errorCode(error) });
    throw new HttpsError("unavailable", UNAVAILABLE_MESSAGE);
  }
  deps.log.info(label, { outcome: "cancelled", id: doc.id, sequence });
  await removeBookingEvent(deps.calendars, doc, deps.log);
  if (deps.notify) await deps.notify("bookings", doc.id, mails.id, ["staff", "confirmation"]);
  return booking;
}

/** Cancels a booking through its link: refused once cancelled or started ({@link commitCancel}). */
export async function cancelBookingHandler(request: PublicRequest, deps: BookingDeps): Promise<BookingChangeResponse> {
  await admitPublic("cancelBooking", request, deps, SMALL_REQUEST_CHARS);
  const input = parseOrThrow(CancelBookingSchema, request.data);
  const doc = await bookingByToken(deps, input.token);
  const reason = unchangeableReason(doc, deps.now());
  if (reason) throw new HttpsError("failed-precondition", reason);
  const booking = await commitCancel(deps, doc, input.reason || undefined, visitorActor(doc));
  return { booking: viewOf(await doc.ref.get()), invitation: visitorInvitation(booking, "CANCEL", deps.origin()) };
}

export const cancelBooking = publicCallable("cancelBooking", { secrets: [hashKey, calendarKey] }, (request) =>
  cancelBookingHandler(request, liveBookingDeps()),
);
