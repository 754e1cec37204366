/**
 * `npm run bench:booking [-- --skip-build]`: the booking callables on the local stack, called as the booking page
 * calls them (the web SDK; the hosts set their hours through `setMyAvailability` as signed-in admins).
 *   1. `bookingFreeTimes` p50 for a 30-day window of demos with 3 active hosts and no bookings;
 *   2. 500 scheduled bookings of those hosts in the window, seeded in batches with the Admin SDK as `createBooking`
 *      stores them (the lead record of the domain, the booking's fields), then (1) again: the ratio (budget ≤ 2);
 *   3. `createBooking` p50: sequential bookings of free demo times;
 *   4. the race: 20 `createBooking` requests for the same time at once, 5 times (a time only one host offers, so
 *      exactly one booking can be right): budget exactly one booking each time, every other answer "just taken".
 * Prints the tables, writes docs/benchmarks/booking.md, exits 1 when a budget is missed. Starts (and stops) the
 * stack itself: run it alone (`flock /tmp/stack.lock npm run bench:booking`).
 */
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import {
  budgetTable,
  commitOf,
  firestoreUsed,
  fmt,
  machineLine,
  measure as timed,
  percentile,
  writeReport,
} from "./lib/bench.mjs";
import { adminSdk, createAdmin, webClient } from "./lib/bench-clients.mjs";
import { answerHelp, BENCH_OPTIONS_HELP } from "./lib/cli.mjs";
import { exit, exitOnSignals, failed, isStopping } from "./lib/processes.mjs";
import { ROOT, TEST_FUNCTIONS_ENV, startStack } from "./stack.mjs";

answerHelp(`
Usage: npm run bench:booking [-- --skip-build]   (node scripts/bench-booking.mjs)

Starts the local stack (test mode) and measures the booking callables through the web SDK: free times for a 30-day
window with 3 hosts and no bookings, then with 500 bookings (p50 and the ratio, budget ≤ 2), createBooking p50, and
a race of 20 createBooking requests for one time, run 5 times (budget: exactly one booking each time, every other
answer "That time was just taken"). Prints the tables, writes docs/benchmarks/booking.md, exits 1 when a budget is
missed. Needs the stack's ports free (stop \`npm start\` first). Ctrl-C (or SIGTERM) stops the stack and frees every
port (exit 130 / 143).

${BENCH_OPTIONS_HELP}`);
exitOnSignals();

const HOSTS = 3;
const EXISTING = 500;
const WINDOW_DAYS = 30;
const RUNS = 15;
const WARM_UP = 3;
const BOOKINGS = 15;
const RACERS = 20;
const RACES = 5;
const BUDGETS = { ratio: 2 };
const PASSWORD = "bench-booking-pw";
/** The seeded bookings' local start times: up to 7 a host and day, 30 minutes with 10 minutes of buffer apart. */
const SEED_TIMES = ["08:00", "09:30", "11:00", "12:30", "14:00", "15:30", "17:00"];

/**
 * @typedef {import("../functions/src/domain/index.ts").CallableName} CallableName
 * @typedef {import("../functions/src/domain/index.ts").Availability} Availability
 * @typedef {import("../functions/src/domain/index.ts").MeetingTypeId} MeetingTypeId
 * @typedef {typeof import("../functions/src/domain/index.ts")} Domain
 * @typedef {typeof import("../functions/src/domain/slots.ts")} Slots
 */

let clients = 0;

/**
 * A web-SDK client, as the booking page (or, signed in, the hosts' dashboard) has one; typed by the contract.
 * @param {{ email: string, password: string }} [account]
 */
const bookingClient = (account) => webClient(`bench-booking-${++clients}`, account);

/**
 * The bench's hosts (the stack's seed has none): verified admins with their staff record, each setting its hours as the dashboard does. Every
 * day 8:00–18:00 in Boise, a cap of 12 a day (so 5–6 bookings a day leave each day open: the cap does not hide
 * the busy times), 60 days ahead. Only the first takes consultations: the race's times are that host's alone.
 * @param {import("firebase-admin/auth").Auth} auth
 * @param {import("firebase-admin/firestore").Firestore} db
 * @returns {Promise<string[]>} their uids
 */
