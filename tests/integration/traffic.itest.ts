import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../functions/src/domain/collections";
import type { TrafficReportResponse } from "../../functions/src/domain/traffic";
import { admin, clearCollection, hostingOrigin, webClient } from "./emulators";

// The visit collector through the Hosting emulator's rewrite (/api/event on the site's own origin), the funnel step a
// contact message records, and the Traffic view's callable, all on the stack `npm test` starts.
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PASSWORD = "traffic-admin-2025";

function beacon(body: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${hostingOrigin}/api/event`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": CHROME,
      // What a browser sends with the site's own beacon (the collector counts no other origin).
      origin: hostingOrigin,
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

const today = new Date().toISOString().slice(0, 10);

async function report(): Promise<TrafficReportResponse> {
  const { auth } = admin();
  const email = "traffic-admin@example.com";
  const existing = await auth.getUserByEmail(email).catch(() => null);
  if (existing) await auth.deleteUser(existing.uid);
  const user = await auth.createUser({ email, password: PASSWORD, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { admin: true });
  // The staff record the admin callables read the role from (an owner's).
  await admin().db.doc(`${COLLECTIONS.staff}/${user.uid}`).set({ email, role: "owner", active: true });
  const client = webClient();
  await client.signIn(email, PASSWORD);
  return client.call<TrafficReportResponse>("trafficReport", { from: today, to: today });
}

describe("visit counting on the stack", () => {
  beforeAll(async () => {
    for (const name of [COLLECTIONS.trafficEvents, COLLECTIONS.trafficDaily, COLLECTIONS.trafficVisitors]) {
      await clearCollection(name);
    }
  });

  it("collects page views through the Hosting rewrite, skips bots and staff pages, sets no cookie, and reports them", async () => {
    const campaign = { us: "chamber", um: "newsletter", uc: "spring", l: "/" };
    const first = await beacon({ t: "pageview", p: "/", e: "1", ...campaign });
    expect(first.status).toBe(204);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect((await beacon({ t: "pageview", p: "/about", e: "0", ...campaign })).status).toBe(204);
    expect((await beacon({ t: "form_start", p: "/contact", e: "0", ...campaign })).status).toBe(204);
    expect((await beacon({ t: "pageview", p: "/about", e: "1", r: "www.bing.com", l: "/about" })).status).toBe(204);
    // Not counted: a bot, a headless browser, a staff page, a channel chosen by the client.
    expect((await beacon({ t: "pageview", p: "/", e: "1" }, { "user-agent": "Googlebot/2.1" })).status).toBe(204);
    const headless = CHROME.replace("Chrome/", "HeadlessChrome/");
    expect((await beacon({ t: "pageview", p: "/", e: "1" }, { "user-agent": headless })).status).toBe(204);
    expect((await beacon({ t: "pageview", p: "/dashboard", e: "1" })).status).toBe(204);
    expect((await beacon({ t: "pageview", p: "/no-such-page", e: "1" })).status).toBe(204);
    expect((await beacon({ t: "pageview", p: "/", ch: "Paid search" })).status).toBe(400);

    // A contact message from the campaign's visit: stored with its source, counted as "sent" in the funnel.
    const email = `traffic-${Date.now()}@example.com`;
    await webClient().call("submitContact", {
      name: "Maria Delgado",
      email,
      subject: "AI Week",
      message: "Could we talk about AI Week events?",
      source: {
        utmSource: "chamber",
        utmMedium: "newsletter",
        utmCampaign: "spring",
        landingPage: "/",
        formPage: "/contact",
      },
    });
    const stored = await admin().db.collection(COLLECTIONS.contactSubmissions).where("email", "==", email).get();
    expect(stored.docs[0]?.data().source).toMatchObject({
      channel: "Campaign",
      utm_source: "chamber",
      landing_page: "/",
    });

    const figures = await report();
    expect(figures.totals).toMatchObject({ pageviews: 3, visits: 2 });
    expect(figures.channels).toEqual(
      expect.arrayContaining([
        { key: "Campaign", count: 1 },
        { key: "Organic search", count: 1 },
      ]),
    );
    expect(figures.funnel).toMatchObject({ visits: 2, form_started: 1, sent: 1 });
    expect(figures.funnelByChannel.find((row) => row.key === "Campaign")).toMatchObject({ visits: 1, sent: 1 });
    expect(figures.campaigns).toEqual([{ key: "spring", count: 1 }]);
    expect(figures.pendingEvents).toBe(false);
    expect((await admin().db.collection(COLLECTIONS.trafficEvents).get()).size).toBe(0);
  });
});
