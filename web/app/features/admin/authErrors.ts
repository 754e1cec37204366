/** What the sign-in and sign-up form says for Firebase Auth's error codes (spec §8: the server's message or the fallback). */
const AUTH_MESSAGES: Record<string, string> = {
  "auth/invalid-credential": "The email or password is incorrect.",
  "auth/invalid-login-credentials": "The email or password is incorrect.",
  "auth/wrong-password": "The password is incorrect.",
  "auth/user-not-found": "No account exists for this email address. Create an account first.",
  "auth/email-already-in-use": "An account with this email address already exists. Sign in instead.",
  "auth/invalid-email": "Invalid email address",
  "auth/weak-password": "Password must be at least 6 characters",
  "auth/user-disabled": "This account has been disabled. Contact an administrator.",
  "auth/too-many-requests": "Too many attempts. Please wait a few minutes and try again.",
  "auth/network-request-failed": "Could not reach the sign-in service. Check your connection and try again.",
};

export const AUTH_FALLBACK_MESSAGE = "An error occurred during authentication.";

export function authErrorMessage(error: unknown): string {
  const code = error && typeof error === "object" && "code" in error ? String(error.code) : "";
  return AUTH_MESSAGES[code] ?? AUTH_FALLBACK_MESSAGE;
}
