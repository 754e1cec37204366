import { describe, expect, it } from "vitest";
import { TERMS_PER_RECORD_MAX, TERM_MAX, foldText, searchTermOf, searchTerms } from "./search";

describe("searchTerms", () => {
  const contact = {
    name: "José Núñez-O'Brien",
    email: "mdelgado@rexburgchamber.example",
    subject: "AI Week events",
    message: "Could we set up a call? We'd like a DEMO.",
    status: "new",
  };

  it("indexes every prefix of the identifying fields and of their words, folded", () => {
    const terms = searchTerms(contact);
    for (const term of [
      "j",
      "jose",
      "jose nunez",
      "nunez",
      "o brien",
      "brien",
      "ai week",
      "week",
      "mdelgado@rex",
      "rexburg",
    ]) {
      expect(terms).toContain(term);
    }
  });

  it("indexes whole words of the long fields, not their prefixes, and never the status", () => {
    const terms = searchTerms(contact);
    expect(terms).toEqual(expect.arrayContaining(["demo", "call", "could"]));
    expect(terms).not.toContain("dem");
    expect(terms).not.toContain("new");
  });

  it("indexes an applicant's full name", () => {
    expect(searchTerms({ first_name: "Hannah", last_name: "Olsen", motivation: "Teaching" })).toEqual(
      expect.arrayContaining(["hannah o", "hannah olsen", "olsen", "teaching"]),
    );
  });

  it("is what a search text is looked up by", () => {
    const terms = searchTerms(contact);
    for (const search of ["  JOSÉ  ", "Núñez", "O'Brien", "ai week", "MDelgado@Rexburg", "demo"]) {
      expect(terms).toContain(searchTermOf(search));
    }
    expect(searchTermOf("!!!")).toBe("");
  });

  it("bounds the number and the length of terms", () => {
    const long = { name: "x".repeat(200), message: Array.from({ length: 5000 }, (_, i) => `word${i}`).join(" ") };
    const terms = searchTerms(long);
    expect(terms.length).toBe(TERMS_PER_RECORD_MAX);
    expect(Math.max(...terms.map((term) => term.length))).toBe(TERM_MAX);
    expect(terms).toContain("x".repeat(TERM_MAX));
  });

  it("folds accents, case and punctuation", () => {
    expect(foldText("  Ünïcödé—Text, OK? ")).toBe("unicode text ok");
  });
});
