import { VOICE_CHANNELS, VOICE_CODEC, VOICE_SAMPLE_RATE } from "#contracts/voice.ts";
import { wholeSeconds } from "./elapsed.ts";

const extensionOf = (mimeType: string): string => {
  if (mimeType.includes("ogg")) return "ogg";
  if (mimeType.includes("mp4") || mimeType.includes("m4a") || mimeType.includes("aac"))
    return "m4a";
  return "webm";
};

// The multipart body of POST /api/voice-transcription/recordings (spec section 7). `wav` is the
// converted recording; without it (conversion failed) the original recording is sent instead.
export function buildRecordingForm(input: {
  durationMs: number;
  wav?: Uint8Array | null;
  original?: Blob | null;
}): FormData {
  const form = new FormData();
  if (input.wav) {
    form.set("audio", new Blob([input.wav.slice()], { type: "audio/wav" }), "recording.wav");
    form.set("sampleRate", String(VOICE_SAMPLE_RATE));
    form.set("channels", String(VOICE_CHANNELS));
    form.set("codec", VOICE_CODEC);
  } else if (input.original) {
    const type = input.original.type || "audio/webm";
    form.set("audio", input.original, `recording.${extensionOf(type)}`);
    form.set("codec", type.includes("opus") || type.includes("webm") ? "opus" : "original");
  } else {
    throw new Error("buildRecordingForm needs the WAV or the original recording");
  }
  form.set("duration", String(wholeSeconds(input.durationMs)));
  return form;
}
