import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { AppError } from "../errors.ts";
import type { ThreadTaskName, ThreadTasks } from "./thread-tasks.ts";

// Work too heavy for the event loop (a PDF of thousands of pages, a large script's statistics)
// runs in a pool of worker threads, so /api/health/live and every other request keep answering
// meanwhile (docs/ARCHITECTURE.md, Budgets). Any part of the server runs a named task of thread-tasks.ts:
//   await runInThread("screenplay.pdf", input, { owner: userId })
// Each owner (a person) has one task running at a time and a few waiting: one person asking for
// PDF after PDF waits for their own, and never holds the threads the others need.

// Set by scripts/build-server.ts when the server runs from its bundle: the worker bundled beside
// it. From sources (tsx, vitest), a small module that registers tsx loads the TypeScript worker.
declare const BUNDLED_THREAD_WORKER: string | undefined;

function workerFile(): string {
  if (typeof BUNDLED_THREAD_WORKER === "string") return BUNDLED_THREAD_WORKER;
  return path.join(path.dirname(fileURLToPath(import.meta.url)), "thread-worker-source.mjs");
}

// One core stays for the event loop; on a large machine a few threads are plenty for the PDFs of
// one server's people.
const THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));
// Tasks waiting for a thread, all owners together; past it the server says it is busy.
const MAX_QUEUED = 64;
// Tasks of one owner waiting behind their running one.
export const MAX_WAITING_PER_OWNER = 4;
// An idle thread ends after this long: its memory (an engine and fonts, tens of MB) goes back.
const IDLE_MS = 30_000;
const THREAD_HEAP_MB = 96;

let pool: Piscina | undefined;

function thePool(): Piscina {
  pool ??= new Piscina({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: IDLE_MS,
    maxQueue: MAX_QUEUED,
    // Node's own env for the thread, and none of the main thread's execArgv (vitest's and tsx's
    // loader flags are the main thread's business).
    execArgv: [],
    // A thread's heap is held to what the longest allowed script needs, so the server stays in its
    // memory budget while printing (docs/ARCHITECTURE.md, Budgets); V8 collects sooner instead of growing.
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: 16 },
  });
  return pool;
}

type OwnerQueue = { running: boolean; waiting: Array<() => void> };
const owners = new Map<string, OwnerQueue>();

async function ownerTurn(owner: string): Promise<() => void> {
  let queue = owners.get(owner);
  if (!queue) {
    queue = { running: false, waiting: [] };
    owners.set(owner, queue);
  }
  const q = queue;
  if (q.running) {
    if (q.waiting.length >= MAX_WAITING_PER_OWNER) {
      throw AppError.rateLimited(
        "Your screenplay is still being prepared from your last requests. Try again in a few seconds.",
        5,
      );
    }
    await new Promise<void>((resolve) => q.waiting.push(resolve));
  }
  q.running = true;
  return () => {
    const next = q.waiting.shift();
    if (next) next();
    else {
      q.running = false;
      owners.delete(owner);
    }
  };
}

/** Runs the named task in a worker thread, after the owner's earlier tasks. */
export async function runInThread<N extends ThreadTaskName>(
  name: N,
  input: Parameters<ThreadTasks[N]>[0],
  options: { owner: string },
): Promise<Awaited<ReturnType<ThreadTasks[N]>>> {
  const done = await ownerTurn(options.owner);
  try {
    return (await thePool().run({ name, input })) as Awaited<ReturnType<ThreadTasks[N]>>;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY") {
      throw new AppError(
        "payload_too_large",
        "This is more than we can lay out at once. Try a shorter script, or split it in parts.",
      );
    }
    if (error instanceof Error && /queue is at limit/i.test(error.message)) {
      throw new AppError(
        "unavailable",
        "The server is preparing many screenplays at once. Try again in a few seconds.",
      );
    }
    throw error;
  } finally {
    done();
  }
}

/** Ends the threads (at shutdown, and after tests). */
export async function closeThreadPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close({ force: true });
}

/** For tests and metrics: how many tasks the pool has finished, and its threads. */
export function threadPoolStats(): { completed: number; threads: number } {
  return { completed: pool?.completed ?? 0, threads: pool?.threads.length ?? 0 };
}
