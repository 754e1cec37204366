import { describe, expect, it } from "vitest";
import { coachApplication, contactMessage } from "../testing/fixtures";
import { missingLeadFields, newLeadRecord, noteEntry, statusChangeEntry } from "./leads";
import { searchTerms } from "./search";
import { UNKNOWN_SOURCE } from "./channel";

const admin = { uid: "admin-1", email: "admin@example.com" };

describe("the stored-record builders", () => {
  it("build a new contact message under its stored names, New, without notes, with its search index", () => {
    const record = newLeadRecord("contact", contactMessage(), UNKNOWN_SOURCE);
    const { search_terms: terms, source, ...rest } = record;
    expect(rest).toEqual({ ...contactMessage(), status: "new", notes_count: 0 });
    expect(source).toEqual(UNKNOWN_SOURCE);
    expect(terms).toEqual(searchTerms(rest));
    expect(terms).toContain("ada lovelace");
  });

  it("build a new coach application under its snake_case names", () => {
    const record = newLeadRecord(
      "applications",
      { ...coachApplication(), heardAboutUs: "", additionalInfo: "" },
      UNKNOWN_SOURCE,
    );
    expect(record).toMatchObject({ first_name: "Ada", last_name: "Lovelace", current_occupation: expect.any(String) });
    expect(record).not.toHaveProperty("firstName");
    expect(record).not.toHaveProperty("created_at");
  });

  it("build the history entries of a status change and a note", () => {
    expect(statusChangeEntry("new", "replied", admin, "t")).toEqual({
      type: "status",
      from: "new",
      to: "replied",
      by_email: "admin@example.com",
      by_uid: "admin-1",
      at: "t",
    });
    expect(noteEntry("Called back", admin, "t")).toEqual({
      type: "note",
      text: "Called back",
      by_email: "admin@example.com",
      by_uid: "admin-1",
      at: "t",
    });
  });

  it("give a record stored before statuses existed only what it lacks", () => {
    const old = { name: "Ada Lovelace", email: "ada@example.com", subject: "Hi", message: "Hello" };
    expect(missingLeadFields(old)).toEqual({ status: "new", notes_count: 0, search_terms: searchTerms(old) });
    expect(missingLeadFields({ ...old, status: "replied", notes_count: 2, search_terms: [] })).toEqual({});
  });
});
