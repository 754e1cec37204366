import { emptyFunnel, type TrafficReportResponse } from "@domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, userEvent, within } from "../../../test-utils/render";
import { TrafficView } from "./TrafficView";

const firebase = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock("../../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/firebase")>()),
  callFunction: firebase.callFunction,
}));

function report(from: string, to: string): TrafficReportResponse {
  return {
    from,
    to,
    days: [
      { day: from, pageviews: 0, visits: 0, visitors: 0 },
      { day: to, pageviews: 3, visits: 2, visitors: 2 },
    ],
    totals: { pageviews: 3, visits: 2, visitors: 2 },
    pages: [
      { key: "/", count: 2 },
      { key: "/contact", count: 1 },
    ],
    channels: [
      { key: "Campaign", count: 1 },
      { key: "Organic search", count: 1 },
    ],
    sources: [
      { key: "chamber", count: 1 },
      { key: "www.google.com", count: 1 },
    ],
    campaigns: [{ key: "spring", count: 1 }],
    funnel: { ...emptyFunnel(), visits: 2, form_started: 1, sent: 1, paid: 1 },
    funnelByChannel: [{ key: "Campaign", ...emptyFunnel(), visits: 1, form_started: 1, sent: 1, paid: 1 }],
    funnelByLanding: [{ key: "/", ...emptyFunnel(), visits: 2, sent: 1, paid: 1 }],
    documentsRead: 31,
    pendingEvents: false,
    money: {
      all: { gross: 610_000, refunded: 120_000, net: 490_000 },
      byChannel: { Campaign: { gross: 610_000, refunded: 120_000, net: 490_000 } },
      byLanding: {},
      flagged: 0,
      truncated: false,
    },
  };
}

describe("TrafficView", () => {
  beforeEach(() => {
    firebase.callFunction.mockReset();
    firebase.callFunction.mockImplementation(async (_name: string, data: { from: string; to: string }) =>
      report(data.from, data.to),
    );
  });

  it("asks for the last 30 days, then shows the counts, the chart, the funnel with its rates and the top lists", async () => {
    render(<TrafficView />);
    expect(await screen.findByRole("heading", { name: "Visits and visitors per day" })).toBeInTheDocument();
    const [name, request] = firebase.callFunction.mock.calls[0] as [string, { from: string; to: string }];
    expect(name).toBe("trafficReport");
    expect((Date.parse(request.to) - Date.parse(request.from)) / 86_400_000).toBe(29);
    expect(screen.getByRole("img", { name: "2 visits and 2 visitors over 2 days" })).toBeInTheDocument();
    const byChannel = screen.getByRole("table", { name: "By channel" });
    const campaign = within(byChannel).getByRole("row", { name: /Campaign/ });
    expect(within(campaign).getAllByText("100.0%")).toHaveLength(3);
    // The paid step's money, net of refunds, from the server's figures; a row without money shows $0.
    expect(within(campaign).getByText("$4,900 net")).toBeInTheDocument();
    const overall = screen.getByRole("table", { name: "Overall" });
    expect(within(overall).getByText("$4,900 net")).toBeInTheDocument();
    const byLanding = screen.getByRole("table", { name: "By landing page" });
    expect(within(byLanding).getByText("$0 net")).toBeInTheDocument();
    expect(screen.getByText(/\$6,100 less \$1,200 refunded/)).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Top campaigns" })).getByText("spring")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Channels" })).getByText("Organic search")).toBeInTheDocument();
  });

  it("asks again for 7 days when the period changes", async () => {
    render(<TrafficView />);
    await screen.findByRole("heading", { name: "Visits and visitors per day" });
    const user = userEvent.setup();
    await user.click(screen.getByText("7 days"));
    await screen.findByRole("heading", { name: "Visits and visitors per day" });
    const request = firebase.callFunction.mock.calls.at(-1)?.[1] as { from: string; to: string };
    expect((Date.parse(request.to) - Date.parse(request.from)) / 86_400_000).toBe(6);
  });

  it("says when the figures cannot be loaded", async () => {
    firebase.callFunction.mockRejectedValue({ code: "functions/permission-denied", message: "no" });
    render(<TrafficView />);
    expect(await screen.findByText("Only admins can see the traffic figures.")).toBeInTheDocument();
  });
});
