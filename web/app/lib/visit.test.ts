import { BEACON_KEYS } from "@domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_FLAG_KEY } from "./sessionFlag";
import { currentVisit, referrerHost, sendFormStart, sendPageView } from "./visit";
import { visitSource } from "./visitSource";

function arrive(url: string, referrer = "") {
  window.history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

async function sentBodies(beacon: ReturnType<typeof vi.fn>) {
  const text = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
  return Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await text(blob as Blob)) as unknown));
}

describe("the visit capture and the beacon", () => {
  let beacon: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
  });
  afterEach(() => arrive("/"));

  it("captures the first page's UTM fields and referring host in sessionStorage only, once per visit", () => {
    arrive("/?utm_source=chamber&utm_medium=newsletter&utm_campaign=spring", "https://www.google.com/search?q=ai");
    expect(currentVisit()).toEqual({
      visit: { us: "chamber", um: "newsletter", uc: "spring", ut: "", ux: "", r: "www.google.com", l: "/" },
      entry: true,
    });
    arrive("/about?utm_source=other", "");
    expect(currentVisit()).toMatchObject({ visit: { us: "chamber", l: "/" }, entry: false });
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe("");
  });

  it("sends the visit with every form as source, cleaned field by field", () => {
    arrive("/?utm_source=chamber&utm_campaign=%3Cb%3E", "https://idahoaicoaches.example/x");
    currentVisit();
    arrive("/contact");
    expect(visitSource()).toMatchObject({
      utmSource: "chamber",
      utmCampaign: "",
      landingPage: "/",
      formPage: "/contact",
    });
  });

  it("posts page views and form starts with the domain's beacon keys; the first page is the entry", async () => {
    arrive("/?utm_source=chamber", "");
    sendPageView("/");
    sendPageView("/about");
    sendFormStart("/contact");
    expect(beacon.mock.calls.map(([url]) => url)).toEqual(["/api/event", "/api/event", "/api/event"]);
    const bodies = (await sentBodies(beacon)) as Record<string, string>[];
    expect(bodies.map((body) => [body.t, body.p, body.e])).toEqual([
      ["pageview", "/", "1"],
      ["pageview", "/about", "0"],
      ["form_start", "/contact", "0"],
    ]);
    expect(Object.keys(bodies[0]!).sort()).toEqual(Object.values(BEACON_KEYS).sort());
  });

  it("sends nothing from the staff pages or while a staff session is signed in", () => {
    sendPageView("/dashboard");
    sendPageView("/auth");
    localStorage.setItem(SESSION_FLAG_KEY, "1");
    sendPageView("/");
    expect(beacon).not.toHaveBeenCalled();
  });

  it("keeps only another site's host of a referrer", () => {
    expect(referrerHost("https://WWW.Bing.com/search?q=x", "idahoaicoaches.com")).toBe("www.bing.com");
    expect(referrerHost("https://idahoaicoaches.com/about", "idahoaicoaches.com")).toBe("");
    expect(referrerHost("android-app://com.slack", "idahoaicoaches.com")).toBe("");
    expect(referrerHost("", "idahoaicoaches.com")).toBe("");
  });
});
