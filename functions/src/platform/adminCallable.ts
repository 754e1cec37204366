import type { Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { HttpsError, type CallableRequest } from "firebase-functions/https";
import { recordRefusal } from "./audit";
import { db } from "./firebase";
import { assertCallableRequestSize, type SizedRequest } from "./requestSize";
import { requireAdmin, type AdminCaller, type TokenVerifier } from "./requireAdmin";
import type { AdminCallableName } from "../domain/permissions";
import { admitRole, firestoreStaff, type StaffCaller, type StaffLookup, type StaffRecord } from "./roles";

/** What an admin callable needs from the outside world; tests pass the local Firestore stand-in and a fake verifier. */
export interface AdminDeps {
  db: Firestore;
  /** Defaults to the Admin SDK's `verifyIdToken(token, true)`. */
  verify?: TokenVerifier;
  /** Defaults to reading `staff/{uid}` from `db`. */
  staff?: StaffLookup;
  log: Pick<typeof logger, "info" | "warn">;
}

/** The parts of a callable request an admin callable reads (`CallableRequest` fits). */
export type AdminRequest = Pick<CallableRequest, "auth" | "data"> & { rawRequest?: SizedRequest["rawRequest"] };

export function liveAdminDeps(): AdminDeps {
  return { db: db(), log: logger };
}

/**
 * The first steps of every admin callable, in this order: refuse an oversized request (before any token check or
 * read); let through only an admin with a verified e-mail whose token was not revoked (see requireAdmin); then read
 * the caller's staff record and let through only an active member whose role the callable `name` admits (the one
 * table of domain/permissions.ts). Answers the caller with their role.
 *
 * A refusal of a team member leaves a trace owners see (platform/audit.ts `recordRefusal`): a call with a revoked
 * admin token (a deactivated or removed member's session), a call without a staff record or from a deactivated one,
 * and a call refused for its role. A signed-in account that never had the `admin` claim is only logged.
 */
export async function admitAdmin(
  name: AdminCallableName,
  request: AdminRequest,
  deps: { verify?: TokenVerifier; staff?: StaffLookup; db?: Firestore; log?: Pick<typeof logger, "warn"> },
  maxChars: number,
): Promise<StaffCaller> {
  assertCallableRequestSize(request, maxChars);
  const refused = (by: AdminCaller, reason: string) =>
    recordRefusal(deps.db ?? db(), by, name, reason, deps.log ?? logger);
  let caller: AdminCaller;
  try {
    caller = await requireAdmin(request, deps.verify);
  } catch (error) {
    const token = request.auth?.token;
    if (error instanceof HttpsError && error.code === "unauthenticated" && token?.admin === true) {
      await refused({ uid: request.auth?.uid ?? "", email: String(token.email ?? "") }, "session-ended");
    }
    throw error;
  }
  const lookup = deps.staff ?? firestoreStaff(deps.db ?? db());
  const record = await lookup(caller.uid);
  try {
    return { ...caller, role: admitRole(name, record) };
  } catch (error) {
    await refused(caller, refusalReason(record));
    throw error;
  }
}

/** Why {@link admitRole} refused a caller with `record`. */
function refusalReason(record: StaffRecord | undefined): string {
  if (!record) return "no-staff-record";
  if (!record.active) return "deactivated";
  return `role-${record.role}`;
}
