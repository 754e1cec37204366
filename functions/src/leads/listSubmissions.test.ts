import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { ContactSubmissionRow, Cursor, ListPageResponse } from "../domain/dashboard";
import { searchTerms } from "../domain/search";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import type { SubmissionDeps } from "./submission";
import { coachApplication, contactMessage } from "../testing/fixtures";
import { listSubmissionsHandler } from "./listSubmissions";
import { setSubmissionStatusHandler } from "./setSubmissionStatus";
import { handleSubmitCoachApplication } from "./submitCoachApplication";
import { handleSubmitContact } from "./submitContact";

const standin = useStandinFirestore();

const BASE = Date.UTC(2026, 2, 1, 12);

/** Stores contact message `c<n>` received `n` hours after BASE, with its search terms as the store path writes them. */
async function contact(
  n: number,
  fields: Record<string, unknown> = {},
  at = Timestamp.fromMillis(BASE + n * 3_600_000),
) {
  const record = {
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    subject: "Question",
    message: "Hello",
    status: "new",
    notes_count: 0,
    ...fields,
  };
  await standin.db
    .doc(`contact_submissions/c${String(n).padStart(2, "0")}`)
    .set({ ...record, search_terms: searchTerms(record), created_at: at });
}

const list = (data: Record<string, unknown>, deps = adminDeps(standin.db)) =>
  listSubmissionsHandler(adminRequest(data), deps) as Promise<ListPageResponse<"contact">>;

