import { describe, expect, it } from "vitest";
import { downmixToMono, resampledLength, resampleLinear } from "./resample.ts";
import { toSpeechWav } from "./speech-wav.ts";

const tone = (hz: number, rate: number, seconds: number) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.sin((2 * Math.PI * hz * i) / rate),
  );

describe("resampleLinear", () => {
  it("turns 48 kHz into 16 kHz with a third of the samples", () => {
    const out = resampleLinear(new Float32Array(48_000), 48_000, 16_000);
    expect(out.length).toBe(16_000);
    expect(resampledLength(48_000 * 30, 48_000, 16_000)).toBe(480_000);
  });

  it("turns 44.1 kHz into 16 kHz with the right length", () => {
    expect(resampleLinear(new Float32Array(44_100), 44_100, 16_000).length).toBe(16_000);
    expect(resampleLinear(new Float32Array(441), 44_100, 16_000).length).toBe(160);
  });

  it("keeps a constant signal constant and picks every third sample of a ramp", () => {
    const constant = resampleLinear(new Float32Array(300).fill(0.25), 48_000, 16_000);
    expect(Array.from(constant).every((v) => v === 0.25)).toBe(true);
    const ramp = Float32Array.from({ length: 9 }, (_, i) => i);
    expect(Array.from(resampleLinear(ramp, 48_000, 16_000))).toEqual([0, 3, 6]);
  });

  it("interpolates between samples when upsampling", () => {
    const out = resampleLinear(new Float32Array([0, 1]), 8_000, 16_000);
    expect(Array.from(out)).toEqual([0, 0.5, 1, 1]);
  });

  it("keeps a 440 Hz tone a 440 Hz tone", () => {
    const out = resampleLinear(tone(440, 48_000, 1), 48_000, 16_000);
    const expected = tone(440, 16_000, 1);
    const worst = Math.max(...Array.from(out, (v, i) => Math.abs(v - (expected[i] ?? 0))));
    expect(worst).toBeLessThan(1e-5);
  });

  it("copies when the rates are equal and refuses zero rates", () => {
    const input = new Float32Array([0.1, 0.2]);
    const out = resampleLinear(input, 16_000, 16_000);
    expect(out).not.toBe(input);
    expect(Array.from(out)).toEqual(Array.from(input));
    expect(() => resampleLinear(input, 0, 16_000)).toThrow(RangeError);
  });
});

describe("downmixToMono", () => {
  it("averages the channels", () => {
    const out = downmixToMono([new Float32Array([1, 0.5, -1]), new Float32Array([0, 0.5, 1])]);
    expect(Array.from(out)).toEqual([0.5, 0.5, 0]);
  });

  it("copies a single channel and gives nothing for none", () => {
    const only = new Float32Array([0.25, -0.25]);
    const out = downmixToMono([only]);
    expect(out).not.toBe(only);
    expect(Array.from(out)).toEqual([0.25, -0.25]);
    expect(downmixToMono([]).length).toBe(0);
  });

  it("stops at the shortest channel", () => {
    expect(downmixToMono([new Float32Array(5), new Float32Array(3)]).length).toBe(3);
  });
});

describe("toSpeechWav", () => {
  it("makes 16 kHz mono WAV from 48 kHz stereo", () => {
    const left = tone(440, 48_000, 2);
    const wav = toSpeechWav([left, left], 48_000);
    const view = new DataView(wav.buffer);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(40, true)).toBe(2 * 16_000 * 2);
  });
});
