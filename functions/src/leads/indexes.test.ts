import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS, isLeadKind, SUBMISSION_KINDS } from "../domain/collections";
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
import { adminDeps, adminRequest, staffAs, useStandinFirestore, type RecordedQuery } from "../testing/standinFirestore";
import { bookingAgendaHandler } from "../bookings/bookingAgenda";
import { bookingFreeTimesHandler } from "../bookings/bookingFreeTimes";
import { feedFor, feedTokenOf } from "../bookings/calendarFeed";
import { cancelBookingHandler } from "../bookings/cancelBooking";
import { createBookingHandler } from "../bookings/createBooking";
import { getBookingByTokenHandler } from "../bookings/getBookingByToken";
import { sweepReminders } from "../bookings/reminders";
import { rescheduleBookingHandler } from "../bookings/rescheduleBooking";
import { rotateCalendarFeedHandler } from "../bookings/rotateCalendarFeed";
import type { BookingDeps } from "../bookings/shared";
import { listAuditLogHandler } from "../team/auditLog";
import { leadConversationHandler } from "../conversations/leadConversation";
import { listInvoicesHandler } from "../payments/invoices";
import { listQuotesHandler } from "../payments/quotes";
import { revenueReportHandler } from "../payments/revenueReport";

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

/** A field override; a TTL policy is `{ collectionGroup, fieldPath, ttl: true, indexes: [] }`. */
interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}

const indexesFile = JSON.parse(readFileSync(resolve(__dirname, "../../../firestore.indexes.json"), "utf8")) as {
  indexes: Index[];
  fieldOverrides: FieldOverride[];
};
const declared = indexesFile.indexes;

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

/** Runs every admin callable that queries, with each filter alone and combined (the Source filter too), over a few stored rows. */
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
          for (const channel of [undefined, "Campaign"]) {
            const filters = { kind, search, ...(status ? { status } : {}), ...(channel ? { channel } : {}), ...days };
            const first = await call(listSubmissionsHandler, { ...filters, pageSize: 1 });
            const cursor: Cursor | null = first.nextCursor ?? { createdAt: "2026-03-01T02:00:00.000000000Z", id: "x" };
            await call(listSubmissionsHandler, { ...filters, pageSize: 1, cursor });
            await call(exportSubmissionsHandler, filters);
            await call(exportSubmissionsHandler, { ...filters, cursor });
          }
        }
      }
    }
  }
  await call(submissionCountsHandler, {});
  await submissionOverviewHandler(adminRequest({}), deps);
  await call(setSubmissionStatusHandler, { kind: "contact", id: "c1", status: "replied" });
  await call(addSubmissionNoteHandler, { kind: "applications", id: "a1", text: "Called back." });
  await call(getSubmissionHandler, { kind: "applications", id: "a1" });
  await call(leadConversationHandler, { kind: "contact", id: "c1" });
  await call(deleteSubmissionHandler, { kind: "contact", id: "c1" });
  await exerciseBookings(deps);
  // Invoices (issue 44): the Payments tab's list by status, a lead's invoices, and the Revenue tab's report.
  for (const status of [undefined, "paid"] as const) {
    for (const lead of [undefined, { kind: "contact", id: "c2" }] as const) {
      await call(listInvoicesHandler, { ...(status ? { status } : {}), ...(lead ? { lead } : {}) });
    }
  }
  await revenueReportHandler(adminRequest({ months: 12 }), deps, () => new Date("2026-03-15T00:00:00Z"));
  // Quotes: a lead's quotes in its drawer.
  await call(listQuotesHandler, { lead: { kind: "contact", id: "c2" } });
  return [...standin.queries];
}

/**
 * The bookings' queries: free times (hosts, a window's scheduled bookings), a booking (the mailbox count, the day and
 * week read), its token, a reschedule and a cancel, the reminder sweep, the agenda with and without a status (both
 * directions, with a cursor), the calendar feed.
 */
