/**
 * What `npm test`'s summary line (`tests: N passed, N failed, N skipped`) counts of a check that is not a test runner's:
 * the HTML check (scripts/check-html.mjs) counts as one test, passed, failed or skipped, so a check that could not run
 * shows up as skipped instead of vanishing from the line.
 */

/** @typedef {{ status: "passed" | "failed" | "skipped", reason?: string }} HtmlCheckOutcome */

/**
 * Adds the HTML check's outcome to `counts`; a missing report (the check did not get to write one) is a failure.
 * @param {{ passed: number, failed: number, skipped: number }} counts
 * @param {HtmlCheckOutcome | undefined} outcome
 * @returns {string} the step's label suffix for the summary, e.g. " — skipped: no Java found"
 */
export function countHtmlCheck(counts, outcome) {
  const status = outcome?.status ?? "failed";
  counts[status] += 1;
  if (status === "skipped") return ` — skipped: ${outcome?.reason ?? "could not run"}`;
  return outcome ? "" : " — no report";
}
