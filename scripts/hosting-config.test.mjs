import { describe, expect, it } from "vitest";
import {
  EMULATOR_CONNECT_SOURCES,
  appCheckProblems,
  deployProblems,
  directive,
  emulatorConfig,
  readFirebaseJson,
} from "./hosting-config.mjs";

/**
 * @param {import("./hosting-config.mjs").FirebaseJson} config
 * @returns {string}
 */
const policyOf = (config) => {
  const header = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((h) => h.key === "Content-Security-Policy");
  if (!header) throw new Error("no Content-Security-Policy");
  return header.value;
};

/** @param {string} connect */
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
    // Any region: the rule is the same in each (the functions' own comes from their build, not needed here).
    const region = () => "europe-west3";
    const own = "https://europe-west3-p1.cloudfunctions.net";
    expect(deployProblems(withConnect(`'self' ${own}`), "p1", region)).toEqual([]);
    expect(deployProblems(withConnect(`'self' ${own} http://127.0.0.1:5001`), "p1", region)).toHaveLength(1);
    expect(deployProblems(withConnect("'self' https://*.cloudfunctions.net"), "p1", region)).toHaveLength(2);
    expect(deployProblems(withConnect("'self' https://europe-west1-p2.cloudfunctions.net"), "p1", region)).toEqual([
      "connect-src names https://europe-west1-p2.cloudfunctions.net, another project's functions; use https://europe-west1-p1.cloudfunctions.net",
      `connect-src does not name this project's functions (${own})`,
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

describe("App Check before a hosting deploy (the predeploy check)", () => {
  /**
   * A repository holding only `files` (path → content).
   * @param {Record<string, string>} files
   */
  const repo = (files) => (/** @type {string} */ path) => files[path];

  it("refuses a web build without VITE_APP_CHECK_SITE_KEY while the functions enforce App Check (the default)", () => {
    /** @type {Record<string, string>[]} */
    const functionsEnvs = [{}, { "functions/.env.p1": "SITE_ORIGIN=https://example.org\n" }];
    for (const functionsEnv of functionsEnvs) {
      const problems = appCheckProblems("p1", repo(functionsEnv), {});
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain("VITE_APP_CHECK_SITE_KEY");
      expect(problems[0]).toContain("APP_CHECK_ENFORCED=false");
      expect(problems[0]).toContain("functions/.env.p1");
    }
  });

  it("lets the deploy go on with a site key (env file or environment), or with APP_CHECK_ENFORCED=false", () => {
    expect(
      appCheckProblems("p1", repo({ "web/.env.production.local": "VITE_APP_CHECK_SITE_KEY=6Lc-key\n" }), {}),
    ).toEqual([]);
    expect(appCheckProblems("p1", repo({ "web/.env.production": "VITE_APP_CHECK_SITE_KEY=6Lc-key" }), {})).toEqual([]);
    expect(appCheckProblems("p1", repo({}), { VITE_APP_CHECK_SITE_KEY: "6Lc-key" })).toEqual([]);
    expect(appCheckProblems("p1", repo({ "functions/.env.p1": "APP_CHECK_ENFORCED=false\n" }), {})).toEqual([]);
    expect(appCheckProblems("p1", repo({ "functions/.env": "APP_CHECK_ENFORCED=false\n" }), {})).toEqual([]);
  });

  it("reads the project's own file over functions/.env, and an empty key as none", () => {
    const files = { "functions/.env": "APP_CHECK_ENFORCED=false\n", "functions/.env.p1": "APP_CHECK_ENFORCED=true\n" };
    expect(appCheckProblems("p1", repo(files), {})).toHaveLength(1);
    expect(
      appCheckProblems("p1", repo({ "web/.env.production.local": "VITE_APP_CHECK_SITE_KEY=\n" }), {}),
    ).toHaveLength(1);
  });
});
