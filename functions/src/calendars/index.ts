// What other features use of hosts' own calendars (docs/decisions/0011-host-calendars.md; the callables a host
// manages their calendars with and the scheduled sync are listed in functions/src/deployed.ts): the stored busy times
// (free times), the commit-time check of the chosen host's CalDAV calendars, and the booking's event in the calendar
// that receives bookings.
export { deleteHostCalendars, storedBusy } from "./sync";
export { calendarKey } from "./secretBox";
export {
  bookingEventOf,
  CALENDAR_EVENT_FIELD,
  liveHostCalendars,
  removeBookingEvent,
  type BookingEventRef,
  type HostCalendars,
} from "./bookingEvents";
