import * as v from "valibot";
import { SITE_PATHS } from "../paths";
import { unknownFacts } from "./facts";

/*
 * The building blocks of the page model (docs/content.md): every field of a section is one of a few field kinds, each
 * a valibot schema that carries its own description (label, kind, maximum length, choices) as metadata, so an editor
 * can build its form from the schema alone (`describeFields`) and the server validates with the very same schema.
 */

/** What an editor shows for a field. */
export type FieldKind =
  /** One line of plain text. */
  | "line"
  /** Plain text of a few sentences (no formatting). */
  | "paragraph"
  /** Formatted text: a list of runs, each plain, bold, italic or a link (never HTML). */
  | "richText"
  /** A link target: a page of the site, an `https:` address, `mailto:` or `tel:`. */
  | "link"
  /** One of a fixed set of values. */
  | "choice"
  /** A whole number. */
  | "number"
  /** On or off (present as `true`, or left out). */
  | "flag"
  /** A list of values of one kind (`item`). */
  | "list"
  /** A group of named fields (`fields`). */
  | "group"
  /** One of several shapes, told apart by `kind` (`variants`): a paragraph or a bulleted list. */
  | "variant";

export type FieldMetadata = {
  field: FieldKind;
  label: string;
  /** Longest text, or most items of a list. */
  max?: number;
  /** Fewest items of a list. */
  min?: number;
  /** A choice's values. */
  options?: readonly string[];
  /** A hint shown under the field. */
  help?: string;
};

/** `schema` with its description attached as valibot metadata (read back by `describeField`). */
export const described = <S extends v.GenericSchema>(schema: S, metadata: FieldMetadata) =>
  v.pipe(schema, v.metadata<v.InferOutput<S>, FieldMetadata>(metadata));

/** True when `text` has a control character (a line break too, unless `lineBreaks`). */
function hasControl(text: string, { lineBreaks = false } = {}): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 || code === 0x7f) && !(lineBreaks && code === 0x0a)) return true;
  }
  return false;
}

export const line = (label: string, max = 160, help?: string) =>
  described(
    v.pipe(
      v.string(),
      v.nonEmpty(`${label}: write something or remove it`),
      v.maxLength(max, `${label}: at most ${max} characters`),
      v.check((text) => !hasControl(text), `${label}: one line, no control characters`),
      v.check((text) => unknownFacts(text).length === 0, `${label}: names a {{fact}} the site does not have`),
    ),
    { field: "line", label, max, ...(help ? { help } : {}) },
  );

export const paragraph = (label: string, max = 1200, help?: string) =>
  described(
    v.pipe(
      v.string(),
      v.nonEmpty(`${label}: write something or remove it`),
      v.maxLength(max, `${label}: at most ${max} characters`),
      v.check((text) => !hasControl(text, { lineBreaks: true }), `${label}: no control characters`),
      v.check((text) => unknownFacts(text).length === 0, `${label}: names a {{fact}} the site does not have`),
    ),
    { field: "paragraph", label, max, ...(help ? { help } : {}) },
  );

export const choice = <const T extends readonly [string, ...string[]] | readonly [number, ...number[]]>(
  label: string,
  options: T,
  help?: string,
) =>
  described(v.picklist(options), { field: "choice", label, options: options.map(String), ...(help ? { help } : {}) });

export const whole = (label: string, min: number, max: number) =>
  described(
    v.pipe(
      v.number(),
      v.integer(`${label}: a whole number`),
      v.minValue(min, `${label}: at least ${min}`),
      v.maxValue(max, `${label}: at most ${max}`),
    ),
    { field: "number", label, min, max },
  );

export const flag = (label: string, help?: string) =>
  described(v.literal(true), { field: "flag", label, ...(help ? { help } : {}) });

export const list = <T extends v.GenericSchema>(label: string, item: T, { min = 1, max = 30 } = {}) =>
  described(
    v.pipe(v.array(item), v.minLength(min, `${label}: at least ${min}`), v.maxLength(max, `${label}: at most ${max}`)),
    { field: "list", label, min, max },
  );

export const group = <T extends v.ObjectEntries>(label: string, entries: T) =>
  described(v.strictObject(entries), { field: "group", label });

// ---------------------------------------------------------------------------------------------------------------
// Links

const SITE_PATH_SET: ReadonlySet<string> = new Set(Object.values(SITE_PATHS));
const MAX_LINK = 500;

/**
 * Why a link target is refused, or undefined when it is safe: a path of the site (`/contact?subject=…`, `/#anchor`;
 * the path must be a page of the registry, `SITE_PATHS`), an anchor on the same page (`#pathway`), an `https:`
 * address, a `mailto:` address or a `tel:` number. Anything else (`javascript:`, `data:`, `http:`, `//host`, a path the
 * site does not have) is refused.
 */
