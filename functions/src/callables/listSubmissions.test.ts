import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/https";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactSubmissionRow, PaymentRow } from "../domain/admin";
import { listSubmissionsHandler, type SubmissionSource } from "./listSubmissions";

type Stored = Record<string, unknown> & { id: string };

/** An in-memory Firestore with just the query the listing makes; it honours `orderBy`. */
function fakeStore(collections: Record<string, Stored[]>): SubmissionSource & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    collection: (path) => ({
      orderBy: (field, direction) => ({
        get: async () => {
          reads.push(`${path} by ${field} ${direction}`);
          const docs = [...(collections[path] ?? [])].sort((a, b) => {
            const order = (a[field] as Timestamp).toMillis() - (b[field] as Timestamp).toMillis();
            return direction === "desc" ? -order : order;
          });
          return { docs: docs.map(({ id, ...data }) => ({ id, data: () => data })) };
        },
      }),
    }),
  };
}

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

function contact(day: number, overrides: Partial<Record<string, unknown>> = {}): Stored {
  return {
    id: `c${day}`,
    name: `Visitor ${day}`,
    email: `visitor${day}@example.com`,
    subject: "Question",
    message: "Hello",
    created_at: at(`2025-03-${String(day).padStart(2, "0")}T12:00:00Z`),
    ...overrides,
  };
}

const admin = { uid: "admin-1", token: { admin: true } } as never;
const member = { uid: "member-1", token: {} } as never;