async function exerciseBookings(deps: ReturnType<typeof adminDeps>) {
  const weekdays = [{ start: "09:00", end: "17:00" }];
  const availability = {
    active: true,
    meetingTypes: ["demo"],
    weekly: { mon: weekdays, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays, sat: [], sun: [] },
    daysOff: [],
    minimumNoticeHours: 12,
    horizonDays: 30,
    bufferMinutes: 10,
    dailyCap: 6,
  };
  const key = "index-test-hash-key-0123456789";
  await standin.db.doc("booking_hosts/admin-uid").set({ availability, active: true, email: "staff@example.com" });
  const now = new Date("2027-03-08T12:00:00.000Z");
  const bookingDeps: BookingDeps = {
    db: standin.db,
    now: () => now,
    key: () => key,
    origin: () => "http://127.0.0.1:5000",
    rateLimiter: { consume: async () => true },
    log: { info: () => {}, warn: () => {}, error: () => {} },
  };
  const request = (data: unknown) => ({ data, ip: "203.0.113.9" });
  await bookingFreeTimesHandler(
    request({ meetingType: "demo", from: "2027-03-10T07:00:00.000Z", to: "2027-03-11T07:00:00.000Z" }),
    bookingDeps,
  );
  const { token } = await createBookingHandler(
    request({
      name: "Ada",
      email: "ada@example.com",
      organisation: "District",
      organisationType: "school",
      meetingType: "demo",
      start: "2027-03-10T16:00:00.000Z",
      timeZone: "America/Boise",
    }),
    bookingDeps,
  );
  await getBookingByTokenHandler(request({ token }), bookingDeps);
  await rescheduleBookingHandler(request({ token, start: "2027-03-10T17:00:00.000Z" }), bookingDeps);
  await sweepReminders(new Date("2027-03-09T18:00:00.000Z"), bookingDeps);
  await cancelBookingHandler(request({ token }), bookingDeps);
  // An owner's agenda, and a host's (narrowed to their own bookings: `host_uid` first).
  for (const agendaDeps of [deps, { ...deps, staff: staffAs("host") }]) {
    for (const when of ["upcoming", "past"] as const) {
      for (const status of [undefined, "scheduled"] as const) {
        const filters = { when, ...(status ? { status } : {}) };
        await bookingAgendaHandler(adminRequest(filters), agendaDeps, () => now);
        await bookingAgendaHandler(
          adminRequest({ ...filters, cursor: { start: "2027-03-10T16:00:00.000Z", id: "b" } }),
          agendaDeps,
          () => now,
        );
      }
    }
  }
  // The Team tab's audit log: every filter, a first page and one after a cursor (its count() has the same filters).
  for (const filters of [{}, { byUid: "admin-uid" }, { action: "export" }, { byUid: "admin-uid", action: "export" }]) {
    await listAuditLogHandler(adminRequest(filters), deps);
    await listAuditLogHandler(
      adminRequest({ ...filters, cursor: { id: "x", at: "2027-03-01T00:00:00.000Z", position: 50 } }),
      deps,
    );
  }
  const { url } = await rotateCalendarFeedHandler(adminRequest({}), {
    ...deps,
    key: () => key,
    origin: () => "http://x",
  });
  const feedToken = feedTokenOf(new URL(url ?? "").pathname);
  if (!feedToken) throw new Error("no feed token");
  await feedFor(feedToken, { db: standin.db, key: () => key, now: () => now });
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
    // PRINT_MISSING_INDEXES=<file>: writes the missing indexes there, to be added to firestore.indexes.json.
    const printTo = process.env.PRINT_MISSING_INDEXES;
    if (printTo)
      writeFileSync(
        printTo,
        JSON.stringify([...new Set(missing.map((i) => JSON.stringify(i)))].map((i) => JSON.parse(i) as Index)),
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
      expect.arrayContaining([
        "contact_submissions",
        "ai_coach_applications",
        "payments",
        "activity",
        "bookings",
        "booking_hosts",
      ]),
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

/** The field a TTL policy deletes stale documents by, wherever the functions write one. */
const TTL_FIELD = "expires_at";

/**
 * The collections whose documents a source file writes `expires_at` to: every collection the file names (by
 * `COLLECTIONS.<key>`, by a string constant of the file, or by a literal in `collection(…)`), when the file writes
 * `expires_at` at all. A file that writes the field but names no collection is reported as `?<file>`, so a new TTL
 * counter cannot slip past this test unnoticed.
 */
function ttlCollectionsOf(file: string, source: string): string[] {
  if (!new RegExp(`\\b${TTL_FIELD}\\s*:`).test(source)) return [];
  const constants = new Map(
    [...source.matchAll(/\bconst\s+([A-Z_][A-Z0-9_]*)\s*=\s*"([^"]+)"/g)].map((match) => [match[1], match[2]]),
  );
  const named = [...source.matchAll(/\.collection\(\s*([^)]+?)\s*\)/g)].map((match) => {
    const argument = match[1]!;
    const keyed = /^COLLECTIONS\.(\w+)$/.exec(argument)?.[1];
    if (keyed) return (COLLECTIONS as Record<string, string>)[keyed];
    const literal = /^"([^"]+)"$/.exec(argument)?.[1];
    return literal ?? constants.get(argument);
  });
  const found = named.filter((name): name is string => Boolean(name));
  return found.length > 0 ? [...new Set(found)] : [`?${file}`];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // testing/ is not deployed; domain/ is pure and writes nothing (it builds records the features write).
    if (entry.isDirectory()) return entry.name === "testing" || entry.name === "domain" ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Files that name `expires_at` only as a Stripe request parameter (a Stripe quote's validity, sent to Stripe and stored
 * by no Firestore write): they write no document at all.
 */
