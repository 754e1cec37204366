import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import * as v from "valibot";
import {
  CreateBookingSchema,
  INVITE_INVALID_MESSAGE,
  MAX_UPCOMING_PER_EMAIL,
  MEETING_TYPES,
  TAKEN_MESSAGE,
  TOO_MANY_BOOKINGS_MESSAGE,
  type CreateBookingResponse,
} from "../domain/bookings";
import { COLLECTIONS } from "../domain/collections";
import { eventEntry, newLeadRecord, VISITOR_UID } from "../domain/leads";
import { leadSource } from "../domain/channel";
import { callable } from "../platform/callable";
import { errorCode } from "../platform/errors";
import { isHoneypotHit } from "../platform/honeypot";
import { hashKey } from "../platform/keyedHash";
import { appCheckEnforced } from "../platform/params";
import { emailKey, emailRateLimitConfig } from "../platform/rateLimit";
import { parseOrThrow } from "../platform/validation";
import { checkInvite, inviteLockId } from "./invites";
import { changeMails, visitorInvitation, whenText, type MailBooking } from "./mails";
import { lockDoc, lockRecord } from "./locks";
import { placeChecked } from "./placement";
import { syncBookingEvent } from "./hostCalendar";
import { calendarKey } from "../calendars";
import {
  admitPublic,
  isAlreadyExists,
  liveBookingDeps,
  mailboxHash,
  newToken,
  publicRequest,
  RATE_LIMITED_MESSAGE,
  tokenHash,
  UNAVAILABLE_MESSAGE,
  type BookingDeps,
  type PublicRequest,
} from "./shared";
import { HOST_TIME_ZONE } from "../domain/bookings";

/**
 * Books a free time, in this order: the size check and the per-address rate limit; a honeypot hit answers a
 * normal-looking booking and stores nothing; the form is validated (and the coach interview's invitation); the
 * mailbox's own allowance; at most {@link MAX_UPCOMING_PER_EMAIL} upcoming bookings per mailbox (a count before the
 * commit: a soft limit two simultaneous requests could pass together); the time is placed under every rule and a host
 * picked; then ONE commit creates the booking, one lock document per host and 5-minute block it covers, its mail event
 * and its history entry (and for an interview the invitation's single-use lock and the application's history). A lock
 * that exists fails the whole commit (ALREADY_EXISTS): the visitor is told the time was just taken. The database
 * decides, not the read before.
 */
