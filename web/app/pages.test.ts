import { formatUsd, PATENT_PROGRAM } from "@domain";
import { describe, expect, it } from "vitest";
import { paths } from "./config/paths";
import { findPage } from "./pages";

// The registry cannot import the price catalog itself: the browser tests (Playwright) load pages.ts and cannot load the
// functions' TypeScript sources. So the description is checked against the catalog here.
describe("page registry", () => {
  it("states the Patent programme's price as the catalog has it", () => {
    const price = formatUsd(PATENT_PROGRAM.options.full.amountCents);
    expect(findPage(paths.patentWithAi)?.description).toContain(`Total investment ${price}+.`);
  });
});
