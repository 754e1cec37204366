import { describe, expect, it } from "vitest";
import { addressList, isLoopback } from "./config";

describe("mail configuration", () => {
  it("reads STAFF_NOTIFY_TO as a comma-separated list without blanks", () => {
    expect(addressList(" a@x.test, b@y.test ,,")).toEqual(["a@x.test", "b@y.test"]);
    expect(addressList("")).toEqual([]);
  });

  it("lets only a relay on this machine go without TLS", () => {
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("localhost")).toBe(true);
    expect(isLoopback("::1")).toBe(true);
    expect(isLoopback("smtp.sendgrid.net")).toBe(false);
    expect(isLoopback("127.example.com")).toBe(false);
  });
});