async function setUpHosts(auth, db) {
  const hours = [{ start: "08:00", end: "18:00" }];
  const uids = [];
  for (let index = 0; index < HOSTS; index++) {
    const email = `bench-host-${index + 1}@example.test`;
    const user = await createAdmin({ auth, db }, { email, password: PASSWORD });
    const { call } = await bookingClient({ email, password: PASSWORD });
    /** @type {Availability} */
    const availability = {
      active: true,
      meetingTypes: index === 0 ? ["demo", "consultation"] : ["demo"],
      weekly: { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: hours, sun: hours },
      daysOff: [],
      minimumNoticeHours: 12,
      horizonDays: 60,
      bufferMinutes: 10,
      dailyCap: 12,
    };
    await call("setMyAvailability", availability);
    uids.push(user.uid);
  }
  return uids;
}

/**
 * `count` scheduled demos spread evenly over the hosts and the window's days (slot by slot: every host-day gets its
 * 8:00 booking before any gets its 9:30 one), written in batches of up to 500 as createBooking stores a booking: the
 * domain's `newBookingRecord`. No locks: the free times read bookings, not locks.
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {Domain} domain
 * @param {Slots} slots
 * @param {string[]} hosts
 * @param {string} firstDate the window's first host date
 * @param {number} count
 */
async function seedBookings(db, domain, slots, hosts, firstDate, count) {
  const { FieldValue, Timestamp } = await import("firebase-admin/firestore");
  const minutes = domain.MEETING_TYPES.demo.minutes;
  let batch = db.batch();
  let inBatch = 0;
  let written = 0;
  for (const time of SEED_TIMES) {
    for (let day = 0; day < WINDOW_DAYS; day++) {
      for (const host of hosts) {
        if (written === count) break;
        const start = slots.zonedToInstant(slots.addDays(firstDate, day), time, domain.HOST_TIME_ZONE);
        const end = new Date(start.getTime() + minutes * 60_000);
        const details = {
          name: `Bench Visitor ${written}`,
          email: `bench-visitor-${written}@example.test`,
          organisation: "Bench School District",
          organisationType: /** @type {const} */ ("school"),
          topics: "",
        };
        const ref = db.collection(domain.COLLECTIONS.bookings).doc();
        const booking = domain.newBookingRecord({
          details,
          source: domain.UNKNOWN_SOURCE,
          meetingType: "demo",
          timeZone: domain.HOST_TIME_ZONE,
          start: Timestamp.fromDate(start),
          end: Timestamp.fromDate(end),
          hostUid: host,
          icsUid: `${randomUUID()}@bench.example.test`,
          tokenHash: `bench-${written}`,
          mailboxHash: `bench-${written}`,
          lockIds: slots.lockIds(host, start, end, 10),
          scheduledAt: Timestamp.now(),
        });
        batch.create(ref, { ...booking, created_at: FieldValue.serverTimestamp() });
        written++;
        if (++inBatch === 500) {
          await batch.commit();
          batch = db.batch();
          inBatch = 0;
        }
      }
    }
  }
  if (inBatch > 0) await batch.commit();
  return written;
}

/**
 * Runs `task` WARM_UP times unmeasured, then RUNS times measured.
 * @param {() => Promise<unknown>} task
 */
function measure(task) {
  return timed(task, { warmUp: WARM_UP, runs: RUNS });
}

/**
 * A visitor's booking request for `start`.
 * @param {MeetingTypeId} meetingType
 * @param {string} start
 * @param {string} label
 * @returns {import("../functions/src/domain/index.ts").CallableInput<"createBooking">}
 */
const bookingRequest = (meetingType, start, label) => ({
  name: `Bench ${label}`,
  email: `bench-${label}-${randomUUID().slice(0, 8)}@example.test`,
  organisation: "Bench Chamber",
  organisationType: "chamber",
  topics: "",
  meetingType,
  start,
  timeZone: "America/Los_Angeles",
});

/**
 * Each distinct message with how often it came.
 * @param {string[]} messages
 */
const tally = (messages) => {
  const counts = new Map();
  for (const message of messages) counts.set(message, (counts.get(message) ?? 0) + 1);
  return [...counts];
};

