import { z } from "zod";
import type { DbOrTx } from "#server/db/client.ts";
import { enqueueJob } from "#server/jobs/enqueue-job.ts";
import { PermanentJobError, type JobHandler } from "#server/jobs/worker.ts";
import type { MediaStorage } from "#server/storage/storage.ts";

// An upload link leaves bytes under incoming/ until save-metadata moves or refuses them. A user
// who closes the tab between the PUT and save-metadata leaves them there for good, so each link
// comes with a job that deletes whatever is still waiting well after the link has expired.
export const DISCARD_UPLOAD_JOB = "media.discard-abandoned-upload";

// After the link's expiry, so a PUT that started just before it can finish and be saved.
export const ABANDONED_AFTER_EXPIRY_MS = 60 * 60 * 1000;

const payloadSchema = z.object({ key: z.string().regex(/^incoming\/[^/]+\/[^/]+$/) });

export async function scheduleAbandonedUploadDiscard(
  db: DbOrTx,
  key: string,
  linkExpiresAt: Date,
): Promise<void> {
  await enqueueJob(db, {
    kind: DISCARD_UPLOAD_JOB,
    payload: { key },
    runAt: new Date(linkExpiresAt.getTime() + ABANDONED_AFTER_EXPIRY_MS),
  });
}

export function discardAbandonedUploadJob(storage: MediaStorage): JobHandler {
  return async (payload) => {
    const parsed = payloadSchema.safeParse(payload);
    // Only ever raw uploads: a malformed payload must never delete a saved file.
    if (!parsed.success) throw new PermanentJobError("not an incoming upload key");
    // Nothing there is the usual case: save-metadata already moved or refused the upload.
    await storage.delete(parsed.data.key);
  };
}

export function mediaJobHandlers(storage: MediaStorage): Record<string, JobHandler> {
  return { [DISCARD_UPLOAD_JOB]: discardAbandonedUploadJob(storage) };
}
