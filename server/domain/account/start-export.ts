import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { accountExports } from "#server/db/schema/index.ts";
import { enqueueJob } from "#server/jobs/enqueue-job.ts";
import { EXPORT_JOB } from "./build-export.ts";

// Starts "Download my data", or answers the export already under way (asking twice while the
// first is being made makes no second ZIP).
export async function startExport(
  db: Db,
  userId: string,
): Promise<{ row: typeof accountExports.$inferSelect; created: boolean }> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(accountExports)
      .where(
        and(
          eq(accountExports.userId, userId),
          inArray(accountExports.status, ["queued", "running"]),
        ),
      )
      .orderBy(desc(accountExports.createdAt))
      .limit(1)
      .for("update");
    if (pending) return { row: pending, created: false };
    const [row] = await tx.insert(accountExports).values({ userId }).returning();
    if (!row) throw new Error("export insert returned no row");
    await enqueueJob(tx, { kind: EXPORT_JOB, payload: { exportId: row.id }, maxAttempts: 3 });
    return { row, created: true };
  });
}
