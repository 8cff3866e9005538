import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { UploadUrl } from "#contracts/media.ts";
import type { Db } from "#server/db/client.ts";
import { mediaAssets } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { incomingKey } from "#server/storage/storage.ts";
import { scheduleAbandonedUploadDiscard } from "./discard-abandoned-upload.ts";
import { publicPathOf } from "./media-dto.ts";
import { assertWithinPlan } from "../billing/assert-within-plan.ts";

// Long enough for a slow phone connection to send a video, short enough that a leaked link is
// soon worthless.
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

// `clientObjectId`: the id the client made for this upload (a replay asks with the same one and
// gets a link for the same upload). Another user's is refused and tells nothing of their upload.
export async function createUploadUrl(
  deps: { db: Db; storage: MediaStorage; limitsOn?: boolean },
  userId: string,
  clientObjectId?: string,
): Promise<UploadUrl> {
  // A person whose storage is full learns it before sending a file (its size is checked again
  // when it is saved).
  await assertWithinPlan(deps.db, {
    limitsOn: deps.limitsOn ?? false,
    userId,
    limit: "mediaBytes",
    adding: 1,
  });
  const objectId = clientObjectId?.toLowerCase() ?? crypto.randomUUID();
  if (clientObjectId) {
    const [taken] = await deps.db
      .select({ userId: mediaAssets.userId })
      .from(mediaAssets)
      .where(eq(mediaAssets.objectId, objectId));
    if (taken && taken.userId !== userId) {
      throw AppError.conflict("This objectId is taken: make a new UUID for each file");
    }
  }
  const key = incomingKey(userId, objectId);
  const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000);
  const uploadURL = await deps.storage.createUploadUrl({
    objectId,
    ownerId: userId,
    key,
    expiresAt,
  });
  await scheduleAbandonedUploadDiscard(deps.db, key, expiresAt);
  return {
    uploadURL,
    publicPath: publicPathOf(objectId),
    objectId,
    expiresAt: expiresAt.toISOString(),
  };
}
