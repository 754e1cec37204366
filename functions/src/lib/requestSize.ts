import { HttpsError } from "firebase-functions/https";

/**
 * The largest payload a lead-capture callable accepts, in characters of its JSON. The longest valid coach
 * application is about 4,100 characters of text, so this leaves room for escaping and multi-line answers
 * while refusing anything built to fill the database.
 */
export const MAX_REQUEST_CHARS = 16_384;

/** The size of `data` as JSON, in characters. */
export function requestChars(data: unknown): number {
  return JSON.stringify(data ?? null).length;
}

/** Refuses a payload larger than `max` characters of JSON with `invalid-argument`. */
export function assertRequestSize(data: unknown, max = MAX_REQUEST_CHARS): void {
  if (requestChars(data) > max) {
    throw new HttpsError("invalid-argument", "The request is too large.", { fields: {} });
  }
}
