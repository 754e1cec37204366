/**
 * The dashboard's search as a keyword index: every stored contact message and coach application carries
 * `search_terms`, an array of lower-cased terms, and a search is one `array-contains` query on the term the search
 * text becomes. Cost stays flat as the collection grows (docs/decisions/0008-admin-search.md says why and what
 * it cannot find).
 *
 * Terms of a record:
 * - for the short identifying fields ({@link PREFIXED_FIELDS}, plus the full name of an application): every prefix
 *   of the value from each of its words on, so "maria d", "delgado", "mdelgado@rex" and "208 555" all find it;
 * - for every other text field (message, motivation, …): each whole word.
 * Text is folded before use: Unicode NFKD without combining marks, lower case, runs of anything but letters and
 * digits read as one space (so "José" is found by "jose", "O'Brien" by "o brien").
 */

/** The field written on store and queried by the listing. */
export const SEARCH_TERMS_FIELD = "search_terms";

/** The longest term kept; longer prefixes and words are cut to this length (and so is the search text). */
export const TERM_MAX = 40;

/** At most this many terms per record: the identifying fields' terms come first, so they are never the ones cut. */
export const TERMS_PER_RECORD_MAX = 1500;

/** Fields whose every prefix is a term. */
const PREFIXED_FIELDS = [
  "name",
  "email",
  "subject",
  "first_name",
  "last_name",
  "phone",
  "city",
  "state",
  "customer_email",
] as const;

/** Stored fields that are not text a person wrote and are never searched. */
const NOT_SEARCHED = new Set(["status", "created_at", "updated_at", "notes_count", "delivery", SEARCH_TERMS_FIELD]);

/** Folds text for matching: see the module comment. Returns "" for text with no letter or digit. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.]+/gu, " ")
    .trim();
}

/** The term a search text is looked up by: the folded text, cut to {@link TERM_MAX}; "" means no search. */
export function searchTermOf(text: string): string {
  return foldText(text).slice(0, TERM_MAX).trimEnd();
}

function prefixes(value: string, into: Set<string>): void {
  const cut = value.slice(0, TERM_MAX);
  for (let length = 1; length <= cut.length; length += 1) {
    const prefix = cut.slice(0, length);
    if (!prefix.endsWith(" ")) into.add(prefix);
  }
}

/** The words of folded text, including the parts of an address split at `@` and `.`. */
function words(folded: string): string[] {
  const found = new Set<string>();
  for (const word of folded.split(" ")) {
    if (!word) continue;
    found.add(word);
    for (const part of word.split(/[@.]+/)) if (part) found.add(part);
  }
  return [...found];
}

/**
 * The `search_terms` of a record as stored (snake_case fields, e.g. `{ name, email, subject, message }`): call it
 * on the record before writing it, and store the result as `search_terms`. Pure; the order is stable.
 */
export function searchTerms(record: Record<string, unknown>): string[] {
  const terms = new Set<string>();
  const identifying: string[] = [];
  for (const field of PREFIXED_FIELDS) {
    const value = record[field];
    if (typeof value === "string") identifying.push(foldText(value));
  }
  if (typeof record.first_name === "string" && typeof record.last_name === "string") {
    identifying.push(foldText(`${record.first_name} ${record.last_name}`));
  }
  for (const value of identifying) {
    // Every prefix of the value from each word on ("jose nunez o brien", "nunez o brien", …, "brien"), and of the
    // parts of an address ("rexburgchamber").
    for (const match of value.matchAll(/(?:^|\s)(\S)/g))
      prefixes(value.slice(match.index + match[0].length - 1), terms);
    for (const word of words(value)) prefixes(word, terms);
  }
  const prefixed = new Set<string>(PREFIXED_FIELDS);
  for (const [field, value] of Object.entries(record)) {
    if (prefixed.has(field) || NOT_SEARCHED.has(field) || typeof value !== "string") continue;
    for (const word of words(foldText(value))) terms.add(word.slice(0, TERM_MAX));
  }
  return [...terms].slice(0, TERMS_PER_RECORD_MAX);
}
