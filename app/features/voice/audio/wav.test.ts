import { describe, expect, it } from "vitest";
import { encodeWav, floatToPcm16, WAV_HEADER_BYTES } from "./wav.ts";

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

describe("encodeWav", () => {
  it("writes a 44-byte RIFF/WAVE header for 16-bit PCM mono", () => {
    const samples = new Float32Array(16_000); // one second at 16 kHz
    const wav = encodeWav(samples, 16_000);
    const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
    expect(wav.byteLength).toBe(WAV_HEADER_BYTES + 32_000);
    expect(ascii(wav, 0, 4)).toBe("RIFF");
    expect(view.getUint32(4, true)).toBe(36 + 32_000);
    expect(ascii(wav, 8, 4)).toBe("WAVE");
    expect(ascii(wav, 12, 4)).toBe("fmt ");
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000); // byte rate
    expect(view.getUint16(32, true)).toBe(2); // block align
    expect(view.getUint16(34, true)).toBe(16); // bits per sample
    expect(ascii(wav, 36, 4)).toBe("data");
    expect(view.getUint32(40, true)).toBe(32_000);
  });

  it("keeps the given sample rate in the header", () => {
    const wav = encodeWav(new Float32Array(10), 48_000);
    const view = new DataView(wav.buffer);
    expect(view.getUint32(24, true)).toBe(48_000);
    expect(view.getUint32(28, true)).toBe(96_000);
    expect(view.getUint32(40, true)).toBe(20);
  });

  it("writes little-endian samples and clips beyond ±1", () => {
    const wav = encodeWav(new Float32Array([0, 0.5, -0.5, 1, -1, 1.7, -3, Number.NaN]), 16_000);
    const view = new DataView(wav.buffer);
    const at = (i: number) => view.getInt16(WAV_HEADER_BYTES + i * 2, true);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(at)).toEqual([
      0, 16384, -16384, 32767, -32768, 32767, -32768, 0,
    ]);
    // 0.5 as bytes: 0x4000 little-endian
    expect(wav[WAV_HEADER_BYTES + 2]).toBe(0x00);
    expect(wav[WAV_HEADER_BYTES + 3]).toBe(0x40);
  });

  it("encodes an empty recording as a header with no data", () => {
    const wav = encodeWav(new Float32Array(0), 16_000);
    expect(wav.byteLength).toBe(44);
    expect(new DataView(wav.buffer).getUint32(40, true)).toBe(0);
  });

  it("refuses a sample rate that is not a positive whole number", () => {
    expect(() => encodeWav(new Float32Array(1), 0)).toThrow(RangeError);
    expect(() => encodeWav(new Float32Array(1), 44_100.5)).toThrow(RangeError);
  });

  it("maps floats to 16-bit integers symmetrically", () => {
    expect(floatToPcm16(1)).toBe(32767);
    expect(floatToPcm16(-1)).toBe(-32768);
    expect(floatToPcm16(2)).toBe(32767);
    expect(floatToPcm16(-2)).toBe(-32768);
    expect(floatToPcm16(0)).toBe(0);
  });
});
