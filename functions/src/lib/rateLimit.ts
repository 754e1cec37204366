import { createHash } from "node:crypto";
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain/callables";

/** How many submissions one client may make per window. */
export interface RateLimitConfig {
  max: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = { max: 5, windowSeconds: 600 };

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The limit from `RATE_LIMIT_MAX` and `RATE_LIMIT_WINDOW_SECONDS`, read on every call so a test stack can set
 * them without a redeploy; 5 per 600 seconds when unset or not a positive integer.
 */
export function rateLimitConfig(env: NodeJS.ProcessEnv = process.env): RateLimitConfig {
  return {
    max: positiveInteger(env.RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT.max),
    windowSeconds: positiveInteger(env.RATE_LIMIT_WINDOW_SECONDS, DEFAULT_RATE_LIMIT.windowSeconds),
  };
}

/**
 * The counter's document id for one client of one callable: a SHA-256, so no IP address is ever stored.
 * Each callable counts separately: a contact message does not use up the application's allowance.
 */
export function clientKey(ip: string, callable: string): string {
  return createHash("sha256").update(`${callable}\n${ip}`).digest("hex");
}

/** Admits or refuses one submission of a client. */
export interface RateLimiter {
  /** Records a submission by `key` and returns true, or returns false (recording nothing) when over the limit. */
  consume(key: string): Promise<boolean>;
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
    consume: (key) =>
      db.runTransaction(async (transaction) => {
        const ref = db.collection(COLLECTIONS.rateLimits).doc(key);
        const snapshot = await transaction.get(ref);
        const now = clock();
        const limit = config();
        const previous = (snapshot.data() as RateLimitDoc | undefined)?.hits ?? [];
        const hits = admit(previous, now, limit);
        if (!hits) return false;
        const doc: RateLimitDoc = {
          hits,
          expires_at: Timestamp.fromMillis(now + limit.windowSeconds * 1000),
        };
        transaction.set(ref, doc);
        return true;
      }),
  };
}
