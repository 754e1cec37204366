import { CALLABLES, type CallableInput, type SubmissionDetailResponse } from "@domain";
import { callFunction } from "../../../lib/firebase";

/* The bookings' staff callables (the Bookings and Availability tabs, the application drawer's interview link). */

export function getMyAvailability() {
  return callFunction(CALLABLES.getMyAvailability, {});
}

export function setMyAvailability(availability: CallableInput<"setMyAvailability">) {
  return callFunction(CALLABLES.setMyAvailability, availability);
}

/** A new secret feed address (the old one stops working), or none with `revoke`. */
export function rotateCalendarFeed(revoke = false) {
  return callFunction(CALLABLES.rotateCalendarFeed, { revoke });
}

export function sendInterviewLink(id: string) {
  return callFunction(CALLABLES.sendInterviewLink, { id });
}

export function bookingAgenda(request: CallableInput<"bookingAgenda">) {
  return callFunction(CALLABLES.bookingAgenda, request);
}

/** Staff cancel a booking: the visitor is mailed the cancellation (with `reason`, if any) and the host is told. */
export function cancelBookingAsStaff(id: string, reason: string) {
  return callFunction(CALLABLES.cancelBookingAsStaff, { id, reason }) as Promise<SubmissionDetailResponse<"bookings">>;
}

/** Staff move a booking to another free time: the visitor and the host are mailed the update. */
export function rescheduleBookingAsStaff(id: string, start: string) {
  return callFunction(CALLABLES.rescheduleBookingAsStaff, { id, start }) as Promise<
    SubmissionDetailResponse<"bookings">
  >;
}

/** The free times of a meeting type between two instants (the booking being moved holds its own, so it is not one). */
export function freeTimes(request: CallableInput<"bookingFreeTimes">) {
  return callFunction(CALLABLES.bookingFreeTimes, request);
}
