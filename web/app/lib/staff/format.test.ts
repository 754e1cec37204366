import { describe, expect, it } from "vitest";
import { deliveryText, formatAmount, formatDateTime, formatDay, statusLabel } from "./format";

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

describe("deliveryText", () => {
  const at = "2026-11-23T17:42:00.000Z";
  it.each([
    [undefined, "Not recorded"],
    [{ state: "sent", attempts: 1, updated_at: at }, "Sent"],
    [{ state: "queued", attempts: 0, updated_at: at }, "Queued"],
    [
      { state: "queued", attempts: 2, last_error: "ETIMEDOUT", updated_at: at },
      "Queued, 2 attempts so far (ETIMEDOUT)",
    ],
    [
      { state: "failed", attempts: 5, last_error: "ECONNREFUSED", updated_at: at },
      "Failed after 5 attempts (ECONNREFUSED)",
    ],
    [{ state: "failed", attempts: 1, updated_at: at }, "Failed after 1 attempt"],
    [{ state: "skipped", attempts: 0, reason: "daily cap", updated_at: at }, "Skipped (daily cap)"],
  ] as const)("%j reads %s", (delivery, expected) => {
    expect(deliveryText(delivery)).toBe(expected);
  });
});

describe("statusLabel and formatDay", () => {
  it("reads a missing status as New", () => {
    expect(statusLabel(undefined)).toBe("New");
    expect(statusLabel("in_progress")).toBe("In progress");
  });

  it("shows a UTC day without shifting it", () => {
    expect(formatDay("2026-11-23")).toBe("Nov 23");
  });
});
