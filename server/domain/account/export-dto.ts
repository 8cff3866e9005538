import type { AccountExport } from "#contracts/account.ts";
import type { accountExports } from "#server/db/schema/index.ts";
import { exportDownloadUrl } from "./export-keys.ts";

type Row = typeof accountExports.$inferSelect;

export function toExportDto(row: Row, baseUrl: string, now = new Date()): AccountExport {
  const expired = row.status === "done" && (!row.objectKey || (row.expiresAt ?? now) <= now);
  const status = expired ? "expired" : row.status;
  return {
    id: row.id,
    status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    ...(status === "done" ? { downloadUrl: exportDownloadUrl(baseUrl, row.id) } : {}),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    byteSize: row.byteSize ?? null,
    message: expired ? "This download has expired. Ask for a new one." : row.error,
  };
}
