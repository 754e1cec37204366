import { Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import { setSubmissionStatusHandler } from "./setSubmissionStatus";

const standin = useStandinFirestore();
beforeEach(async () => {
  await standin.db
    .doc("contact_submissions/m1")
    .set({ name: "Ada", created_at: Timestamp.now(), status: "new", notes_count: 0 });
  await standin.db.doc("ai_coach_applications/a1").set({ first_name: "Jo", created_at: Timestamp.now() });
});

const set = (data: unknown) => setSubmissionStatusHandler(adminRequest(data), adminDeps(standin.db));
const activity = async (path: string) =>
  (await standin.db.collection(`${path}/activity`).get()).docs.map((doc) => doc.data());

describe("setSubmissionStatus", () => {
  it("writes the status, updated_at and a history entry with who, and answers the detail", async () => {
    const detail = await set({ kind: "contact", id: "m1", status: "replied" });
    const stored = (await standin.db.doc("contact_submissions/m1").get()).data()!;
    expect(stored.status).toBe("replied");
    expect(stored.updated_at).toBeInstanceOf(Timestamp);
    expect(await activity("contact_submissions/m1")).toEqual([
      {
        type: "status",
        from: "new",
        to: "replied",
        by_email: "staff@example.com",
        by_uid: "admin-uid",
        at: expect.any(Timestamp),
      },
    ]);
    expect(detail.row).toMatchObject({ id: "m1", status: "replied" });
    expect(detail.activity).toEqual([
      expect.objectContaining({ type: "status", to: "replied", at: expect.any(String) }),
    ]);
  });

  it("moves an application through its statuses with its history newest first; a record without status was New", async () => {
    await set({ kind: "applications", id: "a1", status: "screening" });
    const detail = await set({ kind: "applications", id: "a1", status: "interview" });
    expect(detail.activity.map((entry) => [entry.from, entry.to])).toEqual([
      ["screening", "interview"],
      ["new", "screening"],
    ]);
  });

  it("treats the status it already has as no change: no history, no updated_at", async () => {
    await set({ kind: "contact", id: "m1", status: "new" });
    expect(await activity("contact_submissions/m1")).toEqual([]);
    expect((await standin.db.doc("contact_submissions/m1").get()).data()!.updated_at).toBeUndefined();
  });

  it.each([
    [{ kind: "contact", id: "m1", status: "screening" }, "Unknown status for contact messages"],
    [{ kind: "applications", id: "a1", status: "spam" }, "Unknown status for coach applications"],
    [{ kind: "contact", id: "m1", status: "archived" }, "Some fields are not valid."],
    [{ kind: "payments", id: "p1", status: "new" }, "Some fields are not valid."],
  ])("refuses %o and changes nothing", async (data, message) => {
    await expect(set(data)).rejects.toMatchObject({ code: "invalid-argument", message });
    expect((await standin.db.doc("contact_submissions/m1").get()).data()!.status).toBe("new");
    expect(await activity("contact_submissions/m1")).toEqual([]);
  });

  it("answers not-found for a submission that does not exist", async () => {
    await expect(set({ kind: "contact", id: "gone", status: "closed" })).rejects.toMatchObject({ code: "not-found" });
    expect((await standin.db.doc("contact_submissions/gone").get()).exists).toBe(false);
  });

  it("refuses a caller without a verified e-mail and changes nothing", async () => {
    const call = setSubmissionStatusHandler(
      adminRequest({ kind: "contact", id: "m1", status: "closed" }, { email_verified: false }),
      adminDeps(standin.db),
    );
    await expect(call).rejects.toMatchObject({ code: "permission-denied" });
    expect((await standin.db.doc("contact_submissions/m1").get()).data()!.status).toBe("new");
  });
});
