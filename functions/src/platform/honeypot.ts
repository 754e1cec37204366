import { HONEYPOT_FIELD } from "../domain/forms";

/**
 * True when the hidden honeypot field came back filled in. People never see that field; form-filling bots do.
 * A hit is answered like a success so the bot learns nothing, and nothing is stored.
 */
export function isHoneypotHit(data: unknown): boolean {
  if (typeof data !== "object" || data === null) return false;
  const value = (data as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}
