import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import {
  HOST_TIME_ZONE,
  MEETING_TYPES,
  RescheduleBookingSchema,
  TAKEN_MESSAGE,
  type BookingChangeResponse,
  type MeetingTypeId,
} from "../domain/bookings";
import { COLLECTIONS } from "../domain/collections";
import { eventEntry, VISITOR_UID } from "../domain/leads";
import { callable } from "../platform/callable";
import { errorCode } from "../platform/errors";
import { hashKey } from "../platform/keyedHash";
import { appCheckEnforced } from "../platform/params";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { mailBookingOf, unchanged } from "./change";
import { changeMails, visitorInvitation, whenText } from "./mails";
import { lockDoc, lockRecord } from "./locks";
import { placeChecked } from "./placement";
import { syncBookingEvent } from "./hostCalendar";
import { calendarKey } from "../calendars";
import {
  admitPublic,
  bookingByToken,
  isAlreadyExists,
  liveBookingDeps,
  publicRequest,
  timesOf,
  unchangeableReason,
  UNAVAILABLE_MESSAGE,
  viewOf,
  type BookingDeps,
  type PublicRequest,
} from "./shared";

/**
 * Moves a booking to another free time, under every rule a new booking obeys (its own time does not count as busy).
 * Refused once the booking is cancelled or has started. One commit (conditional on the booking not having changed
 * since it was read) creates the new time's locks, deletes the old time's, raises `sequence` and writes the mail event
 * `rescheduled-<sequence>` (the invitation: METHOD:REQUEST, same UID, the new SEQUENCE) and a history entry.
 */
export async function rescheduleBookingHandler(
  request: PublicRequest,
  deps: BookingDeps,
): Promise<BookingChangeResponse> {
  await admitPublic("rescheduleBooking", request, deps, SMALL_REQUEST_CHARS);
  const input = parseOrThrow(RescheduleBookingSchema, request.data);
  const doc = await bookingByToken(deps, input.token);
  const reason = unchangeableReason(doc, deps.now());
  if (reason) throw new HttpsError("failed-precondition", reason);

  const meetingType = doc.get("meeting_type") as MeetingTypeId;
  const was = timesOf(doc);
  const placement = await placeChecked(deps, meetingType, new Date(input.start), doc.id);
  const sequence = Number(doc.get("sequence") ?? 0) + 1;
  const timeZone = input.timeZone ?? String(doc.get("time_zone"));
  const booking = mailBookingOf(doc, { start: placement.start, end: placement.end, sequence, timeZone });
  const origin = deps.origin();
  const mails = changeMails(
    booking,
    { kind: "rescheduled", from: was.start },
    {
      origin,
      token: input.token,
      hostEmail: placement.hostEmail,
    },
  );
  const now = Timestamp.fromDate(deps.now());
  const held = (doc.get("lock_ids") as string[] | undefined) ?? [];

  const batch = deps.db.batch();
  batch.update(
    doc.ref,
    {
      start_at: Timestamp.fromDate(placement.start),
      end_at: Timestamp.fromDate(placement.end),
      host_uid: placement.hostUid,
      time_zone: timeZone,
      sequence,
      lock_ids: placement.lockIds,
      scheduled_at: now,
      updated_at: FieldValue.serverTimestamp(),
    },
    unchanged(doc),
  );
  for (const id of placement.lockIds) {
    if (!held.includes(id)) batch.create(lockDoc(deps.db, id), lockRecord(doc.id, placement.end, placement.hostUid));
  }
  for (const id of held) if (!placement.lockIds.includes(id)) batch.delete(lockDoc(deps.db, id));
  batch.create(doc.ref.collection(COLLECTIONS.mailEvents).doc(mails.id), { ...mails.record, created_at: now });
  batch.create(
    doc.ref.collection(COLLECTIONS.activity).doc(),
    eventEntry(
      `Rescheduled by the visitor: ${MEETING_TYPES[meetingType].label}, from ${whenText(was.start, HOST_TIME_ZONE)} to ${whenText(placement.start, HOST_TIME_ZONE)}`,
      { uid: VISITOR_UID, email: String(doc.get("email")) },
      now,
    ),
  );
  try {
    await batch.commit();
  } catch (error) {
    if (isAlreadyExists(error)) {
      deps.log.info("rescheduleBooking", { outcome: "taken", id: doc.id });
      throw new HttpsError("already-exists", TAKEN_MESSAGE);
    }
    deps.log.error("rescheduleBooking", { outcome: "store_failed", id: doc.id, error: errorCode(error) });
    throw new HttpsError("unavailable", UNAVAILABLE_MESSAGE);
  }
  deps.log.info("rescheduleBooking", { outcome: "rescheduled", id: doc.id, sequence });
  await syncBookingEvent(deps, doc.ref, placement.hostUid, booking, doc);
  if (deps.notify) await deps.notify("bookings", doc.id, mails.id, ["staff", "confirmation"]);
  const after = await doc.ref.get();
  return { booking: viewOf(after), invitation: visitorInvitation(booking, "REQUEST", origin, input.token) };
}

export const rescheduleBooking = callable(
  "rescheduleBooking",
  { secrets: [hashKey, calendarKey], enforceAppCheck: appCheckEnforced() },
  (request) => rescheduleBookingHandler(publicRequest(request), liveBookingDeps()),
);
