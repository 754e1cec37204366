/** Sign-in's one answer to a wrong address or a wrong password: it never says which, or whether an account exists. */
const WRONG_CREDENTIALS_MESSAGE = "The email or password is incorrect.";

/**
 * Sign-up's one answer to every refusal — an address that has an account, a password Auth refuses, too many
 * requests, anything: which one it was would tell a visitor whether the address has an account. The form's own
 * validation ("Invalid email address", "Password must be at least 6 characters") runs before anything is sent.
 */
const SIGN_UP_FAILED_MESSAGE = "The account could not be created.";

/**
 * What the sign-in form says for Firebase Auth's error codes (docs/product.md, Staff side: the server's message or
 * the fallback). No answer tells a visitor whether an address has an account (account enumeration), as Firebase's
 * e-mail enumeration protection does on the server (`npm run auth:harden` turns it on).
 */
const SIGN_IN_MESSAGES: Record<string, string> = {
  "auth/invalid-credential": WRONG_CREDENTIALS_MESSAGE,
  "auth/invalid-login-credentials": WRONG_CREDENTIALS_MESSAGE,
  "auth/wrong-password": WRONG_CREDENTIALS_MESSAGE,
  "auth/user-not-found": WRONG_CREDENTIALS_MESSAGE,
  "auth/invalid-email": "Invalid email address",
  "auth/user-disabled": "This account has been disabled. Contact an administrator.",
  "auth/too-many-requests": "Too many attempts. Please wait a few minutes and try again.",
  "auth/network-request-failed": "Could not reach the sign-in service. Check your connection and try again.",
};

const AUTH_FALLBACK_MESSAGE = "An error occurred during authentication.";

/** What the form says when signing in (`sign-in`) or creating an account (`sign-up`) failed with `error`. */
export function authErrorMessage(error: unknown, mode: "sign-in" | "sign-up"): string {
  if (mode === "sign-up") return SIGN_UP_FAILED_MESSAGE;
  const code = error && typeof error === "object" && "code" in error ? String(error.code) : "";
  return SIGN_IN_MESSAGES[code] ?? AUTH_FALLBACK_MESSAGE;
}
