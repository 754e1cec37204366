import { lazy } from "react";
import type { StaffTab } from "../../lib/staff/staffTab";

/**
 * 'Team' (owners): members and invitations, and the audit log the route puts below them (routes/dashboard.team.tsx);
 * loaded when first opened.
 */
export const teamStaffTab: StaffTab = {
  value: "team",
  label: "Team",
  needs: "listTeam",
  panel: lazy(() => import("./TeamTab")),
};
