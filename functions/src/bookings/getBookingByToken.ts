import { BookingTokenSchema, type BookingByTokenResponse } from "../domain/bookings";
import { publicCallable } from "../platform/admission";
import { hashKey } from "../platform/keyedHash";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import {
  admitPublic,
  bookingByToken,
  liveBookingDeps,
  unchangeableReason,
  viewOf,
  type BookingDeps,
  type PublicRequest,
} from "./shared";

/**
 * What a reschedule or cancel link opens: the booking as its visitor sees it, and whether it can still be changed
 * (not when cancelled or started, with the reason's message). A wrong token is not-found with one message, whatever
 * was wrong with it.
 */
export async function getBookingByTokenHandler(
  request: PublicRequest,
  deps: BookingDeps,
): Promise<BookingByTokenResponse> {
  await admitPublic("getBookingByToken", request, deps, SMALL_REQUEST_CHARS);
  const { token } = parseOrThrow(BookingTokenSchema, request.data);
  const doc = await bookingByToken(deps, token);
  const reason = unchangeableReason(doc, deps.now());
  return { booking: viewOf(doc), changeable: !reason, ...(reason ? { reason } : {}) };
}

export const getBookingByToken = publicCallable("getBookingByToken", { secrets: [hashKey] }, (request) =>
  getBookingByTokenHandler(request, liveBookingDeps()),
);
