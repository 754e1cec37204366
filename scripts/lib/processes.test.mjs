import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isPortFree } from "./ports.mjs";
import { onStop, startGroup, stopAll } from "./processes.mjs";

const PROCESSES = fileURLToPath(new URL("./processes.mjs", import.meta.url));

/** A process that listens on a free port of 127.0.0.1 and prints it, then stays. */
const LISTENER = `require("node:net").createServer().listen(0, "127.0.0.1", function () { console.log(this.address().port); });`;

/** @param {number} pid */
const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The first line `child` prints.
 * @param {import("node:child_process").ChildProcess} child
 * @returns {Promise<string>}
 */
const firstLine = (child) =>
  new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (output.includes("\n")) resolve(output.split("\n")[0] ?? "");
    });
    child.once("exit", (code) => reject(new Error(`exited ${code} before printing: ${output}`)));
  });

describe("scripts/lib/processes.mjs: what a script starts is stopped", () => {
  it("stops a process group with its grandchildren and frees their ports", async () => {
    // sh → node (a grandchild, in the same group): stopping the group must end both.
    const group = startGroup("sh", ["-c", `${JSON.stringify(process.execPath)} -e '${LISTENER}'`], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const port = Number(await firstLine(group.child));
    expect(await isPortFree(port)).toBe(false);
    const order = /** @type {string[]} */ ([]);
    onStop(() => order.push("registered after the group: stopped first"));
    await stopAll();
    expect(order).toHaveLength(1);
    expect(groupAlive(/** @type {number} */ (group.child.pid))).toBe(false);
    expect(await isPortFree(port)).toBe(true);
  });

  it("kills what a leader left in its group when the leader exits on its own", async () => {
    // sh starts a listening node in the background, waits until it has printed its port, passes it on and exits.
    const leader = `f=$(mktemp); ${JSON.stringify(process.execPath)} -e '${LISTENER}' > "$f" &
      until [ -s "$f" ]; do sleep 0.05; done; cat "$f"; rm -f "$f"; exit 0`;
    const group = startGroup("sh", ["-c", leader], { stdio: ["ignore", "pipe", "inherit"] });
    const port = Number(await firstLine(group.child));
    expect(await group.exited).toBe(0);
    await group.stop();
    expect(groupAlive(/** @type {number} */ (group.child.pid))).toBe(false);
    expect(await isPortFree(port)).toBe(true);
  });

  it.each([
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ])("on %s a script stops everything it started, frees the ports and exits %i", async (signal, code) => {
    // A script that starts a listening child in its own group, then waits (as `npm start` does while starting).
    const script = `
      import { exitOnSignals, startGroup } from ${JSON.stringify(PROCESSES)};
      exitOnSignals(() => {});
      const group = startGroup(process.execPath, ["-e", ${JSON.stringify(LISTENER)}], { stdio: ["ignore", "pipe", "inherit"] });
      group.child.stdout.once("data", (chunk) => console.log(String(chunk).trim() + " " + group.child.pid));
      await new Promise(() => setInterval(() => {}, 1000));
    `;
    const parent = spawn(process.execPath, ["--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const [port, pid] = (await firstLine(parent)).split(" ").map(Number);
    expect(await isPortFree(/** @type {number} */ (port))).toBe(false);
    const exited = new Promise((resolve) => parent.once("exit", (exitCode) => resolve(exitCode)));
    parent.kill(/** @type {NodeJS.Signals} */ (signal));
    expect(await exited).toBe(code);
    expect(groupAlive(/** @type {number} */ (pid))).toBe(false);
    expect(await isPortFree(/** @type {number} */ (port))).toBe(true);
  });
});
