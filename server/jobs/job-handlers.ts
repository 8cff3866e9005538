import path from "node:path";
import type { Db } from "../db/client.ts";
import { plansEnforced } from "../domain/billing/plans-enforced.ts";
import { exportJobHandlers } from "../domain/account/build-export.ts";
import { DELETE_FILES_JOB, deleteFilesJob } from "../domain/account/delete-account.ts";
import { PURGE_GUESTS_JOB, purgeGuestsJob } from "../domain/account/purge-guests.ts";
import { PURGE_OUTBOX_JOB, purgeOutboxJob } from "../domain/account/purge-outbox.ts";
import {
  COMMENT_DIGEST_JOB,
  commentDigestJob,
} from "../domain/comment-digest/send-comment-digests.ts";
import { mediaJobHandlers } from "../domain/media/discard-abandoned-upload.ts";
import { importJobHandlers } from "../domain/imports/import-job-handlers.ts";
import { compactLiveDocument } from "../domain/live/compact-live-document.ts";
import { LIVE_COMPACT_JOB } from "../domain/live/live-compaction.ts";
import { keepsakeJobHandlers } from "../domain/keepsake/make-keepsake.ts";
import { voiceJobHandlers } from "../domain/voice/transcribe-recording.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import { MAIL_DELIVER_JOB, type Mailer } from "../mail/mailer.ts";
import { timed, type Metrics } from "../metrics/metrics.ts";
import type { MediaStorage } from "../storage/storage.ts";
import type { JobHandler } from "./worker.ts";

// Every kind of background job this server runs, by kind.
export function jobHandlers(deps: {
  env: Env;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  storage: MediaStorage;
  metrics: Metrics;
}): Record<string, JobHandler> {
  const { env, db, logger, mailer, storage, metrics } = deps;
  const voice = voiceJobHandlers(env, { db, storage, logger });
  return {
    ...(mailer.mode === "smtp" ? { [MAIL_DELIVER_JOB]: mailer.deliverJob } : {}),
    ...Object.fromEntries(
      Object.entries(voice).map(([kind, handler]): [string, JobHandler] => [
        kind,
        (payload, context) =>
          timed(metrics.transcriptionSeconds, {}, () => handler(payload, context)),
      ]),
    ),
    ...mediaJobHandlers(storage),
    ...importJobHandlers({
      db,
      storage,
      logger,
      limits: { imageBytes: env.MEDIA_MAX_IMAGE_BYTES, videoBytes: env.MEDIA_MAX_VIDEO_BYTES },
      limitsOn: plansEnforced(env),
      scratchDir: path.join(env.dataDir, "tmp"),
    }),
    ...exportJobHandlers({
      db,
      storage,
      mailer,
      logger,
      baseUrl: env.baseUrl,
      scratchDir: path.join(env.dataDir, "tmp"),
    }),
    ...keepsakeJobHandlers({
      db,
      storage,
      logger,
      baseUrl: env.baseUrl,
      scratchDir: path.join(env.dataDir, "tmp"),
    }),
    [DELETE_FILES_JOB]: deleteFilesJob(storage),
    [PURGE_GUESTS_JOB]: purgeGuestsJob({ db, storage, mailer, logger, baseUrl: env.baseUrl }),
    [PURGE_OUTBOX_JOB]: purgeOutboxJob({ db, logger }),
    [COMMENT_DIGEST_JOB]: commentDigestJob({ db, mailer, logger, baseUrl: env.baseUrl }),
    [LIVE_COMPACT_JOB]: async (payload) => {
      if (typeof payload.movieId === "string") await compactLiveDocument(db, payload.movieId);
    },
  };
}
