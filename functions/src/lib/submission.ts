import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/https";
import type * as v from "valibot";
import type { SubmitResponse } from "../domain/callables";
import { db } from "./firebase";
import { isHoneypotHit } from "./honeypot";
import { clientKey, firestoreRateLimiter, type RateLimiter } from "./rateLimit";
import { assertRequestSize } from "./requestSize";
import { parseOrThrow } from "./validation";

/** What the submit callables need from the outside world; tests pass fakes. */
export interface SubmissionDeps {
  /** Writes one new document to `collection` and returns its id. */
  store: (collection: string, record: Record<string, unknown>) => Promise<string>;
  rateLimiter: RateLimiter;
  log: Pick<typeof logger, "info" | "warn" | "error">;
}

/** The parts of a callable request a submission reads. */
export interface SubmissionRequest {
  data: unknown;
  /** The caller's address (`request.rawRequest.ip`); only its hash is stored, as the rate-limit key. */
  ip: string | undefined;
}

export interface SubmissionSpec<TSchema extends v.GenericSchema> {
  /** The callable's name: the log line's message and part of the rate-limit key. */
  callable: string;
  schema: TSchema;
  collection: string;
  /** The stored fields (spec §3 names), without `created_at`. */
  toRecord: (input: v.InferOutput<TSchema>) => Record<string, string>;
}

export const RATE_LIMITED_MESSAGE = "Too many submissions. Please try again in a few minutes.";
const UNAVAILABLE_MESSAGE = "The submission could not be saved. Please try again.";

/** The Firestore store and rate limiter of a deployed function, created on first use. */
export function firestoreDeps(): SubmissionDeps {
  const firestore = db();
  return {
    store: async (collection, record) => (await firestore.collection(collection).add(record)).id,
    rateLimiter: firestoreRateLimiter(firestore),
    log: logger,
  };
}

/**
 * The one code path of every public submit callable, in this order: refuse an oversized payload; answer a
 * honeypot hit with success and store nothing; validate with the shared schema (unknown keys are dropped, text
 * trimmed); count the submission against the client's rate limit; store the record with a server timestamp.
 * Each outcome writes one structured log line with no personal data.
 */
export function submissionHandler<TSchema extends v.GenericSchema>(spec: SubmissionSpec<TSchema>) {
  return async (request: SubmissionRequest, deps: SubmissionDeps): Promise<SubmitResponse> => {
    const { log } = deps;
    const outcome = (name: string, details: Record<string, unknown> = {}) => ({ outcome: name, ...details });
    try {
      assertRequestSize(request.data);
    } catch (error) {
      log.warn(spec.callable, outcome("too_large"));
      throw error;
    }
    if (isHoneypotHit(request.data)) {
      log.info(spec.callable, outcome("honeypot"));
      return { ok: true };
    }
    let input: v.InferOutput<TSchema>;
    try {
      input = parseOrThrow(spec.schema, request.data);
    } catch (error) {
      const fields = error instanceof HttpsError ? Object.keys(fieldsOf(error.details)) : [];
      log.info(spec.callable, outcome("invalid", { fields }));
      throw error;
    }
    let admitted: boolean;
    try {
      admitted = await deps.rateLimiter.consume(clientKey(request.ip ?? "unknown", spec.callable));
    } catch (error) {
      log.error(spec.callable, outcome("rate_limit_failed", { error: errorCode(error) }));
      throw new HttpsError("unavailable", UNAVAILABLE_MESSAGE);
    }
    if (!admitted) {
      log.warn(spec.callable, outcome("rate_limited"));
      throw new HttpsError("resource-exhausted", RATE_LIMITED_MESSAGE);
    }
    let id: string;
    try {
      id = await deps.store(spec.collection, { ...spec.toRecord(input), created_at: FieldValue.serverTimestamp() });
    } catch (error) {
      log.error(spec.callable, outcome("store_failed", { error: errorCode(error) }));
      throw new HttpsError("unavailable", UNAVAILABLE_MESSAGE);
    }
    log.info(spec.callable, outcome("stored", { id }));
    return { ok: true };
  };
}

function fieldsOf(details: unknown): Record<string, unknown> {
  if (details && typeof details === "object" && "fields" in details) {
    const { fields } = details as { fields: unknown };
    if (fields && typeof fields === "object") return fields as Record<string, unknown>;
  }
  return {};
}

/** A failure's code or class name for the log: never its message, which might echo stored data. */
function errorCode(error: unknown): string {
  if (error && typeof error === "object" && "code" in error) return String((error as { code: unknown }).code);
  return error instanceof Error ? error.name : "unknown";
}
