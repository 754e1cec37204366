import { lazy } from "react";
import type { LeadAction, StaffTab } from "../../../lib/staff/staffTab";

/*
 * The bookings' staff side, as the dashboard route composes it (routes/dashboard.tabs.ts). Each panel is its own
 * chunk, fetched when its tab first opens (the availability form brings @mantine/form and @mantine/dates with it).
 */

/** 'Bookings': the agenda and every booking as a lead (status, notes, history, filters, export, erasure). */
export const bookingsStaffTab: StaffTab = {
  value: "bookings",
  label: "Bookings",
  count: (counts) => counts.bookings?.total,
  needs: "bookingAgenda",
  panel: lazy(() => import("./BookingsTab")),
};

/**
 * 'Availability': the signed-in host's weekly hours, days off and calendar feed (the route puts the calendars
 * feature's section below them: routes/dashboard.availability.tsx).
 */
export const availabilityStaffTab: StaffTab = {
  value: "availability",
  label: "Availability",
  needs: "getMyAvailability",
  panel: lazy(() => import("./AvailabilityPanel")),
};

/** "Send interview link" in an application's drawer (loaded with the first drawer that offers it). */
export const interviewLinkAction: LeadAction = {
  key: "interview-link",
  kinds: ["applications"],
  Action: lazy(() => import("./InterviewLinkAction")),
};

/** "Reschedule" and "Cancel booking" in a scheduled booking's drawer; the Status menu's Cancelled opens the latter. */
export const bookingChangeAction: LeadAction = {
  key: "booking-change",
  kinds: ["bookings"],
  claimsStatus: "cancelled",
  Action: lazy(() => import("./BookingChangeAction")),
};
