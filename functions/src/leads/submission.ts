import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { HttpsError } from "firebase-functions/https";
import type * as v from "valibot";
import { COLLECTION_OF_KIND, type LeadKind } from "../domain/collections";
import type { SubmitResponse } from "../domain/contract";
import { newLeadRecord, type LeadInputByKind } from "../domain/leads";
import { type Source } from "../domain/source";
import { leadSource, type LeadSource } from "../domain/channel";
import { firestoreNotifier, type Notify } from "../mail";
import { firestoreFunnel, type TrackFunnel } from "../traffic";
import { admitRate, admitSize, honeypotHit, type Gate, type PublicRequest } from "../platform/admission";
import { errorCode } from "../platform/errors";
import { db } from "../platform/firebase";
import { siteHost } from "../platform/params";
import { emailKey, emailRateLimitConfig, firestoreRateLimiter, type RateLimiter } from "../platform/rateLimit";
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

/** The parts of a callable request a submission reads (platform/admission.ts). */
export type SubmissionRequest = PublicRequest;

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
 * The one code path of every public submit callable, in this order (the guards: platform/admission.ts): refuse an
 * oversized payload; answer a honeypot hit with success and store nothing; validate with the shared schema (unknown keys are dropped, text
 * trimmed, the visit's `source` checked by domain/source.ts); count the submission against the client's rate limit; store the record with a server timestamp.
 * Each outcome writes one structured log line with no personal data.
 */
export function submissionHandler<TKind extends LeadKind>(spec: SubmissionSpec<TKind>) {
  return async (request: SubmissionRequest, deps: SubmissionDeps): Promise<SubmitResponse> => {
    const { log } = deps;
    const outcome = (name: string, details: Record<string, unknown> = {}) => ({ outcome: name, ...details });
    const gate: Gate = {
      callable: spec.callable,
      log,
      rateLimiter: deps.rateLimiter,
      rateLimitedMessage: RATE_LIMITED_MESSAGE,
      unavailableMessage: UNAVAILABLE_MESSAGE,
    };
    admitSize(gate, request);
    if (honeypotHit(gate, request)) return { ok: true };
    let input: LeadInputByKind[TKind] & { source: Source };
    try {
      input = parseOrThrow(spec.schema, request.data);
    } catch (error) {
      const fields = error instanceof HttpsError ? Object.keys(fieldsOf(error.details)) : [];
      log.info(spec.callable, outcome("invalid", { fields }));
      throw error;
    }
    // Per address, then per e-mail address (its own, smaller allowance), so neither a rotating address nor a
    // rotating sender gets past. The e-mail is the validated field every submit schema has.
    await admitRate(gate, request, undefined, [
      { key: emailKey(input.email, spec.callable), limit: emailRateLimitConfig() },
    ]);
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
