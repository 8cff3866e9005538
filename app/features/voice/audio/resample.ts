// Channel mixing and sample-rate conversion for the recording, before encodeWav. Pure functions
// over Float32Array (what AudioBuffer.getChannelData gives).

// The mean of the channels: a stereo microphone becomes one voice at the same loudness.
export function downmixToMono(channels: Float32Array[]): Float32Array {
  const first = channels[0];
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first.slice();
  const length = Math.min(...channels.map((c) => c.length));
  const out = new Float32Array(length);
  for (const channel of channels) {
    for (let i = 0; i < length; i += 1) out[i] = (out[i] ?? 0) + (channel[i] ?? 0);
  }
  for (let i = 0; i < length; i += 1) out[i] = (out[i] ?? 0) / channels.length;
  return out;
}

// The length a signal has at another rate: 48000 samples at 48 kHz are 16000 at 16 kHz.
export function resampledLength(length: number, fromRate: number, toRate: number): number {
  return Math.round((length * toRate) / fromRate);
}

// Linear interpolation between neighbouring samples. Speech recognisers listen to 0-8 kHz, and
// the browser's own capture is already band-limited, so this is enough for dictation.
export function resampleLinear(
  samples: Float32Array,
  fromRate: number,
  toRate: number,
): Float32Array {
  if (!(fromRate > 0) || !(toRate > 0)) {
    throw new RangeError(`sample rates must be positive, got ${fromRate} and ${toRate}`);
  }
  if (fromRate === toRate) return samples.slice();
  const length = resampledLength(samples.length, fromRate, toRate);
  const out = new Float32Array(length);
  const step = fromRate / toRate;
  const last = samples.length - 1;
  for (let i = 0; i < length; i += 1) {
    const position = i * step;
    const left = Math.min(Math.floor(position), last);
    const right = Math.min(left + 1, last);
    const fraction = position - left;
    const a = samples[left] ?? 0;
    const b = samples[right] ?? 0;
    out[i] = a + (b - a) * fraction;
  }
  return out;
}
