/**
 * The admin pages' use of Firebase Auth. The SDK comes through lib/firebase (one client per page) and a
 * dynamic import, so only /auth and /dashboard ever load it.
 */
import type { User } from "firebase/auth";
import { firebaseClient } from "../../lib/firebase";

async function authSdk() {
  const [{ auth }, sdk] = await Promise.all([firebaseClient(), import("firebase/auth")]);
  return { auth, sdk };
}

/** The signed-in user once the persisted session has been restored, or null. */
export async function currentUser(): Promise<User | null> {
  const { auth } = await authSdk();
  await auth.authStateReady();
  return auth.currentUser;
}

export async function signIn(email: string, password: string): Promise<void> {
  const { auth, sdk } = await authSdk();
  await sdk.signInWithEmailAndPassword(auth, email, password);
}

/**
 * Creates the account, asks Firebase to send the verification e-mail (its link returns to the site root), then
 * signs out so that the person signs in explicitly. A failed verification e-mail does not fail the sign-up.
 */
export async function signUp(email: string, password: string): Promise<{ verificationSent: boolean }> {
  const { auth, sdk } = await authSdk();
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
  let verificationSent = true;
  try {
    await sdk.sendEmailVerification(user, { url: `${window.location.origin}/` });
  } catch {
    verificationSent = false;
  }
  await sdk.signOut(auth);
  return { verificationSent };
}

export async function signOut(): Promise<void> {
  const { auth, sdk } = await authSdk();
  await sdk.signOut(auth);
}

/** Calls `listener` with the user now and on every sign-in or sign-out; resolves to the unsubscribe function. */
export async function watchSession(listener: (user: User | null) => void): Promise<() => void> {
  const { auth, sdk } = await authSdk();
  return sdk.onAuthStateChanged(auth, listener);
}

/**
 * Whether the user's ID token carries the `admin` claim. The token is refreshed first, so a claim granted
 * with `npm run admin:grant` counts at once instead of after the hour a token lives.
 */
export async function hasAdminClaim(user: User): Promise<boolean> {
  const result = await user.getIdTokenResult(true).catch(() => user.getIdTokenResult());
  return result.claims.admin === true;
}
