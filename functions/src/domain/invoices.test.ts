import { describe, expect, it } from "vitest";
import { UNKNOWN_SOURCE, type LeadSource } from "./channel";
import {
  advanceStatus,
  INVOICE_STATUSES,
  invoiceTotalCents,
  revenueReport,
  termsRule,
  type PaidMoney,
} from "./invoices";

describe("advanceStatus", () => {
  it("only moves forward, so events in any order end in the same state", () => {
    expect(advanceStatus("draft", "open")).toBe("open");
    expect(advanceStatus("paid", "open")).toBe("paid");
    expect(advanceStatus("paid", "overdue")).toBe("paid");
    expect(advanceStatus("overdue", "paid")).toBe("paid");
    expect(advanceStatus("void", "paid")).toBe("void");
    expect(advanceStatus("paid", "void")).toBe("paid");
    const orders = [
      ["open", "overdue", "paid"],
      ["paid", "open", "overdue"],
      ["overdue", "paid", "open"],
    ] as const;
    for (const order of orders)
      expect(order.reduce(advanceStatus, "draft" as (typeof INVOICE_STATUSES)[number])).toBe("paid");
  });
});

describe("invoiceTotalCents", () => {
  it("sums quantity × unit price in integer cents", () => {
    expect(
      invoiceTotalCents([
        { description: "a", quantity: 3, unit_amount: 33_333 },
        { description: "b", quantity: 1, unit_amount: 1 },
      ]),
    ).toBe(100_000);
  });
});

describe("termsRule", () => {
  const today = new Date("2027-03-01T18:00:00Z");
  it("applies 7 or more days before the event, not fewer, and says when there is no date", () => {
    expect(termsRule("2027-03-08", today).applies).toBe(true);
    expect(termsRule("2027-03-07", today)).toMatchObject({ applies: false, text: /6 days away/ });
    expect(termsRule("2027-02-20", today)).toMatchObject({ applies: false, text: /has passed/ });
    expect(termsRule(null, today).applies).toBeNull();
  });
});

describe("revenueReport", () => {
  const source = (channel: LeadSource["channel"], campaign = "", landing = ""): LeadSource => ({
    ...UNKNOWN_SOURCE,
    channel,
    utm_campaign: campaign,
    landing_page: landing,
  });
  const now = new Date("2027-03-15T12:00:00Z");
  const paid: PaidMoney[] = [
    {
      paidAt: new Date("2027-03-02T00:00:00Z"),
      amount: 600_000,
      refunded: 100_000,
      source: source("Email", "spring", "/partner-with-us"),
      flagged: false,
    },
    {
      paidAt: new Date("2027-02-10T00:00:00Z"),
      amount: 515_000,
      refunded: 0,
      source: source("Organic search", "", "/training/patent-with-ai"),
      flagged: false,
    },
    { paidAt: new Date("2027-01-31T23:59:59Z"), amount: 100, refunded: 0, source: source("Direct"), flagged: true },
    // Before the period: not counted.
    { paidAt: new Date("2026-12-31T23:59:59Z"), amount: 999, refunded: 0, source: source("Direct"), flagged: false },
  ];

  it("sums by month, channel, campaign and landing page with refunds subtracted", () => {
    const report = revenueReport(paid, now, 3, false);
    expect(report.from).toBe("2027-01-01");
    expect(report.months.map(({ key, net }) => [key, net])).toEqual([
      ["2027-01", 100],
      ["2027-02", 515_000],
      ["2027-03", 500_000],
    ]);
    expect(report.total).toMatchObject({ gross: 1_115_100, refunded: 100_000, net: 1_015_100, count: 3 });
    expect(report.channels.map(({ key, net }) => [key, net])).toEqual([
      ["Organic search", 515_000],
      ["Email", 500_000],
      ["Direct", 100],
    ]);
    expect(report.campaigns[1]).toMatchObject({ key: "spring", net: 500_000 });
    expect(report.landingPages.map((line) => line.key)).toContain("/partner-with-us");
    expect(report.flagged).toBe(1);
  });
});
