import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import type { Logger } from "../logger.ts";
import { safeErrorMessage } from "../log-safety.ts";

export type JobHandler = (
  payload: Record<string, unknown>,
  // attempt counts from 1; on attempt === maxAttempts a thrown error fails the job for good.
  context: { attempt: number; maxAttempts: number },
) => Promise<void>;

// A failure that will not get better by waiting: the job fails for good at once.
export class PermanentJobError extends Error {}

export type JobOutcome = "done" | "retry" | "failed";

export type Worker = {
  start: () => void;
  // Stops claiming jobs and waits for the one running, up to `timeoutMs`; a job still running then
  // is put back in the queue (its lock released, the attempt not counted) for another server.
  stop: (options?: { timeoutMs?: number }) => Promise<void>;
  // Runs every job that is due now; used by tests and by the poll loop.
  drain: () => Promise<number>;
};

type ClaimedJob = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

// Exponential back-off: 2 s, 4 s, 8 s … capped at 5 minutes.
export function backoffMs(attempt: number): number {
  return Math.min(2000 * 2 ** Math.max(0, attempt - 1), 300_000);
}

export function createWorker(options: {
  db: Db;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  pollMs?: number;
  // A job locked longer than this is taken to belong to a dead process and is claimed again.
  staleLockMs?: number;
  // Told of every finished attempt (metrics).
  onAttempt?: (attempt: { kind: string; outcome: JobOutcome; seconds: number }) => void;
  // Kinds whose row is deleted once done, rather than kept: their payload is a person's data
  // that has no use after the work (a delivered mail's address and text).
  forgetWhenDone?: ReadonlySet<string>;
}): Worker {
  const { db, logger, handlers } = options;
  const pollMs = options.pollMs ?? 1000;
  const staleLockMs = options.staleLockMs ?? 10 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let current: string | null = null; // the id of the job this worker runs now
  let stopping = false;

  async function claim(): Promise<ClaimedJob | undefined> {
    const kinds = Object.keys(handlers);
    if (kinds.length === 0) return undefined;
    const result = await db.execute<ClaimedJob>(sql`
      update ${jobs} set status = 'running', locked_at = now(), attempts = attempts + 1, updated_at = now()
      where id = (
        select id from ${jobs}
        where run_at <= now()
          and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
          and (status = 'queued'
               or (status = 'running' and locked_at < now() - (${staleLockMs} * interval '1 millisecond')))
        order by run_at
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`);
    const rows = Array.isArray(result) ? result : (result as { rows: ClaimedJob[] }).rows;
    return rows[0];
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.kind];
    const log = logger.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    const started = performance.now();
    const report = (outcome: JobOutcome) =>
      options.onAttempt?.({
        kind: job.kind,
        outcome,
        seconds: (performance.now() - started) / 1000,
      });
    try {
      if (!handler) throw new PermanentJobError(`no handler for ${job.kind}`);
      await handler(job.payload, { attempt: job.attempts, maxAttempts: job.max_attempts });
      await db.execute(
        options.forgetWhenDone?.has(job.kind)
          ? sql`delete from ${jobs} where id = ${job.id}`
          : sql`update ${jobs} set status = 'done', locked_at = null, last_error = null, updated_at = now() where id = ${job.id}`,
      );
      report("done");
      log.info("job done");
    } catch (error) {
      // Stored in the row and logged: never a query's parameters.
      const message = safeErrorMessage(error);
      const permanent = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
      if (permanent) {
        await db.execute(
          sql`update ${jobs} set status = 'failed', locked_at = null, last_error = ${message}, updated_at = now() where id = ${job.id}`,
        );
        report("failed");
        log.warn({ err: message }, "job failed for good");
      } else {
        const delay = backoffMs(job.attempts);
        await db.execute(sql`update ${jobs} set status = 'queued', locked_at = null, last_error = ${message},
          run_at = now() + (${delay} * interval '1 millisecond'), updated_at = now() where id = ${job.id}`);
        report("retry");
        log.info({ err: message, retryInMs: delay }, "job will retry");
      }
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    for (;;) {
      if (stopping) return count;
      const job = await claim();
      if (!job) return count;
      current = job.id;
      try {
        await runOne(job);
      } finally {
        current = null;
      }
      count += 1;
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = drain()
        .catch((error: unknown) => logger.error({ err: error }, "job worker poll failed"))
        .finally(schedule);
    }, pollMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      schedule();
    },
    async stop(stopOptions = {}) {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      const timeoutMs = stopOptions.timeoutMs ?? Number.POSITIVE_INFINITY;
      let timeout: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        running.then(() => true),
        new Promise<boolean>((resolve) => {
          if (Number.isFinite(timeoutMs)) timeout = setTimeout(() => resolve(false), timeoutMs);
        }),
      ]);
      clearTimeout(timeout);
      const held = current;
      if (finished || !held) return;
      // Handed back rather than left locked until staleLockMs: another server runs it now.
      await db.execute(sql`update ${jobs} set status = 'queued', locked_at = null,
        attempts = greatest(attempts - 1, 0), run_at = now(), updated_at = now()
        where id = ${held} and status = 'running'`);
      logger.warn(
        { jobId: held },
        "job still running at shutdown: lock released for another server",
      );
    },
    drain,
  };
}
