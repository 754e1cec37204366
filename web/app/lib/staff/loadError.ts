import { asCallableError } from "../firebase";

/** What a staff screen says when a load or an action failed and the server gave no message worth showing. */
export const LOAD_FAILED_MESSAGE = "Failed to fetch data.";

/** The server's message for a refused call, or the generic one when the failure has none worth showing. */
export function loadErrorMessage(error: unknown): string {
  const { code, message } = asCallableError(error);
  if (!message || code === "internal" || code === "unknown" || message.toLowerCase() === code) {
    return LOAD_FAILED_MESSAGE;
  }
  return message;
}

/**
 * The server's own message for a refused action (it says what is wrong; for a refused field, that field's first
 * message), or `fallback` when there is none to show.
 */
export function actionErrorMessage(error: unknown, fallback = "That did not work. Please try again."): string {
  const { code, message, details } = asCallableError(error);
  if (code === "internal" || code === "unknown" || !message) return fallback;
  if (code === "invalid-argument") {
    const fields = (details as { fields?: Record<string, string[]> } | undefined)?.fields;
    const first = fields ? Object.values(fields).flat()[0] : undefined;
    return first ?? message;
  }
  return message;
}
