/**
 * bench:calendars — the hosts' own calendars (docs/decisions/0011-host-calendars.md), with the functions' own code
 * (functions/lib) in this process against the Firestore stand-in (test-support/firestore-standin.mjs) and a feed
 * served by a local HTTP server:
 *
 *   1. free times, 30 days × 3 hosts, each with a connected calendar of 5,000 events (200 recurring series, three
 *      years of history) vs the same hosts with no calendar: p50 of each; budget ≤ 1.5× (free times read the stored
 *      intervals, never a calendar);
 *   2. one sync of a 5 MB feed (those 5,000 events, each with a long description): its time and the process's peak
 *      RSS during it; budget under 5 s and 256 MB (the sync function's memory);
 *   3. the same feed synced again unchanged: budget: no parse (the conditional request answers 304).
 *
 * Writes docs/benchmarks/calendars.md; exits 1 when a budget is missed.
 */
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import { answerHelp } from "./lib/cli.mjs";
import { startFirestoreStandin } from "../test-support/firestore-standin.mjs";

answerHelp(`
Usage: npm run bench:calendars [-- --runs N]

Free times with and without connected calendars (budget ≤ 1.5×), one 5 MB feed's sync (under 5 s, 256 MB peak RSS),
and its unchanged second sync (no parse). Needs the functions built (npm run build -w functions); starts no stack.
Writes docs/benchmarks/calendars.md; exits 1 when a budget is missed.
`);

const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 25;
const HOSTS = 3;
const EVENTS = 5_000;
const SERIES = 200;
const FEED_BYTES = 5 * 1024 * 1024;
const KEY = "bench-calendar-key-0123456789abcdef";

const load = createRequire(import.meta.url);
/** @type {typeof import("../functions/src/calendars/sync.ts")} */
const sync = load("../functions/lib/calendars/sync.js");
/** @type {typeof import("../functions/src/domain/calendars.ts")} */
const domainCalendars = load("../functions/lib/domain/calendars.js");
/** @type {typeof import("../functions/src/calendars/secretBox.ts")} */
const box = load("../functions/lib/calendars/secretBox.js");

