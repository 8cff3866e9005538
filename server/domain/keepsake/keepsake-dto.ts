import type { Keepsake } from "#contracts/keepsake.ts";
import type { keepsakeBooks } from "#server/db/schema/index.ts";
import { keepsakeDownloadUrl } from "./keepsake-keys.ts";

type Row = typeof keepsakeBooks.$inferSelect;

export function toKeepsakeDto(row: Row, baseUrl: string): Keepsake {
  const ready = row.status === "ready" && row.objectKey !== null;
  return {
    id: row.id,
    movieId: row.movieId,
    trim: row.trim,
    status: row.status,
    ...(row.status === "working" || row.status === "queued" ? { progress: row.progress } : {}),
    ...(ready ? { downloadUrl: keepsakeDownloadUrl(baseUrl, row.movieId, row.id) } : {}),
    ...(row.pages !== null ? { pages: row.pages } : {}),
    ...(row.error ? { message: row.error } : {}),
    ...(row.warnings.length > 0 ? { warnings: row.warnings } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}
