import { createHmac } from "node:crypto";
import { defineSecret } from "firebase-functions/params";

/**
 * The key of every counter id that is derived from a person (an address, a mailbox): rate-limit keys, confirmation
 * caps, the mail digest's entries. A Secret Manager secret (`firebase functions:secrets:set HASH_KEY`; locally
 * functions/.secret.local, which scripts/stack.mjs writes). Every function that counts lists it in its `secrets`.
 * Without the key, a guessed address cannot be hashed to find its counter; rotating it starts every counter afresh.
 */
export const hashKey = defineSecret("HASH_KEY");

/** The shortest key accepted: a random 32-byte value (`openssl rand -hex 32`) is 64 characters. */
const MIN_KEY_LENGTH = 16;

const MISSING = `HASH_KEY is not set (or shorter than ${MIN_KEY_LENGTH} characters): the function must list the secret`;

/** The secret's value, read inside a handler; throws when the function was deployed without it. */
export function hashKeyValue(): string {
  const key = hashKey.value();
  if (key.length < MIN_KEY_LENGTH) throw new Error(MISSING);
  return key;
}

/**
 * HMAC-SHA-256 (hex) of `parts`, one per line, under `key`: a counter's document id that stores nothing about who
 * it counts and that nobody without the key can recompute. Refuses an empty or short key rather than hash without.
 */
export function keyedHash(key: string, ...parts: string[]): string {
  if (key.length < MIN_KEY_LENGTH) throw new Error(MISSING);
  return createHmac("sha256", key).update(parts.join("\n")).digest("hex");
}
