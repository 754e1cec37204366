/**
 * Local schedules: the Firebase emulators never fire scheduled functions (`onSchedule`; firebase-tools registers them
 * as Pub/Sub triggers, "ignored" without a Pub/Sub emulator), so the local stack runs them itself, on a short tick.
 *
 * How a scheduled function is run: the Functions emulator still records it as a trigger (key
 * `<region>-<name>-<generation>`, the generation growing when the emulator reloads the functions) and runs any trigger
 * POSTed to `/functions/projects/<project>/triggers/<key>`; a v2 scheduled function has the HTTP signature, and
 * firebase-functions' scheduler handler reads the Cloud Scheduler headers, runs the handler and answers 200 (500 when
 * it throws). The runner finds the key in the emulator's list of triggers (its 404 answer for an unknown trigger
 * names every trigger), and finds it again after a reload. The deployed code is exactly what runs: no HTTP twin.
 *
 * `npm start`, `npm run dev`, with-stack and `npm test` start it through scripts/stack.mjs and stop it with the
 * stack. To drive another scheduled function, add its `{ name, everySeconds }` to LOCAL_SCHEDULES.
 */

/** @typedef {{ name: string, everySeconds: number }} LocalSchedule */

/**
 * The scheduled functions the local stack drives, and how often. Production runs them on Cloud Scheduler at the
 * schedule their `onSchedule` declares; locally a shorter tick, so what they do shows within a minute.
 * @type {readonly LocalSchedule[]}
 */
export const LOCAL_SCHEDULES = Object.freeze([
  // The reminder sweep (functions/src/bookings/reminders.ts): a reminder arrives within ~30 s of being due.
  { name: "bookingReminders", everySeconds: 30 },
  // The hosts' calendar sync (functions/src/calendars/schedule.ts; every 10 min in production): an event added to a
  // host's calendar removes its free times within ~20 s.
  { name: "syncCalendars", everySeconds: 20 },
]);

/**
 * The emulator's key of a scheduled function, from its answer to an unknown trigger ("… valid functions are: a, b").
 * The newest generation wins (an older one is gone after a reload).
 * @param {string} answer
 * @param {string} id `<region>-<name>`
 * @returns {string | undefined}
 */
export function triggerKeyFrom(answer, id) {
  const list = answer.split("valid functions are:")[1];
  if (list === undefined) return undefined;
  const prefix = `${id}-`;
  const keys = list
    .split(",")
    .map((key) => key.trim())
    .filter((key) => key.startsWith(prefix) && /^\d+$/.test(key.slice(prefix.length)));
  keys.sort((a, b) => Number(b.slice(prefix.length)) - Number(a.slice(prefix.length)));
  return keys[0];
}

/**
 * Starts one timer per schedule; each tick runs the function once on the emulator (never two runs of one function at
 * once: the next tick is set when a run ends). Every request is bounded by the tick's length (at most 60 s). A run
 * that fails is logged once per kind of failure (not on every tick) and logged again when runs succeed again.
 * @param {{
 *   functionsOrigin: string,
 *   projectId: string,
 *   region: string,
 *   schedules?: readonly LocalSchedule[],
 *   log?: (line: string) => void,
 * }} options
 * @returns {{ stop: () => Promise<void>, runs: () => Record<string, { ok: number, failed: number }> }}
 */
export function startLocalSchedules({
  functionsOrigin,
  projectId,
  region,
  schedules = LOCAL_SCHEDULES,
  log = () => {},
}) {
  for (const schedule of schedules) {
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(schedule.name)) throw new Error(`local schedule: bad name "${schedule.name}"`);
    if (!(Number.isFinite(schedule.everySeconds) && schedule.everySeconds >= 1)) {
      throw new Error(`local schedule ${schedule.name}: everySeconds must be at least 1`);
    }
  }
  let stopped = false;
  const stopping = new AbortController();
  /** @type {Set<ReturnType<typeof setTimeout>>} */
  const timers = new Set();
  /** @type {Set<Promise<void>>} */
  const running = new Set();
  /** @type {Record<string, { ok: number, failed: number }>} */
  const counts = {};

  const triggersUrl = `${functionsOrigin}/functions/projects/${encodeURIComponent(projectId)}/triggers`;

  /**
   * One POST to the emulator, bounded.
   * @param {string} key
   * @param {string} jobName
   * @param {number} timeoutMs
   */
  const post = (key, jobName, timeoutMs) =>
    fetch(`${triggersUrl}/${encodeURIComponent(key)}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "X-CloudScheduler-JobName": jobName,
        "X-CloudScheduler-ScheduleTime": new Date().toISOString(),
      },
      body: "{}",
      signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]),
    });

  for (const { name, everySeconds } of schedules) {
    const id = `${region}-${name}`;
    const jobName = `local-${name}`;
    const timeoutMs = Math.min(everySeconds, 60) * 1000;
    /** @type {string | undefined} */
    let key;
    /** @type {string | undefined} */
    let lastProblem;
    const count = { ok: 0, failed: 0 };
    counts[name] = count;

    /** @param {string | undefined} problem */
    const report = (problem) => {
      if (problem === lastProblem) return;
      if (problem) log(`• local schedule ${name}: ${problem}`);
      else if (lastProblem) log(`• local schedule ${name}: running again`);
      lastProblem = problem;
    };

    const runOnce = async () => {
      if (key === undefined) {
        const answer = await post(id, jobName, timeoutMs);
        key = triggerKeyFrom(await answer.text(), id);
        if (key === undefined) return `the Functions emulator has no scheduled function ${id}`;
      }
      const answer = await post(key, jobName, timeoutMs);
      await answer.arrayBuffer();
      if (answer.status === 404) {
        key = undefined; // reloaded: a new generation; found again on the next tick
        return "the emulator reloaded the functions; finding it again";
      }
      if (!answer.ok) return `the run failed (HTTP ${answer.status}; see the emulator's log, STACK_VERBOSE=1)`;
      return undefined;
    };

    const tick = () => {
      const run = runOnce()
        .catch((/** @type {unknown} */ error) =>
          stopped ? undefined : `could not reach the emulator (${error instanceof Error ? error.message : error})`,
        )
        .then((problem) => {
          if (stopped) return;
          count[problem ? "failed" : "ok"] += 1;
          report(problem);
        })
        .finally(() => {
          running.delete(run);
          if (!stopped) schedule();
        });
      running.add(run);
    };
    const schedule = () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        tick();
      }, everySeconds * 1000);
      timers.add(timer);
    };
    // The first run at once: what is due when the stack starts goes out now.
    tick();
  }

  return {
    runs: () => structuredClone(counts),
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      stopping.abort();
      await Promise.allSettled([...running]);
    },
  };
}
