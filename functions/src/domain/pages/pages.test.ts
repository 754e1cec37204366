import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CARD_FEE } from "../catalog";
import { SITE_PATHS } from "../paths";
import { DEFAULT_PAGES } from "./defaults";
import { autoLinked } from "./data/legal";
import { PAGE_FACTS, unknownFacts, withFacts } from "./facts";
import { linkProblem } from "./fields";
import { EDITABLE_PAGES } from "./registry";
import { SECTION_FIELDS, SECTION_KINDS, pageDataSchema, sectionSchema } from "./sections";

const hero = { kind: "hero", title: "A page", lead: "What it is about." } as const;
const page = (...sections: unknown[]) => ({ sections: [hero, ...sections] });
const valid = (data: unknown) => v.safeParse(pageDataSchema, data).success;

describe("the page registry", () => {
  it("has default data for every content page, and every default is a valid page", () => {
    expect(Object.keys(DEFAULT_PAGES).sort()).toEqual(EDITABLE_PAGES.map((entry) => entry.path).sort());
    for (const [path, data] of Object.entries(DEFAULT_PAGES)) {
      const result = v.safeParse(pageDataSchema, data);
      expect(
        result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`),
        path,
      ).toEqual([]);
    }
  });

  it("lists pages of the site, each once", () => {
    const paths = EDITABLE_PAGES.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(Object.values(SITE_PATHS)).toContain(path);
  });
});

describe("links", () => {
  it.each([
    "/",
    "/about",
    "/contact?subject=Book%20a%20Demo",
    "/training#pathway",
    "#pathway",
    "https://aiweek.idahoaicoaches.com",
    "https://example.org/a?b=c#d",
    "mailto:hello@idahoaicoaches.com",
    "tel:+1-208-555-0100",
  ])("accepts %s", (href) => expect(linkProblem(href)).toBeUndefined());

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "http://example.org",
    "//evil.example",
    "/no-such-page",
    "/about\n",
    '/about"onmouseover="x',
    "https://user:pass@example.org",
    "https://localhost",
    "mailto:someone",
    "",
  ])("refuses %j", (href) => expect(linkProblem(href)).toBeDefined());

  it("are checked wherever data holds one: buttons, formatted text", () => {
    const button = (to: string) => page({ kind: "cta", title: "Go", text: "Now.", actions: [{ label: "Go", to }] });
    expect(valid(button("/contact"))).toBe(true);
    expect(valid(button("javascript:alert(1)"))).toBe(false);
    const text = (href: string) =>
      page({ kind: "text", title: "T", blocks: [{ kind: "paragraph", text: [{ text: "x", href }] }] });
    expect(valid(text("https://example.org"))).toBe(true);
    expect(valid(text("javascript:alert(1)"))).toBe(false);
  });
});

describe("the page schema", () => {
  it("is strict: unknown fields, unknown kinds and HTML-carrying fields are refused", () => {
    expect(valid(page())).toBe(true);
    expect(valid({ sections: [{ ...hero, html: "<b>x</b>" }] })).toBe(false);
    expect(valid(page({ kind: "embed", title: "x" }))).toBe(false);
    expect(valid({ ...page(), script: "alert(1)" })).toBe(false);
    expect(valid(page({ kind: "text", title: "T", blocks: [{ kind: "html", html: "<script>" }] }))).toBe(false);
    expect(
      valid(page({ kind: "text", title: "T", blocks: [{ kind: "paragraph", text: [{ text: "x", bold: 1 }] }] })),
    ).toBe(false);
  });

  it("starts a page with its one hero, and keeps anchors unique", () => {
    expect(valid({ sections: [{ kind: "cta", title: "Go", text: "Now.", actions: [] }] })).toBe(false);
    expect(valid(page(hero))).toBe(false);
    const band = { kind: "checklist", anchor: "a", title: "T", columns: 1, items: ["x"] };
    expect(valid(page(band))).toBe(true);
    expect(valid(page(band, band))).toBe(false);
  });

  it("limits lengths: a heading is one line of at most 160 characters", () => {
    const band = (title: string) => page({ kind: "checklist", title, columns: 1, items: ["x"] });
    expect(valid(band("x".repeat(160)))).toBe(true);
    expect(valid(band("x".repeat(161)))).toBe(false);
    expect(valid(band("two\nlines"))).toBe(false);
    expect(valid(band(""))).toBe(false);
  });

  it("formatted text is runs of plain text, never markup", () => {
    const section = v.parse(sectionSchema, {
      kind: "text",
      title: "T",
      blocks: [{ kind: "paragraph", text: [{ text: "<b>not bold</b>" }] }],
    });
    expect(section).toMatchObject({ blocks: [{ text: [{ text: "<b>not bold</b>" }] }] });
    expect(autoLinked("Write to privacy@example.org or see https://example.org/x.")).toEqual([
      { text: "Write to " },
      { text: "privacy@example.org", href: "mailto:privacy@example.org" },
      { text: " or see " },
      { text: "https://example.org/x", href: "https://example.org/x" },
      { text: "." },
    ]);
  });
});

describe("the field descriptions (for generated forms)", () => {
  it("describe every section kind", () => {
    expect(SECTION_FIELDS.map((entry) => entry.kind)).toEqual(SECTION_KINDS);
    for (const entry of SECTION_FIELDS) expect(entry.fields.length, entry.kind).toBeGreaterThan(0);
  });

  it("name each field's label, kind, limits and choices, down to a list's items", () => {
    const cards = SECTION_FIELDS.find((entry) => entry.kind === "cards")!;
    expect(cards.fields.find((field) => field.name === "title")).toMatchObject({
      field: "line",
      label: "Heading",
      max: 160,
      optional: false,
    });
    expect(cards.fields.find((field) => field.name === "tone")).toMatchObject({
      field: "choice",
      optional: true,
      options: ["white", "muted"],
    });
    const items = cards.fields.find((field) => field.name === "items")!;
    expect(items).toMatchObject({ field: "list", max: 12, item: { field: "group" } });
    const card = items.item!.fields!;
    expect(card.find((field) => field.name === "title")).toMatchObject({ field: "line", max: 120 });
    expect(card.find((field) => field.name === "actions")?.item?.fields?.find((f) => f.name === "to")).toMatchObject({
      field: "link",
    });
    const text = SECTION_FIELDS.find((entry) => entry.kind === "text")!;
    const blocks = text.fields.find((field) => field.name === "blocks")!;
    expect(Object.keys(blocks.item!.variants!)).toEqual(["paragraph", "list"]);
    expect(blocks.item!.variants!.paragraph![0]).toMatchObject({ name: "text", field: "richText" });
  });
});

describe("facts the copy names instead of stating (prices stay in the catalog)", () => {
  it("fills {{cardFeeNotice}} from the catalog's card fee, and keeps the placeholder in the data", () => {
    expect(PAGE_FACTS.cardFeeNotice).toBe(
      CARD_FEE.enabled
        ? ` A ${CARD_FEE.basisPoints / 100}% credit card processing fee is added at checkout and shown before you pay.`
        : "",
    );
    const terms = JSON.stringify(DEFAULT_PAGES["/terms-of-use"]);
    expect(terms).toContain("secure checkout page.{{cardFeeNotice}}");
    expect(JSON.stringify(withFacts(DEFAULT_PAGES["/terms-of-use"]))).toContain(
      `secure checkout page.${PAGE_FACTS.cardFeeNotice}`,
    );
  });

  it("refuses a placeholder that names no fact", () => {
    const band = (title: string) => page({ kind: "checklist", title, columns: 1, items: ["x"] });
    expect(valid(band("Fees{{cardFeeNotice}}"))).toBe(true);
    expect(valid(band("Price {{patentPrice}}"))).toBe(false);
    expect(unknownFacts("{{a}} {{cardFeeNotice}} {{b}}")).toEqual(["a", "b"]);
  });
});
