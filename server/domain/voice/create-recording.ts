import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  CONSENT_REQUIRED_MESSAGE,
  VOICE_CHANNELS,
  VOICE_CODEC,
  VOICE_MAX_AUDIO_SECONDS,
  VOICE_MAX_RECORDING_SECONDS,
  VOICE_SAMPLE_RATE,
} from "#contracts/voice.ts";
import type { Db } from "#server/db/client.ts";
import { recordings } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { enqueueJob } from "#server/jobs/enqueue-job.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { megabytes } from "../media/media-limits.ts";
import { sniffAudio } from "./sniff-audio.ts";
import { assertWithinPlan } from "../billing/assert-within-plan.ts";
import { lockPlanUsage } from "../billing/lock-plan-usage.ts";
import { mayRecord, getVoiceConsent } from "./voice-consent.ts";
import { recordingAudioKey, TRANSCRIBE_JOB, TRANSCRIBE_MAX_ATTEMPTS } from "./voice-keys.ts";

// The room a multipart body needs around the audio itself (boundaries, part headers and the small
// text fields), so the route's body limit never refuses a recording that is within the limit.
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

export const recordingTooLargeMessage = (maxBytes: number) =>
  `The recording is too large (${megabytes(maxBytes)} at most)`;

export const SUPPORTED_AUDIO_TEXT = "16-bit PCM WAV, or the browser's WebM, Ogg or MP4 recording";

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .regex(/^\d+$/, `${field} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `${field} must be a whole number from ${min} to ${max}`)
        .max(max, `${field} must be a whole number from ${min} to ${max}`),
    );

// The text fields of the multipart upload; the audio file is checked by its bytes.
export const recordingFieldsSchema = z.object({
  duration: wholeNumber("duration", 1, VOICE_MAX_RECORDING_SECONDS),
  sampleRate: wholeNumber("sampleRate", 1000, 384_000).optional(),
  channels: wholeNumber("channels", 1, 8).optional(),
  codec: z.string().trim().max(40, "codec is too long").optional(),
  // A client-generated id makes a retried upload safe.
  id: z.uuid("id must be a UUID").optional(),
});

export type RecordingFields = z.infer<typeof recordingFieldsSchema>;

// Recording needs consent both given and active (a person may switch it off after giving it).
export async function assertMayRecord(db: Db, userId: string): Promise<void> {
  if (!mayRecord(await getVoiceConsent(db, userId))) {
    throw new AppError("forbidden", CONSENT_REQUIRED_MESSAGE);
  }
}

export async function createRecording(
  deps: { db: Db; storage: MediaStorage; maxBytes: number; limitsOn?: boolean },
  userId: string,
  input: { audio: Uint8Array; fields: RecordingFields },
): Promise<{ id: string; created: boolean }> {
  const { db, storage, maxBytes } = deps;
  const { audio, fields } = input;

  if (fields.id) {
    const [existing] = await db
      .select({ userId: recordings.userId })
      .from(recordings)
      .where(eq(recordings.id, fields.id));
    if (existing) return existingRecording(db, userId, fields.id);
  }

  if (audio.byteLength === 0)
    throw new AppError("validation_failed", "audio: the recording is empty");
  if (audio.byteLength > maxBytes) {
    throw new AppError("payload_too_large", recordingTooLargeMessage(maxBytes));
  }

  const sniffed = await sniffAudio(audio);
  if (sniffed.kind === "unsupported") {
    throw new AppError(
      "unsupported_media_type",
      `The file is not a recording we can transcribe: send ${SUPPORTED_AUDIO_TEXT}`,
    );
  }
  if (sniffed.kind === "bad_wav") {
    throw new AppError(
      "unsupported_media_type",
      "The WAV file cannot be read: send 16-bit PCM WAV",
    );
  }

  let meta: { durationSeconds: number; sampleRate: number; channels: number; codec: string };
  if (sniffed.kind === "wav") {
    const { wav } = sniffed;
    if (wav.dataBytes === 0)
      throw new AppError("validation_failed", "audio: the recording is empty");
    if (wav.durationSeconds > VOICE_MAX_AUDIO_SECONDS) {
      throw new AppError(
        "validation_failed",
        `Recordings are at most ${VOICE_MAX_RECORDING_SECONDS} seconds long (this one is ${Math.round(wav.durationSeconds)} seconds)`,
      );
    }
    meta = {
      durationSeconds: Math.max(1, Math.round(wav.durationSeconds)),
      sampleRate: wav.sampleRate,
      channels: wav.channels,
      codec: wav.audioFormat === 3 ? "float" : VOICE_CODEC,
    };
  } else {
    // A compressed original cannot be measured without decoding it: the size limit bounds it.
    meta = {
      durationSeconds: fields.duration,
      sampleRate: fields.sampleRate ?? VOICE_SAMPLE_RATE,
      channels: fields.channels ?? VOICE_CHANNELS,
      codec: fields.codec || "original",
    };
  }

  await assertWithinPlan(db, {
    limitsOn: deps.limitsOn ?? false,
    userId,
    limit: "voiceSeconds",
    adding: meta.durationSeconds,
  });

  const id = fields.id ?? crypto.randomUUID();
  const key = recordingAudioKey(id, crypto.randomUUID());
  await storage.write(key, Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength));
  let created: boolean;
  try {
    created = await db.transaction(async (tx) => {
      // Checked again with the insert, under the account's lock: recordings sent at once cannot
      // all fit in what is left of the month.
      if (deps.limitsOn) {
        await lockPlanUsage(tx, userId);
        await assertWithinPlan(tx, {
          limitsOn: true,
          userId,
          limit: "voiceSeconds",
          adding: meta.durationSeconds,
        });
      }
      const [row] = await tx
        .insert(recordings)
        .values({
          id,
          userId,
          storageKey: key,
          mimeType: sniffed.mime,
          byteSize: audio.byteLength,
          durationSeconds: meta.durationSeconds,
          sampleRate: meta.sampleRate,
          channels: meta.channels,
          codec: meta.codec,
          status: "queued",
        })
        .onConflictDoNothing({ target: recordings.id })
        .returning({ id: recordings.id });
      if (!row) return false;
      await enqueueJob(tx, {
        kind: TRANSCRIBE_JOB,
        payload: { recordingId: id, userId, audioKey: key },
        maxAttempts: TRANSCRIBE_MAX_ATTEMPTS,
      });
      return true;
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (created) return { id, created: true };
  // A retry sent at the same moment recorded it first: its audio stays, this copy goes.
  await storage.delete(key).catch(() => undefined);
  return existingRecording(db, userId, id);
}

async function existingRecording(
  db: Db,
  userId: string,
  id: string,
): Promise<{ id: string; created: false }> {
  const [existing] = await db
    .select({ userId: recordings.userId })
    .from(recordings)
    .where(eq(recordings.id, id));
  if (existing?.userId !== userId) throw AppError.conflict("This id belongs to another recording");
  return { id, created: false };
}
