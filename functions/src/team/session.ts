import type { DashboardSessionResponse } from "../domain/team";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { auditEntry } from "../platform/audit";
import { COLLECTIONS } from "../domain/collections";
import { callable } from "../platform/callable";
import { errorCode } from "../platform/errors";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";

/** gRPC ALREADY_EXISTS: the sign-in was recorded by an earlier load of the dashboard. */
const ALREADY_EXISTS = 6;

/**
 * What the dashboard asks first: who is signed in and their role (it shows only the tabs and actions the role may
 * use; the server refuses the rest anyway). Records the sign-in in the audit log once per sign-in: the entry's id
 * names the account and the token's `auth_time`, so reloading the dashboard adds nothing.
 */
export async function dashboardSessionHandler(
  request: AdminRequest,
  deps: AdminDeps,
): Promise<DashboardSessionResponse> {
  const caller = await admitAdmin("dashboardSession", request, deps, SMALL_REQUEST_CHARS);
  const authTime = Number(request.auth?.token.auth_time ?? 0);
  const entry = deps.db.collection(COLLECTIONS.auditLog).doc(`sign-in-${caller.uid}-${authTime}`);
  try {
    await entry.create(auditEntry("sign-in", caller, caller.email, { role: caller.role }));
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) {
      deps.log.warn("dashboardSession", { uid: caller.uid, outcome: "sign_in_not_recorded", error: errorCode(error) });
      throw error;
    }
  }
  deps.log.info("dashboardSession", { uid: caller.uid, role: caller.role });
  return { uid: caller.uid, email: caller.email, role: caller.role };
}

export const dashboardSession = callable("dashboardSession", {}, (request) =>
  dashboardSessionHandler(request, liveAdminDeps()),
);
