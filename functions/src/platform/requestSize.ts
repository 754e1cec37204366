import type { IncomingHttpHeaders } from "node:http";
import { HttpsError } from "firebase-functions/https";

/**
 * Request size limits of the callables.
 *
 * What the platform does first: an `onCall` function is an HTTP function of the Functions Framework, whose body
 * parser reads and parses the whole JSON body (up to the platform's own 32 MiB request limit on Cloud Run / Cloud
 * Functions 2nd gen; the emulator's worker parses up to 32 MB too) before `onCall` checks the auth and App Check
 * tokens and calls the handler. `onCall` has no body-size option, so no code of ours can refuse a body before it
 * is parsed. What we can do, and do first thing in every callable: refuse by the declared `Content-Length` (cheap,
 * before decoding, validation or any Firestore or Stripe call) and by the size of the decoded data as JSON (for a
 * body without a length, e.g. chunked). Cloud Armor or an API gateway in front would be the place to refuse
 * earlier; see docs/security.md.
 */

/**
 * The largest payload a lead-capture callable accepts, in characters of its JSON. The longest valid coach
 * application is about 4,100 characters of text, so this leaves room for escaping and multi-line answers
 * while refusing anything built to fill the database.
 */
export const MAX_REQUEST_CHARS = 16_384;

/** The largest payload of a callable whose input is a few ids or choices (checkout, admin actions). */
export const SMALL_REQUEST_CHARS = 2_048;

const REQUEST_TOO_LARGE_MESSAGE = "The request is too large.";

/** The size of `data` as JSON, in characters. */
function requestChars(data: unknown): number {
  return JSON.stringify(data ?? null).length;
}

/**
 * The largest `Content-Length` (bytes of the `{"data": …}` body) that can hold `maxChars` characters of JSON:
 * a character takes up to three bytes of UTF-8 (four for a pair of UTF-16 units), plus the envelope.
 */
export function maxBodyBytes(maxChars: number): number {
  return maxChars * 3 + 64;
}

function tooLarge(): HttpsError {
  return new HttpsError("invalid-argument", REQUEST_TOO_LARGE_MESSAGE, { fields: {} });
}

/** Refuses a payload larger than `max` characters of JSON with `invalid-argument`. */
export function assertRequestSize(data: unknown, max = MAX_REQUEST_CHARS): void {
  if (requestChars(data) > max) throw tooLarge();
}

/** The parts of a callable request the size check reads (`CallableRequest` fits). */
export interface SizedRequest {
  data: unknown;
  rawRequest?: { headers: IncomingHttpHeaders } | undefined;
}

/**
 * The size check every callable runs first, admin ones included: refuses with `invalid-argument` ("The request is
 * too large.") a request whose declared `Content-Length` exceeds {@link maxBodyBytes}(`maxChars`), or whose data
 * is longer than `maxChars` characters of JSON. Call it before anything else, e.g.
 * `assertCallableRequestSize(request, SMALL_REQUEST_CHARS)`.
 */
export function assertCallableRequestSize(request: SizedRequest, maxChars = MAX_REQUEST_CHARS): void {
  const declared = request.rawRequest?.headers["content-length"];
  if (declared !== undefined && Number(declared) > maxBodyBytes(maxChars)) throw tooLarge();
  assertRequestSize(request.data, maxChars);
}
