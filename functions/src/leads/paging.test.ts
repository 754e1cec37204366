import { FieldValue, type Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import type { Cursor, ListPageResponse } from "../domain/dashboard";
import { searchTerms } from "../domain/search";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import { exportSubmissionsHandler, type ExportStream } from "./exportSubmissions";
import { listSubmissionsHandler } from "./listSubmissions";

// Rows written in batches share their `created_at` (a batch commit stamps every document with one server time): the
// migration, an import, the benchmark's seeding. The listing and the export must still reach every row exactly once,
// newest first with the document id as the tie-break (issue: paging stopped after the first page on the stack).
const standin = useStandinFirestore({ clearEach: false });

const BATCHES = 4;
const PER_BATCH = 500;
const TOTAL = BATCHES * PER_BATCH;
/** Every third row is Replied. */
const statusOf = (index: number) => (index % 3 === 0 ? "replied" : "new");

/** Every stored row's id in the order Firestore sorts them: newest `created_at` first, then the larger id. */
let expectedOrder: { id: string; status: string }[] = [];
let today = "";

beforeAll(async () => {
  for (let batchIndex = 0; batchIndex < BATCHES; batchIndex++) {
    const batch = standin.db.batch();
    for (let index = 0; index < PER_BATCH; index++) {
      const n = batchIndex * PER_BATCH + index;
      // Ids that do not follow the write order, so the tie-break is not insertion order.
      const id = `m${String((n * 7919) % 10_007).padStart(5, "0")}`;
      const record = {
        name: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        subject: "Question",
        message: "Hello",
        status: statusOf(n),
        notes_count: 0,
      };
      batch.set(standin.db.collection("contact_submissions").doc(id), {
        ...record,
        search_terms: searchTerms(record),
        created_at: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  }
  const stored = (await standin.db.collection("contact_submissions").get()).docs.map((doc) => ({
    id: doc.id,
    status: doc.data().status as string,
    at: doc.data().created_at as Timestamp,
  }));
  expect(new Set(stored.map((row) => row.at.toMillis())).size).toBeLessThanOrEqual(BATCHES);
  expectedOrder = stored
    .sort((a, b) => b.at.toMillis() - a.at.toMillis() || b.at.nanoseconds - a.at.nanoseconds || (a.id < b.id ? 1 : -1))
    .map(({ id, status }) => ({ id, status }));
  today = new Date().toISOString().slice(0, 10);
}, 60_000);

async function pageToTheEnd(filters: Record<string, unknown>): Promise<{ ids: string[]; totals: Set<number> }> {
  const ids: string[] = [];
  const totals = new Set<number>();
  let cursor: Cursor | null = null;
  for (let pages = 0; pages < TOTAL; pages++) {
    const page = (await listSubmissionsHandler(
      adminRequest({ kind: "contact", pageSize: 50, ...filters, cursor }),
      adminDeps(standin.db),
    )) as ListPageResponse<"contact">;
    ids.push(...page.rows.map((row) => row.id));
    totals.add(page.total);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return { ids, totals };
}

const FILTERS: [string, Record<string, unknown>, (row: { status: string }) => boolean][] = [
  ["no filter", {}, () => true],
  ["a status", { status: "replied" }, (row) => row.status === "replied"],
  ["a date range", { receivedFrom: "2020-01-01", receivedTo: "2099-12-31" }, () => true],
  ["a status and a date range", { status: "new", receivedFrom: "2020-01-01" }, (row) => row.status === "new"],
];

describe("rows that share a created_at", () => {
  it.each(FILTERS)(
    "page to the end with %s: every row once, newest first, id as the tie-break",
    async (_, filters, kept) => {
      const expected = expectedOrder.filter(kept).map((row) => row.id);
      const { ids, totals } = await pageToTheEnd(filters);
      expect(ids).toHaveLength(expected.length);
      expect(ids).toEqual(expected);
      expect([...totals]).toEqual([expected.length]);
    },
  );

  it("a range of today only still reaches every row", async () => {
    const { ids } = await pageToTheEnd({ receivedFrom: today, receivedTo: today });
    expect(ids).toEqual(expectedOrder.map((row) => row.id));
  });

  it("the export by cursor (a client that does not stream) delivers every row once, in order", async () => {
    const ids: string[] = [];
    let cursor: Cursor | null = null;
    for (let calls = 0; calls < 10; calls++) {
      const chunk = await exportSubmissionsHandler(adminRequest({ kind: "contact", cursor }), adminDeps(standin.db));
      ids.push(...chunk.rows.map((row) => row.id));
      cursor = chunk.nextCursor;
      if (!cursor) break;
    }
    expect(ids).toEqual(expectedOrder.map((row) => row.id));
  });

  it("the streamed export delivers every row once, in order, with a status filter too", async () => {
    for (const [, filters, kept] of FILTERS) {
      const ids: string[] = [];
      const stream: ExportStream = {
        signal: new AbortController().signal,
        sendChunk: async (chunk) => {
          ids.push(...chunk.rows.map((row) => row.id));
          return true;
        },
      };
      const answer = await exportSubmissionsHandler(
        { ...adminRequest({ kind: "contact", ...filters }), acceptsStreaming: true },
        adminDeps(standin.db),
        stream,
      );
      const expected = expectedOrder.filter(kept).map((row) => row.id);
      expect(answer).toMatchObject({ streamed: expected.length });
      expect(ids).toEqual(expected);
    }
  });
});
