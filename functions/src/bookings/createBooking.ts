import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import type * as v from "valibot";
import {
  CreateBookingSchema,
  HOST_TIME_ZONE,
  INVITE_INVALID_MESSAGE,
  MEETING_TYPES,
  TAKEN_MESSAGE,
  type CreateBookingResponse,
} from "../domain/bookings";
import { bookingMailOf, bookingViewOf, newBookingRecord } from "../domain/bookingRecord";
import { COLLECTIONS } from "../domain/collections";
import { eventEntry, VISITOR_UID } from "../domain/leads";
import { leadSource, UNKNOWN_SOURCE } from "../domain/channel";
import { honeypotHit, publicCallable } from "../platform/admission";
import { errorCode } from "../platform/errors";
import { hashKey } from "../platform/keyedHash";
import { emailKey, emailRateLimitConfig } from "../platform/rateLimit";
import { parseOrThrow } from "../platform/validation";
import { assertNearNow, claimSlots, holderFields, holdersOf, isConflict } from "./bookingLimits";
import { checkInvite, inviteLockId } from "./invites";
import { changeMails, visitorInvitation, whenText } from "./mails";
import { lockDoc, lockRecord } from "./locks";
import { place, placeChecked } from "./placement";
import { syncBookingEvent } from "./hostCalendar";
import { calendarKey } from "../calendars";
import {
  admitPublic,
  bookingGate,
  liveBookingDeps,
  mailboxHash,
  newToken,
  RATE_LIMITED_MESSAGE,
  tokenHash,
  UNAVAILABLE_MESSAGE,
  type BookingDeps,
  type PublicRequest,
} from "./shared";

/**
 * Books a free time, in this order: the size check and the per-address rate limit; the form is validated (a honeypot
 * hit then gets the answer a real booking of what it sent would get, and nothing is stored or mailed: `decoy`); the
 * mailbox's own allowance; its time must lie near now, and the coach interview's invitation be
 * valid; a free upcoming-bookings slot of the mailbox, the client address and the mailbox domain (bookingLimits.ts); the time is placed under every rule and a host picked (under the client's
 * week share); then ONE commit creates the booking, one lock document per host and 5-minute block it covers, its
 * slots, its mail event and its history entry (and for an interview the invitation's single-use lock and the
 * application's history). A lock or slot taken meanwhile fails the whole commit: the visitor is told the time was
 * just taken, or that the limit is reached. The database decides, not the read before.
 */
