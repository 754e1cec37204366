import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useStandinFirestore } from "../testing/standinFirestore";
import { CAP_WINDOW_MS, CONFIRMATION_CAP, admitConfirmation, capKey, firestoreConfirmationCap } from "./cap";

const now = 1_800_000_000_000;

describe("the confirmation cap", () => {
  it(`admits ${CONFIRMATION_CAP} confirmations to one address per day, then refuses`, () => {
    let entries: { task: string; at: number }[] = [];
    for (let n = 1; n <= CONFIRMATION_CAP; n++) {
      const admitted = admitConfirmation(entries, `contact_submissions/${n}`, now + n);
      expect(admitted).not.toBeNull();
      entries = admitted ?? [];
    }
    expect(admitConfirmation(entries, "contact_submissions/next", now + 10)).toBeNull();
  });

  it("admits a retried confirmation again without counting it twice", () => {
    const entries = [
      { task: "a/1", at: now - 3 },
      { task: "a/2", at: now - 2 },
      { task: "a/3", at: now - 1 },
    ];
    expect(admitConfirmation(entries, "a/2", now)).toEqual(entries);
  });

  it("forgets confirmations older than the window", () => {
    const old = Array.from({ length: CONFIRMATION_CAP }, (_, n) => ({ task: `a/${n}`, at: now - CAP_WINDOW_MS - n }));
    expect(admitConfirmation(old, "a/new", now)).toEqual([{ task: "a/new", at: now }]);
  });

  it("keys the counter on a hash of the address, whatever its case", () => {
    expect(capKey(" Ada@Example.com")).toBe(capKey("ada@example.com"));
    expect(capKey("ada@example.com")).toMatch(/^[0-9a-f]{64}$/);
    expect(capKey("ada@example.com")).not.toBe(capKey("bob@example.com"));
  });

  it("keys the counter on the normalised mailbox: plus tags, Gmail dots and googlemail.com share one cap", () => {
    for (const variant of ["victim+1@gmail.com", "v.i.c.t.i.m@gmail.com", "VICTIM@googlemail.com"])
      expect(capKey(variant)).toBe(capKey("victim@gmail.com"));
  });

  it("keys the counter on a keyed hash: without the key, a guessed address does not find its counter", () => {
    const key = "a-test-key-of-32-characters-0001";
    expect(capKey("ada@example.com", key)).not.toBe(capKey("ada@example.com", "another-key-of-32-characters-002"));
    expect(capKey("ada@example.com", key)).not.toBe(
      createHash("sha256").update("confirmation\nada@example.com").digest("hex"),
    );
  });
});

describe("firestoreConfirmationCap", () => {
  const standin = useStandinFirestore();
  const key = "a-test-key-of-32-characters-0001";

  it("counts victim+1@gmail.com, v.i.c.t.i.m@gmail.com and VICTIM@googlemail.com against one cap", async () => {
    const allow = firestoreConfirmationCap(
      standin.db,
      () => now,
      () => key,
    );
    const variants = ["victim+1@gmail.com", "v.i.c.t.i.m@gmail.com", "VICTIM@googlemail.com", "victim+4@gmail.com"];
    const admitted = [];
    for (const [n, address] of variants.entries()) admitted.push(await allow(address, `contact_submissions/m${n}`));
    expect(admitted).toEqual([true, true, true, false]);
    // A retried task of an admitted confirmation is admitted again, without counting twice.
    expect(await allow("victim@gmail.com", "contact_submissions/m1")).toBe(true);
  });

  it("stores neither the address nor which document the confirmation was for", async () => {
    const allow = firestoreConfirmationCap(
      standin.db,
      () => now,
      () => key,
    );
    await allow("ada@example.com", "contact_submissions/erased-id");
    const caps = await standin.db.collection("mail_caps").doc(capKey("ada@example.com", key)).get();
    expect(caps.exists).toBe(true);
    const stored = JSON.stringify(caps.data());
    expect(stored).not.toContain("erased-id");
    expect(stored).not.toContain("contact_submissions");
    expect(stored).not.toContain("ada");
    expect(Object.keys((caps.get("sent") as object[])[0] ?? {}).sort()).toEqual(["at", "task"]);
  });
});
