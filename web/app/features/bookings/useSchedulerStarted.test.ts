import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSchedulerStarted } from "./useSchedulerStarted";

afterEach(() => {
  vi.useRealTimers();
});

describe("useSchedulerStarted", () => {
  it("starts the chunk's import in a task of its own after hydration, then the scheduler", async () => {
    vi.useFakeTimers();
    const preload = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useSchedulerStarted(preload));
    // Not in the hydration's own task: its effects have run, the import has not started.
    expect(preload).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
    await act(() => vi.runAllTimersAsync());
    expect(preload).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(true);
  });

  it("leaves a failed import to the lazy component, handling the rejection of its own call", async () => {
    vi.useFakeTimers();
    let handled: ReturnType<typeof vi.spyOn> | undefined;
    const preload = vi.fn(() => {
      const failed = Promise.reject(new Error("offline"));
      handled = vi.spyOn(failed, "catch");
      return failed;
    });
    const { result } = renderHook(() => useSchedulerStarted(preload));
    await act(() => vi.runAllTimersAsync());
    expect(handled).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(true);
  });
});
