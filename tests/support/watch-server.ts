// What a heavy-work test watches in the bundled server while it works: how fast
// /api/health/live answers (asked every 50 ms from the test's process) and the server process's
// resident memory (read from /proc every 100 ms). Both are printed for the record, never timed.
import fs from "node:fs";
import { expect } from "vitest";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The server's own process: the supervisor's child running the bundle (`npm start` runs it under
// scripts/supervise.ts; esbuild's service may be a child too).
export function serverPid(supervisorPid: number): number | null {
  try {
    const children = fs
      .readFileSync(`/proc/${supervisorPid}/task/${supervisorPid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    return (
      children.find((child) =>
        fs.readFileSync(`/proc/${child}/cmdline`, "utf8").includes("main.mjs"),
      ) ?? null
    );
  } catch {
    return null;
  }
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

// Watches a process while `work` runs: /api/health/live answers and the peak resident memory.
export async function watchWhile(
  baseUrl: string,
  pid: number,
  work: () => Promise<void>,
): Promise<{ liveMs: number[]; peakRssMb: number; restingRssMb: number }> {
  const restingRssMb = rssMb(pid);
  let peakRssMb = restingRssMb;
  const liveMs: number[] = [];
  let watching = true;
  const memory = (async () => {
    while (watching) {
      peakRssMb = Math.max(peakRssMb, rssMb(pid));
      await sleep(100);
    }
  })();
  const live = (async () => {
    while (watching) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/health/live`, {
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      liveMs.push(performance.now() - started);
      await sleep(50);
    }
  })();
  try {
    await work();
  } finally {
    watching = false;
    await Promise.all([memory, live]);
  }
  return { liveMs, peakRssMb, restingRssMb };
}

export function describeLive(liveMs: number[]): string {
  const sorted = [...liveMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `${liveMs.length} answers, median ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, slowest ${at(1).toFixed(0)} ms`;
}
