import { UNKNOWN_SOURCE } from "../domain/channel";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ACTIVITY_MAX } from "./detail";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import { getSubmissionHandler } from "./getSubmission";

const standin = useStandinFirestore();

describe("getSubmission", () => {
  it("answers the row (New when stored before statuses) and at most the newest entries of its history", async () => {
    await standin.db
      .doc("ai_coach_applications/a1")
      .set({ first_name: "Jo", created_at: Timestamp.fromMillis(0), search_terms: ["jo"] });
    const batch = standin.db.batch();
    for (let n = 0; n < ACTIVITY_MAX + 5; n += 1) {
      batch.set(standin.db.doc(`ai_coach_applications/a1/activity/e${n}`), {
        type: "note",
        text: `note ${n}`,
        by_email: "staff@example.com",
        by_uid: "u",
        at: Timestamp.fromMillis(1_000 * n),
      });
    }
    await batch.commit();
    const detail = await getSubmissionHandler(adminRequest({ kind: "applications", id: "a1" }), adminDeps(standin.db));
    expect(detail.row).toEqual({
      id: "a1",
      first_name: "Jo",
      created_at: "1970-01-01T00:00:00.000Z",
      status: "new",
      notes_count: 0,
      source: UNKNOWN_SOURCE,
    });
    expect(detail.activity).toHaveLength(ACTIVITY_MAX);
    expect(detail.activity[0]).toEqual({
      id: `e${ACTIVITY_MAX + 4}`,
      type: "note",
      text: `note ${ACTIVITY_MAX + 4}`,
      by_email: "staff@example.com",
      by_uid: "u",
      at: new Date(1_000 * (ACTIVITY_MAX + 4)).toISOString(),
    });
  });

  it.each([
    ["a payment", { kind: "payments", id: "p1" }, "invalid-argument"],
    // Issue 23, finding 5: an id that is not a document id is refused by the schema, before Firestore.
    ["an id with a path in it", { kind: "contact", id: "x/activity/y" }, "invalid-argument"],
    ["an unknown id", { kind: "contact", id: "nope" }, "not-found"],
  ])("refuses %s", async (_case, data, code) => {
    await expect(getSubmissionHandler(adminRequest(data), adminDeps(standin.db))).rejects.toMatchObject({ code });
  });
});
