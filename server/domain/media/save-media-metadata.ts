import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import {
  COVER_MAX_BYTES,
  COVER_TOO_LARGE_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  type MediaAsset,
  type SaveMetadata,
} from "#contracts/media.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { mediaAssets } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { incomingKey, type MediaStorage } from "#server/storage/storage.ts";
import { limitFor, megabytes, type MediaLimits } from "./media-limits.ts";
import { publicPathOf, toMediaAssetDto } from "./media-dto.ts";
import { SNIFF_BYTES, SUPPORTED_TYPES_TEXT, sniffMediaType } from "./sniff-media-type.ts";
import { storeMediaBytes, UploadGone } from "./store-media-bytes.ts";
import { assertWithinPlan } from "../billing/assert-within-plan.ts";
import { lockPlanUsage } from "../billing/lock-plan-usage.ts";

// `limitsOn`: whether plan limits apply (payments set up); the file's bytes count against the
// person's storage.
type Deps = { db: DbOrTx; storage: MediaStorage; limits: MediaLimits; limitsOn?: boolean };
type Saved = { asset: MediaAsset; created: boolean };

const noUpload = () =>
  new AppError(
    "not_found",
    "No uploaded file was found for this publicPath. Upload the file to its uploadURL first.",
  );

// Step three of an upload (after upload-url and the PUT): the file is checked from its bytes,
// photos are re-encoded without their metadata (EXIF location) and get a thumbnail, videos lose
// their container metadata (the ISO 6709 location phones write), and the asset is recorded. The
// filename, mimeType and byteSize sent are only hints: the stored type and size are what the
// bytes say.
//
// A retry, even one running at the same moment as the first try, answers the one asset: each try
// writes its files under keys of its own, the row is inserted with ON CONFLICT DO NOTHING, and the
// try that loses deletes only its own files (decision 0011).
export async function saveMediaMetadata(
  deps: Deps,
  userId: string,
  input: SaveMetadata,
): Promise<Saved> {
  const { db, storage, limits } = deps;
  const objectId = input.publicPath.slice("/media/".length).toLowerCase();

  const existing = await findAsset(db, objectId);
  if (existing) {
    const saved = answerExisting(existing, userId);
    // A replayed upload (offline, after a lost answer) PUT the bytes again: the saved asset has
    // them already, so the new copy goes rather than wait an hour for the discard job.
    await storage.delete(incomingKey(userId, objectId));
    return saved;
  }

  const rawKey = incomingKey(userId, objectId);
  const stat = await storage.stat(rawKey);
  if (!stat) return settleRace(deps, userId, objectId);

  // A refused file is deleted at once: nothing the user cannot use stays on the disk.
  const refuse = async (error: AppError): Promise<never> => {
    await storage.delete(rawKey);
    throw error;
  };

  let head: Buffer;
  try {
    head = await storage.readHead(rawKey, SNIFF_BYTES);
  } catch (error) {
    if (await storage.stat(rawKey)) throw error;
    return settleRace(deps, userId, objectId);
  }
  const sniffed = await sniffMediaType(head);
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
  // A first look before the work of storing; the limit is checked again with the insert below,
  // under the account's lock, for uploads saved at the same time.
  try {
    await assertWithinPlan(db, {
      limitsOn: deps.limitsOn ?? false,
      userId,
      limit: "mediaBytes",
      adding: stat.size,
    });
  } catch (error) {
    if (error instanceof AppError) return refuse(error);
    throw error;
  }

  const writeId = crypto.randomUUID();
  let stored;
  try {
    stored = await storeMediaBytes(storage, {
      rawKey,
      objectId,
      writeId,
      sniffed,
      size: stat.size,
    });
  } catch (error) {
    if (error instanceof UploadGone) return settleRace(deps, userId, objectId);
    if (error instanceof AppError) return refuse(error);
    throw error;
  }

  let row: typeof mediaAssets.$inferSelect | undefined;
  try {
    [row] = await db.transaction(async (tx) => {
      if (deps.limitsOn) {
        await lockPlanUsage(tx, userId);
        await assertWithinPlan(tx, {
          limitsOn: true,
          userId,
          limit: "mediaBytes",
          adding: stored.byteSize,
        });
      }
      return tx
        .insert(mediaAssets)
        .values({
          userId,
          objectId,
          objectKey: stored.key,
          publicUrl: publicPathOf(objectId),
          filename: input.filename,
          mimeType: sniffed.mime,
          byteSize: stored.byteSize,
          entityType: input.entityType,
          entityId: input.entityId ?? null,
          width: stored.width,
          height: stored.height,
          thumbnailKey: stored.thumbnailKey,
          takenAt: stored.takenAt,
        })
        .onConflictDoNothing({ target: mediaAssets.objectId })
        .returning();
    });
  } catch (error) {
    await removeOwnFiles(storage, stored);
    if (error instanceof AppError) return refuse(error);
    throw error;
  }
  if (!row) {
    // Another save of the same upload recorded it first: its files stay, this try's go.
    await removeOwnFiles(storage, stored);
    await storage.delete(rawKey);
    return settleRace(deps, userId, objectId);
  }
  await storage.delete(rawKey);
  return { asset: toMediaAssetDto(row), created: true };
}

async function findAsset(db: DbOrTx, objectId: string) {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.objectId, objectId));
  return row;
}

// Another account's asset is answered like a missing upload: nothing about it leaks.
function answerExisting(row: typeof mediaAssets.$inferSelect, userId: string): Saved {
  if (row.userId !== userId) throw noUpload();
  return { asset: toMediaAssetDto(row), created: false };
}

async function removeOwnFiles(
  storage: MediaStorage,
  stored: { key: string; thumbnailKey: string | null },
): Promise<void> {
  await storage.delete(stored.key);
  if (stored.thumbnailKey) await storage.delete(stored.thumbnailKey);
}

// The upload went away under this try: another try of the same save recorded the asset before
// deleting the upload (or refused the file, which deleted it), so the row answers, or nothing does.
async function settleRace(deps: Deps, userId: string, objectId: string): Promise<Saved> {
  const row = await findAsset(deps.db, objectId);
  if (row) return answerExisting(row, userId);
  throw noUpload();
}
