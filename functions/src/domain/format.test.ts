import { describe, expect, it } from "vitest";
import { formatCount, formatUsd } from "./format";

describe("formatUsd", () => {
  it.each([
    [515_000, "$5,150"],
    [257_500, "$2,575"],
    [164_800, "$1,648"],
    [257_550, "$2,575.50"],
    [257_505, "$2,575.05"],
    [99, "$0.99"],
    [0, "$0"],
    [123_456_789_00, "$123,456,789"],
    [-7_500, "-$75"],
  ])("formats %i ¢ as %s", (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it("writes what Intl.NumberFormat writes for US dollars", () => {
    const intl = (cents: number) =>
      new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      }).format(cents / 100);
    for (const cents of [1, 10, 100, 999, 1_000_00, 12_345_67, 500_000, 257_550, 9_999_999_99])
      expect(formatUsd(cents)).toBe(intl(cents));
  });
});

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1_000, "1,000"],
    [12_345, "12,345"],
    [1_234_567, "1,234,567"],
    [-1_500, "-1,500"],
  ])("writes %i as %s", (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});
