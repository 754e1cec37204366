/**
 * A stored value as a callable answers it: Firestore timestamps (anything with `toDate()`) and dates become ISO
 * strings, arrays and maps are converted throughout; the rest is kept as stored.
 */
export function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object") {
    if ("toDate" in value && typeof value.toDate === "function") return (value.toDate() as Date).toISOString();
    if (Array.isArray(value)) return value.map(plain);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  }
  return value;
}
