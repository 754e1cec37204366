import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain/collections";
import { normalisedMailbox } from "../domain/mailbox";
import { hashKeyValue, keyedHash } from "./keyedHash";

/** How many submissions one client may make per window. */
export interface RateLimitConfig {
  max: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = { max: 5, windowSeconds: 600 };

/** Submissions one e-mail address may make per window, whatever address they come from. */
const DEFAULT_EMAIL_MAX = 3;
/** Checkout Sessions one client may start per window (a buyer who goes back and forth a few times fits). */
const DEFAULT_CHECKOUT_MAX = 20;

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The per-address limit of the submit callables from `RATE_LIMIT_MAX` and `RATE_LIMIT_WINDOW_SECONDS`, read on
 * every call so a test stack can set them without a redeploy; 5 per 600 seconds when unset or not a positive
 * integer.
 */
export function rateLimitConfig(env: NodeJS.ProcessEnv = process.env): RateLimitConfig {
  return {
    max: positiveInteger(env.RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT.max),
    windowSeconds: positiveInteger(env.RATE_LIMIT_WINDOW_SECONDS, DEFAULT_RATE_LIMIT.windowSeconds),
  };
}

/**
 * An allowance of its own (`variable`, e.g. `RATE_LIMIT_EMAIL_MAX`) over the same window. When its variable is
 * unset, a set `RATE_LIMIT_MAX` stands in for it, so one variable raises every limit (the test stacks set only
 * that one); with neither set, `fallback`.
 */
function allowance(env: NodeJS.ProcessEnv, variable: string, fallback: number): RateLimitConfig {
  const { windowSeconds } = rateLimitConfig(env);
  const shared = positiveInteger(env.RATE_LIMIT_MAX, fallback);
  return { max: positiveInteger(env[variable], shared), windowSeconds };
}

/** The per-e-mail limit of the submit callables: `RATE_LIMIT_EMAIL_MAX`, 3 per window by default. */
export function emailRateLimitConfig(env: NodeJS.ProcessEnv = process.env): RateLimitConfig {
  return allowance(env, "RATE_LIMIT_EMAIL_MAX", DEFAULT_EMAIL_MAX);
}

/** The per-address limit of the checkout callables: `RATE_LIMIT_CHECKOUT_MAX`, 20 per window by default. */
export function checkoutRateLimitConfig(env: NodeJS.ProcessEnv = process.env): RateLimitConfig {
  return allowance(env, "RATE_LIMIT_CHECKOUT_MAX", DEFAULT_CHECKOUT_MAX);
}

/**
 * The counter's document id for one client of one callable: an HMAC-SHA-256 under the `HASH_KEY` secret
 * (./keyedHash.ts), so no IP address is ever stored and none can be hashed to find its counter without the key.
 * Each callable counts separately: a contact message does not use up the application's allowance.
 */
export function clientKey(ip: string, callable: string, key: string = hashKeyValue()): string {
  return keyedHash(key, callable, ip);
}

/**
 * The counter's document id for one mailbox of one callable: an HMAC-SHA-256 (as {@link clientKey}) of the
 * normalised mailbox (domain/mailbox.ts: trimmed, NFC, lower-cased, `+tag` removed, Gmail dots removed), so
 * `Ada@Example.com `, `ada+x@example.com` and `ada@example.com` share one allowance. A prefix keeps it apart from
 * every address key.
 */
export function emailKey(email: string, callable: string, key: string = hashKeyValue()): string {
  return keyedHash(key, "email", callable, normalisedMailbox(email));
}

/** Admits or refuses one submission of a client. */
export interface RateLimiter {
  /**
   * Records a submission by `key` and returns true, or returns false (recording nothing) when over the limit:
   * `limit` when given, the limiter's own configuration otherwise.
   */
  consume(key: string, limit?: RateLimitConfig): Promise<boolean>;
}

/** The stored counter: the times (ms since epoch) of the client's admitted submissions within the window. */
interface RateLimitDoc {
  hits: number[];
  /** When the last hit leaves the window; a Firestore TTL policy on this field deletes stale counters. */
  expires_at: Timestamp;
}

/**
 * The hits still inside the window after admitting one at `now`, or null when `max` hits already fall within
 * `windowMs` before `now` (a sliding window: exactly `max` per any `windowMs`).
 */
export function admit(previous: readonly number[], now: number, { max, windowSeconds }: RateLimitConfig) {
  const windowMs = windowSeconds * 1000;
  const recent = previous.filter((hit) => hit > now - windowMs && hit <= now);
  if (recent.length >= max) return null;
  return [...recent, now];
}

/**
 * A rate limiter kept in Firestore (`rate_limits/{clientKey}`), updated in a transaction so concurrent
 * submissions of one client are counted exactly.
 */
export function firestoreRateLimiter(
  db: Firestore,
  config: () => RateLimitConfig = () => rateLimitConfig(),
  clock: () => number = Date.now,
): RateLimiter {
  return {
    consume: (key, configured) =>
      db.runTransaction(async (transaction) => {
        const ref = db.collection(COLLECTIONS.rateLimits).doc(key);
        const snapshot = await transaction.get(ref);
        const now = clock();
        const limit = configured ?? config();
        const previous = (snapshot.data() as RateLimitDoc | undefined)?.hits ?? [];
        const hits = admit(previous, now, limit);
        if (!hits) return false;
        const doc: RateLimitDoc = {
          hits,
          expires_at: Timestamp.fromMillis(now + limit.windowSeconds * 1000),
        };
        transaction.set(ref, doc);
        return true;
      }, RATE_LIMIT_TRANSACTION),
  };
}

/**
 * Attempts of one rate-limit transaction. Requests of one client all update its one document: of n at once, each round
 * commits one and retries the rest, so Firestore's default of 5 refused some of 20 simultaneous requests as
 * `unavailable` (bench:booking's race on the official emulator, issue 45). 25 decides up to 25 at once; more at once
 * from one client are refused `unavailable`, as before.
 */
const RATE_LIMIT_TRANSACTION = { maxAttempts: 25 } as const;
