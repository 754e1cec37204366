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

  it("needs no rewrite in firebase.json: nothing falls back to a client-only page", () => {
    // A rewrite to a function (the hosts' calendar feed, /api/calendar/…) serves no page; none goes to an HTML file.
    const rewrites = (firebaseJson.hosting.rewrites ?? []) as { destination?: string; function?: unknown }[];
    expect(rewrites.filter((rewrite) => rewrite.function === undefined)).toEqual([]);
    expect(firebaseJson.hosting.cleanUrls).toBe(true);
  });
});
