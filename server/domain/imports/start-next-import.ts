import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { imports } from "#server/db/schema/index.ts";
import { lockPlanUsage } from "../billing/lock-plan-usage.ts";
import { enqueueImportJob } from "./enqueue-import-job.ts";

const active = inArray(imports.status, ["unpacking", "importing"]);

// When one of a person's import jobs ends (done, failed, stopped, abandoned): the oldest of their
// imports waiting for it gets its job, in the same transaction that takes it off the wait, so a
// restart between the two loses nothing. Does nothing while another of theirs still runs.
export async function startNextImport(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPlanUsage(tx, userId);
    const [running] = await tx
      .select({ id: imports.id })
      .from(imports)
      .where(and(eq(imports.userId, userId), active, isNull(imports.waitingSince)))
      .limit(1);
    if (running) return;
    const [next] = await tx
      .select({ id: imports.id, status: imports.status })
      .from(imports)
      .where(and(eq(imports.userId, userId), active, isNotNull(imports.waitingSince)))
      .orderBy(asc(imports.waitingSince))
      .limit(1);
    if (!next) return;
    await tx
      .update(imports)
      .set({ waitingSince: null, updatedAt: new Date() })
      .where(eq(imports.id, next.id));
    await enqueueImportJob(tx, next.id, next.status === "unpacking" ? "unpacking" : "importing");
  });
}
