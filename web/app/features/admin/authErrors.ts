/** Sign-in's one answer to a wrong address or a wrong password: it never says which, or whether an account exists. */
const WRONG_CREDENTIALS_MESSAGE = "The email or password is incorrect.";

/** Sign-up's answer when the address is taken: it does not say that an account exists for it. */
const SIGN_UP_FAILED_MESSAGE = "The account could not be created.";

/**
 * What the sign-in and sign-up form says for Firebase Auth's error codes (docs/product.md, Staff side: the server's
 * message or the fallback). No answer tells a visitor whether an address has an account (account enumeration), as
 * Firebase's e-mail enumeration protection does on the server.
 */
const AUTH_MESSAGES: Record<string, string> = {
  "auth/invalid-credential": WRONG_CREDENTIALS_MESSAGE,
  "auth/invalid-login-credentials": WRONG_CREDENTIALS_MESSAGE,
  "auth/wrong-password": WRONG_CREDENTIALS_MESSAGE,
  "auth/user-not-found": WRONG_CREDENTIALS_MESSAGE,
  "auth/email-already-in-use": SIGN_UP_FAILED_MESSAGE,
  "auth/invalid-email": "Invalid email address",
  "auth/weak-password": "Password must be at least 6 characters",
  "auth/user-disabled": "This account has been disabled. Contact an administrator.",
  "auth/too-many-requests": "Too many attempts. Please wait a few minutes and try again.",
  "auth/network-request-failed": "Could not reach the sign-in service. Check your connection and try again.",
};

const AUTH_FALLBACK_MESSAGE = "An error occurred during authentication.";

export function authErrorMessage(error: unknown): string {
  const code = error && typeof error === "object" && "code" in error ? String(error.code) : "";
  return AUTH_MESSAGES[code] ?? AUTH_FALLBACK_MESSAGE;
}
