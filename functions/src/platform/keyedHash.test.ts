import { createHash, createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hashKeyValue, keyedHash } from "./keyedHash";

const key = "a-test-key-of-32-characters-0001";

describe("keyedHash", () => {
  it("is an HMAC-SHA-256 of the parts, one per line, under the key", () => {
    const expected = createHmac("sha256", key).update("email\nsubmitContact\nada@example.com").digest("hex");
    expect(keyedHash(key, "email", "submitContact", "ada@example.com")).toBe(expected);
  });

  it("cannot be recomputed without the key: another key, or a plain SHA-256, gives another value", () => {
    const value = keyedHash(key, "confirmation", "ada@example.com");
    expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(keyedHash("another-key-of-32-characters-002", "confirmation", "ada@example.com")).not.toBe(value);
    expect(createHash("sha256").update("confirmation\nada@example.com").digest("hex")).not.toBe(value);
  });

  it("refuses a missing or short key rather than hash without one", () => {
    expect(() => keyedHash("", "x")).toThrow(/HASH_KEY/);
    expect(() => keyedHash("short", "x")).toThrow(/HASH_KEY/);
  });
});

describe("hashKeyValue", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reads the HASH_KEY secret the function was given", () => {
    vi.stubEnv("HASH_KEY", key);
    expect(hashKeyValue()).toBe(key);
  });

  it("refuses to run without it", () => {
    vi.stubEnv("HASH_KEY", "");
    expect(() => hashKeyValue()).toThrow(/HASH_KEY/);
  });
});
