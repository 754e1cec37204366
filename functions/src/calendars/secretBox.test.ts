import { describe, expect, it } from "vitest";
import { open, seal } from "./secretBox";

const KEY = "test-calendar-key-0123456789abcdef";

describe("secretBox", () => {
  it("round-trips, and the sealed text does not contain the secret", () => {
    const sealed = seal(KEY, "cal1", "https://calendar.example/private-abc123/basic.ics");
    expect(sealed).not.toContain("private-abc123");
    expect(open(KEY, "cal1", sealed)).toBe("https://calendar.example/private-abc123/basic.ics");
  });

  it("does not open under another key, another calendar's id, or when altered", () => {
    const sealed = seal(KEY, "cal1", "secret");
    expect(() => open("another-key-0123456789abcdef", "cal1", sealed)).toThrow();
    expect(() => open(KEY, "cal2", sealed)).toThrow();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("forged").toString("base64url");
    expect(() => open(KEY, "cal1", parts.join("."))).toThrow();
  });

  it("refuses a shortened tag (a forger's 4-byte tag is guessed in 2^32 tries)", () => {
    const sealed = seal(KEY, "cal1", "secret");
    const parts = sealed.split(".");
    parts[2] = Buffer.from(parts[2] ?? "", "base64url")
      .subarray(0, 4)
      .toString("base64url");
    expect(() => open(KEY, "cal1", parts.join("."))).toThrow();
  });

  it("refuses a short key", () => {
    expect(() => seal("short", "cal1", "secret")).toThrow(/too short/);
  });
});
