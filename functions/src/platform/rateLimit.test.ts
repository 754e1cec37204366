import { createHash, createHmac } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import {
  admit,
  checkoutRateLimitConfig,
  clientKey,
  DEFAULT_RATE_LIMIT,
  emailKey,
  emailRateLimitConfig,
  firestoreRateLimiter,
  rateLimitConfig,
} from "./rateLimit";

const minute = 60_000;

describe("rateLimitConfig", () => {
  it.each([
    [{}, { max: 5, windowSeconds: 600 }],
    [
      { RATE_LIMIT_MAX: "500", RATE_LIMIT_WINDOW_SECONDS: "60" },
      { max: 500, windowSeconds: 60 },
    ],
    [{ RATE_LIMIT_MAX: "0", RATE_LIMIT_WINDOW_SECONDS: "-1" }, DEFAULT_RATE_LIMIT],
    [{ RATE_LIMIT_MAX: "lots", RATE_LIMIT_WINDOW_SECONDS: "2.5" }, DEFAULT_RATE_LIMIT],
  ])("reads %j as %j", (env, config) => {
    expect(rateLimitConfig(env)).toEqual(config);
  });
});

describe("allowances of their own", () => {
  it.each([
    [{}, 3, 20],
    [{ RATE_LIMIT_EMAIL_MAX: "2", RATE_LIMIT_CHECKOUT_MAX: "60" }, 2, 60],
    // The test stacks set only RATE_LIMIT_MAX: it raises every allowance whose own variable is unset.
    [{ RATE_LIMIT_MAX: "1000" }, 1000, 1000],
    [{ RATE_LIMIT_MAX: "1000", RATE_LIMIT_EMAIL_MAX: "4" }, 4, 1000],
    [{ RATE_LIMIT_EMAIL_MAX: "none", RATE_LIMIT_CHECKOUT_MAX: "0" }, 3, 20],
  ])("reads %j as e-mail %i and checkout %i per window", (env, email, checkout) => {
    expect(emailRateLimitConfig(env)).toEqual({ max: email, windowSeconds: 600 });
    expect(checkoutRateLimitConfig(env)).toEqual({ max: checkout, windowSeconds: 600 });
  });
});

describe("emailKey", () => {
  it("is one SHA-256 per normalised address and callable, apart from every address key", () => {
    const key = emailKey("ada@example.com", "submitContact");
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(emailKey(" ADA@Example.com ", "submitContact")).toBe(key);
    expect(emailKey("ada@example.com", "submitCoachApplication")).not.toBe(key);
    expect(emailKey("grace@example.com", "submitContact")).not.toBe(key);
    expect(clientKey("ada@example.com", "submitContact")).not.toBe(key);
  });
});

describe("the keys are keyed hashes of the normalised mailbox", () => {
  const key = "a-test-key-of-32-characters-0001";
  const other = "another-key-of-32-characters-002";

  it("gives victim+1@gmail.com, v.i.c.t.i.m@gmail.com and VICTIM@googlemail.com one per-e-mail allowance", () => {
    const victim = emailKey("victim@gmail.com", "submitContact", key);
    for (const variant of [
      "victim+1@gmail.com",
      "victim+2@gmail.com",
      "v.i.c.t.i.m@gmail.com",
      "VICTIM@googlemail.com",
    ])
      expect(emailKey(variant, "submitContact", key)).toBe(victim);
    expect(emailKey("ada.lovelace@example.com", "submitContact", key)).not.toBe(
      emailKey("adalovelace@example.com", "submitContact", key),
    );
  });

  it("cannot be recomputed without the key (HMAC-SHA-256, not a plain SHA-256)", () => {
    expect(clientKey("203.0.113.7", "submitContact", key)).toBe(
      createHmac("sha256", key).update("submitContact\n203.0.113.7").digest("hex"),
    );
    expect(clientKey("203.0.113.7", "submitContact", key)).not.toBe(clientKey("203.0.113.7", "submitContact", other));
    expect(emailKey("ada@example.com", "submitContact", key)).not.toBe(
      emailKey("ada@example.com", "submitContact", other),
    );
    expect(emailKey("ada@example.com", "submitContact", key)).not.toBe(
      createHash("sha256").update("email\nsubmitContact\nada@example.com").digest("hex"),
    );
  });
});

