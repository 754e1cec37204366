import { describe, expect, it } from "vitest";
import { budgetTable, firestoreUsed, fmt, measure, percentile } from "./bench.mjs";

describe("the benchmarks' harness (scripts/lib/bench.mjs)", () => {
  it("takes the nearest-rank percentile", () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it("warms up unmeasured, then times each run", async () => {
    let calls = 0;
    const result = await measure(async () => void calls++, { warmUp: 3, runs: 5 });
    expect(calls).toBe(8);
    expect(result.times).toHaveLength(5);
    expect(result.p50).toBeLessThanOrEqual(result.p95);
  });

  it("marks each budget met or missed", () => {
    expect(
      budgetTable([
        ["Ratio", "1.20×", "≤ 2×", true],
        ["Lost", "3", "0", false],
      ]),
    ).toEqual([
      "| Budget | Measured | Allowed | |",
      "|---|--:|--:|:-:|",
      "| Ratio | 1.20× | ≤ 2× | ✓ |",
      "| Lost | 3 | 0 | ✗ missed |",
    ]);
    expect(fmt(12.345)).toBe("12.3 ms");
  });

  it("names the Firestore the run used: the official emulator with its reason, or the stand-in with its limits", () => {
    expect(
      firestoreUsed({
        kind: "official",
        reason: "cloud-firestore-emulator.jar from the Google Cloud CLI component, on Java 17",
        jar: "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar",
        java: "/usr/bin/java",
      }),
    ).toBe(
      "the official Cloud Firestore emulator (cloud-firestore-emulator.jar from the Google Cloud CLI component, on Java 17)",
    );
    expect(firestoreUsed({ kind: "local", reason: "FIRESTORE_EMULATOR=local" })).toBe(
      "the Firestore stand-in `@firestore-emulator/server` (no indexes, transactions not isolated; FIRESTORE_EMULATOR=local)",
    );
    expect(
      firestoreUsed({ kind: "local", reason: "the stand-in, as no Java found; the official emulator needs Java 11+" }),
    ).toBe(
      "the Firestore stand-in `@firestore-emulator/server` (no indexes, transactions not isolated; as no Java found; the official emulator needs Java 11+)",
    );
  });
});