export function linkProblem(href: string): string | undefined {
  if (href.length === 0) return "a link needs a target";
  if (href.length > MAX_LINK) return `a link is at most ${MAX_LINK} characters`;
  if (hasControl(href) || /[\s<>"'`\\]/.test(href)) return "a link has no spaces, quotes or control characters";
  if (href.startsWith("#")) return /^#[A-Za-z][\w-]*$/.test(href) ? undefined : "an anchor is # and a section's id";
  if (href.startsWith("/")) {
    if (href.startsWith("//")) return "a link to another site starts with https://";
    const path = href.replace(/[?#].*$/, "");
    const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
    return SITE_PATH_SET.has(normalized) ? undefined : `${path} is not a page of this site`;
  }
  if (href.startsWith("https://")) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return "not a valid address";
    }
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password
      ? undefined
      : "not a valid https address";
  }
  if (href.startsWith("mailto:")) {
    return /^mailto:[\w.+-]+@[\w-]+(\.[\w-]+)+(\?subject=[\w%.+-]*)?$/.test(href) ? undefined : "not an e-mail address";
  }
  if (href.startsWith("tel:")) return /^tel:\+?[0-9-]{3,20}$/.test(href) ? undefined : "not a phone number";
  return "a link goes to a page of this site (/…), an https:// address, mailto: or tel:";
}

export const link = (label: string) =>
  described(
    v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const problem = linkProblem(dataset.value);
        if (problem) addIssue({ message: `${label}: ${problem}` });
      }),
    ),
    { field: "link", label, max: MAX_LINK },
  );

// ---------------------------------------------------------------------------------------------------------------
// Formatted text: structured runs, never HTML.

/** One run of formatted text. */
export const inlineSchema = v.strictObject({
  text: line("Text", 2000),
  bold: v.optional(flag("Bold")),
  italic: v.optional(flag("Italic")),
  href: v.optional(link("Link")),
});
export type Inline = v.InferOutput<typeof inlineSchema>;

/** A line or paragraph of formatted text: bold, italic and links. */
export const richText = (label: string, max = 40) =>
  described(
    v.pipe(
      v.array(inlineSchema),
      v.minLength(1, `${label}: write something or remove it`),
      v.maxLength(max, `${label}: at most ${max} runs`),
    ),
    { field: "richText", label, max },
  );
export type RichText = Inline[];

/** A block of a text section: a paragraph or a bulleted list of formatted items. */
export const blockSchema = described(
  v.variant("kind", [
    v.strictObject({ kind: v.literal("paragraph"), text: richText("Paragraph") }),
    v.strictObject({ kind: v.literal("list"), items: list("Items", richText("Item"), { max: 40 }) }),
  ]),
  { field: "variant", label: "Block" },
);
export type Block = v.InferOutput<typeof blockSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Self-description

/** One field as an editor needs it: its name in the data, its kind and limits, and what it holds. */
export type FieldDescription = FieldMetadata & {
  name: string;
  optional: boolean;
  /** A list's item. */
  item?: FieldDescription;
  /** A group's fields. */
  fields?: FieldDescription[];
  /** A variant's shapes by their `kind`. */
  variants?: Record<string, FieldDescription[]>;
};

interface Introspectable {
  type: string;
  pipe?: readonly { type: string; kind?: string; metadata?: unknown }[];
  wrapped?: Introspectable;
  entries?: Record<string, Introspectable>;
  item?: Introspectable;
  options?: readonly Introspectable[];
  literal?: unknown;
}

function metadataOf(schema: Introspectable): FieldMetadata | undefined {
  return schema.pipe?.find((action) => action.type === "metadata")?.metadata as FieldMetadata | undefined;
}

/** Describes one field of a section schema (see {@link FieldDescription}). */
export function describeField(name: string, input: v.GenericSchema): FieldDescription {
  let schema = input as unknown as Introspectable;
  const optional = schema.type === "optional";
  if (optional && schema.wrapped) schema = schema.wrapped;
  const metadata = metadataOf(schema);
  if (!metadata) throw new Error(`the field ${name} describes itself with no metadata`);
  const base = schema.pipe?.[0] as Introspectable | undefined;
  const description: FieldDescription = { name, optional, ...metadata };
  if (metadata.field === "list" && base?.item) description.item = describeField("item", base.item as never);
  if (metadata.field === "group" && base?.entries) description.fields = describeFields(base.entries as never);
  if (metadata.field === "variant" && base?.options) {
    description.variants = Object.fromEntries(
      base.options.map((option) => {
        const { kind, ...entries } = option.entries ?? {};
        return [String(kind?.literal), describeFields(entries as never)];
      }),
    );
  }
  return description;
}

/** Describes every field of an object schema's entries, in order. */
export function describeFields(entries: Record<string, v.GenericSchema>): FieldDescription[] {
  return Object.entries(entries).map(([name, schema]) => describeField(name, schema));
}
