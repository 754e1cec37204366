import { CARD_FEE } from "../catalog";

/**
 * Facts a content page's text names as `{{name}}` instead of stating them: prices and what the server trusts stay in
 * code (the catalog), and a page shows them from it when it renders (docs/content.md). The page's data keeps the
 * placeholder; the prerender and the browser both fill it in from here, so they render the same text.
 */
export const PAGE_FACTS: Readonly<Record<string, string>> = {
  /** The card fee's sentence after "…on its secure checkout page." (empty when there is no fee). */
  cardFeeNotice: CARD_FEE.enabled
    ? ` A ${CARD_FEE.basisPoints / 100}% credit card processing fee is added at checkout and shown before you pay.`
    : "",
};

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The placeholders in `text` that name no fact. */
export function unknownFacts(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !Object.hasOwn(PAGE_FACTS, name));
}

/** `value` with every `{{fact}}` in its strings filled in (a copy; the data itself keeps its placeholders). */
export function withFacts<T>(value: T): T {
  if (typeof value === "string") {
    return value.replace(PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(PAGE_FACTS, name) ? PAGE_FACTS[name]! : placeholder,
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => withFacts(item)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFacts(item)])) as T;
  }
  return value;
}
