import { CALLABLES, can, type AdminCallableName, type DashboardSessionResponse, type Role } from "@domain";
import { createContext, useContext } from "react";
import { callFunction } from "./firebase";

/**
 * The signed-in member's role (issue 34), as `dashboardSession` answers it: the dashboard shows only the tabs and
 * actions it allows. The server refuses the rest anyway (functions/src/domain/permissions.ts decides, per callable). The
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
 * Whether the signed-in member's role may call `callable`: the server's own table (domain/permissions.ts `can`), so
 * a tab, a lead action or a button shows exactly when the server would admit its call.
 */
export function useCan(callable: AdminCallableName): boolean {
  return can(useRole(), callable);
}
