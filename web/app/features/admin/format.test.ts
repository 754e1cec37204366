import { describe, expect, it } from "vitest";
import { formatAmount, formatDateTime } from "./format";

describe("formatDateTime", () => {
  it("shows en-US short month, day, year, hour and minute", () => {
    expect(formatDateTime("2025-03-09T16:05:00.000Z", "UTC")).toBe("Mar 9, 2025, 4:05 PM");
  });

  it("shows text that is not a date unchanged", () => {
    expect(formatDateTime("not a date")).toBe("not a date");
  });
});

describe("formatAmount", () => {
  it.each([
    [257_500, "usd", "$2,575"],
    [515_000, "USD", "$5,150"],
    [1_250, "eur", "€12.50"],
  ])("%d %s is %s", (amount, currency, expected) => {
    expect(formatAmount(amount, currency)).toBe(expected);
  });
});
