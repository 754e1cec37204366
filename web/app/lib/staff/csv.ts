import { LEAD_SOURCE_LABELS, storedSourceOf } from "@domain";

/**
 * CSV export of the dashboard's tabs (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds
 * a comma, a quote or a line break, quotes doubled. The text starts with a UTF-8 byte-order mark so that
 * spreadsheet programs read accented names correctly.
 */

export const CSV_BOM = "\uFEFF";

/** Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return FORMULA_START.test(value) ? `'${value}` : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

export function csvCell(value: unknown): string {
  const text = cellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header line of `columns`, then one line per row with `row[column]` in each cell; missing values are empty. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column]))];
  return CSV_BOM + lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** `columns` followed by every other key the rows hold, in order of first appearance. */
export function csvColumns(columns: readonly string[], rows: readonly Record<string, unknown>[]): string[] {
  const all = new Set(columns);
  for (const row of rows) for (const key of Object.keys(row)) all.add(key);
  return [...all];
}

/** `contact-submissions-2025-03-09.csv` for `base` "contact-submissions" on that (local) day. */
export function csvFileName(base: string, day = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${base}-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.csv`;
}

/** The source's columns of every export (`source_channel`, `source_utm_source`…), after the pipeline's. */
const SOURCE_CSV_COLUMNS = Object.keys(LEAD_SOURCE_LABELS).map((key) => `source_${key}`);

/**
 * The pipeline's columns of a contact or application export, after the stored fields (`updated_at`: last change;
 * `messages_count` and `last_reply_at`: the conversation's mails and its last reply).
 */
const LEAD_CSV_COLUMNS = ["status", "notes_count", "updated_at", "messages_count", "last_reply_at"] as const;

/**
 * The export of one tab: the tab's fields in order; for contact messages and applications their status (New when a
 * record predates statuses), notes count and when staff last changed them, how many mails the conversation holds and
 * when the last reply came; the source's fields (an old record's as
 * the unknown source: Direct); then any other stored field. The mail delivery record stays out: it is
 * the product's bookkeeping, not the sender's data.
 */
export function exportCsv(fieldKeys: readonly string[], rows: readonly Record<string, unknown>[], lead: boolean) {
  const cells = rows.map((row) => {
    const { delivery: _delivery, source: _source, new_reply: _newReply, ...rest } = row;
    const source = Object.fromEntries(
      Object.entries(storedSourceOf(row)).map(([key, value]) => [`source_${key}`, value]),
    );
    const stored = { ...rest, ...source };
    return lead
      ? {
          ...stored,
          status: stored.status ?? "new",
          notes_count: stored.notes_count ?? 0,
          messages_count: stored.messages_count ?? 0,
        }
      : stored;
  });
  const columns = csvColumns([...fieldKeys, ...(lead ? LEAD_CSV_COLUMNS : []), ...SOURCE_CSV_COLUMNS], cells);
  return toCsv(columns, cells);
}
