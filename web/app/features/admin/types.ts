import type { SubmissionKind, SubmissionRowsByKind } from "@domain";
import type { ReactNode } from "react";

/** A table column: long cell text is cut to one line (the drawer shows all of it). */
export interface Column<TRow> {
  header: string;
  cell: (row: TRow) => string;
  /** CSS width under the table's fixed layout; one column without a width takes the rest. */
  width?: number;
}

/** A stored field as the detail drawer shows it. */
export interface DetailField<TRow> {
  key: string;
  label: string;
  /** `date`: formatted in en-US; `email`: a mailto link; `long`: wrapped text that keeps its line breaks. */
  format?: "date" | "email" | "long";
  /** Display text when the stored value needs translating (amounts, programme names). */
  display?: (row: TRow) => ReactNode;
}

/** What a dashboard tab shows for one kind of submission. */
export interface TabDefinition<TKind extends SubmissionKind> {
  kind: TKind;
  /** What one row is, for labels: "message", "application", "payment". */
  noun: string;
  /** Shown when the collection is empty (spec §2). */
  empty: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The export's file name before the date: `contact-submissions` → contact-submissions-2025-03-09.csv. */
  fileBase: string;
  columns: Column<SubmissionRowsByKind[TKind]>[];
  /** Every stored field in reading order; the export uses the same order (stored names as headers). */
  fields: DetailField<SubmissionRowsByKind[TKind]>[];
  /** The drawer's title and the row's accessible name: "Message from Ada Lovelace". */
  title: (row: SubmissionRowsByKind[TKind]) => string;
}

/** Text for a stored enumeration value: "part-time" → "Part-time". */
export function humanize(value: string | null | undefined): string {
  if (!value) return "";
  return value.charAt(0).toUpperCase() + value.slice(1);
}
