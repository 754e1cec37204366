import { describe, expect, it } from "vitest";
import { centsToField, parseDollars } from "./money";

describe("parseDollars", () => {
  it.each([
    ["1500", 150_000],
    ["$1,500.5", 150_050],
    ["0.99", 99],
    [" 999.50 ", 99_950],
  ])("reads %j as %d cents, without floating point", (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each(["", "abc", "1.999", "-5", "1e3", "12345678"])("refuses %j", (text) => {
    expect(parseDollars(text)).toBeNull();
  });

  it("writes cents back as a field's dollars", () => {
    expect(centsToField(150_050)).toBe("1500.50");
    expect(parseDollars(centsToField(99))).toBe(99);
  });
});
