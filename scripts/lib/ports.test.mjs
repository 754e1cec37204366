import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EMULATOR_CONNECT_SOURCES } from "../hosting-config.mjs";
import { HOST, MAIL_CONTROL_PORT, PORTS, VITE_PORT } from "./ports.mjs";

const ROOT = new URL("../../", import.meta.url);
const read = (/** @type {string} */ path) => readFileSync(new URL(path, ROOT), "utf8");
/** @type {{ emulators: Record<string, { host?: string, port?: number }> }} */
const firebaseJson = JSON.parse(read("firebase.json"));

describe("the stack's ports come from one place (scripts/lib/ports.mjs, the emulators' from firebase.json)", () => {
  it("takes every emulator's port and host from firebase.json", () => {
    for (const [name, { host, port }] of Object.entries(firebaseJson.emulators)) {
      if (port === undefined) continue;
      expect({ name, host, port }).toEqual({ name, host: HOST, port: PORTS[/** @type {keyof PORTS} */ (name)] });
    }
  });

  it("gives every service its own port", () => {
    const all = [...Object.values(PORTS), MAIL_CONTROL_PORT, VITE_PORT];
    expect(new Set(all).size).toBe(all.length);
  });

  it("is what the web app connects to under the emulators (web/app/lib/firebase.ts)", () => {
    const source = read("web/app/lib/firebase.ts");
    expect(source).toMatch(new RegExp(`connectAuthEmulator\\([^)]*:${PORTS.auth}\``));
    expect(source).toMatch(new RegExp(`connectFunctionsEmulator\\([^)]*, ${PORTS.functions}\\)`));
  });

  it("is the Vite dev server's port (web/vite.config.ts, web's dev script)", () => {
    expect(read("web/vite.config.ts")).toContain(`port: ${VITE_PORT},`);
    expect(JSON.parse(read("web/package.json")).scripts.dev).toContain(`--port ${VITE_PORT}`);
  });

  it("is what the browser tests expect the emulators' policy to add (web/e2e/headers.spec.ts)", () => {
    const spec = read("web/e2e/headers.spec.ts");
    for (const source of EMULATOR_CONNECT_SOURCES) expect(spec).toContain(`"${source}"`);
  });

  it("is every local port the tests fall back to (tests/integration, web/e2e, playwright.config.ts)", () => {
    const known = new Set([...Object.values(PORTS), MAIL_CONTROL_PORT, VITE_PORT]);
    const files = [
      ...readdirSync(new URL("tests/integration/", ROOT)).map((name) => `tests/integration/${name}`),
      ...readdirSync(new URL("web/e2e/", ROOT)).map((name) => `web/e2e/${name}`),
      "playwright.config.ts",
    ].filter((path) => path.endsWith(".ts"));
    const unknown = files.flatMap((path) =>
      [...read(path).matchAll(/127\.0\.0\.1:(\d+)/g)]
        .map((match) => Number(match[1]))
        .filter((port) => !known.has(port))
        .map((port) => `${path}: ${port}`),
    );
    expect(unknown).toEqual([]);
  });
});
