// The bookings feature's deployed functions: the public booking callables, the hosts' and the dashboard's admin
// callables, the calendar feed (HTTP, behind a Hosting rewrite) and the reminder sweep (Cloud Scheduler).
export { bookingFreeTimes } from "./bookingFreeTimes";
export { createBooking } from "./createBooking";
export { getBookingByToken } from "./getBookingByToken";
export { rescheduleBooking } from "./rescheduleBooking";
export { cancelBooking } from "./cancelBooking";
export { cancelBookingAsStaff, rescheduleBookingAsStaff } from "./staffChanges";
export { getMyAvailability, setMyAvailability } from "./availability";
export { rotateCalendarFeed } from "./rotateCalendarFeed";
export { sendInterviewLink } from "./sendInterviewLink";
export { bookingAgenda } from "./bookingAgenda";
export { calendarFeedFunction } from "./calendarFeed";
export { bookingReminders } from "./reminders";
