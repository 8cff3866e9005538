import { describe, expect, it } from "vitest";
import { encodeWav } from "#app/features/voice/audio/wav.ts";
import { isRiffWave, readWavHeader } from "./read-wav-header.ts";

describe("readWavHeader", () => {
  it("reads what encodeWav writes", () => {
    const info = readWavHeader(encodeWav(new Float32Array(32_000), 16_000));
    expect(info).toEqual({
      audioFormat: 1,
      channels: 1,
      sampleRate: 16_000,
      bitsPerSample: 16,
      dataBytes: 64_000,
      durationSeconds: 2,
    });
  });

  it("skips other chunks before the data", () => {
    const wav = encodeWav(new Float32Array(16_000), 16_000);
    const list = new Uint8Array([0x4c, 0x49, 0x53, 0x54, 3, 0, 0, 0, 1, 2, 3, 0]); // "LIST", odd size + pad
    const out = new Uint8Array(wav.length + list.length);
    out.set(wav.subarray(0, 36));
    out.set(list, 36);
    out.set(wav.subarray(36), 36 + list.length);
    expect(readWavHeader(out)?.durationSeconds).toBe(1);
  });

  it("counts only the bytes present when the data size is unknown", () => {
    const wav = encodeWav(new Float32Array(8_000), 16_000);
    new DataView(wav.buffer).setUint32(40, 0xffffffff, true);
    expect(readWavHeader(wav)?.durationSeconds).toBe(0.5);
  });

  it("refuses what is not a readable WAV", () => {
    expect(readWavHeader(new TextEncoder().encode("hello, this is text not audio"))).toBeNull();
    const noData = encodeWav(new Float32Array(0), 16_000).subarray(0, 36);
    expect(readWavHeader(noData)).toBeNull();
    const badRate = encodeWav(new Float32Array(4), 16_000);
    new DataView(badRate.buffer).setUint32(24, 0, true);
    expect(readWavHeader(badRate)).toBeNull();
    expect(isRiffWave(new Uint8Array(4))).toBe(false);
  });
});
