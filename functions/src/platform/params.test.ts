import { describe, expect, it } from "vitest";
import { company } from "../domain/company";
import { allowedOrigins, appCheckEnforced, configuredSiteOrigin } from "./params";

describe("appCheckEnforced: on unless the deployment says APP_CHECK_ENFORCED=false", () => {
  it.each([
    [{}, true],
    [{ APP_CHECK_ENFORCED: "" }, true],
    [{ APP_CHECK_ENFORCED: "true" }, true],
    [{ APP_CHECK_ENFORCED: "flase" }, true],
    // No implicit exception for the emulators: the local stack opts out in functions/.env.local.
    [{ FUNCTIONS_EMULATOR: "true" }, true],
    [{ APP_CHECK_ENFORCED: "true", FUNCTIONS_EMULATOR: "true" }, true],
    [{ APP_CHECK_ENFORCED: "false" }, false],
    [{ APP_CHECK_ENFORCED: " FALSE " }, false],
    [{ APP_CHECK_ENFORCED: "false", FUNCTIONS_EMULATOR: "true" }, false],
  ])("is %j → %s", (env, enforced) => {
    expect(appCheckEnforced(env)).toBe(enforced);
  });
});

describe("allowedOrigins: the origins a browser may call the callables from", () => {
  it.each([
    [{}, [company.origin]],
    [{ SITE_ORIGIN: "" }, [company.origin]],
    [{ SITE_ORIGIN: "https://www.example.org/" }, ["https://www.example.org"]],
    [
      { SITE_ORIGIN: "http://127.0.0.1:5000", CORS_EXTRA_ORIGINS: "http://127.0.0.1:5000, http://127.0.0.1:5173" },
      ["http://127.0.0.1:5000", "http://127.0.0.1:5173"],
    ],
    [
      { CORS_EXTRA_ORIGINS: "https://demo.web.app,,https://demo.firebaseapp.com/" },
      [company.origin, "https://demo.web.app", "https://demo.firebaseapp.com"],
    ],
  ])("%j → %j", (env, origins) => {
    expect(allowedOrigins(env)).toEqual(origins);
  });

  it.each([
    [{ SITE_ORIGIN: "idahoaicoaches.com" }, /SITE_ORIGIN/],
    [{ CORS_EXTRA_ORIGINS: "*" }, /CORS_EXTRA_ORIGINS/],
    [{ CORS_EXTRA_ORIGINS: "javascript:alert(1)" }, /CORS_EXTRA_ORIGINS/],
  ])("refuses %j when the functions load", (env, message) => {
    expect(() => allowedOrigins(env)).toThrow(message);
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
