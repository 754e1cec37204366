import { lazy } from "react";
import type { StaffTab } from "../../lib/staff/staffTab";

/** 'Team' (owners): members, invitations and the audit log; composed by the dashboard route, loaded when first opened. */
export const teamStaffTab: StaffTab = {
  value: "team",
  label: "Team",
  needs: "listTeam",
  panel: lazy(() => import("./TeamTab")),
};
