/*
 * The scheduler reads the visitor's zone and writes dates and times with Intl.DateTimeFormat. The first Intl call of a
 * tab starts ICU (its locale data, calendars and zones): one task of ~15–25 ms here, four times that on Lighthouse's
 * phone, which counts against Total Blocking Time as a whole. Done a step at a time, each in a task of its own, the
 * same work is several shorter tasks, and the scheduler's first render finds ICU ready (docs/decisions/0005).
 */

const STEPS: (() => unknown)[] = [
  () => new Intl.Locale("en-US").maximize(),
  () => Intl.DateTimeFormat.supportedLocalesOf(["en-US"]),
  () => new Intl.DateTimeFormat("en-US"),
  () => Intl.DateTimeFormat().resolvedOptions().timeZone,
  () => new Intl.DateTimeFormat("en-US", { timeZone: "America/Boise", timeZoneName: "longGeneric" }).format(0),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let warmed: Promise<void> | undefined;

/** Starts ICU a step per task (once per page); resolves when done. */
export function warmIntl(): Promise<void> {
  warmed ??= (async () => {
    for (const step of STEPS) {
      await nextTask();
      step();
    }
  })();
  return warmed;
}

/** A lazy chunk of the scheduler's, loaded while ICU warms up: React renders it once both are ready. */
export function withIntl<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), warmIntl()]).then(([module]) => module);
}
