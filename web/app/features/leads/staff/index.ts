/*
 * The leads' staff side, as the dashboard's frame composes it (routes/dashboard.frame.tsx): the overview, the contact
 * and application tabs, and the lead table and drawer that every lead kind's tab renders (payments', bookings'), bound
 * to the lists and counts the frame keeps.
 */
export { ApplicationsTab } from "./ApplicationsTab";
export { ContactTab } from "./ContactTab";
export { LeadDrawer, LeadTable } from "./LeadTable";
export { Overview } from "./Overview";
export { StaffContext } from "./staffContext";
export { useSubmissionList } from "./useSubmissionList";
export { useTabCounts } from "./useTabCounts";
