import { CALLABLES, type CallableInput } from "@domain";
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
