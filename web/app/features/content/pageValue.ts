import type { FieldDescription } from "@domain/pages/fields";

/*
 * The page data the editor's form holds, changed one field at a time without mutating what React rendered; and the
 * empty value a new list item or section starts from, built from its field description (the page model's schemas
 * describe themselves: @domain `describeFields`).
 */

export type Path = readonly (string | number)[];

/** The dotted path the page schema names a field by in its messages ("sections.0.title"). */
export const dotPath = (path: Path) => path.join(".");

/** `data` with the value at `path` replaced (`undefined` removes an object's key). */
export function withValueAt(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[key as number] = withValueAt(copy[key as number], rest, value);
    return copy;
  }
  const object = { ...((data ?? {}) as Record<string, unknown>) };
  const next = withValueAt(object[key], rest, value);
  if (next === undefined) delete object[key];
  else object[key] = next;
  return object;
}

/** A list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/** What a new field of this description starts as: required fields present and empty, optional ones left out. */
export function emptyValue(field: FieldDescription): unknown {
  switch (field.field) {
    case "line":
    case "paragraph":
    case "link":
      return "";
    case "richText":
      return [{ text: "" }];
    case "choice":
      return field.options?.[0] ?? "";
    case "number":
      return field.min ?? 0;
    case "flag":
      return undefined;
    case "list":
      return field.item && (field.min ?? 0) > 0
        ? Array.from({ length: field.min ?? 0 }, () => emptyValue(field.item as FieldDescription))
        : [];
    case "group":
      return emptyGroup(field.fields ?? []);
    case "variant": {
      const [kind, fields] = Object.entries(field.variants ?? {})[0] ?? ["", []];
      return { kind, ...(emptyGroup(fields) as object) };
    }
  }
}

export function emptyGroup(fields: readonly FieldDescription[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const entry of fields) if (!entry.optional) object[entry.name] = emptyValue(entry);
  return object;
}
