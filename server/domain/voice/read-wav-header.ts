// Reads a RIFF/WAVE header to learn what the audio really is and how long it really lasts: the
// duration field of an upload is the client's word, the header is the bytes'.

export type WavInfo = {
  audioFormat: number; // 1 PCM, 3 IEEE float, 0xfffe extensible
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataBytes: number;
  durationSeconds: number;
};

export const isRiffWave = (bytes: Uint8Array): boolean =>
  bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WAVE";

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

const knownFormats = new Set([1, 3, 0xfffe]);

// null when the bytes are not a WAV file we can read (no fmt or data chunk, impossible fields).
export function readWavHeader(bytes: Uint8Array): WavInfo | null {
  if (!isRiffWave(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let fmt: (Omit<WavInfo, "dataBytes" | "durationSeconds"> & { byteRate: number }) | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset, 4);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === "fmt ") {
      if (size < 16 || body + 16 > bytes.length) return null;
      fmt = {
        audioFormat: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        byteRate: view.getUint32(body + 8, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === "data") {
      if (!fmt) return null;
      const { audioFormat, channels, sampleRate, bitsPerSample } = fmt;
      if (!knownFormats.has(audioFormat)) return null;
      if (channels < 1 || channels > 8) return null;
      if (sampleRate < 1000 || sampleRate > 384_000) return null;
      if (![8, 16, 24, 32, 64].includes(bitsPerSample)) return null;
      // The byte rate is computed rather than trusted; a streaming writer may also leave the data
      // size at 0 or 0xffffffff, so only the bytes really present count.
      const byteRate = sampleRate * channels * (bitsPerSample / 8);
      const dataBytes = Math.min(size, bytes.length - body);
      return {
        audioFormat,
        channels,
        sampleRate,
        bitsPerSample,
        dataBytes,
        durationSeconds: dataBytes / byteRate,
      };
    }
    offset = body + size + (size % 2); // chunks are padded to an even length
  }
  return null;
}
