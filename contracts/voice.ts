import { z } from "./zod.ts";

// Voice dictation: the constants, messages and payloads that
// the composer and the server share.

// Recording limits and the timer.
export const VOICE_MAX_RECORDING_SECONDS = 30;
export const VOICE_COUNTDOWN_SECONDS = 10;
export const VOICE_TIMER_TICK_MS = 100;
export const VOICE_AUTO_STOP_MESSAGE = "Recording will stop automatically at 30 seconds";
// What the browser sends: 16-bit mono PCM WAV at 16 kHz.
export const VOICE_SAMPLE_RATE = 16_000;
export const VOICE_CHANNELS = 1;
export const VOICE_CODEC = "pcm";
// The server refuses WAV audio longer than this (a second of slack for the recorder's stop).
export const VOICE_MAX_AUDIO_SECONDS = 31;

// Polling for the transcription.
export const TRANSCRIPTION_POLL_ATTEMPTS = 30;
export const TRANSCRIPTION_POLL_FIRST_DELAY_MS = 1000;
export const TRANSCRIPTION_POLL_GROWTH = 1.5;
export const TRANSCRIPTION_POLL_MAX_DELAY_MS = 10_000;

// Confidence badge thresholds.
export const CONFIDENCE_HIGH_FROM = 90;
export const CONFIDENCE_MEDIUM_FROM = 70;

// The words the user sees.
export const CONSENT_REQUIRED_MESSAGE = "Please provide consent first";
export const TRANSCRIPTION_FAILED_MESSAGE = "Failed to transcribe audio";
export const TRANSCRIPTION_TIMEOUT_MESSAGE = "Transcription timeout - please try again";
export const RECORDING_FAILED_MESSAGE = "Failed to start recording";
export const CANNOT_START_RECORDING_MESSAGE =
  "Cannot Start Recording: Please check microphone permissions and consent status";
export const VOICE_NOT_CONFIGURED_MESSAGE = "Voice dictation is not set up on this server.";

// Error codes of the voice API beyond the common ones (not_configured, forbidden, ...).
export const TRANSCRIPTION_FAILED_CODE = "transcription_failed";

export const voiceConsentSchema = z.object({
  consentGiven: z.boolean({ error: "consentGiven must be true or false" }),
  isActive: z.boolean({ error: "isActive must be true or false" }),
});

export const recordingCreatedSchema = z.object({ id: z.uuid() });

export const transcriptionSchema = z.object({
  transcriptionText: z.string(),
  // 0 to 100; null when the transcription service gave no scores ("Unknown").
  confidence: z.number().int().min(0).max(100).nullable(),
});

export type VoiceConsent = z.infer<typeof voiceConsentSchema>;
export type RecordingCreated = z.infer<typeof recordingCreatedSchema>;
export type Transcription = z.infer<typeof transcriptionSchema>;

// Where the app posts a recording (multipart: audio plus recordingFieldsSchema's fields).
export const VOICE_RECORDINGS_PATH = "/api/voice-transcription/recordings";
