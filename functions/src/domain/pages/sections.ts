import * as v from "valibot";
import {
  type FieldDescription,
  blockSchema,
  choice,
  described,
  describeFields,
  flag,
  group,
  line,
  link,
  list,
  paragraph,
  richText,
  whole,
} from "./fields";

/*
 * The page model (issue 43, docs/content.md): a public page is a list of sections, each of a known kind with a strict
 * valibot schema. The web app renders a section kind with one component (web/app/components/sections/PageSections.tsx);
 * the editor builds its forms from `SECTION_FIELDS`; the publish function validates a page with `pageDataSchema`.
 */

/** The icons a card, a hero or an aside may show (web/app/components/Icon draws each). */
export const SECTION_ICONS = [
  "school",
  "certificate",
  "trophy",
  "calendar",
  "chart",
  "users",
  "building",
  "map",
  "rocket",
  "bulb",
  "handshake",
  "device",
  "shield",
  "clock",
  "target",
  "coin",
  "star",
  "check",
  "arrowRight",
  "mail",
  "phone",
  "pin",
  "sparkles",
  "code",
  "megaphone",
  "heart",
] as const;
export type SectionIcon = (typeof SECTION_ICONS)[number];

const icon = (label = "Icon") => choice(label, SECTION_ICONS);

export const BUTTON_STYLES = ["filled", "outline", "light", "white", "default", "subtle"] as const;

/** A call to action: a labelled link to a page of the site, an https address, mailto: or tel:. */
export const actionSchema = group("Button", {
  label: line("Label", 80),
  to: link("Goes to"),
  variant: v.optional(choice("Style", BUTTON_STYLES, "Filled unless chosen; white and outline on dark bands")),
  ariaLabel: v.optional(
    line("Accessible name", 160, 'When the label alone does not say where it goes ("Learn more about …")'),
  ),
});
const actions = (label = "Buttons", max = 3) => list(label, actionSchema, { max });

/** One card of a card grid: benefits, programmes, pillars, models, formats, events. */
export const cardSchema = group("Card", {
  icon: v.optional(icon()),
  eyebrow: v.optional(line("Small label above the title", 80)),
  title: line("Title", 120),
  badges: v.optional(list("Badges", line("Badge", 60), { max: 6 })),
  facts: v.optional(list("Facts", group("Fact", { label: line("Label", 40), value: line("Value", 120) }), { max: 6 })),
  description: v.optional(paragraph("Description", 800)),
  pointsTitle: v.optional(line("Heading of the points", 60)),
  points: v.optional(list("Points", line("Point", 300), { max: 12 })),
  lists: v.optional(
    list("Further lists", group("List", { title: line("Heading", 60), items: list("Items", line("Item", 300)) }), {
      max: 4,
    }),
  ),
  actions: v.optional(actions()),
});
export type Card = v.InferOutput<typeof cardSchema>;

export const stepSchema = group("Step", {
  number: v.optional(line("Badge (defaults to the position)", 8)),
  title: line("Title", 120),
  meta: v.optional(line("Timing, e.g. Weeks 1-2", 60)),
  description: v.optional(paragraph("Description", 800)),
  items: v.optional(list("Points", line("Point", 300), { max: 12 })),
  parts: v.optional(
    list("Parts", group("Part", { title: line("Title", 120), items: list("Points", line("Point", 300)) }), { max: 8 }),
  ),
});
export type Step = v.InferOutput<typeof stepSchema>;

export const faqItemSchema = group("Question", {
  question: line("Question", 200),
  answer: paragraph("Answer", 1500),
});
export type FaqItem = v.InferOutput<typeof faqItemSchema>;

export const moduleSchema = group("Module", {
  number: whole("Number", 1, 99),
  title: line("Title", 120),
  description: paragraph("Description", 800),
  topics: list("Topics", line("Topic", 200), { max: 12 }),
});

export const daySchema = group("Day", {
  day: whole("Day", 1, 31),
  title: line("Title", 120),
  theme: line("Theme", 200),
  objectives: list("Objectives", line("Objective", 300), { max: 12 }),
  activities: list("Activities", line("Activity", 300), { max: 12 }),
  deliverables: list("Deliverables", line("Deliverable", 300), { max: 12 }),
});

export const letterSchema = group("Letter", {
  letter: line("Letter", 2),
  word: line("Word", 40),
  description: paragraph("Description", 400),
});

export const statSchema = group("Figure", { value: line("Figure", 20), label: line("What it counts", 160) });
export type StatItem = v.InferOutput<typeof statSchema>;

