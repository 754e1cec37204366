import { describe, expect, it } from "vitest";
import { appCheckEnforced, configuredSiteOrigin } from "./params";

describe("appCheckEnforced", () => {
  it.each([
    [{ APP_CHECK_ENFORCED: "true" }, true],
    [{ APP_CHECK_ENFORCED: "true", FUNCTIONS_EMULATOR: "true" }, false],
    [{ APP_CHECK_ENFORCED: "false" }, false],
    [{}, false],
  ])("is %j → %s", (env, enforced) => {
    expect(appCheckEnforced(env)).toBe(enforced);
  });
});

describe("configuredSiteOrigin", () => {
  it.each([
    ["https://idahoaicoaches.com", "https://idahoaicoaches.com"],
    ["https://idahoaicoaches.com/", "https://idahoaicoaches.com"],
    ["http://127.0.0.1:5000", "http://127.0.0.1:5000"],
  ])("%s → %s", (value, origin) => {
    expect(configuredSiteOrigin(value)).toBe(origin);
  });

  it.each(["", "idahoaicoaches.com", "javascript:alert(1)"])("refuses %j", (value) => {
    expect(() => configuredSiteOrigin(value)).toThrow();
  });
});
