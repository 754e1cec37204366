/**
 * Everything a script starts, stopped on every way out. A child process runs in a process group of its own
 * (`startGroup`: `detached: true`), so stopping it ends its whole tree (npm → sh → vite, the Firebase CLI and its
 * function workers) with `process.kill(-pid)`; anything else that must end (an in-process server, a browser) is
 * registered with `onStop`. `exitOnSignals()` makes SIGINT and SIGTERM stop all of it, newest first, wait until
 * every group is gone (its ports free) and exit 130 or 143; `exit(code)` does the same on a normal end. A second
 * signal while stopping kills every group at once.
 */
import { ChildProcess, spawn } from "node:child_process";

/** @typedef {() => Promise<void>} Stopper */

/** Registered stoppers, oldest first. */
const stoppers = /** @type {Set<Stopper>} */ (new Set());
/** @type {Set<number>} */
const groups = new Set();
/** Set once the script is on its way out (a signal or `exit`); nothing new starts after that. */
let ending = /** @type {Promise<never> | undefined} */ (undefined);

/** True once a signal (or `exit`) has begun stopping everything. */
export function isStopping() {
  return ending !== undefined;
}

/**
 * Registers `stop` to run when the script ends. Returns a function that runs it now (once) and unregisters it, so
 * the owner can stop it early; a failing stopper is ignored (the others still run).
 * @param {() => unknown} stop
 * @returns {Stopper}
 */
export function onStop(stop) {
  /** @type {Promise<void> | undefined} */
  let done;
  const run = () =>
    (done ??= (async () => {
      stoppers.delete(run);
      try {
        await stop();
      } catch {
        /* the others still run */
      }
    })());
  stoppers.add(run);
  return run;
}

/** Runs every registered stopper, newest first (what started last depends on what started before it). */
export async function stopAll() {
  for (const stop of [...stoppers].reverse()) await stop();
}

/**
 * Sends `signal` to the whole process group `pid`; false when the group is gone.
 * @param {number} pid
 * @param {NodeJS.Signals | 0} signal
 */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once no process of group `pid` is left, or after `timeoutMs`.
 * @param {number} pid
 * @param {number} timeoutMs
 */
async function groupGone(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (signalGroup(pid, 0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * @typedef {object} GroupOptions
 * @property {NodeJS.Signals} [stopSignal] what asks the group to end (default SIGTERM; the Firebase CLI shuts its
 *   emulators down cleanly on SIGINT)
 * @property {number} [graceMs] how long the group may take before it is killed (default 10 s)
 */

/**
 * @typedef {object} Group
 * @property {import("node:child_process").ChildProcess} child
 * @property {Promise<number | null>} exited the leader's exit code (null when a signal ended it)
 * @property {Stopper} stop asks the group to end, kills it after the grace period and resolves once it is gone
 */

/**
 * Spawns `command` as the leader of a new process group and registers it to be stopped. When the leader exits on
 * its own, whatever it left in its group is killed too. Once the script is stopping nothing is spawned: the group
 * returned never exits, so its caller waits for the script's exit.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import("node:child_process").SpawnOptions} [options] `detached` is always true
 * @param {GroupOptions} [groupOptions]
 * @returns {Group}
 */
export function startGroup(command, args, options = {}, { stopSignal = "SIGTERM", graceMs = 10_000 } = {}) {
  if (isStopping()) return { child: new ChildProcess(), exited: new Promise(() => {}), stop: async () => {} };
  const child = spawn(command, args, { ...options, detached: true });
  const pid = child.pid;
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.once("error", () => resolve(child.exitCode ?? 1));
  });
  if (pid === undefined) return { child, exited, stop: async () => {} };
  groups.add(pid);
  const stop = onStop(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup(pid, stopSignal);
      const timer = setTimeout(() => signalGroup(pid, "SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    }
    signalGroup(pid, "SIGKILL");
    await groupGone(pid, 5_000);
    groups.delete(pid);
  });
  exited.then(() => {
    // Left to itself, a leader's exit ends its group: no orphan keeps a port.
    if (!isStopping()) void stop();
  });
  return { child, exited, stop };
}

/**
 * Stops everything, then exits with `code`. Once stopping has begun (a signal), it waits for that exit instead,
 * so the signal's code wins.
 * @param {number} code
 * @param {() => void} [afterStop] says what happened, once everything has stopped
 * @returns {Promise<never>}
 */
export function exit(code, afterStop) {
  ending ??= stopAll().then(() => {
    afterStop?.();
    return process.exit(code);
  });
  return ending;
}

/**
 * For a step the script cannot go on without: prints why (unless a signal is stopping the script, which caused it),
 * stops everything and exits 1. `await step().catch(failed)`.
 * @param {unknown} error
 * @returns {Promise<never>}
 */
export function failed(error) {
  if (!isStopping()) console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
  return exit(1);
}

let installed = false;

/**
 * SIGINT and SIGTERM stop everything and exit 130 / 143 (128 + the signal's number), also while the script is still
 * starting; `log` says so first. A second signal kills every process group at once and exits. Losing the parent
 * process that launched the script counts as SIGTERM.
 * @param {(line: string) => void} [log]
 */
export function exitOnSignals(log = (line) => console.error(line)) {
  if (installed) return;
  installed = true;
  for (const [signal, code] of /** @type {const} */ ([
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ])) {
    process.on(signal, () => onSignal(signal, code));
  }
  // `npm start` runs the script under `sh -c`: a SIGTERM to npm reaches that shell, which dies without passing it on.
  // The script then finds itself adopted by another parent, and takes that as the SIGTERM it did not get.
  const launcher = process.ppid;
  setInterval(() => {
    if (process.ppid !== launcher && !isStopping()) onSignal("SIGTERM", 143);
  }, 500).unref();

  /**
   * @param {NodeJS.Signals} signal
   * @param {number} code
   */
  function onSignal(signal, code) {
    if (isStopping()) {
      for (const pid of groups) signalGroup(pid, "SIGKILL");
      process.exit(code);
    }
    log(`\n${signal}: stopping everything this started…`);
    void exit(code, () => log("Stopped: every process this started has ended and its ports are free."));
  }
}

/**
 * Runs `command` in a process group of its own (see {@link startGroup}) in `cwd`, its output (stdout and stderr
 * together) kept rather than shown.
 * @param {string} command
 * @param {string[]} args
 * @param {string | URL} cwd
 * @returns {Promise<{ code: number | null, output: string }>}
 */
export async function runCaptured(command, args, cwd) {
  const { child, exited } = startGroup(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"], env: process.env });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { code: await exited, output };
}
