import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { isLeadKind, SUBMISSION_KINDS } from "../domain/collections";
import type { Cursor } from "../domain/dashboard";
import { STATUSES_BY_KIND } from "../domain/leads";
import { searchTerms } from "../domain/search";
import { addSubmissionNoteHandler } from "./addSubmissionNote";
import { deleteSubmissionHandler } from "./deleteSubmission";
import { exportSubmissionsHandler } from "./exportSubmissions";
import { getSubmissionHandler } from "./getSubmission";
import { listSubmissionsHandler } from "./listSubmissions";
import { setSubmissionStatusHandler } from "./setSubmissionStatus";
import { submissionCountsHandler } from "./submissionCounts";
import { submissionOverviewHandler } from "./submissionOverview";
import { adminDeps, adminRequest, useStandinFirestore, type RecordedQuery } from "../testing/standinFirestore";

/**
 * A real Firestore refuses a query no index serves (FAILED_PRECONDITION); the local stand-in answers it anyway. So
 * the admin callables run here against the stand-in with every filter they accept, the stand-in records each query
 * and count() as it arrives over the wire, and each one's composite index must be in firestore.indexes.json.
 */

interface IndexField {
  fieldPath: string;
  order?: "ASCENDING" | "DESCENDING";
  arrayConfig?: "CONTAINS";
}
interface Index {
  collectionGroup: string;
  queryScope: "COLLECTION";
  fields: IndexField[];
}

const declared = (
  JSON.parse(readFileSync(resolve(__dirname, "../../../firestore.indexes.json"), "utf8")) as { indexes: Index[] }
).indexes;

const EQUALITY = new Set(["EQUAL", "ARRAY_CONTAINS"]);

/**
 * The composite index a query needs, or null when Firestore's automatic single-field indexes serve it: a query
 * that filters, orders or ranges on one field at most (the document id aside) needs none. Otherwise the index lists
 * the equality and array-contains fields first, then the order (a range's field ascending when there is no
 * orderBy), then the document id in the last order's direction. Conservative: Firestore may merge single-field
 * indexes for some equality-only queries, but the callables make none of those.
 */
function requiredIndex(query: RecordedQuery): Index | null {
  const equality = query.filters.filter((filter) => EQUALITY.has(filter.op));
  const ranged = query.filters.filter((filter) => !EQUALITY.has(filter.op)).map((filter) => filter.field);
  const order = query.orderBy.filter((entry) => entry.field !== "__name__");
  const ordered = order.length > 0 ? order : [...new Set(ranged)].map((field) => ({ field, direction: "ASCENDING" }));
  const fields = new Set([
    ...equality.map((filter) => filter.field),
    ...ranged,
    ...ordered.map((entry) => entry.field),
  ]);
  if (fields.size <= 1) return null;
  const last = (query.orderBy.at(-1)?.direction ?? ordered.at(-1)?.direction ?? "ASCENDING") as "ASCENDING";
  return {
    collectionGroup: query.collection,
    queryScope: "COLLECTION",
    fields: [
      ...equality.map((filter): IndexField =>
        filter.op === "ARRAY_CONTAINS"
          ? { fieldPath: filter.field, arrayConfig: "CONTAINS" }
          : { fieldPath: filter.field, order: "ASCENDING" },
      ),
      ...ordered.map((entry): IndexField => ({ fieldPath: entry.field, order: entry.direction as "ASCENDING" })),
      { fieldPath: "__name__", order: last },
    ],
  };
}

let made: RecordedQuery[] = [];

