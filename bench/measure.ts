// Timing helpers: warm up, then run until both a minimum count and a minimum time are reached
// (capped), and report the median, which is robust to GC pauses.
export interface Sample {
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

export const DEFAULTS: MeasureOptions = { warmup: 5, minRuns: 10, maxRuns: 400, minTimeMs: 600, maxTimeMs: 4000 };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

export async function measure(fn: () => unknown, opts: Partial<MeasureOptions> = {}): Promise<Sample> {
  const o = { ...DEFAULTS, ...opts };
  // Synchronous work is timed without an await in the loop: awaiting a plain value still yields
  // to the microtask queue, which would add the event loop's own work to every sample.
  const run = (): unknown => fn();
  for (let i = 0; i < o.warmup; i++) {
    const r = run();
    if (r instanceof Promise) await r;
  }
  const times: number[] = [];
  const start = performance.now();
  while (times.length < o.maxRuns) {
    const t0 = performance.now();
    const r = run();
    if (r instanceof Promise) await r;
    times.push(performance.now() - t0);
    const elapsed = performance.now() - start;
    if (times.length >= o.minRuns && elapsed >= o.minTimeMs) break;
    if (elapsed >= o.maxTimeMs && times.length >= 3) break;
  }
  return { median: median(times), runs: times.length };
}