export async function createBookingHandler(request: PublicRequest, deps: BookingDeps): Promise<CreateBookingResponse> {
  await admitPublic("createBooking", request, deps);
  if (isHoneypotHit(request.data)) {
    deps.log.info("createBooking", { outcome: "honeypot" });
    return decoy(request.data, deps);
  }
  const input = parseOrThrow(CreateBookingSchema, request.data);
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

  const invite = await checkInvite(deps, input.meetingType, input.invite);
  const now = deps.now();
  const mailbox = mailboxHash(deps.key(), input.email);
  const upcoming = await deps.db
    .collection(COLLECTIONS.bookings)
    .where("mailbox_hash", "==", mailbox)
    .where("status", "==", "scheduled")
    .where("start_at", ">", Timestamp.fromDate(now))
    .count()
    .get();
  if (upcoming.data().count >= MAX_UPCOMING_PER_EMAIL) {
    deps.log.info("createBooking", { outcome: "too_many" });
    throw new HttpsError("failed-precondition", TOO_MANY_BOOKINGS_MESSAGE);
  }

  const start = new Date(input.start);
  const placement = await placeChecked(deps, input.meetingType, start);
  const token = (deps.newToken ?? newToken)();
  const origin = deps.origin();
  const ref = deps.db.collection(COLLECTIONS.bookings).doc();
  const icsUid = `${randomUUID()}@${new URL(origin).hostname}`;
  const at = Timestamp.fromDate(now);
  const lead = newLeadRecord("bookings", input, leadSource(input.source, new URL(origin).host));
  const record = {
    ...lead,
    meeting_type: input.meetingType,
    time_zone: input.timeZone,
    start_at: Timestamp.fromDate(placement.start),
    end_at: Timestamp.fromDate(placement.end),
    host_uid: placement.hostUid,
    sequence: 0,
    ics_uid: icsUid,
    token_hash: tokenHash(deps.key(), "booking", token),
    mailbox_hash: mailbox,
    lock_ids: placement.lockIds,
    ...(invite ? { application_id: invite.applicationId } : {}),
    created_at: FieldValue.serverTimestamp(),
    scheduled_at: at,
  };
  const booking: MailBooking = {
    meetingType: input.meetingType,
    start: placement.start,
    end: placement.end,
    timeZone: input.timeZone,
    icsUid,
    sequence: 0,
    name: input.name,
    email: input.email,
    organisation: input.organisation,
    organisationType: input.organisationType,
    topics: input.topics,
  };
  const mails = changeMails(booking, { kind: "booked" }, { origin, token, hostEmail: placement.hostEmail });
  const visitor = { uid: VISITOR_UID, email: input.email };
  const label = MEETING_TYPES[input.meetingType].label;

  const batch = deps.db.batch();
  batch.create(ref, record);
  for (const id of placement.lockIds) {
    batch.create(lockDoc(deps.db, id), lockRecord(ref.id, placement.end, placement.hostUid));
  }
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
    if (isAlreadyExists(error)) {
      deps.log.info("createBooking", { outcome: "taken" });
      if (invite && (await invite.ref.get()).get("booking_id")) {
        throw new HttpsError("permission-denied", INVITE_INVALID_MESSAGE);
      }
      throw new HttpsError("already-exists", TAKEN_MESSAGE);
    }
    deps.log.error("createBooking", { outcome: "store_failed", error: errorCode(error) });
    throw new HttpsError("unavailable", UNAVAILABLE_MESSAGE);
  }
  deps.log.info("createBooking", { outcome: "stored", id: ref.id, meetingType: input.meetingType });
  await syncBookingEvent(deps, ref, placement.hostUid, booking);
  if (deps.notify) await deps.notify("bookings", ref.id, mails.id, ["staff", "confirmation"]);
  await deps.track?.("sent", lead.source);
  return {
    booking: {
      meetingType: input.meetingType,
      start: placement.start.toISOString(),
      end: placement.end.toISOString(),
      timeZone: input.timeZone,
      status: "scheduled",
      name: input.name,
      organisation: input.organisation,
    },
    token,
    invitation: visitorInvitation(booking, "REQUEST", origin, token),
  };
}

/**
 * What a honeypot hit is answered: a booking that looks like any other (the time asked for, a token, an invitation),
 * with nothing stored and no mail sent, so the bot learns nothing.
 */
function decoy(data: unknown, deps: BookingDeps): CreateBookingResponse {
  const loose = v.safeParse(
    v.object({
      meetingType: CreateBookingSchema.entries.meetingType,
      start: CreateBookingSchema.entries.start,
      timeZone: v.fallback(v.string(), "UTC"),
    }),
    data,
  );
  const meetingType = loose.success ? loose.output.meetingType : "demo";
  const start = loose.success ? new Date(loose.output.start) : new Date(deps.now().getTime() + 86_400_000);
  const end = new Date(start.getTime() + MEETING_TYPES[meetingType].minutes * 60_000);
  const token = newToken();
  const origin = deps.origin();
  const booking: MailBooking = {
    meetingType,
    start,
    end,
    timeZone: "UTC",
    icsUid: `${randomUUID()}@${new URL(origin).hostname}`,
    sequence: 0,
    name: "",
    email: "visitor@invalid",
    organisation: "",
    organisationType: "other",
    topics: "",
  };
  return {
    booking: {
      meetingType,
      start: start.toISOString(),
      end: end.toISOString(),
      timeZone: loose.success ? loose.output.timeZone : "UTC",
      status: "scheduled",
      name: "",
      organisation: "",
    },
    token,
    invitation: visitorInvitation(booking, "REQUEST", origin, token),
  };
}

export const createBooking = callable(
  "createBooking",
  { secrets: [hashKey, calendarKey], enforceAppCheck: appCheckEnforced() },
  (request) => createBookingHandler(publicRequest(request), liveBookingDeps()),
);
