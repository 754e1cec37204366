import { lazy } from "react";
import AvailabilityPanel from "../features/bookings/staff/AvailabilityPanel";

// The host's own calendars and their 14-day view (features/calendars), a chunk of their own below the hours.
const CalendarsSection = lazy(() => import("../features/calendars/CalendarsSection"));

/** The Availability tab: the bookings' hours and feed, with the calendars feature's section below. */
export default function AvailabilityTab() {
  return <AvailabilityPanel Calendars={CalendarsSection} />;
}
