// Timing helpers: warm up, then run until both a minimum count and a minimum time are reached
// (capped). The samples are cut into three consecutive groups, and each figure is the lowest of
// the three groups' figures: taking the best group ignores a stretch where another process on
// this 2-core machine took the CPU.
//
// `ms` is the time per run, the group's mean: what a run costs in the long run, garbage
// collection included. A median is not that. The young generation is collected every few
// megabytes allocated, so a small script pays a collection every eight runs or so and its median
// run pays none, while a script four times as long pays one in about every other run and its
// median lands on the runs that pay it: medians made the engine look 10 % worse at four times the
// script than it is (docs/decisions/0054-bench-time-per-run.md).
export interface Sample {
  /** Time per run (ms): the best of three groups' means. */
  ms: number;
  /** The best of three groups' medians (ms), printed beside it for comparison. */
  median: number;
  runs: number;
}

export interface MeasureOptions {
  warmup: number;
  minRuns: number;
  maxRuns: number;
  minTimeMs: number;
  maxTimeMs: number;
}

export const DEFAULTS: MeasureOptions = {
  warmup: 5,
  minRuns: 15,
  maxRuns: 600,
  minTimeMs: 900,
  maxTimeMs: 6000,
};

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

function mean(xs: number[]): number {
  return xs.reduce((sum, x) => sum + x, 0) / xs.length;
}

function isThenable(x: unknown): x is PromiseLike<unknown> {
  return (
    x !== null && typeof x === "object" && typeof (x as { then?: unknown }).then === "function"
  );
}

export async function measure(
  fn: () => unknown,
  opts: Partial<MeasureOptions> = {},
): Promise<Sample> {
  const o = { ...DEFAULTS, ...opts };
  // Synchronous work is timed without an await in the loop: awaiting a plain value still yields
  // to the microtask queue. Promises (jouvence, afterwriting's PDF) are awaited.
  for (let i = 0; i < o.warmup; i++) {
    const r = fn();
    if (isThenable(r)) await r;
  }
  const times: number[] = [];
  const start = performance.now();
  while (times.length < o.maxRuns) {
    const t0 = performance.now();
    const r = fn();
    if (isThenable(r)) await r;
    times.push(performance.now() - t0);
    const elapsed = performance.now() - start;
    if (times.length >= o.minRuns && elapsed >= o.minTimeMs) break;
    if (elapsed >= o.maxTimeMs && times.length >= 3) break;
  }
  if (times.length < 6) return { ms: mean(times), median: median(times), runs: times.length };
  const third = Math.floor(times.length / 3);
  const groups = [times.slice(0, third), times.slice(third, 2 * third), times.slice(2 * third)];
  return {
    ms: Math.min(...groups.map(mean)),
    median: Math.min(...groups.map(median)),
    runs: times.length,
  };
}
