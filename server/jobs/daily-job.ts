import crypto from "node:crypto";
import type { DbOrTx } from "../db/client.ts";
import { enqueueJob } from "./enqueue-job.ts";

// Daily jobs run at this UTC hour, a quiet one in most of Europe and the Americas.
const DAILY_HOUR_UTC = 3;

// The id of `kind`'s run on one UTC day: the same on every server, so however many servers
// schedule it, the queue holds one job per day.
export function dailyJobId(kind: string, day: Date): string {
  const date = day.toISOString().slice(0, 10);
  const hex = crypto.createHash("sha256").update(`${kind}:${date}`).digest("hex");
  // Shaped as a version 8 (custom) UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// The next DAILY_HOUR_UTC strictly after `now`.
export function nextDailyRun(now: Date): Date {
  const run = new Date(now);
  run.setUTCHours(DAILY_HOUR_UTC, 0, 0, 0);
  if (run <= now) run.setUTCDate(run.getUTCDate() + 1);
  return run;
}

// Queues the next run of `kind` unless some server already did. Every server calls it at start,
// and the job's handler calls it again when it has run, so one run a day stays queued.
export async function scheduleDaily(db: DbOrTx, kind: string, now = new Date()): Promise<void> {
  const runAt = nextDailyRun(now);
  await enqueueJob(db, { id: dailyJobId(kind, runAt), kind, payload: {}, runAt });
}
