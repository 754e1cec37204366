import type { DecodedIdToken } from "firebase-admin/auth";
import { Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { firestorePayments } from "../payments/payments";
import type { StripeApi } from "../payments/stripe";
import { patentFirstInstallment } from "../testing/fixtures";
import { adminDeps, adminRequest, staffAs, useStandinFirestore } from "../testing/standinFirestore";
import { addSubmissionNoteHandler } from "./addSubmissionNote";
import { chargeInstallmentHandler } from "../payments/chargeInstallment";
import { deleteSubmissionHandler } from "./deleteSubmission";
import { exportSubmissionsHandler } from "./exportSubmissions";
import { getSubmissionHandler } from "./getSubmission";
import { listSubmissionsHandler } from "./listSubmissions";
import { reconcileInstallmentHandler } from "../payments/reconcileInstallment";
import { setSubmissionStatusHandler } from "./setSubmissionStatus";

/**
 * Issue 23, finding 5: crafted cursors and ids must be refused by the domain schemas with `invalid-argument`, never
 * reach Firestore's client and come back as INTERNAL (any error that is not an HttpsError is INTERNAL to the caller).
 * Every admin callable that takes an id or a cursor, against the Firestore stand-in (the real client).
 */

const GOOD_TIME = "2026-03-01T02:00:00.000000000Z";

/** Cursor times that are not an ISO-8601 instant Firestore can hold. */
const HOSTILE_TIMES: [string, string][] = [
  ["an offset without minutes", "2026-03-01T02:00:00+05"],
  ["an offset without a colon", "2026-03-01T02:00:00+0500"],
  ["year 0", "0000-03-01T02:00:00Z"],
  ["a year before 1970", "1969-12-31T23:59:59Z"],
  ["a year after 9999 once the offset applies", "9999-12-31T23:30:00-01:00"],
  ["30 February", "2026-02-30T02:00:00Z"],
  ["29 February of a common year", "2025-02-29T02:00:00Z"],
  ["hour 24", "2026-03-01T24:00:00Z"],
  ["a leap second", "2026-03-01T23:59:60Z"],
  ["no zone", "2026-03-01T02:00:00"],
  ["a date only", "2026-03-01"],
  ["ten fraction digits", "2026-03-01T02:00:00.0000000001Z"],
  ["an offset past 23 hours", "2026-03-01T02:00:00+24:00"],
];

/** Document ids Firestore's client or server refuses (or that name another document). */
const HOSTILE_IDS: [string, string][] = [
  ["a slash", "a/b"],
  ["a leading slash", "/x"],
  ["a trailing slash", "x/"],
  ["a dot", "."],
  ["two dots", ".."],
  ["a reserved __name__", "__name__"],
  ["a reserved __x__", "__x__"],
  ["over 1,500 bytes", "é".repeat(751)],
  ["a lone surrogate", "a\uD800b"],
];

const standin = useStandinFirestore();
beforeEach(async () => {
  await standin.db.doc("contact_submissions/m1").set({ name: "Ada", created_at: Timestamp.now() });
  await standin.db.doc("payments/p1").set({ ...patentFirstInstallment(), created_at: Timestamp.now() });
});

const verifyToken = async () =>
  ({ uid: "admin-uid", admin: true, email_verified: true, email: "staff@example.com" }) as unknown as DecodedIdToken;

/** The admin callables that take an id or a cursor, each called with `data` as the dashboard would call it. */
const CALLABLES: Record<string, (data: Record<string, unknown>) => Promise<unknown>> = {
  listSubmissions: (data) => listSubmissionsHandler(adminRequest(data), adminDeps(standin.db)),
  exportSubmissions: (data) => exportSubmissionsHandler(adminRequest(data), adminDeps(standin.db)),
  getSubmission: (data) => getSubmissionHandler(adminRequest(data), adminDeps(standin.db)),
  setSubmissionStatus: (data) => setSubmissionStatusHandler(adminRequest(data), adminDeps(standin.db)),
  addSubmissionNote: (data) => addSubmissionNoteHandler(adminRequest(data), adminDeps(standin.db)),
  deleteSubmission: (data) => deleteSubmissionHandler(adminRequest(data), adminDeps(standin.db)),
  chargeInstallment: (data) => chargeInstallmentHandler(adminRequest(data), paymentDeps()),
  reconcileInstallment: (data) => reconcileInstallmentHandler(adminRequest(data), paymentDeps()),
};

function paymentDeps() {
  const never = vi.fn(() => {
    throw new Error("Stripe must not be called for a refused request");
  });
  const stripe = { paymentIntents: { create: never, retrieve: never, confirm: never } } as unknown as StripeApi;
  return {
    stripe: async () => stripe,
    payments: firestorePayments(standin.db),
    verifyToken,
    staff: staffAs("owner"),
    audit: async () => {},
  };
}

/** Each callable's request with `id` where an id goes. */
const WITH_ID: [string, (id: string) => Record<string, unknown>][] = [
  ["getSubmission", (id) => ({ kind: "contact", id })],
  ["setSubmissionStatus", (id) => ({ kind: "contact", id, status: "replied" })],
  ["addSubmissionNote", (id) => ({ kind: "contact", id, text: "Called back." })],
  ["deleteSubmission", (id) => ({ kind: "contact", id })],
  ["chargeInstallment", (id) => ({ paymentId: id })],
  ["reconcileInstallment", (id) => ({ paymentId: id })],
  ["listSubmissions", (id) => ({ kind: "contact", cursor: { createdAt: GOOD_TIME, id } })],
  ["listSubmissions", (id) => ({ kind: "payments", search: "ada", cursor: { createdAt: GOOD_TIME, id } })],
  ["exportSubmissions", (id) => ({ kind: "applications", cursor: { createdAt: GOOD_TIME, id } })],
];

/** Each callable's request with `createdAt` as the cursor's time. */
const WITH_TIME: [string, (createdAt: string) => Record<string, unknown>][] = [
  ["listSubmissions", (createdAt) => ({ kind: "contact", cursor: { createdAt, id: "m1" } })],
  ["listSubmissions", (createdAt) => ({ kind: "payments", search: "ada", cursor: { createdAt, id: "p1" } })],
  ["exportSubmissions", (createdAt) => ({ kind: "contact", status: "new", cursor: { createdAt, id: "m1" } })],
];

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => "answered",
    (error: unknown) => error,
  );
}

