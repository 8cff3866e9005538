// 16-bit PCM mono WAV, the format the transcription upload expects. Pure: no Web
// Audio here, so the encoder is tested in Node and reused by the server's tests.

export const WAV_HEADER_BYTES = 44;

const writeAscii = (view: DataView, offset: number, text: string) => {
  for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
};

// Samples are floats in -1..1; anything beyond is clipped (a loud voice must not wrap around into
// noise), and NaN becomes silence.
export function floatToPcm16(sample: number): number {
  if (Number.isNaN(sample)) return 0;
  const s = Math.max(-1, Math.min(1, sample));
  return s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
}

export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) {
    throw new RangeError(`sampleRate must be a positive whole number, got ${sampleRate}`);
  }
  const channels = 1;
  const bytesPerSample = 2;
  const dataBytes = samples.length * bytesPerSample * channels;
  const bytes = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  writeAscii(view, 0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(view, 8, "WAVE");
  writeAscii(view, 12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size for PCM
  view.setUint16(20, 1, true); // audio format 1 = PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * bytesPerSample, true); // byte rate
  view.setUint16(32, channels * bytesPerSample, true); // block align
  view.setUint16(34, bytesPerSample * 8, true); // bits per sample
  writeAscii(view, 36, "data");
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i += 1) {
    view.setInt16(WAV_HEADER_BYTES + i * bytesPerSample, floatToPcm16(samples[i] ?? 0), true);
  }
  return bytes;
}
