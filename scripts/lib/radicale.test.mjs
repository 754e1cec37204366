import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { radicaleMissingLine, startRadicaleIfInstalled } from "./radicale.mjs";

const MISSING = "/nonexistent/bin/radicale";

describe("the local stack without Debian's Radicale", () => {
  it("npm start goes on: one line says the sample CalDAV calendar is off and how to install Radicale", async () => {
    /** @type {string[]} */
    const lines = [];
    expect(await startRadicaleIfInstalled({ required: false, log: (line) => lines.push(line), bin: MISSING })).toBe(
      undefined,
    );
    expect(lines).toEqual([radicaleMissingLine(MISSING)]);
    expect(lines[0]).toMatch(/sample CalDAV calendar is off, everything else works/);
    expect(lines[0]).toContain("sudo apt-get install radicale");
    expect(lines[0]).toContain(MISSING);
  });

  it("the integration tests' stack, which connects hosts to it, stops with the same advice", async () => {
    await expect(startRadicaleIfInstalled({ required: true, log: () => {}, bin: MISSING })).rejects.toThrow(
      /not installed \(\/nonexistent\/bin\/radicale\).*apt-get install radicale/,
    );
  });

  it("reads RADICALE_BIN from the environment", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--input-type=module", "-e", 'import("./scripts/lib/radicale.mjs").then((m) => console.log(m.RADICALE_BIN))'],
      { env: { ...process.env, RADICALE_BIN: MISSING }, cwd: new URL("../..", import.meta.url) },
    );
    expect(stdout.trim()).toBe(MISSING);
  });
});
