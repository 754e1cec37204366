import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminDeps, adminRequest, startStandinFirestore } from "../testing/standinFirestore";
import { PAYMENTS_NOT_DELETABLE_MESSAGE, deleteSubmissionHandler } from "./deleteSubmission";

let standin: Awaited<ReturnType<typeof startStandinFirestore>>;
let db: Firestore;
beforeAll(async () => {
  standin = await startStandinFirestore();
  db = standin.db;
});
afterAll(async () => standin.stop());
beforeEach(async () => {
  await standin.clear();
  await db
    .doc("contact_submissions/m1")
    .set({ name: "Ada Lovelace", email: "ada@example.com", created_at: Timestamp.now() });
  await db.doc("contact_submissions/m2").set({ name: "Other", created_at: Timestamp.now() });
  for (let n = 0; n < 3; n += 1)
    await db.collection("contact_submissions/m1/activity").add({ type: "note", text: `n${n}` });
  await db.collection("contact_submissions/m2/activity").add({ type: "note", text: "kept" });
  await db.doc("payments/p1").set({ amount_total: 100, created_at: Timestamp.now() });
});

describe("deleteSubmission", () => {
  it("deletes the submission and its history, writes an audit entry and a log line without personal data", async () => {
    const deps = adminDeps(db);
    await expect(deleteSubmissionHandler(adminRequest({ kind: "contact", id: "m1" }), deps)).resolves.toEqual({
      ok: true,
    });
    expect((await db.doc("contact_submissions/m1").get()).exists).toBe(false);
    expect((await db.collection("contact_submissions/m1/activity").get()).size).toBe(0);
    expect((await db.collection("contact_submissions/m2/activity").get()).size).toBe(1);
    const audit = (await db.collection("audit_log").get()).docs.map((doc) => doc.data());
    expect(audit).toEqual([
      { action: "delete", kind: "contact", submission_id: "m1", by_uid: "admin-uid", at: expect.any(Timestamp) },
    ]);
    expect(deps.lines).toEqual([
      ["deleteSubmission", expect.objectContaining({ action: "delete", kind: "contact", submission_id: "m1" })],
    ]);
    expect(JSON.stringify([audit, deps.lines])).not.toMatch(/ada|lovelace/i);
  });

  it("refuses to delete a payment and keeps it", async () => {
    await expect(
      deleteSubmissionHandler(adminRequest({ kind: "payments", id: "p1" }), adminDeps(db)),
    ).rejects.toMatchObject({
      code: "failed-precondition",
      message: PAYMENTS_NOT_DELETABLE_MESSAGE,
    });
    expect((await db.doc("payments/p1").get()).exists).toBe(true);
  });

  it("answers not-found for a submission already gone, and audits nothing", async () => {
    await expect(
      deleteSubmissionHandler(adminRequest({ kind: "applications", id: "gone" }), adminDeps(db)),
    ).rejects.toMatchObject({
      code: "not-found",
    });
    expect((await db.collection("audit_log").get()).size).toBe(0);
  });

  it("refuses a non-admin and deletes nothing", async () => {
    await expect(
      deleteSubmissionHandler(adminRequest({ kind: "contact", id: "m1" }, { admin: false }), adminDeps(db)),
    ).rejects.toMatchObject({ code: "permission-denied" });
    expect((await db.doc("contact_submissions/m1").get()).exists).toBe(true);
  });
});