/** The message of a callable's refusal: the server's, to which the web SDK in Node appends the HTTP status. */
const messageOf = (/** @type {unknown} */ error) =>
  (error instanceof Error ? error.message : String(error)).replace(/ \[\d{3}\]$/, "");

async function bench() {
  const { auth, db } = await adminSdk("bench-booking");
  const { Timestamp } = await import("firebase-admin/firestore");
  /** @type {Domain} */
  const domain = createRequire(import.meta.url)("../functions/lib/domain/index.js");
  /** @type {Slots} */
  const slots = createRequire(import.meta.url)("../functions/lib/domain/slots.js");
  const zone = domain.HOST_TIME_ZONE;
  const hosts = await setUpHosts(auth, db);
  const visitor = await bookingClient();

  const today = slots.instantToZoned(new Date(), zone).date;
  const firstDate = slots.addDays(today, 1);
  const from = slots.zonedToInstant(firstDate, "00:00", zone).toISOString();
  const to = slots.zonedToInstant(slots.addDays(firstDate, WINDOW_DAYS), "00:00", zone).toISOString();
  const window = /** @type {const} */ ({ meetingType: "demo", from, to });
  /** @type {Record<string, any>} */
  const results = {};

  console.log(`• Free times, ${WINDOW_DAYS} days, no bookings…`);
  const empty = await visitor.call("bookingFreeTimes", window);
  results.offeredEmpty = empty.times.length;
  results.empty = await measure(() => visitor.call("bookingFreeTimes", window));

  console.log(`• Seeding ${EXISTING} bookings…`);
  const seeding = performance.now();
  results.seeded = await seedBookings(db, domain, slots, hosts, firstDate, EXISTING);
  results.seedMs = performance.now() - seeding;
  const full = await visitor.call("bookingFreeTimes", window);
  results.offeredFull = full.times.length;
  if (!(full.times.length < empty.times.length)) {
    throw new Error(`the ${EXISTING} bookings took no time away: ${full.times.length} free times either way`);
  }
  console.log(`• Free times with ${results.seeded} bookings…`);
  results.full = await measure(() => visitor.call("bookingFreeTimes", window));
  results.ratio = results.full.p50 / results.empty.p50;

  // createBooking, one after another, at free demo times a day apart (each its own visitor).
  const byDay = new Map();
  for (const time of full.times) {
    const date = slots.instantToZoned(new Date(time), zone).date;
    if (!byDay.has(date)) byDay.set(date, time);
  }
  const bookingTimes = [...byDay.values()].slice(1, 1 + BOOKINGS);
  console.log(`• ${bookingTimes.length} bookings, one after another…`);
  const bookingMs = [];
  for (const [index, start] of bookingTimes.entries()) {
    const started = performance.now();
    await visitor.call("createBooking", bookingRequest("demo", start, `booking-${index}`));
    bookingMs.push(performance.now() - started);
  }
  results.booking = { p50: percentile(bookingMs, 50), p95: percentile(bookingMs, 95), n: bookingMs.length };

  // The race: consultations only the first host takes, at one time per run, on different days and afternoons.
  const consultations = await visitor.call("bookingFreeTimes", { meetingType: "consultation", from, to });
  const raceDays = new Map();
  for (const time of consultations.times) {
    const local = slots.instantToZoned(new Date(time), zone);
    if (local.time >= "16:00" && !raceDays.has(local.date)) raceDays.set(local.date, time);
  }
  const raceTimes = [...raceDays.values()].filter((_, index) => index % 3 === 2).slice(0, RACES);
  if (raceTimes.length < RACES) throw new Error(`only ${raceTimes.length} race times offered`);
  console.log(`• Racing: ${RACES} × ${RACERS} requests for one time…`);
  // Warm a worker for each racer (a refused request each): the emulator starts one per request in flight, so cold
  // racers would arrive one after another and be refused by the read before the commit, never racing to commit.
  await Promise.allSettled(
    Array.from({ length: RACERS }, () => visitor.call("createBooking", bookingRequest("demo", "", "warm"))),
  );
  results.races = [];
  for (const [run, start] of raceTimes.entries()) {
    const started = performance.now();
    const answers = await Promise.allSettled(
      Array.from({ length: RACERS }, (_, index) =>
        visitor.call("createBooking", bookingRequest("consultation", start, `race-${run}-${index}`)),
      ),
    );
    const wallMs = performance.now() - started;
    const booked = answers.filter((answer) => answer.status === "fulfilled").length;
    const refusals = answers.flatMap((answer) => (answer.status === "rejected" ? [messageOf(answer.reason)] : []));
    const taken = refusals.filter((message) => message === domain.TAKEN_MESSAGE).length;
    const others = refusals.filter((message) => message !== domain.TAKEN_MESSAGE);
    const stored = await db
      .collection(domain.COLLECTIONS.bookings)
      .where("start_at", "==", Timestamp.fromDate(new Date(start)))
      .where("status", "==", domain.BOOKING_STATUS.scheduled)
      .get();
    results.races.push({ start, wallMs, booked, taken, others, stored: stored.size });
    console.log(
      `• Race ${run + 1}: ${booked} booked, ${taken} "taken", ${others.length} other errors, ${stored.size} stored, ${fmt(wallMs)}`,
    );
    for (const [message, times] of tally(others)) console.log(`  ${times} × ${message}`);
  }
  return results;
}