export const factSchema = group("Fact", { label: line("Label", 40), value: line("Value", 120) });

/** A heading with checked points under it (a column, a panel). */
const titledList = (label: string) =>
  group(label, { title: line("Heading", 120), items: list("Points", line("Point", 300), { max: 16 }) });

const ANCHOR = /^[a-z][a-z0-9-]{0,39}$/;
const anchor = described(
  v.pipe(v.string(), v.regex(ANCHOR, "Anchor: lower-case letters, digits and dashes, starting with a letter")),
  { field: "line", label: "Anchor (for links to #…)", max: 40 },
);

/** The fields every band of content has: its anchor, background, small label, heading, lead and closing buttons. */
const bandFields = {
  anchor: v.optional(anchor),
  tone: v.optional(choice("Background", ["white", "muted"] as const)),
  eyebrow: v.optional(line("Small label above the heading", 80)),
  title: line("Heading", 160),
  lead: v.optional(paragraph("Lead", 800)),
  /** Buttons under the band's content ("See the Technology Platform"). */
  after: v.optional(actions("Buttons after the content", 2)),
};

const kind = <const K extends string>(name: K) => v.literal(name);

/** Every kind of section, each with its own fields. */
export const SECTION_SCHEMAS = {
  /** The dark band at the top of a page with its one `<h1>`. */
  hero: v.strictObject({
    kind: kind("hero"),
    eyebrow: v.optional(line("Small label above the heading", 80)),
    title: line("Heading (the page's h1)", 120),
    lead: paragraph("Lead", 600),
    badges: v.optional(list("Badges", line("Badge", 60), { max: 6 })),
    actions: v.optional(actions()),
    facts: v.optional(list("Key facts", factSchema, { max: 6 })),
    tags: v.optional(
      group("Tags", {
        label: line("What the tags name, for screen readers", 60),
        items: list("Tags", line("Tag", 60)),
      }),
    ),
    note: v.optional(richText("Note under the lead")),
    structuredData: v.optional(
      choice(
        "Tell search engines the page is",
        ["course"] as const,
        "A course: its title, lead, level below and the facts labelled Duration and Format become a schema.org Course",
      ),
    ),
    courseLevel: v.optional(line("Course level for search engines", 60)),
  }),
  cards: v.strictObject({
    kind: kind("cards"),
    ...bandFields,
    columns: choice("Columns on wide screens", [1, 2, 3, 4, 5] as const),
    items: list("Cards", cardSchema, { max: 12 }),
    panels: v.optional(list("Panels under the cards", titledList("Panel"), { max: 3 })),
    note: v.optional(paragraph("Small text under the cards", 600)),
    structuredData: v.optional(
      choice(
        "Tell search engines the cards are",
        ["event-series"] as const,
        "Recurring events: each card's title, description and first button's address become a schema.org EventSeries",
      ),
    ),
  }),
  checklist: v.strictObject({
    kind: kind("checklist"),
    ...bandFields,
    columns: choice("Columns on wide screens", [1, 2, 3] as const),
    items: list("Points", line("Point", 300), { max: 16 }),
  }),
  steps: v.strictObject({
    kind: kind("steps"),
    ...bandFields,
    horizontal: v.optional(flag("Side by side on wide screens")),
    steps: list("Steps", stepSchema, { max: 10 }),
  }),
  faq: v.strictObject({
    kind: kind("faq"),
    ...bandFields,
    narrow: v.optional(flag("A narrower column")),
    items: list("Questions", faqItemSchema, { max: 20 }),
  }),
  modules: v.strictObject({
    kind: kind("modules"),
    ...bandFields,
    columns: v.optional(choice("Columns on wide screens", [2, 3] as const)),
    modules: list("Modules", moduleSchema, { max: 12 }),
  }),
  schedule: v.strictObject({ kind: kind("schedule"), ...bandFields, days: list("Days", daySchema, { max: 7 }) }),
  framework: v.strictObject({
    kind: kind("framework"),
    ...bandFields,
    letters: list("Letters", letterSchema, { max: 8 }),
  }),
  stats: v.strictObject({ kind: kind("stats"), ...bandFields, items: list("Figures", statSchema, { max: 6 }) }),
  /** A tinted panel with a heading and checked points (the coaching certification's practicum). */
  panel: v.strictObject({
    kind: kind("panel"),
    ...bandFields,
    panel: group("Panel", {
      title: line("Heading", 160),
      columns: choice("Columns on wide screens", [1, 2, 3] as const),
      points: list("Points", line("Point", 300), { max: 16 }),
    }),
  }),
  /** Titled checklists side by side, with a note under them (prerequisites and benefits). */
  columns: v.strictObject({
    kind: kind("columns"),
    ...bandFields,
    style: v.optional(choice("Look", ["plain", "panels"] as const, "Plain columns, or each in a bordered panel")),
    columns: list("Columns", titledList("Column"), { min: 2, max: 3 }),
    note: v.optional(paragraph("Small text under the columns", 600)),
  }),
  text: v.strictObject({ kind: kind("text"), ...bandFields, blocks: list("Text", blockSchema, { max: 30 }) }),
  /** Text and points beside a highlighted panel (the AI Coach certification on the home and about pages). */
  feature: v.strictObject({
    kind: kind("feature"),
    ...bandFields,
    layout: choice("Widths on wide screens", ["text-wide", "even"] as const, "Text 7 : 5 panel, or the Split layout"),
    body: v.optional(paragraph("Text", 1200)),
    points: v.optional(list("Points", line("Point", 300), { max: 10 })),
    actions: v.optional(actions("Buttons under the points", 2)),
    aside: group("Panel", {
      tone: v.optional(choice("Panel colour", ["white", "tint"] as const)),
      icon: v.optional(icon()),
      title: line("Heading", 120),
      lines: v.optional(list("Lines", richText("Line"), { max: 8 })),
      text: v.optional(paragraph("Small text", 600)),
      action: v.optional(actionSchema),
    }),
  }),
  /** A numbered legal document with its table of contents (privacy policy, terms of use). */
  legal: v.strictObject({
    kind: kind("legal"),
    sections: list(
      "Sections",
      group("Section", {
        id: anchor,
        title: line("Heading", 160),
        blocks: list("Text", blockSchema, { max: 30 }),
      }),
      { max: 30 },
    ),
  }),
  /** The closing call to action in the brand colour. */
  cta: v.strictObject({
    kind: kind("cta"),
    title: line("Heading", 160),
    text: paragraph("Text", 600),
    actions: actions(),
  }),
} as const;

