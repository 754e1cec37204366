// Types only from fields.ts and sections.ts: the terms page (still in code) imports this module, and their schemas
// would bring valibot into its first load.
import type { Inline, RichText } from "../fields";
import type { SectionOf } from "../sections";

/** A legal section as it is written: paragraphs, and bulleted lists as `{ list }`. */
export interface LegalSource {
  id: string;
  title: string;
  blocks: (string | { list: string[] })[];
}

/** The legal sections as page data: e-mail and web addresses in the text become links. */
export function legalSections(sections: LegalSource[]): SectionOf<"legal">["sections"] {
  return sections.map(({ id, title, blocks }) => ({
    id,
    title,
    blocks: blocks.map((block) =>
      typeof block === "string"
        ? { kind: "paragraph" as const, text: autoLinked(block) }
        : { kind: "list" as const, items: block.list.map(autoLinked) },
    ),
  }));
}

/** Plain text as formatted text, with e-mail and web addresses in it made links (the legal pages' convention). */
export function autoLinked(text: string): RichText {
  const LINKABLE = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[^\s]+[^\s.,;:)])/g;
  return text
    .split(LINKABLE)
    .map((part, index): Inline | undefined => {
      if (!part) return undefined;
      if (index % 2 === 0) return { text: part };
      return { text: part, href: part.includes("@") && !part.startsWith("http") ? `mailto:${part}` : part };
    })
    .filter((run): run is Inline => run !== undefined);
}
