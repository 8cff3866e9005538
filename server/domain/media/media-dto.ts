import type { MediaAsset } from "#contracts/media.ts";
import type { mediaAssets } from "#server/db/schema/index.ts";

export const publicPathOf = (objectId: string) => `/media/${objectId}`;

export function toMediaAssetDto(row: typeof mediaAssets.$inferSelect): MediaAsset {
  return {
    id: row.id,
    publicUrl: row.publicUrl,
    thumbnailUrl: row.thumbnailKey ? `${row.publicUrl}/thumbnail` : null,
    mimeType: row.mimeType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    takenAt: row.takenAt,
  };
}
