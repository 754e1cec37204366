import { createServer } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { LOCAL_SCHEDULES, startLocalSchedules, triggerKeyFrom } from "./local-schedules.mjs";

/**
 * A stand-in for the Functions emulator's trigger route: knows the triggers in `keys`, answers 404 with its list for
 * any other (as firebase-tools does), and records each run with its Cloud Scheduler headers.
 * @param {{ keys: string[], status?: number }} options
 */
async function fakeEmulator(options) {
  /** @type {Array<{ key: string, job: string | undefined, at: string | undefined }>} */
  const runs = [];
  const server = createServer((request, response) => {
    const match = /^\/functions\/projects\/demo-x\/triggers\/(.+)$/.exec(request.url ?? "");
    const key = match ? decodeURIComponent(match[1] ?? "") : "";
    request.resume();
    if (request.method !== "POST" || !options.keys.includes(key)) {
      response.writeHead(404).end(`Function ${key} does not exist, valid functions are: ${options.keys.join(", ")}`);
      return;
    }
    runs.push({
      key,
      job: /** @type {string | undefined} */ (request.headers["x-cloudscheduler-jobname"]),
      at: /** @type {string | undefined} */ (request.headers["x-cloudscheduler-scheduletime"]),
    });
    response.writeHead(options.status ?? 200).end();
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    runs,
    options,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** @param {() => boolean} condition */
async function until(condition, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** @type {Array<() => Promise<unknown>>} */
const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("triggerKeyFrom", () => {
  it("picks the newest generation of the named function only", () => {
    const answer =
      "Function x does not exist, valid functions are: us-central1-sendMail, us-central1-bookingReminders-0, " +
      "us-central1-bookingReminders-2, us-central1-bookingRemindersOld-5, us-central1-bookingReminders-1";
    expect(triggerKeyFrom(answer, "us-central1-bookingReminders")).toBe("us-central1-bookingReminders-2");
    expect(triggerKeyFrom(answer, "us-central1-rollUpTraffic")).toBeUndefined();
    expect(triggerKeyFrom("Not Found", "us-central1-bookingReminders")).toBeUndefined();
  });
});

describe("startLocalSchedules", () => {
  it("drives the reminder sweep about every 30 s", () => {
    expect(LOCAL_SCHEDULES).toContainEqual({ name: "bookingReminders", everySeconds: 30 });
  });

  it("runs each scheduled function at once and then on its tick, with Cloud Scheduler's headers", async () => {
    const emulator = await fakeEmulator({ keys: ["us-central1-sendMail", "us-central1-sweep-0"] });
    cleanups.push(emulator.close);
    const runner = startLocalSchedules({
      functionsOrigin: emulator.origin,
      projectId: "demo-x",
      region: "us-central1",
      schedules: [{ name: "sweep", everySeconds: 1 }],
    });
    cleanups.push(runner.stop);
    // The second answer is counted once the runner has read it, a moment after the emulator has sent it.
    await until(() => emulator.runs.length >= 2 && (runner.runs().sweep?.ok ?? 0) >= 2);
    expect(emulator.runs[0]).toMatchObject({ key: "us-central1-sweep-0", job: "local-sweep" });
    expect(Number.isNaN(Date.parse(emulator.runs[0]?.at ?? ""))).toBe(false);
    expect(runner.runs().sweep?.ok).toBeGreaterThanOrEqual(2);
  });

  it("finds the function again after the emulator reloads it (a new generation)", async () => {
    const emulator = await fakeEmulator({ keys: ["us-central1-sweep-0"] });
    cleanups.push(emulator.close);
    /** @type {string[]} */
    const lines = [];
    const runner = startLocalSchedules({
      functionsOrigin: emulator.origin,
      projectId: "demo-x",
      region: "us-central1",
      schedules: [{ name: "sweep", everySeconds: 1 }],
      log: (line) => lines.push(line),
    });
    cleanups.push(runner.stop);
    await until(() => emulator.runs.length >= 1);
    emulator.runs.length = 0;
    emulator.options.keys = ["us-central1-sweep-1"];
    await until(() => emulator.runs.some((run) => run.key === "us-central1-sweep-1"), 6_000);
    expect(lines.some((line) => line.includes("reloaded"))).toBe(true);
  });

  it("says once, not on every tick, when a run fails, and when it runs again", async () => {
    const emulator = await fakeEmulator({ keys: ["us-central1-sweep-0"], status: 500 });
    cleanups.push(emulator.close);
    /** @type {string[]} */
    const lines = [];
    const runner = startLocalSchedules({
      functionsOrigin: emulator.origin,
      projectId: "demo-x",
      region: "us-central1",
      schedules: [{ name: "sweep", everySeconds: 1 }],
      log: (line) => lines.push(line),
    });
    cleanups.push(runner.stop);
    await until(() => (runner.runs().sweep?.failed ?? 0) >= 2, 6_000);
    expect(lines).toEqual([expect.stringContaining("the run failed (HTTP 500")]);
    emulator.options.status = 200;
    await until(() => (runner.runs().sweep?.ok ?? 0) >= 1, 6_000);
    expect(lines.at(-1)).toContain("running again");
  });

  it("names a function the emulator does not have", async () => {
    const emulator = await fakeEmulator({ keys: ["us-central1-other-0"] });
    cleanups.push(emulator.close);
    /** @type {string[]} */
    const lines = [];
    const runner = startLocalSchedules({
      functionsOrigin: emulator.origin,
      projectId: "demo-x",
      region: "us-central1",
      schedules: [{ name: "sweep", everySeconds: 1 }],
      log: (line) => lines.push(line),
    });
    cleanups.push(runner.stop);
    await until(() => lines.length > 0);
    expect(lines[0]).toContain("has no scheduled function us-central1-sweep");
    expect(emulator.runs).toEqual([]);
  });

  it("stops: no run after stop(), even one due at once", async () => {
    const emulator = await fakeEmulator({ keys: ["us-central1-sweep-0"] });
    cleanups.push(emulator.close);
    const runner = startLocalSchedules({
      functionsOrigin: emulator.origin,
      projectId: "demo-x",
      region: "us-central1",
      schedules: [{ name: "sweep", everySeconds: 1 }],
    });
    await until(() => emulator.runs.length >= 1);
    await runner.stop();
    const after = emulator.runs.length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(emulator.runs.length).toBe(after);
  });

  it("refuses a schedule it cannot run", () => {
    const start = (/** @type {{ name: string, everySeconds: number }} */ schedule) =>
      startLocalSchedules({
        functionsOrigin: "http://127.0.0.1:1",
        projectId: "p",
        region: "r",
        schedules: [schedule],
      });
    expect(() => start({ name: "sweep", everySeconds: 0 })).toThrow(/at least 1/);
    expect(() => start({ name: "../x", everySeconds: 5 })).toThrow(/bad name/);
  });
});
