import { describe, expect, it } from "vitest";
import { HOSTING_API_ORIGIN } from "./hostingRelease";
import { hostingTarget } from "./live";

const EMULATOR = { FUNCTIONS_EMULATOR: "true", FIREBASE_EMULATOR_HUB: "127.0.0.1:4400" };

describe("where a publish releases to", () => {
  it("is Google's Hosting API when deployed, whatever HOSTING_API_ORIGIN says: the token goes nowhere else", () => {
    const target = hostingTarget({ GCLOUD_PROJECT: "prod-project", HOSTING_API_ORIGIN: "https://evil.example" });
    expect(target).toMatchObject({ apiOrigin: HOSTING_API_ORIGIN, site: "prod-project" });
  });

  it("is Google's API when only FUNCTIONS_EMULATOR is set (an env file could set that name)", () => {
    const target = hostingTarget({
      GCLOUD_PROJECT: "p",
      FUNCTIONS_EMULATOR: "true",
      HOSTING_API_ORIGIN: "http://127.0.0.1:1",
    });
    expect(target.apiOrigin).toBe(HOSTING_API_ORIGIN);
  });

  it("is the local stand-in under the emulators, for HOSTING_SITE", async () => {
    const target = hostingTarget({
      ...EMULATOR,
      GCLOUD_PROJECT: "demo",
      HOSTING_SITE: "demo-site",
      HOSTING_API_ORIGIN: "http://127.0.0.1:12112",
    });
    expect(target).toMatchObject({ apiOrigin: "http://127.0.0.1:12112", site: "demo-site" });
    expect(await target.accessToken()).toBe("owner");
  });

  it("refuses to guess under the emulators without the stand-in's address, and without a site", () => {
    expect(() => hostingTarget({ ...EMULATOR, GCLOUD_PROJECT: "demo" })).toThrow(/HOSTING_API_ORIGIN/);
    expect(() => hostingTarget({})).toThrow(/HOSTING_SITE/);
  });
});