export async function createBookingHandler(request: PublicRequest, deps: BookingDeps): Promise<CreateBookingResponse> {
  await admitPublic("createBooking", request, deps);
  const input = parseOrThrow(CreateBookingSchema, request.data);
  if (honeypotHit(bookingGate("createBooking", deps), request)) return decoy(input, deps);
  let admitted: boolean;
  try {
    admitted = await deps.rateLimiter.consume(
      emailKey(input.email, "createBooking", deps.key()),
      emailRateLimitConfig(),
    );
  } catch (error) {
    deps.log.error("createBooking", { outcome: "rate_limit_failed", error: errorCode(error) });
    throw new HttpsError("unavailable", UNAVAILABLE_MESSAGE);
  }
  if (!admitted) throw new HttpsError("resource-exhausted", RATE_LIMITED_MESSAGE);

  const now = deps.now();
  const start = new Date(input.start);
  assertNearNow([start], now);
  const invite = await checkInvite(deps, input.meetingType, input.invite);
  const holders = holdersOf(deps.key(), input.email, request.ip);
  const slots = await claimSlots(deps.db, holders, now);
  const held = holderFields(holders);
  const placement = await placeChecked(deps, input.meetingType, start, undefined, held);
  const token = (deps.newToken ?? newToken)();
  const origin = deps.origin();
  const ref = deps.db.collection(COLLECTIONS.bookings).doc();
  const icsUid = `${randomUUID()}@${new URL(origin).hostname}`;
  const at = Timestamp.fromDate(now);
  const record = newBookingRecord({
    details: input,
    source: leadSource(input.source, new URL(origin).host),
    meetingType: input.meetingType,
    timeZone: input.timeZone,
    start: Timestamp.fromDate(placement.start),
    end: Timestamp.fromDate(placement.end),
    hostUid: placement.hostUid,
    icsUid,
    tokenHash: tokenHash(deps.key(), "booking", token),
    mailboxHash: mailboxHash(deps.key(), input.email),
    lockIds: placement.lockIds,
    holderHashes: held,
    slotIds: slots.ids,
    scheduledAt: at,
    ...(invite ? { applicationId: invite.applicationId } : {}),
  });
  const booking = bookingMailOf(record, (time) => time.toDate());
  const mails = changeMails(booking, { kind: "booked" }, { origin, token, hostEmail: placement.hostEmail });
  const visitor = { uid: VISITOR_UID, email: input.email };
  const label = MEETING_TYPES[input.meetingType].label;

  const batch = deps.db.batch();
  batch.create(ref, { ...record, created_at: FieldValue.serverTimestamp() });
  for (const id of placement.lockIds) {
    batch.create(lockDoc(deps.db, id), lockRecord(ref.id, placement.end, placement.hostUid));
  }
  slots.write(batch, ref.id);
  batch.create(ref.collection(COLLECTIONS.mailEvents).doc(mails.id), { ...mails.record, created_at: at });
  batch.create(
    ref.collection(COLLECTIONS.activity).doc(),
    eventEntry(`Booked: ${label}, ${whenText(placement.start, HOST_TIME_ZONE)}`, visitor, at),
  );
  if (invite) {
    batch.create(lockDoc(deps.db, inviteLockId(invite.hash)), lockRecord(ref.id, invite.expiresAt));
    batch.update(invite.ref, { booking_id: ref.id, used_at: at });
    const application = deps.db.collection(COLLECTIONS.coachApplications).doc(invite.applicationId);
    batch.create(
      application.collection(COLLECTIONS.activity).doc(),
      eventEntry(`Coach interview booked for ${whenText(placement.start, HOST_TIME_ZONE)}`, visitor, at),
    );
  }
  try {
    await batch.commit();
  } catch (error) {
    if (isConflict(error)) {
      deps.log.info("createBooking", { outcome: "taken" });
      if (invite && (await invite.ref.get()).get("booking_id")) {
        throw new HttpsError("permission-denied", INVITE_INVALID_MESSAGE);
      }
      // A slot another request took meanwhile: the limit's message when the holder is now full, else the time's.
      await claimSlots(deps.db, holders, now).catch((reread: unknown) => {
        if (reread instanceof HttpsError) throw reread;
        deps.log.warn("createBooking", { outcome: "slots_unread", error: errorCode(reread) });
      });
      throw new HttpsError("already-exists", TAKEN_MESSAGE);
    }
    deps.log.error("createBooking", { outcome: "store_failed", error: errorCode(error) });
    throw new HttpsError("unavailable", UNAVAILABLE_MESSAGE);
  }
  deps.log.info("createBooking", { outcome: "stored", id: ref.id, meetingType: input.meetingType });
  await syncBookingEvent(deps, ref, placement.hostUid, booking);
  if (deps.notify) await deps.notify("bookings", ref.id, mails.id, ["staff", "confirmation"]);
  await deps.track?.("sent", record.source);
  return {
    booking: bookingViewOf(record, (time) => time.toDate()),
    token,
    invitation: visitorInvitation(booking, "REQUEST", origin, token),
  };
}

type CreateBookingInput = v.InferOutput<typeof CreateBookingSchema>;

/**
 * What a honeypot hit is answered: exactly what a real booking of what was sent answers — the same validation and
 * refusals of the time (read only), the visitor's own name, organisation, zone and address in the answer and the
 * invitation, a token — with nothing stored and no mail sent, so the bot cannot tell it apart.
 */
async function decoy(input: CreateBookingInput, deps: BookingDeps): Promise<CreateBookingResponse> {
  const start = new Date(input.start);
  assertNearNow([start], deps.now());
  await checkInvite(deps, input.meetingType, input.invite);
  const placement = await place(deps, input.meetingType, start);
  const origin = deps.origin();
  const token = (deps.newToken ?? newToken)();
  // Built like a real booking of what was sent (and never stored), so the decoy's answer is the real one's.
  const record = newBookingRecord({
    details: input,
    source: UNKNOWN_SOURCE,
    meetingType: input.meetingType,
    timeZone: input.timeZone,
    start: placement.start,
    end: placement.end,
    hostUid: placement.hostUid,
    icsUid: `${randomUUID()}@${new URL(origin).hostname}`,
    tokenHash: "",
    mailboxHash: "",
    lockIds: [],
    scheduledAt: deps.now(),
  });
  return {
    booking: bookingViewOf(record, (time) => time),
    token,
    invitation: visitorInvitation(
      bookingMailOf(record, (time) => time),
      "REQUEST",
      origin,
      token,
    ),
  };
}

export const createBooking = publicCallable("createBooking", { secrets: [hashKey, calendarKey] }, (request) =>
  createBookingHandler(request, liveBookingDeps()),
);
