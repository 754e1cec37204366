import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe("warmIntl", () => {
  it("starts ICU one step per task, none in the caller's, and only once", async () => {
    // Counts the tasks (timer callbacks) run so far, and in which one each watched step ran.
    let task = 0;
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, "setTimeout").mockImplementation(((callback: () => void, ms?: number) =>
      realSetTimeout(() => {
        task += 1;
        callback();
      }, ms)) as typeof setTimeout);
    const ranIn: Record<string, number> = {};
    const supported = Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat);
    vi.spyOn(Intl.DateTimeFormat, "supportedLocalesOf").mockImplementation((locales) => {
      ranIn.supportedLocalesOf = task;
      return supported(locales);
    });
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
      ranIn.resolvedOptions = task;
      return resolved.call(this);
    });
    const { warmIntl } = await import("./warmIntl");
    const done = warmIntl();
    expect(warmIntl()).toBe(done);
    expect(ranIn).toEqual({});
    await done;
    expect(ranIn.supportedLocalesOf).toBeGreaterThan(0);
    expect(ranIn.resolvedOptions).toBeGreaterThan(ranIn.supportedLocalesOf!);
    expect(task).toBe(5);
  });

  it("hands a lazy chunk over once both it and ICU are ready", async () => {
    vi.useFakeTimers();
    const { withIntl } = await import("./warmIntl");
    let settled = false;
    const loaded = withIntl(async () => ({ default: "chunk" }))().then((module) => {
      settled = true;
      return module;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.runAllTimersAsync();
    await expect(loaded).resolves.toEqual({ default: "chunk" });
  });
});
