import type { SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { imports } from "#server/db/schema/index.ts";

// A job's write to its import, made only while `still` holds (the import is in the job's own
// status and not abandoned). False when it no longer holds: the person abandoned the import
// meanwhile, and the job stops instead of writing over what abandoning did.
export async function updateImportWhile(
  db: Db,
  still: SQL | undefined,
  values: PgUpdateSetSource<typeof imports>,
): Promise<boolean> {
  const [kept] = await db
    .update(imports)
    .set({ ...values, updatedAt: new Date() })
    .where(still)
    .returning({ id: imports.id });
  return Boolean(kept);
}
