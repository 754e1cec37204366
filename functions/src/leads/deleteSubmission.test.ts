import { Timestamp, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { NOT_FOUND_MESSAGE } from "./queries";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import { addSubmissionNoteHandler } from "./addSubmissionNote";
import { PAYMENTS_NOT_DELETABLE_MESSAGE, deleteSubmissionHandler } from "./deleteSubmission";
import { setSubmissionStatusHandler } from "./setSubmissionStatus";

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
      {
        action: "delete",
        by_uid: "admin-uid",
        by_email: "staff@example.com",
        target: "contact/m1",
        details: { kind: "contact", submission_id: "m1" },
        at: expect.any(Timestamp),
      },
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

/**
 * `db` whose batches run `beforeCommit` before each commit: a delete's steps with a write squeezed in between them,
 * deterministically (the stand-in does not isolate transactions, so racing would prove nothing).
 */
function withHookedBatches(db: Firestore, beforeCommit: (step: number) => Promise<void>): Firestore {
  let step = 0;
  return new Proxy(db, {
    get(target, property) {
      if (property === "batch") {
        return () => {
          const batch = target.batch();
          const commit = batch.commit.bind(batch);
          return Object.assign(batch, {
            commit: async () => {
              step += 1;
              await beforeCommit(step);
              return commit();
            },
          }) satisfies WriteBatch;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Issue 23, finding 4: erasure leaves nothing behind, whatever commits while it runs. */
describe("deleteSubmission, erasure that leaves nothing behind", () => {
  const note = (id = "m1") =>
    addSubmissionNoteHandler(adminRequest({ kind: "contact", id, text: "Called back." }), adminDeps(standin.db));
  const status = (id = "m1") =>
    setSubmissionStatusHandler(adminRequest({ kind: "contact", id, status: "replied" }), adminDeps(standin.db));
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => "written",
      (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
    );
  const history = async (id = "m1") => (await standin.db.collection(`contact_submissions/${id}/activity`).get()).size;

  it("refuses a note or a status change at every step of a delete; nothing survives under the deleted submission", async () => {
    const attempts: string[] = [];
    const db = withHookedBatches(standin.db, async () => {
      attempts.push(await outcome(note()), await outcome(status()));
    });
    await expect(deleteSubmissionHandler(adminRequest({ kind: "contact", id: "m1" }), adminDeps(db))).resolves.toEqual({
      ok: true,
    });
    expect(attempts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(attempts)).toEqual(new Set([`not-found: ${NOT_FOUND_MESSAGE}`]));
    expect((await standin.db.doc("contact_submissions/m1").get()).exists).toBe(false);
    expect(await history()).toBe(0);
  }, 30_000);

  it("refuses a note or a status change on a submission a failed delete left half-erased; a second delete finishes", async () => {
    const db = withHookedBatches(standin.db, async () => {
      throw new Error("connection lost");
    });
    await expect(deleteSubmissionHandler(adminRequest({ kind: "contact", id: "m1" }), adminDeps(db))).rejects.toThrow(
      "connection lost",
    );
    expect(await outcome(note())).toBe(`not-found: ${NOT_FOUND_MESSAGE}`);
    expect(await outcome(status())).toBe(`not-found: ${NOT_FOUND_MESSAGE}`);
    expect(await history()).toBe(3);

    await deleteSubmissionHandler(adminRequest({ kind: "contact", id: "m1" }), adminDeps(standin.db));
    expect((await standin.db.doc("contact_submissions/m1").get()).exists).toBe(false);
    expect(await history()).toBe(0);
    expect((await standin.db.collection("audit_log").get()).size).toBe(1);
  });

  it("a second delete removes history left under a deleted submission and records the audit entry", async () => {
    await standin.db.doc("contact_submissions/m1").delete();
    const deps = adminDeps(standin.db);
    await expect(deleteSubmissionHandler(adminRequest({ kind: "contact", id: "m1" }), deps)).resolves.toEqual({
      ok: true,
    });
    expect(await history()).toBe(0);
    expect(await history("m2")).toBe(1);
    expect((await standin.db.collection("audit_log").get()).docs.map((doc) => doc.data())).toEqual([
      {
        action: "delete",
        by_uid: "admin-uid",
        by_email: "staff@example.com",
        target: "contact/m1",
        details: { kind: "contact", submission_id: "m1" },
        at: expect.any(Timestamp),
      },
    ]);
    expect(deps.lines).toEqual([["deleteSubmission", expect.objectContaining({ removedEntries: 3 })]]);
    // Then nothing is left: a third delete answers not-found.
    await expect(
      deleteSubmissionHandler(adminRequest({ kind: "contact", id: "m1" }), adminDeps(standin.db)),
    ).rejects.toMatchObject({ code: "not-found" });
  });

  it("a note or status change whose submission was deleted before its transaction ran writes nothing", async () => {
    await standin.db.doc("contact_submissions/m2").delete();
    for (const write of [note("m2"), status("m2")]) {
      expect(await outcome(write)).toBe(`not-found: ${NOT_FOUND_MESSAGE}`);
    }
    expect(await history("m2")).toBe(1);
  });
});
