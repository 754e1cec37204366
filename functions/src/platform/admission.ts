import type { IncomingHttpHeaders } from "node:http";
import type { logger } from "firebase-functions/logger";
import { HttpsError, type CallableOptions } from "firebase-functions/https";
import type { CallableName, CallableOutput } from "../domain/contract";
import { callable } from "./callable";
import { callerAddress, type RawRequestLike } from "./clientAddress";
import { errorCode } from "./errors";
import { isHoneypotHit } from "./honeypot";
import { appCheckEnforced } from "./params";
import { clientKey, type RateLimitConfig, type RateLimiter } from "./rateLimit";
import { assertCallableRequestSize } from "./requestSize";

/*
 * The one way in for a public callable (a visitor's form, checkout, a booking): every guard a request from the open
 * internet passes, in one module.
 *
 * - App Check and the client address: `publicCallable` declares the callable with `enforceAppCheck` (when the
 *   deployment turns it on, platform/params.ts) and hands its handler a `PublicRequest` whose `ip` is the address the
 *   platform saw (platform/clientAddress.ts), never the client-written one.
 * - Size, honeypot and rate limit: a `Gate` names the callable, its log, its limiter and its refusal texts;
 *   `admitSize`, `honeypotHit` and `admitRate` apply them, each logging its outcome (no personal data). Each feature
 *   calls them in the order its rules need (the forms validate before they count, so a typo costs no allowance; the
 *   booking callables count first, so a flood of bad requests is cut off too).
 *
 * `admission.test.ts` lists every public callable of the contract and checks each was declared here.
 */

/** The parts of a public callable request the guards and handlers read. */
export interface PublicRequest {
  data: unknown;
  /** The caller's address as the platform saw it (`callerAddress`); only its keyed hash is ever stored. */
  ip?: string | undefined;
  /** The raw request's headers: the size check reads `Content-Length` from them. */
  headers?: IncomingHttpHeaders;
}

/** The public request of a callable request: its data, the platform-seen address and the headers. */
export function publicRequest(request: { data: unknown; rawRequest: RawRequestLike }): PublicRequest {
  return { data: request.data, ip: callerAddress(request.rawRequest), headers: request.rawRequest.headers };
}

const declaredPublic = new WeakSet<object>();

/**
 * Declares the public callable `name` of the contract (platform/callable.ts `callable`: the Origin check, the contract's
 * types) with App Check enforced when the deployment asks for it, and hands `handler` the request as a
 * {@link PublicRequest}.
 */
export function publicCallable<TName extends CallableName>(
  name: TName,
  options: Omit<CallableOptions, "enforceAppCheck">,
  handler: (request: PublicRequest) => Promise<CallableOutput<TName>>,
) {
  const declared = callable(name, { ...options, enforceAppCheck: appCheckEnforced() }, (request) =>
    handler(publicRequest(request)),
  );
  declaredPublic.add(declared);
  return declared;
}

/** True when `declared` was declared with {@link publicCallable}. */
export function isPublicCallable(declared: unknown): boolean {
  return typeof declared === "function" && declaredPublic.has(declared);
}

/** What the guards of one public callable need. */
export interface Gate {
  /** The callable's name: each log line's message and part of the rate-limit key. */
  callable: string;
  log: Pick<typeof logger, "info" | "warn" | "error">;
  rateLimiter: RateLimiter;
  /** The refusal over the allowance (`resource-exhausted`). */
  rateLimitedMessage: string;
  /** The answer when the limiter itself failed (`unavailable`): the request is refused, never let through. */
  unavailableMessage: string;
  /** The HASH_KEY the client key is hashed under (read from the environment when omitted). */
  key?: () => string;
}

/** Refuses a request larger than `maxChars` (its Content-Length first, platform/requestSize.ts); logs `too_large`. */
export function admitSize(gate: Gate, request: Pick<PublicRequest, "data" | "headers">, maxChars?: number): void {
  try {
    assertCallableRequestSize(
      { data: request.data, rawRequest: request.headers && { headers: request.headers } },
      maxChars,
    );
  } catch (error) {
    gate.log.warn(gate.callable, { outcome: "too_large" });
    throw error;
  }
}

/**
 * True when the hidden honeypot field came back filled (platform/honeypot.ts); logs `honeypot`. The caller answers
 * like a success and stores nothing.
 */
export function honeypotHit(gate: Gate, request: Pick<PublicRequest, "data">): boolean {
  if (!isHoneypotHit(request.data)) return false;
  gate.log.info(gate.callable, { outcome: "honeypot" });
  return true;
}

/** A further allowance counted after the client address's (e.g. the sender's mailbox). */
export interface FurtherLimit {
  key: string;
  limit?: RateLimitConfig;
}

/**
 * Counts the request against the client address's allowance (`limit`, the limiter's default when omitted), then
 * against each further one in turn; refuses with `resource-exhausted` over any of them, and with `unavailable` when
 * the limiter fails.
 */
export async function admitRate(
  gate: Gate,
  request: Pick<PublicRequest, "ip">,
  limit?: RateLimitConfig,
  further: readonly FurtherLimit[] = [],
): Promise<void> {
  let admitted: boolean;
  try {
    const address = clientKey(request.ip ?? "unknown", gate.callable, ...(gate.key ? [gate.key()] : []));
    const consume = (key: string, config: RateLimitConfig | undefined) =>
      config ? gate.rateLimiter.consume(key, config) : gate.rateLimiter.consume(key);
    admitted = await consume(address, limit);
    for (const next of further) {
      if (!admitted) break;
      admitted = await consume(next.key, next.limit);
    }
  } catch (error) {
    gate.log.error(gate.callable, { outcome: "rate_limit_failed", error: errorCode(error) });
    throw new HttpsError("unavailable", gate.unavailableMessage);
  }
  if (!admitted) {
    gate.log.warn(gate.callable, { outcome: "rate_limited" });
    throw new HttpsError("resource-exhausted", gate.rateLimitedMessage);
  }
}
