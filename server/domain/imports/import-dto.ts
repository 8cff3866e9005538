import type { Import, ImportItem, ImportSource, ImportStatus } from "#contracts/imports.ts";
import type { importItems } from "#server/db/schema/index.ts";
import type { ImportRow } from "./owned-import.ts";

type ItemRow = typeof importItems.$inferSelect;

// Where the owner reads a preview thumbnail (server/api/imports).
export const importThumbnailPath = (importId: string, itemId: string, index: number) =>
  `/api/imports/${importId}/items/${itemId}/media/${index}/thumbnail`;

// Thumbnails exist only while the preview is being chosen from: once the import is done or has
// failed, its extracted files are deleted.
const showsThumbnails = (status: string) => status !== "done" && status !== "failed";

export function toImportItemDto(
  row: ImportRow,
  item: ItemRow,
  alreadyImported: boolean,
): ImportItem {
  return {
    id: item.id,
    source: item.source as ImportSource,
    date: item.date ? item.date.toISOString() : null,
    text: item.text,
    place: item.place,
    media: item.media
      .filter((m) => m.state !== "skipped")
      .map((m, index) => ({
        kind: m.kind,
        thumbnailUrl:
          m.state === "ready" && m.thumbnailKey && showsThumbnails(row.status)
            ? importThumbnailPath(row.id, item.id, index)
            : null,
      })),
    alreadyImported,
  };
}

// One page of the preview: its items, the cursor to ask from next, and whether more are waiting.
export type ImportItemsPage = Pick<Import, "items" | "itemsCursor" | "moreItems">;

export function toImportDto(row: ImportRow, page: ImportItemsPage): Import {
  return {
    id: row.id,
    status: row.status as ImportStatus,
    progress: Math.min(1, Math.max(0, row.progress)),
    source: (row.source as ImportSource | null) ?? null,
    movieId: row.movieId,
    uploadedBytes: row.uploadedBytes,
    counts: {
      items: row.itemCount,
      media: row.mediaCount,
      skipped: row.skippedCount,
      imported: row.importedCount,
      duplicates: row.duplicatesCount,
      chosen: row.chosenCount,
    },
    report: row.report,
    error: row.error,
    waiting: row.waitingSince !== null,
    ...page,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