/** Runs every admin callable that queries, with each filter alone and combined, over a few stored rows. */
async function exerciseAdminCallables() {
  const at = (hours: number) => Timestamp.fromMillis(Date.UTC(2026, 2, 1) + hours * 3_600_000);
  for (let n = 1; n <= 3; n += 1) {
    const record = { name: `Ada ${n}`, email: `ada${n}@example.com`, subject: "Question", message: "Hello" };
    const stored = { ...record, status: "new", notes_count: 0, search_terms: searchTerms(record), created_at: at(n) };
    await standin.db.doc(`contact_submissions/c${n}`).set(stored);
    await standin.db.doc(`ai_coach_applications/a${n}`).set({ ...stored, first_name: "Ada", last_name: `${n}` });
    await standin.db
      .doc(`payments/p${n}`)
      .set({ program: "patent-with-ai", customer_email: "ada@example.com", created_at: at(n) });
  }
  standin.queries.length = 0;
  const deps = adminDeps(standin.db);
  const call = <T>(handler: (request: ReturnType<typeof adminRequest>, d: typeof deps) => Promise<T>, data: unknown) =>
    handler(adminRequest(data), deps);

  for (const kind of SUBMISSION_KINDS) {
    const statuses = isLeadKind(kind) ? [undefined, STATUSES_BY_KIND[kind][1]] : [undefined];
    for (const status of statuses) {
      for (const search of ["", "ada"]) {
        for (const days of [
          {},
          { receivedFrom: "2026-03-01" },
          { receivedFrom: "2026-03-01", receivedTo: "2026-03-02" },
        ]) {
          const filters = { kind, search, ...(status ? { status } : {}), ...days };
          const first = await call(listSubmissionsHandler, { ...filters, pageSize: 1 });
          const cursor: Cursor | null = first.nextCursor ?? { createdAt: "2026-03-01T02:00:00.000000000Z", id: "x" };
          await call(listSubmissionsHandler, { ...filters, pageSize: 1, cursor });
          await call(exportSubmissionsHandler, filters);
          await call(exportSubmissionsHandler, { ...filters, cursor });
        }
      }
    }
  }
  await call(submissionCountsHandler, {});
  await submissionOverviewHandler(adminRequest({}), deps);
  await call(setSubmissionStatusHandler, { kind: "contact", id: "c1", status: "replied" });
  await call(addSubmissionNoteHandler, { kind: "applications", id: "a1", text: "Called back." });
  await call(getSubmissionHandler, { kind: "applications", id: "a1" });
  await call(deleteSubmissionHandler, { kind: "contact", id: "c1" });
  return [...standin.queries];
}

const standin = useStandinFirestore({ clearEach: false });
beforeAll(async () => {
  made = await exerciseAdminCallables();
}, 60_000);

describe("firestore.indexes.json", () => {
  it("declares the composite index of every query the admin callables made", () => {
    const needed = made.map(requiredIndex).filter((index): index is Index => index !== null);
    // The listing's filtered pages need composite indexes: if none were seen, the recording is broken.
    expect(needed.length).toBeGreaterThan(10);
    const missing = needed.filter(
      (index) => !declared.some((entry) => JSON.stringify(entry) === JSON.stringify(index)),
    );
    expect([...new Set(missing.map((index) => JSON.stringify(index)))]).toEqual([]);
  });

  it("declares no index that no query used", () => {
    const needed = new Set(made.map(requiredIndex).map((index) => JSON.stringify(index)));
    expect(declared.filter((index) => !needed.has(JSON.stringify(index)))).toEqual([]);
  });

  it("saw the queries of every collection the dashboard lists, ordered and counted", () => {
    const collections = new Set(made.map((query) => query.collection));
    expect([...collections]).toEqual(
      expect.arrayContaining(["contact_submissions", "ai_coach_applications", "payments", "activity"]),
    );
    expect(made.some((query) => query.orderBy.length === 0)).toBe(true);
  });
});

describe("requiredIndex", () => {
  const query = (filters: RecordedQuery["filters"], orderBy: RecordedQuery["orderBy"] = []): RecordedQuery => ({
    collection: "contact_submissions",
    filters,
    orderBy,
  });
  const newestFirst: RecordedQuery["orderBy"] = [
    { field: "created_at", direction: "DESCENDING" },
    { field: "__name__", direction: "DESCENDING" },
  ];

  it("needs none for one field, ordered, filtered or ranged", () => {
    expect(requiredIndex(query([], newestFirst))).toBeNull();
    expect(requiredIndex(query([{ field: "status", op: "EQUAL" }]))).toBeNull();
    expect(requiredIndex(query([{ field: "created_at", op: "GREATER_THAN_OR_EQUAL" }], newestFirst))).toBeNull();
  });

  it("needs equality fields first, then the order, for anything more", () => {
    expect(requiredIndex(query([{ field: "status", op: "EQUAL" }], newestFirst))?.fields).toEqual([
      { fieldPath: "status", order: "ASCENDING" },
      { fieldPath: "created_at", order: "DESCENDING" },
      { fieldPath: "__name__", order: "DESCENDING" },
    ]);
    expect(
      requiredIndex(
        query([
          { field: "search_terms", op: "ARRAY_CONTAINS" },
          { field: "created_at", op: "LESS_THAN" },
        ]),
      )?.fields,
    ).toEqual([
      { fieldPath: "search_terms", arrayConfig: "CONTAINS" },
      { fieldPath: "created_at", order: "ASCENDING" },
      { fieldPath: "__name__", order: "ASCENDING" },
    ]);
  });
});