describe("listSubmissions", () => {
  beforeEach(() => {
    vi.spyOn(logger, "info").mockImplementation(() => {});
  });

  it.each([
    ["an anonymous caller", undefined, "unauthenticated"],
    ["a signed-in caller without the admin claim", member, "permission-denied"],
    [
      "a caller whose admin claim is not exactly true",
      { uid: "x", token: { admin: "true" } } as never,
      "permission-denied",
    ],
  ])("refuses %s", async (_who, auth, code) => {
    const store = fakeStore({ contact_submissions: [contact(1)] });
    const call = listSubmissionsHandler({ auth, data: { kind: "contact" } }, store);
    await expect(call).rejects.toBeInstanceOf(HttpsError);
    await expect(call).rejects.toMatchObject({ code });
    expect(store.reads).toEqual([]);
  });

  it("answers an admin with every row newest first, created_at as an ISO string, and the total", async () => {
    const store = fakeStore({ contact_submissions: [contact(2), contact(9), contact(5)] });
    const answer = await listSubmissionsHandler({ auth: admin, data: { kind: "contact" } }, store);
    expect(store.reads).toEqual(["contact_submissions by created_at desc"]);
    expect(answer).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    const rows = answer.rows as ContactSubmissionRow[];
    expect(rows.map((row) => row.id)).toEqual(["c9", "c5", "c2"]);
    expect(rows[0]).toEqual({
      id: "c9",
      name: "Visitor 9",
      email: "visitor9@example.com",
      subject: "Question",
      message: "Hello",
      created_at: "2025-03-09T12:00:00.000Z",
    });
  });

  it.each([
    ["applications", "ai_coach_applications"],
    ["payments", "payments"],
  ])("reads kind %s from the %s collection", async (kind, collection) => {
    const store = fakeStore({});
    const answer = await listSubmissionsHandler({ auth: admin, data: { kind } }, store);
    expect(store.reads).toEqual([`${collection} by created_at desc`]);
    expect(answer).toEqual({ total: 0, page: 1, pageSize: 50, rows: [] });
  });

  it("pages 50 rows at a time by default and counts the whole set", async () => {
    const many = Array.from({ length: 28 }, (_, index) => contact(index + 1));
    const twice = [
      ...many,
      ...many.map((row) => ({ ...row, id: `${row.id}b`, created_at: at("2024-01-01T00:00:00Z") })),
    ];
    const store = fakeStore({ contact_submissions: twice });
    const first = await listSubmissionsHandler({ auth: admin, data: { kind: "contact" } }, store);
    const second = await listSubmissionsHandler({ auth: admin, data: { kind: "contact", page: 2 } }, store);
    const beyond = await listSubmissionsHandler({ auth: admin, data: { kind: "contact", page: 3 } }, store);
    expect([first.rows.length, second.rows.length, beyond.rows.length]).toEqual([50, 6, 0]);
    expect([first.total, second.total, beyond.total]).toEqual([56, 56, 56]);
    expect(first.rows[0]?.id).toBe("c28");
    expect(second.page).toBe(2);
  });

  it("honours a smaller page size", async () => {
    const store = fakeStore({ contact_submissions: [1, 2, 3, 4, 5].map((day) => contact(day)) });
    const answer = await listSubmissionsHandler(
      { auth: admin, data: { kind: "contact", page: 2, pageSize: 2 } },
      store,
    );
    expect(answer.rows.map((row) => row.id)).toEqual(["c3", "c2"]);
    expect(answer).toMatchObject({ total: 5, page: 2, pageSize: 2 });
  });

  it.each([
    ["an unknown kind", { kind: "users" }],
    ["a page below 1", { kind: "contact", page: 0 }],
    ["a fractional page", { kind: "contact", page: 1.5 }],
    ["a page size above 50", { kind: "contact", pageSize: 51 }],
    ["a search longer than 100 characters", { kind: "contact", search: "x".repeat(101) }],
    ["a non-object payload", "contact"],
  ])("refuses %s with invalid-argument", async (_case, data) => {
    const call = listSubmissionsHandler({ auth: admin, data }, fakeStore({}));
    await expect(call).rejects.toMatchObject({ code: "invalid-argument" });
  });

  describe("search", () => {
    const contacts = [
      contact(1, { name: "Ada Lovelace", email: "ada@example.com" }),
      contact(2, { subject: "Partnership with Boise schools" }),
      contact(3, { message: "We would like a DEMO of the contest platform" }),
      contact(4),
    ];

    it.each([
      ["name", "lovelace", ["c1"]],
      ["e-mail", "ADA@EXAMPLE", ["c1"]],
      ["subject", "boise", ["c2"]],
      ["message", "demo", ["c3"]],
      ["nothing", "quantum", []],
    ])("finds contact messages by %s, case-insensitively, and counts only the matches", async (_field, search, ids) => {
      const store = fakeStore({ contact_submissions: contacts });
      const answer = await listSubmissionsHandler({ auth: admin, data: { kind: "contact", search } }, store);
      expect(answer.rows.map((row) => row.id)).toEqual(ids);
      expect(answer.total).toBe(ids.length);
    });

    it("ignores surrounding spaces", async () => {
      const store = fakeStore({ contact_submissions: contacts });
      const answer = await listSubmissionsHandler({ auth: admin, data: { kind: "contact", search: "  Ada  " } }, store);
      expect(answer.rows.map((row) => row.id)).toEqual(["c1"]);
    });

    it("finds coach applications by any text field", async () => {
      const application = (id: string, day: number, fields: Record<string, string>): Stored => ({
        id,
        first_name: "Jordan",
        last_name: "Reyes",
        email: `${id}@example.com`,
        city: "Boise",
        motivation: "I teach adults.",
        created_at: at(`2025-04-0${day}T08:00:00Z`),
        ...fields,
      });
      const store = fakeStore({
        ai_coach_applications: [
          application("a1", 1, { last_name: "Nakamura" }),
          application("a2", 2, { city: "Pocatello" }),
          application("a3", 3, { motivation: "Helping rural libraries adopt AI tools." }),
        ],
      });
      const search = async (text: string) =>
        (await listSubmissionsHandler({ auth: admin, data: { kind: "applications", search: text } }, store)).rows.map(
          (row) => row.id,
        );
      expect(await search("nakamura")).toEqual(["a1"]);
      expect(await search("pocatello")).toEqual(["a2"]);
      expect(await search("RURAL")).toEqual(["a3"]);
      expect(await search("jordan")).toEqual(["a3", "a2", "a1"]);
    });

    it("finds payments by customer e-mail or programme, not by other fields", async () => {
      const payment = (id: string, fields: Record<string, unknown>): Stored => ({
        id,
        program: "patent-with-ai",
        package_type: null,
        payment_type: "installment",
        installment: "1 of 2",
        amount_total: 257_500,
        currency: "usd",
        customer_email: "buyer@example.com",
        session_id: `cs_${id}`,
        event_id: `evt_${id}`,
        created_at: at("2025-05-01T10:00:00Z"),
        ...fields,
      });
      const store = fakeStore({
        payments: [
          payment("p1", { customer_email: "Founder@Startup.io" }),
          payment("p2", { program: "launch-with-ai" }),
        ],
      });
      const search = async (text: string) =>
        (await listSubmissionsHandler({ auth: admin, data: { kind: "payments", search: text } }, store))
          .rows as PaymentRow[];
      expect((await search("founder@startup")).map((row) => row.id)).toEqual(["p1"]);
      expect((await search("launch")).map((row) => row.id)).toEqual(["p2"]);
      expect(await search("evt_p1")).toEqual([]);
    });
  });
});
