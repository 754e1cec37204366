import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import { submissionCountsHandler } from "./submissionCounts";

const standin = useStandinFirestore();

const at = Timestamp.fromMillis(Date.UTC(2026, 2, 1));

describe("submissionCounts", () => {
  it("counts every row of each kind, the New ones of the two lead kinds and the leads with a New reply", async () => {
    for (const [id, status] of [
      ["a", "new"],
      ["b", "new"],
      ["c", "replied"],
      ["d", "spam"],
    ] as const) {
      await standin.db.doc(`contact_submissions/${id}`).set({ status, created_at: at, new_reply: id === "c" });
    }
    await standin.db.doc("ai_coach_applications/e").set({ status: "screening", created_at: at });
    await standin.db.doc("ai_coach_applications/f").set({ status: "new", created_at: at });
    await standin.db.doc("payments/p").set({ program: "patent-with-ai", created_at: at });
    await standin.db.doc("bookings/b1").set({ status: "scheduled", created_at: at, new_reply: true });
    await standin.db.doc("bookings/b2").set({ status: "cancelled", created_at: at });
    const deps = adminDeps(standin.db);
    expect(await submissionCountsHandler(adminRequest({}), deps)).toEqual({
      contact: { total: 4, new: 2, replies: 1 },
      applications: { total: 2, new: 1, replies: 0 },
      payments: { total: 1 },
      bookings: { total: 2, scheduled: 1, replies: 1 },
    });
    expect(deps.lines).toEqual([["submissionCounts", { uid: "admin-uid", aggregations: 10 }]]);
  });

  it("refuses anyone but a verified admin, before counting", async () => {
    const deps = adminDeps(standin.db);
    await expect(submissionCountsHandler({ auth: undefined, data: {} }, deps)).rejects.toMatchObject({
      code: "unauthenticated",
    });
    await expect(submissionCountsHandler(adminRequest({}, { admin: false }), deps)).rejects.toMatchObject({
      code: "permission-denied",
    });
    await expect(submissionCountsHandler(adminRequest({}, { email_verified: false }), deps)).rejects.toMatchObject({
      code: "permission-denied",
    });
    expect(deps.lines).toEqual([]);
  });
});
