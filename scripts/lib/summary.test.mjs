import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { countHtmlCheck } from "./summary.mjs";

const dir = mkdtempSync(join(tmpdir(), "check-html-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm test's summary line counts the HTML check", () => {
  it("without Java the check says so, exits 0 and reports itself skipped; the summary counts one skipped", async () => {
    const report = join(dir, "check-html.json");
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["scripts/check-html.mjs", "--client", dir, "--report", report],
      // No directory on PATH holds java.
      { cwd: new URL("../..", import.meta.url), env: { ...process.env, PATH: join(dir, "no-bin") } },
    );
    expect(stdout).toContain("check-html: skipped, no Java found");
    const outcome = JSON.parse(readFileSync(report, "utf8"));
    expect(outcome).toEqual({ status: "skipped", reason: expect.stringContaining("no Java") });
    const counts = { passed: 0, failed: 0, skipped: 0 };
    expect(countHtmlCheck(counts, outcome)).toMatch(/^ — skipped: no Java found/);
    expect(counts).toEqual({ passed: 0, failed: 0, skipped: 1 });
  });

  it.each([
    [{ status: "passed" }, { passed: 1, failed: 0, skipped: 0 }],
    [
      { status: "failed", reason: "3 errors" },
      { passed: 0, failed: 1, skipped: 0 },
    ],
    [undefined, { passed: 0, failed: 1, skipped: 0 }],
  ])("%j counts as %j", (outcome, expected) => {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    countHtmlCheck(counts, /** @type {import("./summary.mjs").HtmlCheckOutcome | undefined} */ (outcome));
    expect(counts).toEqual(expected);
  });
});