/** The feed: 200 weekly or daily series started up to three years ago, and single events over the same years. */
function feed() {
  const now = Date.now();
  const pad = Math.max(0, Math.floor(FEED_BYTES / EVENTS) - 180);
  const description = "Agenda: ".padEnd(pad, "curriculum, assessment, board report. ");
  const utc = (/** @type {number} */ ms) =>
    new Date(ms)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//EN", "X-WR-CALNAME:Bench calendar"];
  for (let i = 0; i < EVENTS; i++) {
    const recurring = i < SERIES;
    const start = recurring
      ? now - (3 * 365 - (i % 300)) * 86_400_000 + (i % 9) * 3_600_000
      : now + (((i * 7919) % (3 * 365 + 90)) - 3 * 365) * 86_400_000 + (i % 10) * 3_600_000;
    const minute = Math.floor(start / 60_000) * 60_000;
    lines.push(
      "BEGIN:VEVENT",
      `UID:bench-${i}@bench`,
      "DTSTAMP:20260101T000000Z",
      `DTSTART:${utc(minute)}`,
      `DTEND:${utc(minute + 45 * 60_000)}`,
      ...(recurring ? [i % 4 === 0 ? "RRULE:FREQ=DAILY;INTERVAL=3" : "RRULE:FREQ=WEEKLY"] : []),
      `SUMMARY:Meeting ${i}`,
      // Folded at 75 octets as RFC 5545 writes long lines.
      ...(`DESCRIPTION:${description}`.match(/.{1,74}/g) ?? []).map((part, index) => (index ? ` ${part}` : part)),
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR", "");
  return lines.join("\r\n");
}

const p50 = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const text = feed();
const etag = `"${createHash("sha1").update(text).digest("hex")}"`;
let fullAnswers = 0;
const server = createServer((req, res) => {
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304);
    return void res.end();
  }
  fullAnswers++;
  res.writeHead(200, { etag, "content-type": "text/calendar" });
  res.end(text);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const address = server.address();
const feedUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/private/basic.ics`;

const standin = await startFirestoreStandin();
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${standin.port}`;
const { initializeApp } = await import("firebase-admin/app");
const { getFirestore } = await import("firebase-admin/firestore");
const db = getFirestore(initializeApp({ projectId: "bench-calendars" }, "bench-calendars"));
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const deps = {
  db,
  now: () => new Date(),
  key: () => KEY,
  fetch: sync.fetchUnder({ allowLoopback: true, timeoutMs: 10_000, maxBytes: 10 * 1024 * 1024 }),
  log: quiet,
};
/** @type {typeof import("../functions/src/bookings/bookingFreeTimes.ts")} */
const freeTimesModule = load("../functions/lib/bookings/bookingFreeTimes.js");

const lines = [];
const results = [];
try {
  // Hosts with weekday hours and a connected feed each.
  const day = [{ start: "08:00", end: "18:00" }];
  const availability = {
    active: true,
    meetingTypes: ["demo"],
    weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] },
    daysOff: [],
    minimumNoticeHours: 0,
    horizonDays: 60,
    bufferMinutes: 10,
    dailyCap: 20,
  };
  /** @type {string[]} */
  const ids = [];
  for (let host = 0; host < HOSTS; host++) {
    const uid = `bench-host-${host}`;
    await db.doc(`booking_hosts/${uid}`).set({ availability, active: true, email: `${uid}@example.test` });
    const ref = db.collection("host_calendars").doc();
    await ref.set({
      host_uid: uid,
      kind: "ics",
      name: "Bench calendar",
      hint: "127.0.0.1 · ….ics",
      secret: box.seal(KEY, ref.id, JSON.stringify({ url: feedUrl })),
    });
    ids.push(ref.id);
  }

  // 2. One sync of the 5 MB feed: time and peak RSS.
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const syncStart = performance.now();
  const first = ids[0] ?? "";
  const firstOutcome = await sync.syncCalendar(deps, first);
  const syncMs = performance.now() - syncStart;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const stored = (await db.doc(`host_calendars/${first}`).get()).data();
  for (const id of ids.slice(1)) await sync.syncCalendar(deps, id);

  // 3. The unchanged second sync.
  const answersBefore = fullAnswers;
  const againStart = performance.now();
  const secondOutcome = await sync.syncCalendar(deps, first);
  const againMs = performance.now() - againStart;
  const parsedAgain = fullAnswers !== answersBefore || secondOutcome !== "unchanged";

  // 1. Free times over 30 days, with the stored busy times and without.
  const bookingDeps = {
    db,
    now: () => new Date(),
    key: () => "bench-hash-key-0123456789abcdef",
    origin: () => "http://127.0.0.1:5000",
    rateLimiter: { consume: async () => true },
    log: quiet,
  };
  const from = new Date(Date.now() + 86_400_000);
  const to = new Date(from.getTime() + 30 * 86_400_000);
  const ask = () =>
    freeTimesModule.bookingFreeTimesHandler(
      { data: { meetingType: "demo", from: from.toISOString(), to: to.toISOString() }, ip: "203.0.113.9" },
      bookingDeps,
    );
  // Paired runs, alternating with and without the stored busy times (written back or deleted between two timed
  // calls, outside the timing), so a change in the machine's load touches both sides alike.
  const busyDocs = await db.collection("calendar_busy").get();
  const saved = busyDocs.docs.map((doc) => ({ ref: doc.ref, data: doc.data() }));
  const intervals = saved.reduce((sum, { data }) => sum + sync.unpackIntervals(data.intervals).length, 0);
  const timed = async () => {
    const start = performance.now();
    const offered = (await ask()).times.length;
    return { ms: performance.now() - start, offered };
  };
  for (let i = 0; i < 3; i++) await ask();
  const withTimes = [];
  const withoutTimes = [];
  let offeredWith = 0;
  let offeredWithout = 0;
  for (let i = 0; i < RUNS; i++) {
    await Promise.all(saved.map(({ ref, data }) => ref.set(data)));
    const one = await timed();
    withTimes.push(one.ms);
    offeredWith = one.offered;
    await Promise.all(saved.map(({ ref }) => ref.delete()));
    const other = await timed();
    withoutTimes.push(other.ms);
    offeredWithout = other.offered;
  }
  const withCalendars = { p50: p50(withTimes), offered: offeredWith };
  const without = { p50: p50(withoutTimes), offered: offeredWithout };
  const ratio = withCalendars.p50 / without.p50;

  results.push(
    ["Free times, 30 days × 3 hosts: with calendars ÷ without", `${ratio.toFixed(2)}×`, "≤ 1.5×", ratio <= 1.5],
    ["One 5 MB feed's sync", `${(syncMs / 1000).toFixed(2)} s`, "< 5 s", syncMs < 5000 && firstOutcome === "synced"],
    ["Peak RSS during that sync", `${(peak / 1024 / 1024).toFixed(0)} MB`, "< 256 MB", peak < 256 * 1024 * 1024],
    ["The unchanged feed's second sync", `${againMs.toFixed(0)} ms, ${secondOutcome}`, "no parse", !parsedAgain],
  );
  let commit = "unknown";
  try {
    commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  } catch {
    commit = "unknown";
  }
  lines.push(
    "# bench:calendars",
    "",
    `Run ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"} (load ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(
        " ",
      )}), Node ${process.version}, commit ${commit}. \`npm run bench:calendars\` (scripts/bench-calendars.mjs):`,
    "the functions' code in one process against the Firestore stand-in `@firestore-emulator/server`",
    "(test-support/firestore-standin.mjs), the feed served by a local HTTP server. It starts no stack and uses the",
    "stand-in by design, on every machine, also where the stack runs the official emulator: its figures are the",
    "stand-in's (no indexes, a full scan per query), not the official emulator's.",
    "",
    `- Feed: ${EVENTS.toLocaleString("en-US")} events (${SERIES} recurring series from up to three years back), ${(
      text.length /
      1024 /
      1024
    ).toFixed(
      1,
    )} MB; a sync stored ${stored?.busy_count ?? 0} busy intervals (the ${domainCalendars.CALENDAR_HORIZON_DAYS}-day horizon), ${intervals} over the ${HOSTS} hosts.`,
    `- Free times (${RUNS} paired runs after 3 warm-ups, 30 days, ${HOSTS} hosts): p50 ${withCalendars.p50.toFixed(
      1,
    )} ms with the calendars' stored busy times (${withCalendars.offered} times offered), ${without.p50.toFixed(
      1,
    )} ms without (${without.offered} offered).`,
    "",
    "| Measure | Result | Budget | Met |",
    "| --- | --- | --- | --- |",
    ...results.map(([name, value, budget, met]) => `| ${name} | ${value} | ${budget} | ${met ? "yes" : "**no**"} |`),
    "",
  );
} finally {
  server.close();
  await standin.stop();
}
const report = lines.join("\n");
writeFileSync(new URL("../docs/benchmarks/calendars.md", import.meta.url), report);
console.log(report);
const missed = results.filter((row) => !row[3]);
if (missed.length) {
  console.error(`bench:calendars: ${missed.length} budget(s) missed`);
  process.exit(1);
}
process.exit(0);
