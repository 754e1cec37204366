import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { cursorOf, timestampOfCursor } from "./queries";

describe("cursors", () => {
  it("keep the stored microseconds and read back to the same timestamp", () => {
    const stored = new Timestamp(1_772_366_400, 123_456_000);
    const cursor = cursorOf("abc", stored);
    expect(cursor).toEqual({ createdAt: "2026-03-01T12:00:00.123456000Z", id: "abc" });
    expect(cursorOf("abc", stored, 50)).toEqual({ ...cursor, position: 50 });
    expect(timestampOfCursor(cursor).isEqual(stored)).toBe(true);
    expect(timestampOfCursor({ createdAt: "2026-03-01T12:00:00.5Z", id: "x" }).nanoseconds).toBe(500_000_000);
    expect(timestampOfCursor({ createdAt: "2026-03-01T12:00:00Z", id: "x" }).seconds).toBe(1_772_366_400);
  });
});
