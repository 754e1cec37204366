import { FieldValue, Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
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
import { eventEntry } from "../domain/leads";
import type { MailBooking } from "../domain/bookingRecord";
import { publicCallable } from "../platform/admission";
import { errorCode } from "../platform/errors";
import { hashKey } from "../platform/keyedHash";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { assertNearNow, assertReschedulable, isConflict } from "./bookingLimits";
import { mailBookingOf, unchanged, visitorActor, type ChangeActor } from "./change";
import { changeMails, visitorInvitation, whenText } from "./mails";
import { lockDoc, lockRecord } from "./locks";
import { placeChecked } from "./placement";
import { syncBookingEvent } from "./hostCalendar";
import { calendarKey } from "../calendars";
import {
  admitPublic,
  bookingByToken,
  liveBookingDeps,
  timesOf,
  unchangeableReason,
  UNAVAILABLE_MESSAGE,
  viewOf,
} from "./shared";
import type { BookingDeps, PublicRequest } from "./shared";

/**
 * Moves a stored, changeable booking to another free time, under every rule a new booking obeys (its own time does not
 * count as busy). One commit (conditional on the booking not having changed since `doc` was read) creates the new
 * time's locks, deletes the old time's, raises `sequence` and writes the mail event `rescheduled-<sequence>` (the
 * invitation: METHOD:REQUEST, same UID, the new SEQUENCE) and a history entry; then queues the mails. `token` (the
 * visitor's link, when they moved it) puts the reschedule / cancel links in the visitor's mail. Answers the booking as
 * its mails read it.
 */
export async function commitReschedule(
  deps: BookingDeps,
  doc: DocumentSnapshot,
  change: { start: Date; timeZone?: string; token?: string },
  actor: ChangeActor,
): Promise<MailBooking> {
  const label = actor.by === "staff" ? "rescheduleBookingAsStaff" : "rescheduleBooking";
  const meetingType = doc.get("meeting_type") as MeetingTypeId;
  const was = timesOf(doc);
  const holders = {
    ...(typeof doc.get("client_hash") === "string" ? { client_hash: String(doc.get("client_hash")) } : {}),
    ...(typeof doc.get("domain_hash") === "string" ? { domain_hash: String(doc.get("domain_hash")) } : {}),
  };
  const icsUid = doc.get("ics_uid") as unknown;
  const placement = await placeChecked(
    deps,
    meetingType,
    change.start,
    doc.id,
    holders,
    typeof icsUid === "string" ? icsUid : undefined,
  );
  const sequence = Number(doc.get("sequence") ?? 0) + 1;
  const timeZone = change.timeZone ?? String(doc.get("time_zone"));
  const booking = mailBookingOf(doc, { start: placement.start, end: placement.end, sequence, timeZone });
  const mails = changeMails(
    booking,
    { kind: "rescheduled", from: was.start, by: actor.by },
    {
      origin: deps.origin(),
      ...(change.token ? { token: change.token } : {}),
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
      ...(actor.by === "visitor" ? { reschedules: Number(doc.get("reschedules") ?? 0) + 1 } : {}),
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
      `Rescheduled by ${actor.by === "staff" ? "staff" : "the visitor"}: ${MEETING_TYPES[meetingType].label}, from ${whenText(was.start, HOST_TIME_ZONE)} to ${whenText(placement.start, HOST_TIME_ZONE)}`,
      actor.who,
      now,
    ),
  );
  try {
    await batch.commit();
  } catch (error) {
    if (isConflict(error)) {
      // A lock taken meanwhile, or the booking changed since it was read (another reschedule or a cancel won).
      deps.log.info(label, { outcome: "taken", id: doc.id });
      throw new HttpsError("already-exists", TAKEN_MESSAGE);
    }
    deps.log.error(label, { outcome: "store_failed", id: doc.id, error: errorCode(error) });
    throw new HttpsError("unavailable", UNAVAILABLE_MESSAGE);
  }
  deps.log.info(label, { outcome: "rescheduled", id: doc.id, sequence });
  await syncBookingEvent(deps, doc.ref, placement.hostUid, booking, doc);
  if (deps.notify) await deps.notify("bookings", doc.id, mails.id, ["staff", "confirmation"]);
  return booking;
}

/**
 * Moves a booking through its link ({@link commitReschedule}): refused once the booking is cancelled or has started, for
 * a time not near now, and once it was moved `MAX_RESCHEDULES` times (its confirmations count against the mailbox's
 * daily cap too).
 */
export async function rescheduleBookingHandler(
  request: PublicRequest,
  deps: BookingDeps,
): Promise<BookingChangeResponse> {
  await admitPublic("rescheduleBooking", request, deps, SMALL_REQUEST_CHARS);
  const input = parseOrThrow(RescheduleBookingSchema, request.data);
  const start = new Date(input.start);
  assertNearNow([start], deps.now());
  const doc = await bookingByToken(deps, input.token);
  const reason = unchangeableReason(doc, deps.now());
  if (reason) throw new HttpsError("failed-precondition", reason);
  // A visitor moves a booking a few times, not without end (bookingLimits.ts); staff are not counted.
  assertReschedulable(doc);
  const booking = await commitReschedule(
    deps,
    doc,
    { start, token: input.token, ...(input.timeZone ? { timeZone: input.timeZone } : {}) },
    visitorActor(doc),
  );
  const after = await doc.ref.get();
  return { booking: viewOf(after), invitation: visitorInvitation(booking, "REQUEST", deps.origin(), input.token) };
}

export const rescheduleBooking = publicCallable("rescheduleBooking", { secrets: [hashKey, calendarKey] }, (request) =>
  rescheduleBookingHandler(request, liveBookingDeps()),
);
