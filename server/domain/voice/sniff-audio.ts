import { fileTypeFromBuffer } from "file-type";
import { isRiffWave, readWavHeader, type WavInfo } from "./read-wav-header.ts";

// What a recording really is, from its bytes: the browser's 16-bit mono WAV, or its
// original recording (WebM/Opus, Ogg or MP4 audio) when the conversion failed.
export type SniffedAudio =
  | { kind: "wav"; mime: "audio/wav"; ext: "wav"; wav: WavInfo }
  | { kind: "original"; mime: string; ext: string }
  | { kind: "bad_wav" }
  | { kind: "unsupported" };

// file-type names WebM and MP4 as video when it cannot tell; for a recording they are audio.
const originals: Record<string, { mime: string; ext: string }> = {
  "audio/webm": { mime: "audio/webm", ext: "webm" },
  "video/webm": { mime: "audio/webm", ext: "webm" },
  "audio/ogg": { mime: "audio/ogg", ext: "ogg" },
  "audio/opus": { mime: "audio/ogg", ext: "ogg" },
  "audio/mp4": { mime: "audio/mp4", ext: "m4a" },
  "audio/x-m4a": { mime: "audio/mp4", ext: "m4a" },
  "video/mp4": { mime: "audio/mp4", ext: "m4a" },
};

export async function sniffAudio(bytes: Uint8Array): Promise<SniffedAudio> {
  if (isRiffWave(bytes)) {
    const wav = readWavHeader(bytes);
    return wav ? { kind: "wav", mime: "audio/wav", ext: "wav", wav } : { kind: "bad_wav" };
  }
  const found = await fileTypeFromBuffer(bytes.subarray(0, 64 * 1024));
  // Ogg Opus comes back as "audio/ogg; codecs=opus".
  const original = found ? originals[found.mime.split(";")[0]?.trim() ?? ""] : undefined;
  return original ? { kind: "original", ...original } : { kind: "unsupported" };
}
