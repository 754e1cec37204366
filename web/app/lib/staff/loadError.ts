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
