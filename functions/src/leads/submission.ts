import type { IncomingHttpHeaders } from "node:http";
import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/https";
import type * as v from "valibot";
import { COLLECTION_OF_KIND, type LeadKind } from "../domain/collections";
import type { SubmitResponse } from "../domain/contract";
import { newLeadRecord, type LeadInputByKind } from "../domain/leads";
import { type Source } from "../domain/source";
import { leadSource, type LeadSource } from "../domain/channel";
import { firestoreNotifier, type Notify } from "../mail";
import { firestoreFunnel, type TrackFunnel } from "../traffic";
import { callerAddress, type RawRequestLike } from "../platform/clientAddress";
import { errorCode } from "../platform/errors";
import { db } from "../platform/firebase";
import { isHoneypotHit } from "../platform/honeypot";
import { siteHost } from "../platform/params";
import {
  clientKey,
  emailKey,
  emailRateLimitConfig,
  firestoreRateLimiter,
  type RateLimiter,
} from "../platform/rateLimit";
import { assertCallableRequestSize } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";

/** What the submit callables need from the outside world; tests pass fakes. */
export interface SubmissionDeps {
  /** Writes one new document to `collection` and returns its id. */
  store: (collection: string, record: Record<string, unknown>) => Promise<string>;
  rateLimiter: RateLimiter;
  log: Pick<typeof logger, "info" | "warn" | "error">;
  /**
   * Queues the staff notice and the confirmation of a stored document (the mail feature). It never throws
   * and gives up on the queue within seconds: a mail outage never fails the request or loses a submission.
   * Omitted: no mail (tests of other behaviour).
   */
  notify?: Notify;
  /** Records the "sent" step of the lead's source for the Traffic view's funnel; never throws. Omitted: none. */
  track?: TrackFunnel;
}

/** The parts of a callable request a submission reads. */
export interface SubmissionRequest {
  data: unknown;
  /**
   * The caller's address as the platform saw it (`callerAddress(request.rawRequest)`, platform/clientAddress.ts; never
   * `rawRequest.ip`, which is the client-written left-most X-Forwarded-For entry); only its hash is stored.
   */
  ip: string | undefined;
  /** The raw request's headers: the size check reads `Content-Length` from them. */
  headers?: IncomingHttpHeaders;
}

/** The submission request of a callable request: its data, the platform-seen address and the headers. */
export function submissionRequest(request: { data: unknown; rawRequest: RawRequestLike }): SubmissionRequest {
  return { data: request.data, ip: callerAddress(request.rawRequest), headers: request.rawRequest.headers };
}

export interface SubmissionSpec<TKind extends LeadKind> {
  /** The callable's name: the log line's message and part of the rate-limit key. */
  callable: "submitContact" | "submitCoachApplication";
  /** What is stored: its collection, its stored record (domain/leads.ts `newLeadRecord`) and its mails follow. */
  kind: TKind;
  /** The callable's request schema in the contract (domain/contract.ts): the form's fields and the visit's source. */
  schema: v.GenericSchema<unknown, LeadInputByKind[TKind] & { source: Source }>;
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
    notify: firestoreNotifier(firestore),
    track: firestoreFunnel(() => firestore),
  };
}

/**
 * The one code path of every public submit callable, in this order: refuse an oversized payload; answer a
 * honeypot hit with success and store nothing; validate with the shared schema (unknown keys are dropped, text
 * trimmed, the visit's `source` checked by domain/source.ts); count the submission against the client's rate limit; store the record with a server timestamp.
 * Each outcome writes one structured log line with no personal data.
 */
export function submissionHandler<TKind extends LeadKind>(spec: SubmissionSpec<TKind>) {
  return async (request: SubmissionRequest, deps: SubmissionDeps): Promise<SubmitResponse> => {
    const { log } = deps;
    const outcome = (name: string, details: Record<string, unknown> = {}) => ({ outcome: name, ...details });
    try {
      assertCallableRequestSize({ data: request.data, rawRequest: request.headers && { headers: request.headers } });
    } catch (error) {
      log.warn(spec.callable, outcome("too_large"));
      throw error;
    }
    if (isHoneypotHit(request.data)) {
      log.info(spec.callable, outcome("honeypot"));
      return { ok: true };
    }
    let input: LeadInputByKind[TKind] & { source: Source };
    try {
      input = parseOrThrow(spec.schema, request.data);
    } catch (error) {
      const fields = error instanceof HttpsError ? Object.keys(fieldsOf(error.details)) : [];
      log.info(spec.callable, outcome("invalid", { fields }));
      throw error;
    }
    let admitted: boolean;
    try {
      // Per address, then per e-mail address (its own, smaller allowance), so neither a rotating address nor a
      // rotating sender gets past. The e-mail is the validated field every submit schema has.
      admitted = await deps.rateLimiter.consume(clientKey(request.ip ?? "unknown", spec.callable));
      if (admitted) {
        admitted = await deps.rateLimiter.consume(emailKey(input.email, spec.callable), emailRateLimitConfig());
      }
    } catch (error) {
      log.error(spec.callable, outcome("rate_limit_failed", { error: errorCode(error) }));
      throw new HttpsError("unavailable", UNAVAILABLE_MESSAGE);
    }
    if (!admitted) {
      log.warn(spec.callable, outcome("rate_limited"));
      throw new HttpsError("resource-exhausted", RATE_LIMITED_MESSAGE);
    }
    let id: string;
    let source: LeadSource;
    try {
      // The channel is derived here from the parsed fields; the schema refuses one sent by the client.
      source = leadSource(input.source, siteHost());
      const record = newLeadRecord<LeadKind>(spec.kind, input, source);
      id = await deps.store(COLLECTION_OF_KIND[spec.kind], { ...record, created_at: FieldValue.serverTimestamp() });
    } catch (error) {
      log.error(spec.callable, outcome("store_failed", { error: errorCode(error) }));
      throw new HttpsError("unavailable", UNAVAILABLE_MESSAGE);
    }
    log.info(spec.callable, outcome("stored", { id }));
    await deps.track?.("sent", source);
    if (deps.notify) {
      await deps.notify(spec.kind, id).catch((error: unknown) => {
        log.error(spec.callable, outcome("notify_failed", { id, error: errorCode(error) }));
      });
    }
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
