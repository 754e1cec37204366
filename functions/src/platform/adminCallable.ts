import type { Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import type { CallableRequest } from "firebase-functions/https";
import { db } from "./firebase";
import { assertCallableRequestSize, type SizedRequest } from "./requestSize";
import { requireAdmin, type TokenVerifier } from "./requireAdmin";
import { admitRole, firestoreStaff, type AdminCallableName, type StaffCaller, type StaffLookup } from "./roles";

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
 * table of platform/roles.ts). Answers the caller with their role.
 */
export async function admitAdmin(
  name: AdminCallableName,
  request: AdminRequest,
  deps: { verify?: TokenVerifier; staff?: StaffLookup; db?: Firestore },
  maxChars: number,
): Promise<StaffCaller> {
  assertCallableRequestSize(request, maxChars);
  const caller = await requireAdmin(request, deps.verify);
  const lookup = deps.staff ?? firestoreStaff(deps.db ?? db());
  return { ...caller, role: admitRole(name, await lookup(caller.uid)) };
}
