import { describe, expect, it } from "vitest";
import { CAP_WINDOW_MS, CONFIRMATION_CAP, admitConfirmation, capKey } from "./cap";

const now = 1_800_000_000_000;

describe("the confirmation cap", () => {
  it(`admits ${CONFIRMATION_CAP} confirmations to one address per day, then refuses`, () => {
    let entries: { ref: string; at: number }[] = [];
    for (let n = 1; n <= CONFIRMATION_CAP; n++) {
      const admitted = admitConfirmation(entries, `contact_submissions/${n}`, now + n);
      expect(admitted).not.toBeNull();
      entries = admitted ?? [];
    }
    expect(admitConfirmation(entries, "contact_submissions/next", now + 10)).toBeNull();
  });

  it("admits a retried confirmation again without counting it twice", () => {
    const entries = [
      { ref: "a/1", at: now - 3 },
      { ref: "a/2", at: now - 2 },
      { ref: "a/3", at: now - 1 },
    ];
    expect(admitConfirmation(entries, "a/2", now)).toEqual(entries);
  });

  it("forgets confirmations older than the window", () => {
    const old = Array.from({ length: CONFIRMATION_CAP }, (_, n) => ({ ref: `a/${n}`, at: now - CAP_WINDOW_MS - n }));
    expect(admitConfirmation(old, "a/new", now)).toEqual([{ ref: "a/new", at: now }]);
  });

  it("keys the counter on a hash of the address, whatever its case", () => {
    expect(capKey(" Ada@Example.com")).toBe(capKey("ada@example.com"));
    expect(capKey("ada@example.com")).toMatch(/^[0-9a-f]{64}$/);
    expect(capKey("ada@example.com")).not.toBe(capKey("bob@example.com"));
  });
});