describe("hostile ids and cursors", () => {
  const idCases = WITH_ID.flatMap(([callable, data]) =>
    HOSTILE_IDS.map(([what, id]) => [callable, what, data(id)] as const),
  );
  it.each(idCases)("%s refuses an id with %s as invalid-argument", async (callable, _what, data) => {
    const error = await refusal(CALLABLES[callable]!(data));
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({ code: "invalid-argument" });
  });

  const timeCases = WITH_TIME.flatMap(([callable, data]) =>
    HOSTILE_TIMES.map(([what, time]) => [callable, what, data(time)] as const),
  );
  it.each(timeCases)("%s refuses a cursor time with %s as invalid-argument", async (callable, _what, data) => {
    const error = await refusal(CALLABLES[callable]!(data));
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({ code: "invalid-argument" });
  });

  it.each([
    ["Z", "2026-03-01T02:00:00Z"],
    ["nanoseconds", "2026-03-01T02:00:00.123456789Z"],
    ["an offset", "2026-03-01T07:00:00+05:00"],
    ["a negative offset", "2026-02-28T21:00:00-05:00"],
    ["29 February of a leap year", "2028-02-29T02:00:00Z"],
    ["the first instant of 1970", "1970-01-01T00:00:00Z"],
    ["the last second of 9999", "9999-12-31T23:59:59.999999999Z"],
  ])("accepts a cursor time with %s", async (_what, createdAt) => {
    await expect(
      CALLABLES.listSubmissions!({ kind: "contact", cursor: { createdAt, id: "m1" } }),
    ).resolves.toMatchObject({ pageSize: 50 });
  });

  it.each([
    ["an auto id", "Xk3P9qLmA2bC7dE1fG4h"],
    ["a Checkout Session id", "cs_test_a1B2c3"],
    ["dots inside", "a.b..c"],
    ["underscores that are not reserved", "__x_"],
    ["unicode", "café-ü"],
  ])("accepts an id with %s", async (_what, id) => {
    await expect(CALLABLES.getSubmission!({ kind: "contact", id })).rejects.toMatchObject({ code: "not-found" });
    await expect(
      CALLABLES.listSubmissions!({ kind: "contact", cursor: { createdAt: GOOD_TIME, id } }),
    ).resolves.toMatchObject({ pageSize: 50 });
  });
});
