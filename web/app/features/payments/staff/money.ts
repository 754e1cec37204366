/*
 * Dollars typed by staff, read as integer cents (no floating point: "1,499.9" is 149990). The server checks every
 * amount again; this only turns the field into the number the callable takes.
 */

const DOLLARS = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/** Cents of `text` ("1,500", "$1500.5", "0.99"), or null when it is not an amount of dollars and cents. */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "");
  const match = DOLLARS.exec(cleaned);
  if (!match) return null;
  const cents = (match[2] ?? "").padEnd(2, "0");
  return Number(match[1]) * 100 + Number(cents);
}

/** "1500.50" for 150050: what a field is prefilled with. */
export function centsToField(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
