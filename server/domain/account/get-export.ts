import { and, eq } from "drizzle-orm";
import type { Readable } from "node:stream";
import type { DbOrTx } from "#server/db/client.ts";
import { accountExports } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { isUuid } from "../shared/ids.ts";

// The user's export, or the same 404 for a missing one, another user's, or no UUID.
export async function getExport(db: DbOrTx, userId: string, exportId: string) {
  if (!isUuid(exportId)) throw AppError.notFound("Export");
  const [row] = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, exportId), eq(accountExports.userId, userId)));
  if (!row) throw AppError.notFound("Export");
  return row;
}

// The ZIP of a finished export of the user's, while it is valid.
export async function openExportDownload(
  deps: { db: DbOrTx; storage: MediaStorage },
  userId: string,
  exportId: string,
  now = new Date(),
): Promise<{ stream: Readable; size: number; createdAt: Date }> {
  const row = await getExport(deps.db, userId, exportId);
  if (row.status !== "done") {
    throw new AppError("conflict", "This export is not ready yet: its status says when it is.");
  }
  if (!row.objectKey || !row.expiresAt || row.expiresAt <= now) {
    throw new AppError("not_found", "This download has expired. Ask for a new one.");
  }
  const stat = await deps.storage.stat(row.objectKey);
  if (!stat) throw new AppError("not_found", "This download has expired. Ask for a new one.");
  return {
    stream: await deps.storage.readStream(row.objectKey),
    size: stat.size,
    createdAt: row.createdAt,
  };
}
