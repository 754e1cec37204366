import { CALLABLES, type DashboardSessionResponse, type Role } from "@domain";
import { createContext, useContext } from "react";
import { callFunction } from "./firebase";

/**
 * The signed-in member's role (issue 34), as `dashboardSession` answers it: the dashboard shows only the tabs and
 * actions it allows. The server refuses the rest anyway (functions/src/platform/roles.ts decides, per callable). The
 * Dashboard always provides it; the default is for a panel rendered on its own (component tests). In lib/ so that
 * every staff feature (admin, payments, bookings' staff screens) can read it: no web feature imports another.
 */
export const RoleContext = createContext<Role>("owner");

export function useRole(): Role {
  return useContext(RoleContext);
}

/** Who the dashboard is for and their role; also records the sign-in in the audit log (once per sign-in). */
export function loadDashboardSession(): Promise<DashboardSessionResponse> {
  return callFunction(CALLABLES.dashboardSession, {});
}

/**
 * The roles that see the dashboard's own tabs (owners and staff: every lead; a host none). The other features' tabs
 * say theirs in their `StaffTab` (lib/staff/staffTab.ts `roles`).
 */
export const TAB_ROLES: Record<string, readonly Role[]> = {
  overview: ["owner", "staff"],
  contact: ["owner", "staff"],
  applications: ["owner", "staff"],
};
