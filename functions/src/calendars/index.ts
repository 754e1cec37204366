// Hosts' own calendars (docs/decisions/0011-host-calendars.md): the admin callables a host manages their calendars
// with, the scheduled sync, and what bookings use: the stored busy times (free times), the commit-time check of the
// chosen host's CalDAV calendars, and the booking's event in the calendar that receives bookings.
export {
  connectCalendar,
  disconnectCalendar,
  myCalendarsCallable as myCalendars,
  setBookingCalendar,
  syncCalendarNow,
} from "./manage";
export { syncCalendars } from "./schedule";
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