const STRIPE_REQUEST_FILES = new Set(["payments/stripeQuote.ts"]);

/** Every collection the deployed functions write a TTL field to (src/testing is not deployed). */
function ttlCollectionsWritten(): string[] {
  const root = resolve(__dirname, "..");
  const files = sourceFiles(root).filter((path) => !STRIPE_REQUEST_FILES.has(relative(root, path)));
  const collections = files.flatMap((path) => ttlCollectionsOf(relative(root, path), readFileSync(path, "utf8")));
  return [...new Set(collections)].sort();
}

describe("firestore.indexes.json TTL policies (issue 23, finding 4)", () => {
  const ttl = indexesFile.fieldOverrides.filter((override) => override.ttl === true);

  it("declares a TTL policy on expires_at for every collection the functions write it to", () => {
    const written = ttlCollectionsWritten();
    expect(written).toEqual(expect.arrayContaining(["mail_caps", "rate_limits"]));
    const declaredTtl = ttl.filter((override) => override.fieldPath === TTL_FIELD).map((o) => o.collectionGroup);
    expect(written.filter((collection) => !declaredTtl.includes(collection))).toEqual([]);
  });

  it("declares no TTL policy that nothing writes, each as Firebase's field override for a TTL field", () => {
    const written = ttlCollectionsWritten();
    for (const override of ttl) {
      expect(override).toEqual({ collectionGroup: expect.any(String), fieldPath: TTL_FIELD, ttl: true, indexes: [] });
      expect(written).toContain(override.collectionGroup);
    }
  });

  it("finds the collections a file writes expires_at to, and reports a file it cannot read", () => {
    const counter = `const LIMITS = "budgets";\ntransaction.set(db.collection(LIMITS).doc(k), { expires_at: t });`;
    expect(ttlCollectionsOf("a.ts", counter)).toEqual(["budgets"]);
    expect(ttlCollectionsOf("b.ts", `db.collection(COLLECTIONS.rateLimits); ({ expires_at: t })`)).toEqual([
      "rate_limits",
    ]);
    expect(ttlCollectionsOf("c.ts", `ref.set({ expires_at: t })`)).toEqual(["?c.ts"]);
    expect(ttlCollectionsOf("d.ts", `/** expires_at is for a TTL policy */`)).toEqual([]);
  });
});
