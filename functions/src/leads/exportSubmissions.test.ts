import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { EXPORT_PAGE_SIZE, type Cursor } from "../domain/dashboard";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import { exportSubmissionsHandler, type ExportStream } from "./exportSubmissions";

const standin = useStandinFirestore({ clearEach: false });
beforeAll(async () => {
  await seed();
}, 60_000);

const COUNT = EXPORT_PAGE_SIZE * 2 + 7;

async function seed() {
  for (let start = 0; start < COUNT; start += 400) {
    const batch = standin.db.batch();
    for (let n = start; n < Math.min(COUNT, start + 400); n += 1) {
      batch.set(standin.db.doc(`contact_submissions/m${String(n).padStart(5, "0")}`), {
        name: `N${n}`,
        created_at: Timestamp.fromMillis(1_700_000_000_000 + n * 1000),
        ...(n % 10 === 0 ? { status: "spam", notes_count: 1 } : { status: "new", notes_count: 0 }),
      });
    }
    await batch.commit();
  }
}

// The stand-in takes a few seconds for a couple of thousand documents: the tests read one seeded set.
describe("exportSubmissions", { timeout: 30_000 }, () => {
  it("delivers every row exactly once in chunks of at most EXPORT_PAGE_SIZE documents read, with status and notes count", async () => {
    const deps = adminDeps(standin.db);
    const ids: string[] = [];
    let cursor: Cursor | null = null;
    let calls = 0;
    do {
      const chunk = await exportSubmissionsHandler(adminRequest({ kind: "contact", cursor }), deps);
      expect(chunk.rows.length).toBeLessThanOrEqual(EXPORT_PAGE_SIZE);
      expect(chunk.rows[0]).toHaveProperty("status");
      expect(chunk.rows[0]).toHaveProperty("notes_count");
      ids.push(...chunk.rows.map((row) => row.id));
      cursor = chunk.nextCursor;
      calls += 1;
    } while (cursor && calls < 10);
    expect(calls).toBe(3);
    expect(ids).toHaveLength(COUNT);
    expect(new Set(ids).size).toBe(COUNT);
    expect(ids[0]).toBe(`m${String(COUNT - 1).padStart(5, "0")}`);
    const reads = deps.lines.map(([, details]) => (details as { reads: number }).reads);
    // Each document is read once: a chunk after a cursor starts after it, as on a real Firestore.
    expect(reads).toEqual([EXPORT_PAGE_SIZE, EXPORT_PAGE_SIZE, 7]);
  });

  it("streams the whole tab in one request, chunk by chunk, every row once, each document read once", async () => {
    const deps = adminDeps(standin.db);
    const chunks: number[] = [];
    const ids: string[] = [];
    const stream: ExportStream = {
      signal: new AbortController().signal,
      sendChunk: async (chunk) => {
        chunks.push(chunk.rows.length);
        ids.push(...chunk.rows.map((row) => row.id));
        return true;
      },
    };
    const answer = await exportSubmissionsHandler(
      { ...adminRequest({ kind: "contact" }), acceptsStreaming: true },
      deps,
      stream,
    );
    expect(answer).toEqual({ rows: [], nextCursor: null, streamed: COUNT });
    expect(chunks).toEqual([EXPORT_PAGE_SIZE, EXPORT_PAGE_SIZE, 7]);
    expect(new Set(ids).size).toBe(COUNT);
    expect(deps.lines).toEqual([
      ["exportSubmissions", expect.objectContaining({ streamed: true, rows: COUNT, chunks: 3, reads: COUNT })],
    ]);
  });

  it("stops reading when the client goes away mid-stream", async () => {
    const deps = adminDeps(standin.db);
    const gone = new AbortController();
    let sent = 0;
    const stream: ExportStream = {
      signal: gone.signal,
      sendChunk: async () => {
        sent += 1;
        gone.abort();
        return false;
      },
    };
    await exportSubmissionsHandler({ ...adminRequest({ kind: "contact" }), acceptsStreaming: true }, deps, stream);
    expect(sent).toBe(1);
    expect(deps.lines).toEqual([
      ["exportSubmissions", expect.objectContaining({ aborted: true, chunks: 1, reads: EXPORT_PAGE_SIZE })],
    ]);
  });

  it("records the export (who, which tab, how many rows) before the first row leaves", async () => {
    const deps = adminDeps(standin.db);
    const before = new Set((await standin.db.collection("audit_log").get()).docs.map((doc) => doc.id));
    let seenAtFirstChunk: unknown[] | undefined;
    const stream: ExportStream = {
      signal: new AbortController().signal,
      sendChunk: async () => {
        if (!seenAtFirstChunk) {
          const entries = (await standin.db.collection("audit_log").get()).docs.filter((doc) => !before.has(doc.id));
          seenAtFirstChunk = entries.map((doc) => doc.data());
        }
        return true;
      },
    };
    await exportSubmissionsHandler(
      { ...adminRequest({ kind: "contact", status: "spam" }), acceptsStreaming: true },
      deps,
      stream,
    );
    expect(seenAtFirstChunk).toEqual([
      expect.objectContaining({
        action: "export",
        by_uid: "admin-uid",
        by_email: "staff@example.com",
        target: "contact",
        details: { rows: Math.ceil(COUNT / 10), started: true },
      }),
    ]);
  });

  it("applies the listing's filters", async () => {
    const chunk = await exportSubmissionsHandler(
      adminRequest({ kind: "contact", status: "spam" }),
      adminDeps(standin.db),
    );
    expect(chunk.rows).toHaveLength(Math.ceil(COUNT / 10));
    expect(chunk.nextCursor).toBeNull();
    expect(chunk.rows.every((row) => (row as { status?: string }).status === "spam")).toBe(true);
  });

  it("refuses a status of another kind and a non-admin", async () => {
    await expect(
      exportSubmissionsHandler(adminRequest({ kind: "contact", status: "accepted" }), adminDeps(standin.db)),
    ).rejects.toMatchObject({ code: "invalid-argument", message: "Unknown status for contact messages" });
    await expect(
      exportSubmissionsHandler(adminRequest({ kind: "contact" }, { admin: false }), adminDeps(standin.db)),
    ).rejects.toMatchObject({ code: "permission-denied" });
  });
});
