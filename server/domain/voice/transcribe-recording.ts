import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { recordings, transcriptions } from "#server/db/schema/index.ts";
import type { Env } from "#server/env.ts";
import { PermanentJobError, type JobHandler } from "#server/jobs/worker.ts";
import type { Logger } from "#server/logger.ts";
import {
  createTranscriber,
  TranscriptionError,
  type Transcriber,
} from "#server/providers/transcription/openai-compatible.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { legacyRecordingAudioKey, TRANSCRIBE_JOB } from "./voice-keys.ts";

export type TranscribeDeps = {
  db: Db;
  storage: MediaStorage;
  transcriber: Transcriber;
  logger: Logger;
};

// A run that outlived its lock (its job claimed again meanwhile) must not undo a finished recording.
const unfinished = notInArray(recordings.status, ["done", "failed"]);

const extensionOf: Record<string, string> = {
  "audio/wav": "wav",
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "m4a",
};

// The job names the key its upload wrote (older jobs only the user, whose folder held the audio).
// Only a key of this recording is ever deleted from a payload.
function audioKeyOf(payload: Record<string, unknown>, recordingId: string): string | null {
  const { audioKey, userId } = payload;
  if (typeof audioKey === "string") {
    return audioKey.startsWith(`voice/${recordingId}/`) ? audioKey : null;
  }
  return typeof userId === "string" ? legacyRecordingAudioKey(userId, recordingId) : null;
}

// Privacy (docs/ARCHITECTURE.md, Rules): the audio is kept only until it is transcribed or fails for good.
async function forgetAudio(deps: TranscribeDeps, recordingId: string, key: string | null) {
  if (key) await deps.storage.delete(key);
  await deps.db
    .update(recordings)
    .set({ storageKey: null, updatedAt: sql`now()` })
    .where(eq(recordings.id, recordingId));
}

// The 'voice.transcribe' job: send the stored audio to the speech-to-text service, keep the text
// and its confidence, delete the audio. A passing failure (timeout, network, 429, 5xx) is thrown
// as a plain Error so the worker retries with back-off; a refusal (other 4xx) or the last attempt
// marks the recording failed, which the polling client sees as "Failed to transcribe audio".
export function transcribeRecordingJob(deps: TranscribeDeps): JobHandler {
  const { db, storage, transcriber } = deps;

  return async (payload, { attempt, maxAttempts }) => {
    const recordingId = typeof payload.recordingId === "string" ? payload.recordingId : null;
    if (!recordingId) throw new PermanentJobError("payload has no recordingId");
    const log = deps.logger.child({ recordingId, attempt });

    const [recording] = await db.select().from(recordings).where(eq(recordings.id, recordingId));
    if (!recording) {
      // Deleted with its user meanwhile: the row is gone, the audio must not outlive it.
      const key = audioKeyOf(payload, recordingId);
      if (key) await storage.delete(key);
      return;
    }
    if (recording.status === "done" || recording.status === "failed") {
      // An earlier run finished but stopped before deleting the audio.
      if (recording.storageKey) await forgetAudio(deps, recordingId, recording.storageKey);
      return;
    }

    const fail = async (message: string): Promise<never> => {
      await db
        .update(recordings)
        .set({ status: "failed", error: message, updatedAt: sql`now()` })
        .where(and(eq(recordings.id, recordingId), unfinished));
      await forgetAudio(deps, recordingId, recording.storageKey);
      log.warn({ err: message }, "transcription failed for good");
      throw new PermanentJobError(message);
    };

    const key = recording.storageKey;
    const stored = key ? await storage.stat(key) : null;
    if (!key || !stored) return fail("The recording's audio is no longer stored");

    await db
      .update(recordings)
      .set({ status: "processing", updatedAt: sql`now()` })
      .where(and(eq(recordings.id, recordingId), unfinished));

    let result;
    try {
      const bytes = await storage.read(key);
      result = await transcriber.transcribe({
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        filename: `recording.${extensionOf[recording.mimeType] ?? "wav"}`,
        mimeType: recording.mimeType,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof TranscriptionError && !error.transient;
      if (permanent || attempt >= maxAttempts) return fail(message);
      await db
        .update(recordings)
        .set({ status: "queued", error: message, updatedAt: sql`now()` })
        .where(and(eq(recordings.id, recordingId), unfinished));
      throw new Error(message);
    }

    await db.transaction(async (tx) => {
      await tx
        .insert(transcriptions)
        .values({
          userId: recording.userId,
          recordingId,
          transcriptionText: result.text,
          confidence: result.confidence,
        })
        .onConflictDoNothing({ target: transcriptions.recordingId });
      await tx
        .update(recordings)
        .set({ status: "done", error: null, updatedAt: sql`now()` })
        .where(eq(recordings.id, recordingId));
    });
    await forgetAudio(deps, recordingId, key);
    log.info({ confidence: result.confidence }, "recording transcribed");
  };
}

// The worker's handlers for voice: none until a transcription service is configured, so queued
// recordings simply wait (the jobs table keeps them) rather than fail.
export function voiceJobHandlers(
  env: Pick<
    Env,
    "TRANSCRIBE_URL" | "TRANSCRIBE_MODEL" | "TRANSCRIBE_API_KEY" | "TRANSCRIBE_TIMEOUT_MS"
  >,
  deps: Omit<TranscribeDeps, "transcriber">,
): Record<string, JobHandler> {
  if (!env.TRANSCRIBE_URL) return {};
  const transcriber = createTranscriber({
    url: env.TRANSCRIBE_URL,
    model: env.TRANSCRIBE_MODEL,
    apiKey: env.TRANSCRIBE_API_KEY,
    timeoutMs: env.TRANSCRIBE_TIMEOUT_MS,
  });
  return { [TRANSCRIBE_JOB]: transcribeRecordingJob({ ...deps, transcriber }) };
}
