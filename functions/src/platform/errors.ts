import { getSystemErrorName } from "node:util";

/**
 * A failure's code for a log line or a stored record: never its message, which may quote an address or stored data.
 * An SMTP reply as `SMTP_<code>`; a network failure by the system's name (`ECONNREFUSED`, which nodemailer reports as
 * `ESOCKET`); otherwise the error's own code (a Firestore status number, `functions/task-already-exists`), or its
 * class name.
 */
export function errorCode(error: unknown): string {
  if (error && typeof error === "object") {
    const { code, responseCode, errno } = error as { code?: unknown; responseCode?: unknown; errno?: unknown };
    if (typeof responseCode === "number") return `SMTP_${responseCode}`;
    if (typeof errno === "number" && errno < 0) {
      try {
        return getSystemErrorName(errno);
      } catch {
        // Not a system error number: fall through to the code.
      }
    }
    if (typeof code === "string" || typeof code === "number") return String(code).slice(0, 60);
  }
  return error instanceof Error ? error.name : "unknown";
}