export type SectionKind = keyof typeof SECTION_SCHEMAS;
export const SECTION_KINDS = Object.keys(SECTION_SCHEMAS) as SectionKind[];

export const sectionSchema = v.variant("kind", Object.values(SECTION_SCHEMAS) as never) as v.VariantSchema<
  "kind",
  (typeof SECTION_SCHEMAS)[SectionKind][],
  undefined
>;
export type Section = v.InferOutput<(typeof SECTION_SCHEMAS)[SectionKind]>;
export type SectionOf<K extends SectionKind> = v.InferOutput<(typeof SECTION_SCHEMAS)[K]>;

/** A page's content: its sections in order. The first is its hero (the page's only `<h1>`). */
export const pageDataSchema = v.pipe(
  v.strictObject({ sections: v.pipe(v.array(sectionSchema), v.minLength(1), v.maxLength(30)) }),
  v.check(
    (page) => page.sections[0]?.kind === "hero" && page.sections.filter((s) => s.kind === "hero").length === 1,
    "A page starts with its hero and has only one",
  ),
  v.check((page) => {
    const anchors = page.sections.flatMap((s) => ("anchor" in s && s.anchor ? [s.anchor] : []));
    return new Set(anchors).size === anchors.length;
  }, "Two sections of a page have the same anchor"),
);
export type PageData = { sections: Section[] };

/** What an editor needs to build a section's form: its name and its fields, described (fields.ts). */
export interface SectionDescription {
  kind: SectionKind;
  label: string;
  fields: FieldDescription[];
}

const SECTION_LABELS: Record<SectionKind, string> = {
  hero: "Page heading (hero)",
  cards: "Cards",
  checklist: "Checklist",
  steps: "Numbered steps",
  faq: "Questions and answers",
  modules: "Programme modules",
  schedule: "Day-by-day schedule",
  framework: "Framework letters",
  stats: "Headline figures",
  panel: "Panel of points",
  columns: "Checklists side by side",
  text: "Text",
  feature: "Text beside a panel",
  legal: "Legal document",
  cta: "Call to action",
};

/** Every section kind's fields, described for a generated form (the `kind` field itself left out). */
export const SECTION_FIELDS: SectionDescription[] = SECTION_KINDS.map((name) => {
  const { kind: _kind, ...entries } = SECTION_SCHEMAS[name].entries;
  return { kind: name, label: SECTION_LABELS[name], fields: describeFields(entries as never) };
});
