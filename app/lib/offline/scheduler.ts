// When the outbox is sent: coming back online starts a sync; while
// online and signed in a sync runs at once and then every interval; a sync that would start while
// one runs is skipped. Pure: the clock and the sync itself are given.

export type SyncReason = "start" | "online" | "interval" | "write" | "manual";

export type Clock = {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
};

export type SyncScheduler = {
  // Signed in: sync now (if online) and every interval.
  start: () => void;
  stop: () => void;
  setOnline: (online: boolean) => void;
  // Ask for a sync now; answers false when skipped (offline, stopped, or one is running).
  trigger: (reason: SyncReason) => boolean;
  running: () => boolean;
};

export function createSyncScheduler(options: {
  run: (reason: SyncReason) => Promise<void>;
  intervalMs: number;
  online: boolean;
  clock?: Clock;
  onError?: (error: unknown) => void;
}): SyncScheduler {
  const clock: Clock = options.clock ?? {
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  let online = options.online;
  let started = false;
  let busy = false;
  let timer: unknown = null;

  function trigger(reason: SyncReason): boolean {
    if (!started || !online || busy) return false;
    busy = true;
    void options
      .run(reason)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        busy = false;
      });
    return true;
  }

  return {
    start() {
      if (started) return;
      started = true;
      timer = clock.setInterval(() => void trigger("interval"), options.intervalMs);
      trigger("start");
    },
    stop() {
      started = false;
      if (timer !== null) clock.clearInterval(timer);
      timer = null;
    },
    setOnline(next) {
      const cameBack = next && !online;
      online = next;
      if (cameBack) trigger("online");
    },
    trigger,
    running: () => busy,
  };
}
