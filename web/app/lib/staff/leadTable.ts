import { type SubmissionKind, type SubmissionRowsByKind } from "@domain";
import type { ReactNode } from "react";

/** A table column: long cell text is cut to one line (the drawer shows all of it) unless `wrap` is set. */
export interface Column<TRow> {
  header: string;
  cell: (row: TRow) => string;
  /** CSS width under the table's fixed layout; one column without a width takes the rest. */
  width?: number;
  /** Short texts that must be read whole (a programme, a package): wrapped onto a second line instead of cut. */
  wrap?: boolean;
}

/** How the drawer shows one stored field (its label, format and display text). */
export interface FieldSpec<TRow> {
  label: string;
  /** `date`: formatted in en-US; `email`: a mailto link; `long`: wrapped text that keeps its line breaks. */
  format?: "date" | "email" | "long";
  /** Display text when the stored value needs translating (amounts, programme names). */
  display?: (row: TRow) => ReactNode;
}

/** A stored field as the detail drawer shows it. */
export interface DetailField<TRow> extends FieldSpec<TRow> {
  key: string;
}

/**
 * The drawer's and the export's field list from a map of stored name → spec (in reading order), then the record's id.
 * The tabs check their maps against the stored record type (`satisfies Record<keyof …, FieldSpec>`), so a field
 * added to the record fails the typecheck until it is given a label here.
 */
export function fieldList<TRow>(specs: Record<string, FieldSpec<TRow>>): DetailField<TRow>[] {
  return [...Object.entries(specs).map(([key, spec]) => ({ key, ...spec })), { key: "id", label: "Record ID" }];
}

/** What a dashboard tab shows for one kind of submission. */
export interface TabDefinition<TKind extends SubmissionKind> {
  kind: TKind;
  /** What one row is, for labels: "message", "application", "payment". */
  noun: string;
  /** Shown when the collection is empty (docs/product.md, Staff side). */
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
