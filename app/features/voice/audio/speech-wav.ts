import { VOICE_SAMPLE_RATE } from "#contracts/voice.ts";
import { downmixToMono, resampleLinear } from "./resample.ts";
import { encodeWav } from "./wav.ts";

// The whole conversion for the transcription upload in one call: decoded channels (AudioBuffer
// channel data at the device's rate) to 16-bit mono WAV at 16 kHz.
export function toSpeechWav(channels: Float32Array[], sampleRate: number): Uint8Array {
  const mono = downmixToMono(channels);
  return encodeWav(resampleLinear(mono, sampleRate, VOICE_SAMPLE_RATE), VOICE_SAMPLE_RATE);
}
