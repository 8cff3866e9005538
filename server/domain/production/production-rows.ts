import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplayLocks, screenplayRevisions } from "#server/db/schema/index.ts";

export type LockRow = typeof screenplayLocks.$inferSelect;
export type RevisionRow = typeof screenplayRevisions.$inferSelect;
export type ProductionRows = { lock: LockRow | undefined; revisions: RevisionRow[] };

// A screenplay's lock and revisions (oldest first), as stored.
export async function productionRows(db: DbOrTx, screenplayId: string): Promise<ProductionRows> {
  const [lock] = await db
    .select()
    .from(screenplayLocks)
    .where(eq(screenplayLocks.screenplayId, screenplayId));
  const revisions = await db
    .select()
    .from(screenplayRevisions)
    .where(eq(screenplayRevisions.screenplayId, screenplayId))
    .orderBy(asc(screenplayRevisions.ordinal));
  return { lock, revisions };
}
