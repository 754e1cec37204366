import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envProblems, functionParams, secretProblems } from "./deploy-check.mjs";

const README = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const DEPLOY = readFileSync(new URL("../.github/workflows/deploy.yml", import.meta.url), "utf8");

/** A complete production env file for the parameters the functions define now. */
const COMPLETE = [
  "SITE_ORIGIN=https://idahoaicoaches.com",
  "INBOUND_MAIL_DOMAIN=reply.idahoaicoaches.com",
  "SMTP_HOST=smtp.example.com",
  "MAIL_FROM=no-reply@idahoaicoaches.com",
  "STAFF_NOTIFY_TO=owner@idahoaicoaches.com",
].join("\n");

/** @param {Record<string, string>} files */
const reader = (files) => (/** @type {string} */ path) => files[path];

describe("the deploy's configuration check (scripts/deploy-check.mjs)", () => {
  const params = functionParams();

  it("reads every secret and parameter the functions define from their source", () => {
    const secrets = params.filter((param) => param.kind === "secret").map((param) => param.name);
    expect(secrets).toEqual(
      expect.arrayContaining([
        "CALENDAR_KEY",
        "HASH_KEY",
        "INBOUND_SIGNING_KEY",
        "SMTP_PASSWORD",
        "STRIPE_SECRET_KEY",
        "STRIPE_WEBHOOK_SECRET",
      ]),
    );
    const required = params.filter((param) => param.kind === "param" && !param.hasDefault).map((param) => param.name);
    expect(required.sort()).toEqual([
      "INBOUND_MAIL_DOMAIN",
      "MAIL_FROM",
      "SITE_ORIGIN",
      "SMTP_HOST",
      "STAFF_NOTIFY_TO",
    ]);
  });

  it("the README's deploy steps name every secret and parameter", () => {
    const deploySteps = README.slice(README.indexOf("## Deploy to a real Firebase project"));
    for (const { name } of params) expect([name, deploySteps.includes(name)]).toEqual([name, true]);
  });

  it("passes a complete env file and refuses one that lacks a parameter, naming it and the file", () => {
    expect(envProblems("p1", params, reader({ "functions/.env.p1": COMPLETE }))).toEqual([]);
    const lacking = COMPLETE.replace(/^INBOUND_MAIL_DOMAIN=.*$/m, "INBOUND_MAIL_DOMAIN=");
    expect(envProblems("p1", params, reader({ "functions/.env.p1": lacking }))).toEqual([
      expect.stringMatching(/^INBOUND_MAIL_DOMAIN is not set: add INBOUND_MAIL_DOMAIN=… to functions\/\.env\.p1/),
    ]);
    expect(envProblems("p1", params, reader({})).length).toBe(5);
  });

  it("refuses an env file that sets FUNCTIONS_EMULATOR (it would switch on the local-only allowances)", () => {
    for (const line of ["FUNCTIONS_EMULATOR=true", "FIRESTORE_EMULATOR_HOST=127.0.0.1:8080"]) {
      expect(envProblems("p1", params, reader({ "functions/.env.p1": `${COMPLETE}\n${line}` }))).toEqual([
        expect.stringContaining(`functions/.env.p1 sets ${line.split("=")[0]}`),
      ]);
    }
    expect(
      envProblems("p1", params, reader({ "functions/.env": "FUNCTIONS_EMULATOR=true", "functions/.env.p1": COMPLETE })),
    ).toEqual([expect.stringContaining("functions/.env sets FUNCTIONS_EMULATOR")]);
  });

  it("refuses a missing secret, naming the command that sets it", async () => {
    const missing = await secretProblems("p1", params, async (name) => name !== "CALENDAR_KEY");
    expect(missing).toEqual([
      "the secret CALENDAR_KEY does not exist: npx firebase functions:secrets:set CALENDAR_KEY --project p1",
    ]);
    expect(await secretProblems("p1", params, async () => true)).toEqual([]);
  });

  it("runs in the deploy workflow before the deploy", () => {
    const check = DEPLOY.indexOf("node scripts/deploy-check.mjs");
    expect(check).toBeGreaterThan(0);
    expect(check).toBeLessThan(DEPLOY.indexOf("npx firebase deploy"));
  });
});
