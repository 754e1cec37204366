import { Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import { PAYMENTS_NOT_DELETABLE_MESSAGE, deleteSubmissionHandler } from "./deleteSubmission";

const standin = useStandinFirestore();
beforeEach(async () => {
  await standin.db
    .doc("contact_submissions/m1")
    .set({ name: "Ada Lovelace", email: "ada@example.com", created_at: Timestamp.now() });
  await standin.db.doc("contact_submissions/m2").set({ name: "Other", created_at: Timestamp.now() });
  for (let n = 0; n < 3; n += 1)
    await standin.db.collection("contact_submissions/m1/activity").add({ type: "note", text: `n${n}` });
  await standin.db.collection("contact_submissions/m2/activity").add({ type: "note", text: "kept" });
  await standin.db.doc("payments/p1").set({ amount_total: 100, created_at: Timestamp.now() });
});

describe("deleteSubmission", () => {
  it("deletes the submission and its history, writes an audit entry and a log line without personal data", async () => {
    const deps = adminDeps(standin.db);
    await expect(deleteSubmissionHandler(adminRequest({ kind: "contact", id: "m1" }), deps)).resolves.toEqual({
      ok: true,
    });
    expect((await standin.db.doc("contact_submissions/m1").get()).exists).toBe(false);
    expect((await standin.db.collection("contact_submissions/m1/activity").get()).size).toBe(0);
    expect((await standin.db.collection("contact_submissions/m2/activity").get()).size).toBe(1);
    const audit = (await standin.db.collection("audit_log").get()).docs.map((doc) => doc.data());
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
      deleteSubmissionHandler(adminRequest({ kind: "payments", id: "p1" }), adminDeps(standin.db)),
    ).rejects.toMatchObject({
      code: "failed-precondition",
      message: PAYMENTS_NOT_DELETABLE_MESSAGE,
    });
    expect((await standin.db.doc("payments/p1").get()).exists).toBe(true);
  });

  it("answers not-found for a submission already gone, and audits nothing", async () => {
    await expect(
      deleteSubmissionHandler(adminRequest({ kind: "applications", id: "gone" }), adminDeps(standin.db)),
    ).rejects.toMatchObject({
      code: "not-found",
    });
    expect((await standin.db.collection("audit_log").get()).size).toBe(0);
  });

  it("refuses a non-admin and deletes nothing", async () => {
    await expect(
      deleteSubmissionHandler(adminRequest({ kind: "contact", id: "m1" }, { admin: false }), adminDeps(standin.db)),
    ).rejects.toMatchObject({ code: "permission-denied" });
    expect((await standin.db.doc("contact_submissions/m1").get()).exists).toBe(true);
  });
});