async function allPages(data: Record<string, unknown>): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: Cursor | null = null;
  let pages = 0;
  do {
    const page: ListPageResponse<"contact"> = await list({ ...data, cursor });
    ids.push(...page.rows.map((row) => row.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  return { ids, pages };
}

describe("listSubmissions", () => {
  it("refuses a caller the admin gate refuses, before reading anything", async () => {
    await contact(1);
    const deps = adminDeps(standin.db);
    await expect(listSubmissionsHandler({ auth: undefined, data: { kind: "contact" } }, deps)).rejects.toMatchObject({
      code: "unauthenticated",
    });
    await expect(
      listSubmissionsHandler(adminRequest({ kind: "contact" }, { email_verified: false }), deps),
    ).rejects.toMatchObject({ code: "permission-denied" });
    await expect(
      listSubmissionsHandler(adminRequest({ kind: "contact" }, { admin: false }), deps),
    ).rejects.toMatchObject({ code: "permission-denied" });
    expect(deps.lines).toEqual([]);
  });

  it("refuses an oversized request", async () => {
    await expect(list({ kind: "contact", search: "x".repeat(5000) })).rejects.toMatchObject({
      code: "invalid-argument",
      message: "The request is too large.",
    });
  });

  it.each([
    ["a first day in year 0", { receivedFrom: "0000-01-01" }],
    ["a last day of 9999-12-31 (its next day is past what Firestore holds)", { receivedTo: "9999-12-31" }],
  ])("refuses %s as invalid-argument, never INTERNAL", async (_case, filters) => {
    await expect(list({ kind: "contact", ...filters })).rejects.toMatchObject({ code: "invalid-argument" });
  });

  it("pages newest first with a cursor, every row once, and says when there is no next page", async () => {
    for (let n = 1; n <= 7; n += 1) await contact(n);
    const first = await list({ kind: "contact", pageSize: 3 });
    expect(first.rows.map((row) => row.id)).toEqual(["c07", "c06", "c05"]);
    expect(first).toMatchObject({ total: 7, pageSize: 3 });
    expect(first).not.toHaveProperty("newCount");
    expect(first.nextCursor).toEqual({ createdAt: "2026-03-01T17:00:00.000000000Z", id: "c05", position: 3 });
    const { ids, pages } = await allPages({ kind: "contact", pageSize: 3 });
    expect(ids).toEqual(["c07", "c06", "c05", "c04", "c03", "c02", "c01"]);
    expect(pages).toBe(3);
    const exact = await allPages({ kind: "contact", pageSize: 7 });
    expect(exact).toEqual({ ids: ["c07", "c06", "c05", "c04", "c03", "c02", "c01"], pages: 1 });
  });

  it("reads at most a page and makes one count() per page view, and logs what it read", async () => {
    for (let n = 1; n <= 12; n += 1) await contact(n);
    const deps = adminDeps(standin.db);
    const first = await list({ kind: "contact", pageSize: 5 }, deps);
    expect(deps.lines[0]).toEqual(["listSubmissions", expect.objectContaining({ reads: 5, aggregations: 1 })]);
    const second = await list({ kind: "contact", pageSize: 5, cursor: first.nextCursor }, deps);
    expect(second.rows.map((row) => row.id)).toEqual(["c07", "c06", "c05", "c04", "c03"]);
    // A page after a cursor reads the page and nothing more, as on a real Firestore.
    expect(deps.lines[1]).toEqual(["listSubmissions", expect.objectContaining({ reads: 5, aggregations: 1 })]);
  });

  it("says there is no next page when the rows shown reach the total, even on a full last page", async () => {
    for (let n = 1; n <= 6; n += 1) await contact(n);
    const first = await list({ kind: "contact", pageSize: 3 });
    expect(first.nextCursor).toMatchObject({ id: "c04", position: 3 });
    const last = await list({ kind: "contact", pageSize: 3, cursor: first.nextCursor });
    expect(last.rows.map((row) => row.id)).toEqual(["c03", "c02", "c01"]);
    expect(last.nextCursor).toBeNull();
  });

  it("does not skip a row stored in the same millisecond (Firestore keeps microseconds) as the last row of a page", async () => {
    await contact(1, {}, new Timestamp(1_772_366_400, 123_001_000));
    await contact(2, {}, new Timestamp(1_772_366_400, 123_009_000));
    await contact(3, {}, new Timestamp(1_772_366_400, 123_005_000));
    expect((await allPages({ kind: "contact", pageSize: 1 })).ids).toEqual(["c02", "c03", "c01"]);
  });

  it("reads records stored before statuses existed as New with no notes, and leaves the search index out", async () => {
    await standin.db
      .doc("contact_submissions/old")
      .set({ name: "Old", email: "o@example.com", subject: "s", message: "m", created_at: Timestamp.fromMillis(BASE) });
    await contact(1, { status: "replied", notes_count: 2 });
    const page = await list({ kind: "contact" });
    const rows = page.rows as (ContactSubmissionRow & Record<string, unknown>)[];
    expect(rows.map((row) => [row.id, row.status, row.notes_count])).toEqual([
      ["c01", "replied", 2],
      ["old", "new", 0],
    ]);
    expect(rows[0]).not.toHaveProperty("search_terms");
    expect(rows[1]!.created_at).toBe("2026-03-01T12:00:00.000Z");
  });

  it("filters by status, counts within it and keeps paging right", async () => {
    for (let n = 1; n <= 6; n += 1) await contact(n, { status: n % 2 ? "replied" : "new" });
    const page = await list({ kind: "contact", status: "replied", pageSize: 2 });
    expect(page.rows.map((row) => row.id)).toEqual(["c05", "c03"]);
    expect(page).toMatchObject({ total: 3 });
    expect((await allPages({ kind: "contact", status: "replied", pageSize: 2 })).ids).toEqual(["c05", "c03", "c01"]);
  });

  it("filters by the days received, inclusive, in UTC", async () => {
    await contact(0, {}, Timestamp.fromMillis(Date.UTC(2026, 2, 1, 23, 59)));
    await contact(1, {}, Timestamp.fromMillis(Date.UTC(2026, 2, 2, 0, 0)));
    await contact(2, {}, Timestamp.fromMillis(Date.UTC(2026, 2, 3, 23, 59, 59)));
    await contact(3, {}, Timestamp.fromMillis(Date.UTC(2026, 2, 4, 0, 0)));
    const page = await list({ kind: "contact", receivedFrom: "2026-03-02", receivedTo: "2026-03-03" });
    expect(page.rows.map((row) => row.id)).toEqual(["c02", "c01"]);
    expect(page.total).toBe(2);
    await expect(list({ kind: "contact", receivedFrom: "2026-03-04", receivedTo: "2026-03-03" })).rejects.toMatchObject(
      {
        code: "invalid-argument",
      },
    );
  });

  it("counts and pages a status within received days, and a search within a status", async () => {
    for (let n = 1; n <= 8; n += 1) {
      await contact(n, { status: n % 2 ? "replied" : "new", subject: n <= 4 ? "Boise schools" : "Question" });
    }
    const days = await list({
      kind: "contact",
      status: "replied",
      receivedFrom: "2026-03-01",
      receivedTo: "2026-03-01",
    });
    expect(days).toMatchObject({ total: 4 });
    const searched = await list({ kind: "contact", status: "new", search: "boise", pageSize: 1 });
    expect(searched.rows.map((row) => row.id)).toEqual(["c04"]);
    expect(searched.total).toBe(2);
    expect((await allPages({ kind: "contact", status: "new", search: "boise", pageSize: 1 })).ids).toEqual([
      "c04",
      "c02",
    ]);
  });

  it("reads every field the store path, the pipeline and the mail delivery write, but not the search index", async () => {
    const deps: SubmissionDeps = {
      store: async (collection, record) => (await standin.db.collection(collection).add(record)).id,
      rateLimiter: { consume: async () => true },
      log: { info: () => {}, warn: () => {}, error: () => {} },
    };
    await handleSubmitContact({ data: contactMessage(), ip: "198.51.100.4" }, deps);
    await handleSubmitCoachApplication({ data: coachApplication(), ip: "198.51.100.4" }, deps);
    for (const [kind, collection, status] of [
      ["contact", "contact_submissions", "spam"],
      ["applications", "ai_coach_applications", "screening"],
    ] as const) {
      const [doc] = (await standin.db.collection(collection).get()).docs;
      await setSubmissionStatusHandler(adminRequest({ kind, id: doc!.id, status }), adminDeps(standin.db));
      await doc!.ref.update({ "delivery.staff": { state: "sent", attempts: 1, updated_at: Timestamp.now() } });
      const stored = Object.keys((await doc!.ref.get()).data() ?? {});
      expect(stored).toEqual(expect.arrayContaining(["search_terms", "updated_at", "delivery", "created_at"]));
      const [row] = (await listSubmissionsHandler(adminRequest({ kind }), adminDeps(standin.db))).rows;
      const expected = [...stored.filter((field) => field !== "search_terms"), "id"];
      expect(Object.keys(row ?? {}).sort()).toEqual(expected.sort());
    }
  });

  it("asks the stand-in for a projection it honours, as Firestore does", async () => {
    await contact(1);
    const [doc] = (await standin.db.collection("contact_submissions").select("name", "status").get()).docs;
    expect(doc?.data()).toEqual({ name: "Visitor 1", status: "new" });
  });

  it("finds by a name, an address or a word of the message, case- and accent-insensitively", async () => {
    await contact(1, { name: "José Núñez-O'Brien", email: "jose@rexburg.example" });
    await contact(2, { subject: "Partnership with Boise schools" });
    await contact(3, { message: "We would like a DEMO of the contest platform" });
    const ids = async (search: string) => (await list({ kind: "contact", search })).rows.map((row) => row.id);
    expect(await ids("jose nun")).toEqual(["c01"]);
    expect(await ids("REXBURG")).toEqual(["c01"]);
    expect(await ids("partnership with")).toEqual(["c02"]);
    expect(await ids("boise")).toEqual(["c02"]);
    expect(await ids("demo")).toEqual(["c03"]);
    expect(await ids("quantum")).toEqual([]);
    expect((await list({ kind: "contact", search: "visitor" })).total).toBe(2);
  });

  it.each([
    [{ kind: "contact", status: "screening" }, "Unknown status for contact messages"],
    [{ kind: "applications", status: "replied" }, "Unknown status for coach applications"],
    [{ kind: "payments", status: "new" }, "Unknown status for payments"],
  ])("refuses a status of another kind: %o", async (data, message) => {
    await expect(list(data)).rejects.toMatchObject({ code: "invalid-argument", message });
  });

  it.each([
    ["an unknown kind", { kind: "users" }],
    ["an unknown status", { kind: "contact", status: "archived" }],
    ["a page size above 50", { kind: "contact", pageSize: 51 }],
    ["a cursor that is not one", { kind: "contact", cursor: { createdAt: "yesterday", id: "c1" } }],
    ["a date that is not YYYY-MM-DD", { kind: "contact", receivedFrom: "03/01/2026" }],
    ["a non-object payload", "contact"],
  ])("refuses %s with invalid-argument", async (_case, data) => {
    await expect(listSubmissionsHandler(adminRequest(data), adminDeps(standin.db))).rejects.toMatchObject({
      code: "invalid-argument",
    });
  });

  it("lists payments and searches them by customer e-mail or programme", async () => {
    const payment = (id: string, hours: number, fields: Record<string, unknown>) =>
      standin.db.doc(`payments/${id}`).set({
        program: "patent-with-ai",
        installment: "1 of 2",
        amount_total: 257_500,
        customer_email: "buyer@example.com",
        event_id: `evt_${id}`,
        created_at: Timestamp.fromMillis(BASE + hours * 3_600_000),
        ...fields,
      });
    await payment("p1", 1, { customer_email: "Founder@Startup.io" });
    await payment("p2", 2, { program: "launch-with-ai" });
    const all = await listSubmissionsHandler(adminRequest({ kind: "payments" }), adminDeps(standin.db));
    expect(all).toMatchObject({ total: 2 });
    expect(all.rows[0]).not.toHaveProperty("status");
    const found = async (search: string) =>
      (await listSubmissionsHandler(adminRequest({ kind: "payments", search }), adminDeps(standin.db))).rows.map(
        (row) => row.id,
      );
    expect(await found("founder@startup")).toEqual(["p1"]);
    await payment("p3", 3, {});
    await payment("p4", 4, {});
    const search = (cursor?: unknown) =>
      listSubmissionsHandler(
        adminRequest({ kind: "payments", search: "patent", pageSize: 1, cursor }),
        adminDeps(standin.db),
      );
    const first = await search();
    expect(first.rows.map((row) => row.id)).toEqual(["p4"]);
    const second = await search(first.nextCursor);
    expect(second.rows.map((row) => row.id)).toEqual(["p3"]);
    const third = await search(second.nextCursor);
    expect([third.rows.map((row) => row.id), third.nextCursor]).toEqual([["p1"], null]);
    // Every page of a search counts the same matches, so "Showing 2–2 of 3" reads right.
    expect([first.total, second.total, third.total]).toEqual([3, 3, 3]);
    expect(await found("launch")).toEqual(["p2"]);
    expect(await found("evt_p1")).toEqual([]);
  });
});

describe("bulk reads leave a trace", () => {
  it("every page of a listing is recorded: who, which tab, how many rows, from which position", async () => {
    for (let n = 1; n <= 5; n += 1) await contact(n);
    const first = await list({ kind: "contact", pageSize: 3 });
    await list({ kind: "contact", pageSize: 3, cursor: first.nextCursor });
    const entries = await standin.db.collection("audit_log").where("action", "==", "list").get();
    expect(
      entries.docs
        .map((doc) => ({ by: doc.get("by_uid"), target: doc.get("target"), ...doc.get("details") }))
        .sort((a, b) => a.position - b.position),
    ).toEqual([
      { by: "admin-uid", target: "contact", rows: 3, position: 0 },
      { by: "admin-uid", target: "contact", rows: 2, position: 3 },
    ]);
  });
});
