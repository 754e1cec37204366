import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { logger } from "firebase-functions/logger";
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
    answerUnexpected(name, () => handler(publicRequest(request)), request.data),
  );
  declaredPublic.add(declared);
  return declared;
}

/** What a visitor is told when a public callable failed in a way nobody planned for (never a bare INTERNAL). */
export function unexpectedErrorMessage(incident: string): string {
  return `Something went wrong on our side. Please try again in a moment; if it keeps happening, tell us reference ${incident}.`;
}

/** The frames of an error's stack (`at …` lines: where it happened), without its message (which may quote data). */
function stackFrames(error: unknown): string[] {
  const stack = error instanceof Error && typeof error.stack === "string" ? error.stack : "";
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 15)
    .map((line) => line.trim());
}

/**
 * Runs a public callable's handler: its refusals (HttpsError) answer as they are; anything else is a defect, logged
 * with what finds it — the callable, an incident reference, the error's class and code, where it was thrown (the stack
 * frames) and the request's top-level field names (never their values) — and answered `unavailable` with the
 * reference, never INTERNAL without a trace (issue 45: bench:booking stopped on `FirebaseError: INTERNAL`).
 */
export async function answerUnexpected<T>(
  name: string,
  run: () => Promise<T>,
  data?: unknown,
  log: Pick<typeof logger, "error"> = logger,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    const incident = randomUUID().slice(0, 8);
    log.error(`${name}: unexpected error`, {
      callable: name,
      incident,
      error: errorCode(error),
      kind: error instanceof Error ? error.name : typeof error,
      stack: stackFrames(error),
      fields: data && typeof data === "object" ? Object.keys(data).slice(0, 30) : typeof data,
    });
    throw new HttpsError("unavailable", unexpectedErrorMessage(incident), { incident });
  }
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
