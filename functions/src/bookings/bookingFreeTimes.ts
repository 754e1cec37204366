import { HttpsError } from "firebase-functions/https";
import {
  FREE_TIMES_MAX_DAYS,
  FreeTimesSchema,
  LINK_INVALID_MESSAGE,
  MEETING_TYPES,
  type FreeTimesResponse,
} from "../domain/bookings";
import { freeTimes } from "../domain/slots";
import { publicCallable } from "../platform/admission";
import { hashKey } from "../platform/keyedHash";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { assertNearNow } from "./bookingLimits";
import { checkInvite } from "./invites";
import {
  admitPublic,
  bookingByToken,
  calendarsFor,
  liveBookingDeps,
  unchangeableReason,
  type BookingDeps,
  type PublicRequest,
} from "./shared";

export const WINDOW_MESSAGE = `Ask for at most ${FREE_TIMES_MAX_DAYS} days, ending after they start.`;

/**
 * The free start times of a meeting type in a window: reads the active hosts and the scheduled bookings of the days
 * the window touches (one range query), never the whole collection; answers instants only, never who is free or busy.
 */
export async function bookingFreeTimesHandler(request: PublicRequest, deps: BookingDeps): Promise<FreeTimesResponse> {
  await admitPublic("bookingFreeTimes", request, deps, SMALL_REQUEST_CHARS);
  const input = parseOrThrow(FreeTimesSchema, request.data);
  const from = new Date(input.from);
  const to = new Date(input.to);
  if (!(from < to) || to.getTime() - from.getTime() > FREE_TIMES_MAX_DAYS * 24 * 60 * 60 * 1000) {
    throw new HttpsError("invalid-argument", WINDOW_MESSAGE);
  }
  assertNearNow([from, to], deps.now(), WINDOW_MESSAGE);
  let exceptId: string | undefined;
  if (input.token) {
    // A reschedule page: the booking's own type, while it can still be changed; its own time counts as free.
    const booking = await bookingByToken(deps, input.token);
    const reason = unchangeableReason(booking, deps.now());
    if (reason) throw new HttpsError("failed-precondition", reason);
    if (booking.get("meeting_type") !== input.meetingType || input.invite !== undefined) {
      throw new HttpsError("invalid-argument", LINK_INVALID_MESSAGE);
    }
    exceptId = booking.id;
  } else {
    await checkInvite(deps, input.meetingType, input.invite);
  }
  const { hosts } = await calendarsFor(deps.db, input.meetingType, from, to, { exceptId });
  const times = freeTimes({ meetingType: input.meetingType, hosts, now: deps.now(), from, to });
  deps.log.info("bookingFreeTimes", { outcome: "answered", meetingType: input.meetingType, times: times.length });
  return {
    meetingType: input.meetingType,
    minutes: MEETING_TYPES[input.meetingType].minutes,
    times: times.map((time) => time.start.toISOString()),
  };
}

export const bookingFreeTimes = publicCallable("bookingFreeTimes", { secrets: [hashKey] }, (request) =>
  bookingFreeTimesHandler(request, liveBookingDeps()),
);
