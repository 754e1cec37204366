import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { pages } from "../app/pages";
import { type PageSnapshot, snapshotPage } from "./page-snapshot";

/**
 * Moving the pages' copy into data (issue 43, docs/content.md) changes nothing a visitor or a search engine sees:
 * every public page's served HTML has the same title, description, canonical address, social tags, JSON-LD, visible
 * text and links as the site had before the move. `fixtures/pages-before.json` was taken from the prerendered HTML
 * of main at a0ba361 (before the move), by running this spec with `PAGES_BEFORE_FROM=<that build's web/build/client>`
 * and `PAGES_BEFORE_WRITE=1`; never rewrite it from a build of this branch.
 */
const FIXTURE = join(import.meta.dirname, "fixtures", "pages-before.json");
const publicPages = pages.filter((page) => !page.staff);

const fromDirectory = process.env.PAGES_BEFORE_FROM;
const htmlFile = (path: string) => join(fromDirectory ?? "", path === "/" ? "" : path, "index.html");

if (fromDirectory && process.env.PAGES_BEFORE_WRITE === "1") {
  test("capture the pages before the move", () => {
    const snapshots: Record<string, PageSnapshot> = {};
    for (const entry of publicPages) snapshots[entry.path] = snapshotPage(readFileSync(htmlFile(entry.path), "utf8"));
    writeFileSync(FIXTURE, `${JSON.stringify(snapshots, null, 1)}\n`);
  });
} else {
  const before = JSON.parse(readFileSync(FIXTURE, "utf8")) as Record<string, PageSnapshot>;

  test("the fixture covers every public page of the registry", () => {
    expect(Object.keys(before).sort()).toEqual(publicPages.map((page) => page.path).sort());
  });

  for (const entry of publicPages) {
    test(`${entry.path} shows what it showed before the move`, async ({ request }) => {
      const html = fromDirectory
        ? readFileSync(htmlFile(entry.path), "utf8")
        : await (await request.get(entry.path)).text();
      expect(snapshotPage(html)).toEqual(before[entry.path]);
    });
  }
}
