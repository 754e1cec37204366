import type { DecodedIdToken } from "firebase-admin/auth";
import { HttpsError, type CallableRequest } from "firebase-functions/https";
import { auth } from "./firebase";

/** Who is asking, once {@link requireAdmin} let them through. */
export interface AdminCaller {
  uid: string;
  /** The verified e-mail of the admin: what notes and history show as "by". */
  email: string;
}

/** Verifies an ID token and checks it was not revoked (`verifyIdToken(token, true)`); tests pass a fake. */
export type TokenVerifier = (rawToken: string) => Promise<DecodedIdToken>;

export const SIGN_IN_MESSAGE = "Sign in to use the dashboard.";
export const NO_ADMIN_ACCESS_MESSAGE = "This account does not have admin access.";
export const SESSION_ENDED_MESSAGE = "Your session has ended. Sign in again.";

const liveVerifier: TokenVerifier = (rawToken) => auth().verifyIdToken(rawToken, true);

/**
 * The gate of every admin callable: a signed-in caller whose ID token carries the `admin` claim and a verified
 * e-mail, and whose token has not been revoked since (so `npm run admin:revoke` stops a removed admin at once,
 * not an hour later when the token expires). Throws the callable error to answer otherwise.
 */
export async function requireAdmin(
  request: Pick<CallableRequest, "auth">,
  verify: TokenVerifier = liveVerifier,
): Promise<AdminCaller> {
  if (!request.auth) throw new HttpsError("unauthenticated", SIGN_IN_MESSAGE);
  const { token, rawToken, uid } = request.auth;
  if (token.admin !== true || token.email_verified !== true || !token.email) {
    throw new HttpsError("permission-denied", NO_ADMIN_ACCESS_MESSAGE);
  }
  let checked: DecodedIdToken;
  try {
    checked = await verify(rawToken);
  } catch {
    throw new HttpsError("unauthenticated", SESSION_ENDED_MESSAGE);
  }
  if (checked.uid !== uid || checked.admin !== true || checked.email_verified !== true) {
    throw new HttpsError("permission-denied", NO_ADMIN_ACCESS_MESSAGE);
  }
  return { uid, email: token.email };
}