describe("admit", () => {
  const limit = { max: 5, windowSeconds: 600 };

  it("admits up to max hits within the window, then refuses", () => {
    let hits: number[] = [];
    for (let i = 0; i < 5; i++) hits = admit(hits, i * minute, limit) ?? [];
    expect(hits).toHaveLength(5);
    expect(admit(hits, 9 * minute, limit)).toBeNull();
  });

  it("slides: a hit older than the window frees its place", () => {
    const hits = [0, 1, 2, 3, 4].map((i) => i * minute);
    expect(admit(hits, 10 * minute - 1, limit)).toBeNull();
    expect(admit(hits, 10 * minute, limit)).toEqual([1, 2, 3, 4, 10].map((i) => i * minute));
  });
});

describe("clientKey", () => {
  it("is a SHA-256 that differs per address and per callable and never contains the address", () => {
    const key = clientKey("203.0.113.7", "submitContact");
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).toBe(clientKey("203.0.113.7", "submitContact"));
    expect(key).not.toBe(clientKey("203.0.113.8", "submitContact"));
    expect(key).not.toBe(clientKey("203.0.113.7", "submitCoachApplication"));
  });
});

describe("firestoreRateLimiter", () => {
  /** A Firestore with one collection whose transactions run one at a time. */
  function fakeFirestore() {
    const docs = new Map<string, Record<string, unknown>>();
    const db = {
      collection: (name: string) => ({ doc: (id: string) => ({ path: `${name}/${id}` }) }),
      runTransaction: async <T>(update: (transaction: unknown) => Promise<T>) =>
        update({
          get: async (ref: { path: string }) => ({ data: () => docs.get(ref.path) }),
          set: (ref: { path: string }, data: Record<string, unknown>) => docs.set(ref.path, data),
        }),
    };
    return { db: db as unknown as Firestore, docs };
  }

  it("keeps one counter document per client with the admitted hits and an expiry for a TTL policy", async () => {
    const { db, docs } = fakeFirestore();
    let now = 1_000_000;
    const limiter = firestoreRateLimiter(
      db,
      () => ({ max: 2, windowSeconds: 60 }),
      () => now,
    );
    expect(await limiter.consume("k")).toBe(true);
    now += 1000;
    expect(await limiter.consume("k")).toBe(true);
    expect(await limiter.consume("k")).toBe(false);
    expect(await limiter.consume("other")).toBe(true);
    const counter = docs.get("rate_limits/k") as { hits: number[]; expires_at: { toMillis(): number } };
    expect(counter.hits).toEqual([1_000_000, 1_001_000]);
    expect(counter.expires_at.toMillis()).toBe(1_001_000 + 60_000);
    now += 60_000;
    expect(await limiter.consume("k")).toBe(true);
    expect(await limiter.consume("given", { max: 1, windowSeconds: 60 })).toBe(true);
    expect(await limiter.consume("given", { max: 1, windowSeconds: 60 })).toBe(false);
  });

  /**
   * A Firestore whose transactions are optimistic, as the official emulator's and Firestore's are for the Admin SDK
   * under contention: a transaction whose read document changed before its commit aborts and is retried, up to its
   * `maxAttempts` (5 unless given), then fails ABORTED.
   */
  function contendedFirestore() {
    const docs = new Map<string, { data: Record<string, unknown>; version: number }>();
    const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
    const db = {
      collection: (name: string) => ({ doc: (id: string) => ({ path: `${name}/${id}` }) }),
      runTransaction: async <T>(update: (transaction: unknown) => Promise<T>, options?: { maxAttempts?: number }) => {
        for (let attempt = 1; ; attempt++) {
          const read = new Map<string, number>();
          const writes: [string, Record<string, unknown>][] = [];
          const result = await update({
            get: async (ref: { path: string }) => {
              await tick();
              const doc = docs.get(ref.path);
              read.set(ref.path, doc?.version ?? 0);
              return { data: () => doc?.data };
            },
            set: (ref: { path: string }, data: Record<string, unknown>) => void writes.push([ref.path, data]),
          });
          await tick();
          if ([...read].every(([path, version]) => (docs.get(path)?.version ?? 0) === version)) {
            for (const [path, data] of writes) docs.set(path, { data, version: (docs.get(path)?.version ?? 0) + 1 });
            return result;
          }
          if (attempt >= (options?.maxAttempts ?? 5)) throw Object.assign(new Error("ABORTED"), { code: 10 });
        }
      },
    };
    return { db: db as unknown as Firestore, docs };
  }

  it("decides 20 simultaneous requests of one client, none aborted by the others (bench:booking's race, issue 45)", async () => {
    const { db, docs } = contendedFirestore();
    const limiter = firestoreRateLimiter(db, () => ({ max: 100, windowSeconds: 60 }));
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => limiter.consume("k")));
    expect(answers.filter((answer) => answer.status === "rejected")).toEqual([]);
    expect((docs.get("rate_limits/k")?.data.hits as number[]).length).toBe(20);
  });
});
