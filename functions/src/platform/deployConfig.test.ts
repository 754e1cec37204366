import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** firebase.json at the repository root: what `firebase deploy` reads. */
const firebaseJson = JSON.parse(readFileSync(resolve(__dirname, "../../../firebase.json"), "utf8")) as {
  functions: { source: string; ignore: string[] }[];
};

describe("the deployed functions bundle", () => {
  it("leaves out the emulator-only secrets and configuration (functions/.secret.local, .env.local, any *.local)", () => {
    const [functions] = firebaseJson.functions;
    expect(functions?.source).toBe("functions");
    expect(functions?.ignore).toEqual(expect.arrayContaining([".secret.local", ".env.local", "*.local", "**/*.local"]));
  });
});
