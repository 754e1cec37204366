import { describe, expect, it } from "vitest";
import {
  EMULATOR_CONNECT_SOURCES,
  deployProblems,
  directive,
  emulatorConfig,
  readFirebaseJson,
} from "./hosting-config.mjs";

const policyOf = (config) =>
  config.hosting.headers.flatMap((rule) => rule.headers).find((h) => h.key === "Content-Security-Policy").value;

const withConnect = (connect) => ({
  hosting: {
    headers: [{ headers: [{ key: "Content-Security-Policy", value: `default-src 'self'; connect-src ${connect}` }] }],
  },
});

describe("the deployed Content-Security-Policy (firebase.json)", () => {
  it("names only this project's endpoints: no local address, no wildcard, its own functions host", () => {
    const config = readFirebaseJson();
    expect(deployProblems(config, "demo-idaho-ai-coaches")).toEqual([]);
    expect(policyOf(config)).not.toMatch(/127\.0\.0\.1|localhost|\*\.cloudfunctions/);
  });

  it("refuses a local address, a wildcard, or another project's functions", () => {
    expect(deployProblems(withConnect("'self' https://us-central1-p1.cloudfunctions.net"), "p1")).toEqual([]);
    expect(
      deployProblems(withConnect("'self' https://us-central1-p1.cloudfunctions.net http://127.0.0.1:5001"), "p1"),
    ).toHaveLength(1);
    expect(deployProblems(withConnect("'self' https://*.cloudfunctions.net"), "p1")).toHaveLength(2);
    expect(deployProblems(withConnect("'self' https://europe-west1-p2.cloudfunctions.net"), "p1")).toEqual([
      "connect-src names https://europe-west1-p2.cloudfunctions.net, another project's functions; use https://europe-west1-p1.cloudfunctions.net",
      "connect-src does not name this project's functions (https://us-central1-p1.cloudfunctions.net)",
    ]);
  });
});

describe("the emulators' configuration", () => {
  it("is firebase.json with only the emulators' addresses added to connect-src", () => {
    const deployed = readFirebaseJson();
    const local = emulatorConfig(deployed);
    expect(directive(policyOf(local), "connect-src")).toEqual([
      ...directive(policyOf(deployed), "connect-src"),
      ...EMULATOR_CONNECT_SOURCES,
    ]);
    expect(policyOf(local).replace(` ${EMULATOR_CONNECT_SOURCES.join(" ")}`, "")).toBe(policyOf(deployed));
    expect({ ...local, hosting: { ...local.hosting, headers: [] } }).toEqual({
      ...deployed,
      hosting: { ...deployed.hosting, headers: [] },
    });
  });
});
