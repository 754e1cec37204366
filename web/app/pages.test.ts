import { formatUsd, PATENT_PROGRAM } from "@domain";
import { describe, expect, it } from "vitest";
import { paths } from "./config/paths";
import { findPage } from "./pages";

// The description takes the price from the catalog; this guards that it still says it the way the page does.
describe("page registry", () => {
  it("states the Patent programme's price as the catalog has it", () => {
    const price = formatUsd(PATENT_PROGRAM.options.full.amountCents);
    expect(findPage(paths.patentWithAi)?.description).toContain(`Total investment ${price}+.`);
  });
});
