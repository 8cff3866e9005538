import type { DbOrTx } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";

export type JobInput = {
  // A chosen id makes the insert idempotent: a second enqueue of the same id does nothing
  // (daily jobs that every server schedules at start).
  id?: string;
  kind: string;
  payload: Record<string, unknown>;
  maxAttempts?: number;
  runAt?: Date;
};

export async function enqueueJob(db: DbOrTx, input: JobInput): Promise<string> {
  if (input.id) {
    await db
      .insert(jobs)
      .values({
        id: input.id,
        kind: input.kind,
        payload: input.payload,
        maxAttempts: input.maxAttempts ?? 5,
        runAt: input.runAt ?? new Date(),
      })
      .onConflictDoNothing({ target: jobs.id });
    return input.id;
  }
  const [row] = await db
    .insert(jobs)
    .values({
      kind: input.kind,
      payload: input.payload,
      maxAttempts: input.maxAttempts ?? 5,
      runAt: input.runAt ?? new Date(),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error("job insert returned no row");
  return row.id;
}