/**
 * @param {any} r
 * @param {import("./lib/firestore.mjs").FirestoreChoice} firestore the stack's
 */
function report(r, firestore) {
  const commit = commitOf(ROOT);
  /** @type {Array<[name: string, measured: string, allowed: string, ok: boolean]>} */
  const checks = [
    [
      `Free times with ${EXISTING} bookings ÷ with none (p50)`,
      `${r.ratio.toFixed(2)}×`,
      `≤ ${BUDGETS.ratio}×`,
      r.ratio <= BUDGETS.ratio,
    ],
    ...r.races.map(
      (/** @type {any} */ race, /** @type {number} */ index) =>
        /** @type {[string, string, string, boolean]} */ ([
          `Race ${index + 1}: bookings stored / other errors`,
          `${race.stored} / ${race.others.length}`,
          "1 / 0",
          race.stored === 1 && race.booked === 1 && race.others.length === 0,
        ]),
    ),
  ];
  const races = r.races.map(
    (/** @type {any} */ race, /** @type {number} */ index) =>
      `| ${index + 1} | ${race.start} | ${race.booked} | ${race.taken} | ${
        race.others.length
          ? tally(race.others)
              .map(([message, times]) => `${times} × ${message}`)
              .join("; ")
          : 0
      } | ${race.stored} | ${fmt(race.wallMs)} |`,
  );
  const lines = [
    "# Booking benchmark",
    "",
    `\`npm run bench:booking\` on ${new Date().toISOString().slice(0, 10)} at ${commit}: the booking callables on the local stack`,
    `(Functions emulator, Firestore: ${firestoreUsed(firestore)}), called`,
    `through the web SDK as the booking page calls them, ${RUNS} calls per figure after ${WARM_UP} warm-up calls.`,
    `${HOSTS} hosts set their hours with \`setMyAvailability\` (every day 8:00–18:00 in Boise, buffer 10 min, cap 12 a day).`,
    machineLine(),
    "",
    "| Measure | p50 | p95 |",
    "|---|--:|--:|",
    `| \`bookingFreeTimes\`, demo, ${WINDOW_DAYS}-day window, ${HOSTS} hosts, no bookings (${r.offeredEmpty} times offered) | ${fmt(r.empty.p50)} | ${fmt(r.empty.p95)} |`,
    `| \`bookingFreeTimes\`, the same window with ${r.seeded} bookings (${r.offeredFull} times offered) | ${fmt(r.full.p50)} | ${fmt(r.full.p95)} |`,
    `| \`createBooking\`, ${r.booking.n} bookings one after another | ${fmt(r.booking.p50)} | ${fmt(r.booking.p95)} |`,
    "",
    `The race: ${RACERS} \`createBooking\` requests for one consultation time at once (only one host takes`,
    "consultations, so one booking is the only right outcome), run " + `${RACES} times:`,
    "",
    "| Run | Time | Booked | “Just taken” | Other errors | Stored at that time | Wall time |",
    "|--:|---|--:|--:|--:|--:|--:|",
    ...races,
    "",
    ...budgetTable(checks),
    "",
    `Seeding the ${r.seeded} bookings (Admin SDK, batches of 500) took ${(r.seedMs / 1000).toFixed(1)} s.`,
    "",
    "What the figures mean:",
    "",
    "- A free-times call reads the active hosts and the scheduled bookings of the days its window touches (one range",
    "  query), then computes the times in memory (`freeTimes`, functions/src/domain/slots.ts). With 500 bookings the",
    "  query returns 500 documents where it returned none.",
    ...(firestore.kind === "official"
      ? [
          "  The official emulator's times are an in-memory emulator's on this shared machine; a deployed Firestore",
          "  reads only the index range.",
        ]
      : [
          "  This run's stand-in also filters the whole collection (no indexes), where Firestore reads only the index",
          "  range.",
        ]),
    "- The race is decided by the booking's commit, not by a transaction: one batch creates the booking and one lock",
    "  per 5-minute block of the host's time (`booking_locks`, `lockIds`, each a `create()`), so of the requests that",
    "  all read the time as free, only the first commit succeeds and the rest fail on an existing lock and write",
    "  nothing. The read before the commit does not decide it, so no isolation is needed for one booking per time.",
    ...(firestore.kind === "official"
      ? [
          "  On the official emulator commits are atomic and transactions isolated, as in Firestore: the per-address",
          "  rate limit each request passes first (`rate_limits`, a transaction, all 20 racers on one address document)",
          "  is serialised by the emulator's locks and retried (25 attempts, platform/rateLimit.ts), which the wall times include;",
          '  a request whose transaction runs out of its attempts is answered "unavailable" (an other error here).',
        ]
      : [
          "  This run's stand-in makes commits all-or-nothing for this (decision 0002); its transactions are not",
          "  isolated, which the race does not rely on (the rate limits' counts may be off on it).",
        ]),
    "- The races' wall times are the Functions emulator's (one worker process per request in flight, 20 of them on",
    "  this machine's cores), not a measure of a booking; the budget is the outcome, not the time. A worker that cannot",
    '  load the functions in time (the emulator logs "Failed to load function", seen on a machine at load 20 and more)',
    "  answers the client `deadline-exceeded`: the machine's, not a booking's; the bench gives workers 120 s",
    "  (`FUNCTIONS_DISCOVERY_TIMEOUT`, 30 s by default), and a run with `STACK_VERBOSE=1` shows which.",
    "- The stack raises the per-client limits to 100,000 (`RATE_LIMIT_MAX`, every local caller is one client). Until",
    "  issue 45 a booking then read all 100,000 slot documents of its client in one `getAll`, which overflowed the stack",
    "  (`RangeError`), and the sequential bookings stopped on `FirebaseError: INTERNAL`; the slots are now read ten at",
    "  a time from the first (`claimSlots`, bookingLimits.ts), and an unexpected error of a public callable is logged",
    "  with a reference and answered `unavailable` (platform/admission.ts `answerUnexpected`).",
    "",
  ];
  return { text: lines.join("\n"), checks };
}

const skipBuild = process.argv.includes("--skip-build");
// The race starts 20 emulator workers at once; each must load the functions within the emulator's discovery timeout
// (30 s unless set), which a 2-core machine under other load missed ("Failed to load function": 19 ×
// deadline-exceeded). Two minutes, unless the caller set another.
process.env.FUNCTIONS_DISCOVERY_TIMEOUT ??= "120";
const stack = await startStack({
  mode: "test",
  skipBuild,
  functionsEnv: { ...TEST_FUNCTIONS_ENV, RATE_LIMIT_MAX: "100000" },
}).catch(failed);
let code = 1;
try {
  const results = await bench();
  const { text, checks } = report(results, stack.firestore);
  code = writeReport("booking.md", text, checks) ? 0 : 1;
} catch (error) {
  if (!isStopping()) console.error(`✖ ${error instanceof Error ? (error.stack ?? error.message) : error}`);
} finally {
  await stack.stop();
}
await exit(code);
