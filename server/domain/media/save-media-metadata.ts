import { and, eq } from "drizzle-orm";
import {
  COVER_MAX_BYTES,
  COVER_TOO_LARGE_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  type MediaAsset,
  type SaveMetadata,
} from "../../../contracts/media.ts";
import type { DbOrTx } from "../../db/client.ts";
import { mediaAssets } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { incomingKey, mediaKey, thumbnailKey, type MediaStorage } from "../../storage/storage.ts";
import { limitFor, megabytes, type MediaLimits } from "./media-limits.ts";
import { publicPathOf, toMediaAssetDto } from "./media-dto.ts";
import { processImage } from "./process-image.ts";
import { SNIFF_BYTES, SUPPORTED_TYPES_TEXT, sniffMediaType } from "./sniff-media-type.ts";
import { storeVideoWithoutMetadata } from "./strip-video-metadata.ts";

// Step three of an upload (spec section 4): the file the user PUT is checked from its bytes,
// photos are re-encoded without their metadata (EXIF location) and get a thumbnail, videos lose
// their container metadata (the ISO 6709 location phones write), and the asset is recorded. The filename, mimeType and byteSize sent are only hints: the stored type and
// size are what the bytes say.
export async function saveMediaMetadata(
  deps: { db: DbOrTx; storage: MediaStorage; limits: MediaLimits },
  userId: string,
  input: SaveMetadata,
): Promise<{ asset: MediaAsset; created: boolean }> {
  const { db, storage, limits } = deps;
  const objectId = input.publicPath.slice("/media/".length).toLowerCase();
  const finalKey = mediaKey(userId, objectId);

  // A retry after a lost answer: the upload is already processed.
  const existing = await findAsset(db, userId, finalKey);
  if (existing) return { asset: toMediaAssetDto(existing), created: false };

  const rawKey = incomingKey(userId, objectId);
  const stat = await storage.stat(rawKey);
  if (!stat) {
    throw new AppError(
      "not_found",
      "No uploaded file was found for this publicPath. Upload the file to its uploadURL first.",
    );
  }

  // A refused file is deleted at once: nothing the user cannot use stays on the disk.
  const refuse = async (error: AppError): Promise<never> => {
    await storage.delete(rawKey);
    throw error;
  };

  const sniffed = await sniffMediaType(await storage.readHead(rawKey, SNIFF_BYTES));
  if (!sniffed) {
    return refuse(
      new AppError(
        "unsupported_media_type",
        `This file is not a supported image or video (${SUPPORTED_TYPES_TEXT}): its content does not match any of them, whatever its name says.`,
      ),
    );
  }
  if (input.entityType !== "scene" && sniffed.kind !== "image") {
    return refuse(new AppError("unsupported_media_type", NOT_AN_IMAGE_MESSAGE));
  }
  const limit = limitFor(input.entityType, sniffed.kind, limits);
  if (stat.size > limit) {
    const message =
      limit === COVER_MAX_BYTES
        ? COVER_TOO_LARGE_MESSAGE
        : `Maximum file size for ${sniffed.kind === "video" ? "videos" : "photos"} is ${megabytes(limit)}`;
    return refuse(new AppError("payload_too_large", message));
  }

  let stored: {
    byteSize: number;
    width: number | null;
    height: number | null;
    thumb: string | null;
  };
  if (sniffed.kind === "image") {
    let processed;
    try {
      processed = await processImage(await storage.read(rawKey), sniffed.format);
    } catch {
      return refuse(
        new AppError(
          "unsupported_media_type",
          "This image could not be read: the file may be damaged. Please try another one.",
        ),
      );
    }
    await storage.write(finalKey, processed.data);
    await storage.write(thumbnailKey(userId, objectId), processed.thumbnail);
    await storage.delete(rawKey);
    stored = {
      byteSize: processed.data.byteLength,
      width: processed.width,
      height: processed.height,
      thumb: thumbnailKey(userId, objectId),
    };
  } else {
    const video = await storeVideoWithoutMetadata(storage, rawKey, finalKey, sniffed.mime);
    stored = { byteSize: video.byteSize, width: null, height: null, thumb: null };
  }

  const [row] = await db
    .insert(mediaAssets)
    .values({
      userId,
      objectKey: finalKey,
      publicUrl: publicPathOf(objectId),
      filename: input.filename,
      mimeType: sniffed.mime,
      byteSize: stored.byteSize,
      entityType: input.entityType,
      entityId: input.entityId ?? null,
      width: stored.width,
      height: stored.height,
      thumbnailKey: stored.thumb,
    })
    .onConflictDoNothing({ target: mediaAssets.objectKey })
    .returning();
  if (row) return { asset: toMediaAssetDto(row), created: true };
  // Two saves of the same upload at the same moment: the other one recorded it.
  const raced = await findAsset(db, userId, finalKey);
  if (!raced) throw new Error("media asset insert returned no row");
  return { asset: toMediaAssetDto(raced), created: false };
}

async function findAsset(db: DbOrTx, userId: string, objectKey: string) {
  const [row] = await db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.objectKey, objectKey), eq(mediaAssets.userId, userId)));
  return row;
}
