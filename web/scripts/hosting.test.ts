import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import config from "../react-router.config";
import { NOT_FOUND_PRERENDER_PATH, pages } from "../app/pages";

const firebaseJson = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../../firebase.json"), "utf8"),
) as {
  hosting: { rewrites?: unknown[]; cleanUrls?: boolean };
};

describe("Hosting serves every page as a file", () => {
  it("prerenders every page of the registry (staff pages as their shell) and the 404 page", () => {
    expect(config.prerender).toEqual([...pages.map((page) => page.path), NOT_FOUND_PRERENDER_PATH]);
  });

  it("rewrites only the visit collector in firebase.json: no page falls back to a client-only page", () => {
    // /api/event is the beacon's endpoint on the site's own origin (connect-src 'self'), not a page.
    expect(firebaseJson.hosting.rewrites ?? []).toEqual([
      { source: "/api/event", function: { functionId: "collectTraffic", region: "us-central1" } },
    ]);
    expect(firebaseJson.hosting.cleanUrls).toBe(true);
  });
});
