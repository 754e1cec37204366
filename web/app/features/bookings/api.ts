import {
  CALLABLES,
  TAKEN_MESSAGE,
  TIME_UNAVAILABLE_MESSAGE,
  type CallableInput,
  type FreeTimesResponse,
} from "@domain";
import { asCallableError, callPublicFunction } from "../../lib/firebase";
import { visitSource } from "../../lib/visitSource";

/* The public booking callables as the scheduler and the reschedule / cancel pages call them (typed by the contract). */

export function freeTimes(request: CallableInput<"bookingFreeTimes">): Promise<FreeTimesResponse> {
  return callPublicFunction(CALLABLES.bookingFreeTimes, request);
}

/** Books with the visit's source (captured without cookies, ../../lib/visit.ts), as the other forms send it. */
export function createBooking(request: CallableInput<"createBooking">) {
  return callPublicFunction(CALLABLES.createBooking, { ...request, source: visitSource() });
}

export function getBookingByToken(token: string) {
  return callPublicFunction(CALLABLES.getBookingByToken, { token });
}

export function rescheduleBooking(request: CallableInput<"rescheduleBooking">) {
  return callPublicFunction(CALLABLES.rescheduleBooking, request);
}

export function cancelBooking(request: CallableInput<"cancelBooking">) {
  return callPublicFunction(CALLABLES.cancelBooking, request);
}

export const BOOKING_FAILED_MESSAGE = "Failed to book. Please try again.";
export const LOAD_TIMES_FAILED_MESSAGE = "We couldn't load the free times. Please try again.";

/** The refusal means the picked time is gone: the visitor picks again from the day's fresh times. */
export function isTimeGone(error: unknown): boolean {
  const { message } = asCallableError(error);
  return message === TAKEN_MESSAGE || message === TIME_UNAVAILABLE_MESSAGE;
}

/** The server's message for a refusal a visitor can act on, or `fallback` for a failure that has none worth showing. */
export function refusalMessage(error: unknown, fallback: string): string {
  const { code, message } = asCallableError(error);
  if (!message || ["internal", "unknown", "unavailable", "deadline-exceeded"].includes(code)) return fallback;
  if (message.toLowerCase() === code) return fallback;
  return message;
}
