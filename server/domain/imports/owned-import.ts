import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { imports } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isUuid } from "../shared/ids.ts";

export type ImportRow = typeof imports.$inferSelect;

// The ownership rule for imports: the person's own import, or the same 404 for a missing one,
// another person's, an abandoned one the apply job has not deleted yet, or an id that is no UUID.
// Its preview, thumbnails and archive follow it.
export async function ownedImport(
  db: DbOrTx,
  userId: string,
  importId: string,
  options: { lock?: boolean } = {},
): Promise<ImportRow> {
  if (!isUuid(importId)) throw AppError.notFound("Import");
  const query = db
    .select()
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.userId, userId), isNull(imports.abandonedAt)));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw AppError.notFound("Import");
  return row;
}
