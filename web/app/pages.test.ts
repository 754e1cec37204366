import { COUNTED_PATHS, formatUsd, PATENT_PROGRAM } from "@domain";
import { describe, expect, it } from "vitest";
import { paths } from "./config/paths";
import { DEFAULT_PAGES } from "@domain/pages/defaults";
import { EDITABLE_PAGES } from "@domain/pages/registry";
import { findPage, isContentPage, pages } from "./pages";

// The description takes the price from the catalog; this guards that it still says it the way the page does.
describe("page registry", () => {
  it("states the Patent programme's price as the catalog has it", () => {
    const price = formatUsd(PATENT_PROGRAM.options.full.amountCents);
    expect(findPage(paths.patentWithAi)?.description).toContain(`Total investment ${price}+.`);
  });
});

describe("the visit collector's paths (domain COUNTED_PATHS)", () => {
  it("are exactly the registry's public pages: a page added here is counted, a staff page never", () => {
    const publicPaths = pages.filter((page) => !page.staff).map((page) => page.path);
    expect([...COUNTED_PATHS].sort()).toEqual([...publicPaths].sort());
  });
});

describe("the content pages (docs/content.md)", () => {
  it("are exactly the domain's editable pages, each with its default data, all rendered by the content route", () => {
    const content = pages.filter((page) => page.file === "routes/content.page.tsx").map((page) => page.path);
    expect(content.sort()).toEqual(EDITABLE_PAGES.map((page) => page.path).sort());
    expect(Object.keys(DEFAULT_PAGES).sort()).toEqual(content);
    for (const page of pages.filter((entry) => entry.file === "routes/content.page.tsx")) {
      expect(page.id, page.path).toBe(`content-${page.path === "/" ? "home" : page.path.slice(1).replace(/\//g, "-")}`);
    }
  });

  it("are loaded as documents when linked (their copy is in their HTML), other pages inside the app", () => {
    expect(isContentPage(paths.about)).toBe(true);
    expect(isContentPage(`${paths.training}#pathway`)).toBe(true);
    expect(isContentPage(`${paths.home}?from=mail`)).toBe(true);
    expect(isContentPage(paths.contact)).toBe(false);
    expect(isContentPage(paths.dashboard)).toBe(false);
    expect(isContentPage("https://example.org/about")).toBe(false);
  });
});
