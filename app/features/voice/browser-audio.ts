import { VOICE_SAMPLE_RATE } from "#contracts/voice.ts";
import { toSpeechWav } from "./audio/speech-wav";

// What speech needs: mono, 16 kHz where the device allows, echo cancellation, noise suppression and
// automatic gain.
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: {
    channelCount: 1,
    sampleRate: VOICE_SAMPLE_RATE,
    echoCancellation: true,
    noiseSuppression: true,
    autoGainControl: true,
  },
};

// WebM/Opus first (small, and what Chromium records), then what Safari and Firefox record.
const RECORDER_TYPES = [
  "audio/webm;codecs=opus",
  "audio/webm",
  "audio/ogg;codecs=opus",
  "audio/mp4",
];

export function recorderMimeType(): string | undefined {
  if (typeof MediaRecorder === "undefined" || !MediaRecorder.isTypeSupported) return undefined;
  return RECORDER_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

export const canRecord = (): boolean =>
  typeof navigator !== "undefined" &&
  Boolean(navigator.mediaDevices?.getUserMedia) &&
  typeof MediaRecorder !== "undefined";

// The browser decodes the recording (decodeAudioData); the pure helpers mix it down to mono,
// resample it to 16 kHz and write 16-bit WAV. Throws when the browser cannot decode it, and the
// caller then uploads the original recording.
export async function recordingToSpeechWav(recording: Blob): Promise<Uint8Array> {
  const bytes = await recording.arrayBuffer();
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) throw new Error("Web Audio is not available");
  const context = new Context();
  try {
    const buffer = await context.decodeAudioData(bytes);
    const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) =>
      buffer.getChannelData(i),
    );
    return toSpeechWav(channels, buffer.sampleRate);
  } finally {
    void context.close().catch(() => undefined);
  }
}

export function releaseStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}
