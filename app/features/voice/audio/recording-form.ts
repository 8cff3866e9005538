import { VOICE_CHANNELS, VOICE_CODEC, VOICE_SAMPLE_RATE } from "#contracts/voice.ts";
import type { ApiSchema } from "#app/lib/api-client";
import { wholeSeconds } from "./elapsed.ts";

const extensionOf = (mimeType: string): string => {
  if (mimeType.includes("ogg")) return "ogg";
  if (mimeType.includes("mp4") || mimeType.includes("m4a") || mimeType.includes("aac"))
    return "m4a";
  return "webm";
};

export type RecordingUpload = ApiSchema<"RecordingUpload">;

// The multipart body of POST /api/voice-transcription/recordings, as the API
// describes it; the client sends it as multipart/form-data. `wav` is the converted recording;
// without it (conversion failed) the original recording is sent instead.
export function buildRecordingForm(input: {
  durationMs: number;
  wav?: Uint8Array | null;
  original?: Blob | null;
}): RecordingUpload {
  const duration = String(wholeSeconds(input.durationMs));
  if (input.wav) {
    return {
      audio: new File([input.wav.slice()], "recording.wav", { type: "audio/wav" }),
      duration,
      sampleRate: String(VOICE_SAMPLE_RATE),
      channels: String(VOICE_CHANNELS),
      codec: VOICE_CODEC,
    };
  }
  if (input.original) {
    const type = input.original.type || "audio/webm";
    return {
      audio: new File([input.original], `recording.${extensionOf(type)}`, { type }),
      duration,
      codec: type.includes("opus") || type.includes("webm") ? "opus" : "original",
    };
  }
  throw new Error("buildRecordingForm needs the WAV or the original recording");
}
