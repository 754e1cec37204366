import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { QUERY_SHAPES, cursorOf, shapeOf, timestampOfCursor, type QueryShape } from "./leads";

interface IndexField {
  fieldPath: string;
  order?: "ASCENDING" | "DESCENDING";
  arrayConfig?: "CONTAINS";
}
interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const indexes = (
  JSON.parse(readFileSync(resolve(__dirname, "../../../firestore.indexes.json"), "utf8")) as { indexes: Index[] }
).indexes;

/**
 * The composite index a shape needs on a real Firestore, or null when the automatic single-field indexes serve it:
 * a query that only orders by `created_at` (and the document id, in the same direction), with or without a range
 * on `created_at`, needs none; one that also compares other fields needs them first, then `created_at` and
 * `__name__` descending.
 */
function requiredIndex(shape: QueryShape): Index | null {
  if (shape.equality.length === 0) return null;
  return {
    collectionGroup: shape.collection,
    queryScope: "COLLECTION",
    fields: [
      ...shape.equality.map((fieldPath): IndexField =>
        fieldPath === "search_terms" ? { fieldPath, arrayConfig: "CONTAINS" } : { fieldPath, order: "ASCENDING" },
      ),
      { fieldPath: "created_at", order: "DESCENDING" },
      { fieldPath: "__name__", order: "DESCENDING" },
    ],
  };
}

describe("firestore.indexes.json", () => {
  it("declares the composite index of every query shape the admin callables can make", () => {
    const needed = QUERY_SHAPES.map(requiredIndex).filter((index): index is Index => index !== null);
    expect(needed.length).toBeGreaterThan(0);
    for (const index of needed) expect(indexes).toContainEqual(index);
  });

  it("declares no index that no query uses", () => {
    const needed = QUERY_SHAPES.map(requiredIndex).filter(Boolean);
    for (const index of indexes) expect(needed).toContainEqual(index);
  });

  it("lists the shapes of filtered, searched and combined queries of both lead kinds", () => {
    expect(QUERY_SHAPES).toContainEqual(shapeOf({ kind: "contact", status: "replied", search: "ada" }));
    expect(QUERY_SHAPES).toContainEqual({ collection: "ai_coach_applications", equality: ["status"] });
    expect(QUERY_SHAPES).toContainEqual({ collection: "contact_submissions", equality: ["search_terms"] });
    expect(shapeOf({ kind: "payments", search: "ada" })).toEqual({ collection: "payments", equality: [] });
    expect(shapeOf({ kind: "contact", receivedFrom: "2026-01-01", receivedTo: "2026-02-01" }).equality).toEqual([]);
  });
});

describe("cursors", () => {
  it("keep the stored microseconds and read back to the same timestamp", () => {
    const stored = new Timestamp(1_772_366_400, 123_456_000);
    const cursor = cursorOf("abc", stored);
    expect(cursor).toEqual({ createdAt: "2026-03-01T12:00:00.123456000Z", id: "abc" });
    expect(timestampOfCursor(cursor).isEqual(stored)).toBe(true);
    expect(timestampOfCursor({ createdAt: "2026-03-01T12:00:00.5Z", id: "x" }).nanoseconds).toBe(500_000_000);
    expect(timestampOfCursor({ createdAt: "2026-03-01T12:00:00Z", id: "x" }).seconds).toBe(1_772_366_400);
  });
});
