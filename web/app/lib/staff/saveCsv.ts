/** Saves rows as a CSV file; a staff screen takes it as a prop, so a test can see what would be saved. */
export type SaveCsv = (fileBase: string, columns: string[], rows: Record<string, unknown>[]) => Promise<void>;

/** Saves a CSV as the lead tables save theirs (./csv.ts, RFC 4180), loading the writer on first use. */
export const saveCsvFile: SaveCsv = async (fileBase, columns, rows) => {
  const [{ csvFileName, toCsv }, { downloadText }] = await Promise.all([import("./csv"), import("./download")]);
  downloadText(csvFileName(fileBase), toCsv(columns, rows));
};
