import { autoLinked } from "../fields";
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
