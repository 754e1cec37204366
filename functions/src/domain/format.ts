/**
 * Number formatting for prices and counts, written out rather than with `Intl.NumberFormat`: the first formatter a
 * browser tab builds loads its ICU data, a 12–17 ms task on a mid-range phone that would land in a page's hydration
 * (the Total Blocking Time budget of docs/benchmarks/web.md). US English only, which is all the site shows.
 */

/** "1,000" for 1000: whole numbers with thousands separators. */
export function formatCount(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 ? `-${grouped}` : grouped;
}

/** "$5,150" for 515000; cents only when there are any ("$2,575.50"). */
export function formatUsd(amountCents: number): string {
  const cents = Math.round(Math.abs(amountCents));
  const dollars = formatCount(Math.floor(cents / 100));
  const rest = cents % 100;
  const text = rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, "0")}`;
  return amountCents < 0 ? `-${text}` : text;
}
