import { lazy } from "react";
import {
  availabilityStaffTab,
  bookingChangeAction,
  bookingsStaffTab,
  interviewLinkAction,
} from "../features/bookings/staff";
import { contentStaffTab } from "../features/content/staff";
import { conversationSection } from "../features/conversations";
import { invoiceSection, paymentsStaffTab, revenueStaffTab } from "../features/payments/staff";
import { teamStaffTab } from "../features/team/staff";
import { trafficStaffTab } from "../features/traffic/staff";
import type { LeadAction, StaffTab } from "../lib/staff/staffTab";

/*
 * The dashboard's tabs and lead actions from every feature's staff side: the one place that composes them (the
 * lint allows only routes/ to import several features). A new feature adds its `StaffTab` here.
 */

/** Availability with the calendars feature's section below the hours (composed in ./dashboard.availability.tsx). */
const availabilityWithCalendars: StaffTab = {
  ...availabilityStaffTab,
  panel: lazy(() => import("./dashboard.availability")),
};

/** Team with the audit feature's log below the members (composed in ./dashboard.team.tsx). */
const teamWithAuditLog: StaffTab = { ...teamStaffTab, panel: lazy(() => import("./dashboard.team")) };

/** After the dashboard's own tabs (Overview, Contact Forms, AI Coach Applications), in this order. */
export const STAFF_TABS: readonly StaffTab[] = [
  paymentsStaffTab,
  revenueStaffTab,
  bookingsStaffTab,
  availabilityWithCalendars,
  trafficStaffTab,
  contentStaffTab,
  teamWithAuditLog,
];

/** Buttons and sections in a lead's drawer that other features own. */
export const LEAD_ACTIONS: readonly LeadAction[] = [
  interviewLinkAction,
  bookingChangeAction,
  invoiceSection,
  conversationSection,
];
