import { CALLABLES, type CallableInput } from "@domain";
import { asCallableError, callFunction } from "../../lib/firebase";

/* The host's own calendars (the Availability tab's "Calendars" section): each answers the host's calendars again. */

export function myCalendars() {
  return callFunction(CALLABLES.myCalendars, {});
}
export function connectCalendar(input: CallableInput<"connectCalendar">) {
  return callFunction(CALLABLES.connectCalendar, input);
}
export function syncCalendarNow(id: string) {
  return callFunction(CALLABLES.syncCalendarNow, { id });
}
export function disconnectCalendar(id: string) {
  return callFunction(CALLABLES.disconnectCalendar, { id });
}
export function setBookingCalendar(id: string, calendar: string | null) {
  return callFunction(CALLABLES.setBookingCalendar, { id, calendar });
}

/** A callable's refusal in the words the server chose ("Not a calendar.", "The address answered 404."). */
export function calendarErrorMessage(error: unknown): string {
  const { code, message } = asCallableError(error);
  if (!message || code === "internal" || code === "unknown" || message.toLowerCase() === code) {
    return "The calendars could not be loaded. Please try again.";
  }
  return message;
}
