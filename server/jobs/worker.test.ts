import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../db/schema/index.ts";
import { logger } from "../logger.ts";
import { createTestApp, type TestApp } from "#tests/factories/test-app.ts";
import { enqueueJob } from "./enqueue-job.ts";
import { createWorker, PermanentJobError } from "./worker.ts";

describe("jobs worker", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.services.database.db;
  const row = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0];
  const makeDue = (id: string) =>
    db()
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));

  it("runs a job once and marks it done", async () => {
    const seen: unknown[] = [];
    const worker = createWorker({
      db: db(),
      logger,
      handlers: { "test.ok": async (p) => void seen.push(p) },
    });
    const id = await enqueueJob(db(), { kind: "test.ok", payload: { n: 1 } });
    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await row(id)).toMatchObject({ status: "done", attempts: 1 });
    expect(await worker.drain()).toBe(0);
  });

  it("retries a passing failure with back-off, then succeeds", async () => {
    let calls = 0;
    const worker = createWorker({
      db: db(),
      logger,
      handlers: {
        "test.flaky": async () => {
          calls += 1;
          if (calls === 1) throw new Error("503 from provider");
        },
      },
    });
    const id = await enqueueJob(db(), { kind: "test.flaky", payload: {} });
    await worker.drain();
    const afterFirst = await row(id);
    expect(afterFirst).toMatchObject({
      status: "queued",
      attempts: 1,
      lastError: "503 from provider",
    });
    expect(afterFirst!.runAt.getTime()).toBeGreaterThan(Date.now() + 1000);
    expect(await worker.drain()).toBe(0); // not due yet
    await makeDue(id);
    await worker.drain();
    expect(await row(id)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("fails for good on a permanent error or after the last attempt", async () => {
    const worker = createWorker({
      db: db(),
      logger,
      handlers: {
        "test.permanent": async () => {
          throw new PermanentJobError("bad audio");
        },
        "test.always": async () => {
          throw new Error("still down");
        },
      },
    });
    const permanent = await enqueueJob(db(), { kind: "test.permanent", payload: {} });
    const always = await enqueueJob(db(), { kind: "test.always", payload: {}, maxAttempts: 2 });
    await worker.drain();
    expect(await row(permanent)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "bad audio",
    });
    await makeDue(always);
    await worker.drain();
    expect(await row(always)).toMatchObject({ status: "failed", attempts: 2 });
  });

  it("picks up a job left running by a process that died", async () => {
    const id = await enqueueJob(db(), { kind: "test.orphan", payload: {} });
    await db()
      .update(jobs)
      .set({ status: "running", lockedAt: sql`now() - interval '20 minutes'`, attempts: 1 })
      .where(eq(jobs.id, id));
    let ran = false;
    const worker = createWorker({
      db: db(),
      logger,
      handlers: { "test.orphan": async () => void (ran = true) },
    });
    await worker.drain();
    expect(ran).toBe(true);
    expect(await row(id)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("stops cleanly while polling", async () => {
    const worker = createWorker({
      db: db(),
      logger,
      handlers: { "test.none": async () => {} },
      pollMs: 10,
    });
    worker.start();
    await new Promise((r) => setTimeout(r, 50));
    await expect(worker.stop()).resolves.toBeUndefined();
  });

  it("a job still running when the worker stops past its timeout goes back to the queue for another server", async () => {
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    const worker = createWorker({
      db: db(),
      logger,
      pollMs: 10,
      handlers: {
        "test.slow-shutdown": async () => {
          release();
          await new Promise((r) => setTimeout(r, 2000));
        },
      },
    });
    const id = await enqueueJob(db(), { kind: "test.slow-shutdown", payload: {} });
    worker.start();
    await started;
    expect(await row(id)).toMatchObject({ status: "running", attempts: 1 });
    await worker.stop({ timeoutMs: 100 });
    const after = await row(id);
    expect(after).toMatchObject({ status: "queued", attempts: 0, lockedAt: null });
    // Another server claims it at once instead of waiting for the stale-lock timeout.
    let ranElsewhere = false;
    const other = createWorker({
      db: db(),
      logger,
      handlers: { "test.slow-shutdown": async () => void (ranElsewhere = true) },
    });
    expect(await other.drain()).toBe(1);
    expect(ranElsewhere).toBe(true);
    expect(await row(id)).toMatchObject({ status: "done", attempts: 1 });
  });
});
