import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSyncScheduler, type SyncReason } from "./scheduler";

describe("sync scheduler", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(online: boolean, takesMs = 0) {
    const reasons: SyncReason[] = [];
    const run = vi.fn(async (reason: SyncReason) => {
      reasons.push(reason);
      if (takesMs) await new Promise((resolve) => setTimeout(resolve, takesMs));
    });
    const scheduler = createSyncScheduler({ run, intervalMs: 30_000, online });
    return { scheduler, reasons, run };
  }

  it("syncs at once when started online, then every 30000 ms", async () => {
    const { scheduler, reasons } = setup(true);
    scheduler.start();
    expect(reasons).toEqual(["start"]);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(reasons).toEqual(["start"]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(reasons).toEqual(["start", "interval", "interval"]);
  });

  it("does not sync while offline, and syncs when the connection comes back", async () => {
    const { scheduler, reasons } = setup(false);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reasons).toEqual([]);
    scheduler.setOnline(true);
    expect(reasons).toEqual(["online"]);
  });

  it("skips a sync that would start while one runs", async () => {
    const { scheduler, reasons } = setup(true, 45_000);
    scheduler.start();
    expect(scheduler.running()).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(scheduler.trigger("write")).toBe(false);
    expect(reasons).toEqual(["start"]);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(scheduler.running()).toBe(false);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(reasons).toEqual(["start", "interval"]);
  });

  it("keeps its rhythm after a failed sync", async () => {
    const onError = vi.fn();
    let calls = 0;
    const scheduler = createSyncScheduler({
      run: () => (++calls === 1 ? Promise.reject(new Error("down")) : Promise.resolve()),
      intervalMs: 30_000,
      online: true,
      onError,
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(calls).toBe(2);
  });

  it("stops syncing on sign-out", async () => {
    const { scheduler, reasons } = setup(true);
    scheduler.start();
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(90_000);
    scheduler.setOnline(false);
    scheduler.setOnline(true);
    expect(reasons).toEqual(["start"]);
  });
});
