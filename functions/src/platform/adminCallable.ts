import type { Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import type { CallableRequest } from "firebase-functions/https";
import { db } from "./firebase";
import { assertCallableRequestSize, type SizedRequest } from "./requestSize";
import { requireAdmin, type AdminCaller, type TokenVerifier } from "./requireAdmin";

/** What an admin callable needs from the outside world; tests pass the local Firestore stand-in and a fake verifier. */
export interface AdminDeps {
  db: Firestore;
  /** Defaults to the Admin SDK's `verifyIdToken(token, true)`. */
  verify?: TokenVerifier;
  log: Pick<typeof logger, "info" | "warn">;
}

/** The parts of a callable request an admin callable reads (`CallableRequest` fits). */
export type AdminRequest = Pick<CallableRequest, "auth" | "data"> & { rawRequest?: SizedRequest["rawRequest"] };

export function liveAdminDeps(): AdminDeps {
  return { db: db(), log: logger };
}

/**
 * The first two steps of every admin callable, in this order: refuse an oversized request (before any token check or
 * read), then let through only an admin with a verified e-mail whose token was not revoked (see requireAdmin).
 */
export async function admitAdmin(
  request: AdminRequest,
  deps: Pick<AdminDeps, "verify">,
  maxChars: number,
): Promise<AdminCaller> {
  assertCallableRequestSize(request, maxChars);
  return requireAdmin(request, deps.verify);
}
