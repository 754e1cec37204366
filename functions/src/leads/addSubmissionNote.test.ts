import { Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { NOTE_MAX } from "../domain/leads";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import { addSubmissionNoteHandler } from "./addSubmissionNote";

const standin = useStandinFirestore();
beforeEach(async () => {
  await standin.db.doc("contact_submissions/m1").set({ name: "Ada", created_at: Timestamp.now() });
});

const note = (data: unknown) => addSubmissionNoteHandler(adminRequest(data), adminDeps(standin.db));

describe("addSubmissionNote", () => {
  it("adds a note with who and when, counts it, and answers the detail with the note first", async () => {
    await note({ kind: "contact", id: "m1", text: "Called back, left a voicemail." });
    const detail = await note({ kind: "contact", id: "m1", text: "  Meeting booked for Tuesday.  " });
    const stored = (await standin.db.doc("contact_submissions/m1").get()).data()!;
    expect(stored.notes_count).toBe(2);
    expect(stored.updated_at).toBeInstanceOf(Timestamp);
    expect(detail.row).toMatchObject({ notes_count: 2 });
    expect(detail.activity.map((entry) => entry.text)).toEqual([
      "Meeting booked for Tuesday.",
      "Called back, left a voicemail.",
    ]);
    expect(detail.activity[0]).toMatchObject({ type: "note", by_email: "staff@example.com", by_uid: "admin-uid" });
  });

  it("keeps the note's text out of the log", async () => {
    const deps = adminDeps(standin.db);
    await addSubmissionNoteHandler(adminRequest({ kind: "contact", id: "m1", text: "Secret phone 208" }), deps);
    expect(JSON.stringify(deps.lines)).not.toContain("Secret");
  });

  it.each([
    ["an empty note", ""],
    ["a note of spaces", "   "],
    ["a note too long", "x".repeat(NOTE_MAX + 1)],
  ])("refuses %s and changes nothing", async (_case, text) => {
    await expect(note({ kind: "contact", id: "m1", text })).rejects.toMatchObject({ code: "invalid-argument" });
    expect((await standin.db.collection("contact_submissions/m1/activity").get()).size).toBe(0);
    expect((await standin.db.doc("contact_submissions/m1").get()).data()!.notes_count).toBeUndefined();
  });

  it("answers not-found for a submission that does not exist, and writes nothing", async () => {
    await expect(note({ kind: "applications", id: "gone", text: "Hello" })).rejects.toMatchObject({
      code: "not-found",
    });
    expect((await standin.db.collection("ai_coach_applications/gone/activity").get()).size).toBe(0);
  });
});
