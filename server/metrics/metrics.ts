import { sql } from "drizzle-orm";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.ts";
import { rowsOf } from "../db/rows-of.ts";
import { jobs } from "../db/schema/index.ts";

// Prometheus metrics of one process, served at GET /metrics (server/metrics/metrics-route.ts).
// Each app gets its own registry, so tests can build several apps in one process.
export type Metrics = ReturnType<typeof createMetrics>;

// Seconds: an API answer usually takes milliseconds, a PDF or an upload seconds.
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
// Jobs, transcriptions and media processing run from a fraction of a second to minutes.
const workBuckets = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

export function createMetrics(database: Pick<Database, "db" | "poolStats">) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "lifescript_" });

  const requests = new Counter({
    name: "lifescript_http_requests_total",
    help: "HTTP requests answered, by method, route pattern (never the raw path) and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: "lifescript_http_request_duration_seconds",
    help: "Time to answer an HTTP request (until the handler returned), by method and route pattern",
    labelNames: ["method", "route"] as const,
    buckets: requestBuckets,
    registers: [registry],
  });
  const jobAttempts = new Counter({
    name: "lifescript_job_attempts_total",
    help: "Job attempts run by this process, by kind and outcome (done, retry, failed)",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: "lifescript_job_failures_total",
    help: "Jobs that failed for good in this process (no attempts left or a permanent error), by kind",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: "lifescript_job_duration_seconds",
    help: "Time one job attempt took, by kind",
    labelNames: ["kind"] as const,
    buckets: workBuckets,
    registers: [registry],
  });
  const transcriptionSeconds = new Histogram({
    name: "lifescript_transcription_duration_seconds",
    help: "Time to transcribe one voice recording (fetch the audio, the speech-to-text call, store the text), by outcome",
    labelNames: ["outcome"] as const,
    buckets: workBuckets,
    registers: [registry],
  });
  const mediaSeconds = new Histogram({
    name: "lifescript_media_processing_duration_seconds",
    help: "Time to check and process one uploaded photo or video (save-metadata), by kind and outcome",
    labelNames: ["kind", "outcome"] as const,
    buckets: workBuckets,
    registers: [registry],
  });

  // Read from the database when Prometheus scrapes: the queue is shared by every server.
  new Gauge({
    name: "lifescript_job_queue_depth",
    help: "Jobs waiting (queued) or being run (running) in the shared queue, by kind",
    labelNames: ["kind", "status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = rowsOf<{ kind: string; status: string; count: string }>(
        await database.db.execute(
          sql`select kind, status, count(*)::text as count from ${jobs}
              where status in ('queued', 'running') group by kind, status`,
        ),
      );
      for (const row of rows) {
        this.set({ kind: row.kind, status: row.status }, Number(row.count));
      }
    },
  });
  new Gauge({
    name: "lifescript_db_pool_connections",
    help: "Database connections of this process: max (the pool's size), open and busy (running a query)",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const stats = await database.poolStats();
      this.set({ state: "max" }, stats.max);
      this.set({ state: "open" }, stats.open);
      this.set({ state: "busy" }, stats.busy);
    },
  });

  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      requestSeconds.observe({ method, route }, seconds);
    },
    observeJob(kind: string, outcome: "done" | "retry" | "failed", seconds: number) {
      jobAttempts.inc({ kind, outcome });
      jobSeconds.observe({ kind }, seconds);
      if (outcome === "failed") jobFailures.inc({ kind });
    },
    transcriptionSeconds,
    mediaSeconds,
  };
}

// Runs `work` and records how long it took in `histogram`, labelled ok or error.
export async function timed<T>(
  histogram: Histogram<"outcome"> | Histogram<"kind" | "outcome">,
  labels: Record<string, string>,
  work: () => Promise<T>,
): Promise<T> {
  const end = (histogram as Histogram<string>).startTimer(labels);
  try {
    const result = await work();
    end({ outcome: "ok" });
    return result;
  } catch (error) {
    end({ outcome: "error" });
    throw error;
  }
}
