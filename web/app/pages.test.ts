import { COUNTED_PATHS, formatUsd, PATENT_PROGRAM } from "@domain";
import { describe, expect, it } from "vitest";
import { paths } from "./config/paths";
import { findPage, pages } from "./pages";

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
