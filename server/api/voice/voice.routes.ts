import { createRoute, z } from "@hono/zod-openapi";
import {
  CONSENT_REQUIRED_MESSAGE,
  recordingCreatedSchema,
  transcriptionSchema,
  VOICE_NOT_CONFIGURED_MESSAGE,
  VOICE_RECORDINGS_PATH,
  voiceConsentSchema,
} from "#contracts/voice.ts";
import { authed, errorResponse, idParam, jsonBody, jsonResponse } from "../openapi.ts";
import { planLimitResponse } from "../plan-limit-response.ts";

const consent = voiceConsentSchema.openapi("VoiceConsent");
const notConfigured = errorResponse(`not_configured: ${VOICE_NOT_CONFIGURED_MESSAGE}`);

export const getVoiceConsentRoute = createRoute({
  method: "get",
  path: "/api/voice-transcription/consent",
  tags: ["voice"],
  ...authed,
  summary: "The signed-in user's voice recording consent (false/false when never answered)",
  responses: {
    200: jsonResponse(consent, "The consent"),
    401: errorResponse("No session"),
    503: notConfigured,
  },
});

export const saveVoiceConsentRoute = createRoute({
  method: "post",
  path: "/api/voice-transcription/consent",
  tags: ["voice"],
  ...authed,
  summary: "Give, withdraw or pause voice recording consent",
  description: "Recording needs consentGiven and isActive both true. The latest answer wins.",
  request: { body: jsonBody(consent) },
  responses: {
    200: jsonResponse(consent, "Saved"),
    400: errorResponse("Invalid payload: the message names the field"),
    401: errorResponse("No session"),
    503: notConfigured,
  },
});

export const getTranscriptionRoute = createRoute({
  method: "get",
  path: "/api/voice-transcription/transcriptions/recording/{id}",
  tags: ["voice"],
  ...authed,
  summary: "Poll for a recording's transcription",
  description:
    "404 means not ready yet (keep polling: up to 30 attempts, 1 s growing x1.5, capped at 10 s). 422 transcription_failed means the transcription failed for good: stop polling. Another user's recording answers 404.",
  request: { params: idParam("id") },
  responses: {
    200: jsonResponse(
      transcriptionSchema.openapi("Transcription"),
      "The text, and a confidence from 0 to 100 (null when the service gave no scores)",
    ),
    400: errorResponse("id is not a UUID"),
    401: errorResponse("No session"),
    404: errorResponse("Not ready yet (or no such recording for this user)"),
    422: errorResponse("transcription_failed: Failed to transcribe audio"),
    503: notConfigured,
  },
});

// The upload is a plain Hono route (the consent is checked before the body is read, then the
// audio file and the fields); this entry only documents it.
export const createRecordingDoc = {
  method: "post" as const,
  path: VOICE_RECORDINGS_PATH,
  tags: ["voice"],
  ...authed,
  summary: "Upload a recording to transcribe",
  description:
    "The audio is checked by its bytes: 16-bit PCM WAV (16 kHz mono, at most 31 s by its header) or, when the browser could not convert it, the original WebM/Opus, Ogg or MP4 recording. At most VOICE_MAX_BYTES (5 MB by default). A job transcribes it; poll GET /api/voice-transcription/transcriptions/recording/{id}. The audio is deleted once transcribed or failed for good.",
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z
            .object({
              audio: z.string().openapi({ format: "binary", description: "recording.wav" }),
              duration: z.string().openapi({ description: "whole seconds, 1 to 30", example: "7" }),
              sampleRate: z.string().optional().openapi({ example: "16000" }),
              channels: z.string().optional().openapi({ example: "1" }),
              codec: z.string().optional().openapi({ example: "pcm" }),
              id: z
                .string()
                .optional()
                .openapi({ format: "uuid", description: "client-generated, makes a retry safe" }),
            })
            .openapi("RecordingUpload"),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(recordingCreatedSchema.openapi("RecordingCreated"), "Queued"),
    200: jsonResponse(recordingCreatedSchema, "Already uploaded by an earlier try with this id"),
    400: errorResponse("A field is missing or out of range, or the recording is longer than 30 s"),
    401: errorResponse("No session"),
    402: planLimitResponse("This recording's minutes"),
    403: errorResponse(`forbidden: ${CONSENT_REQUIRED_MESSAGE}`),
    409: errorResponse("The id belongs to another recording"),
    413: errorResponse("Larger than VOICE_MAX_BYTES"),
    415: errorResponse("Not audio we can transcribe (decided from the bytes, not the name)"),
    503: notConfigured,
  },
};
