import { describe, expect, it } from "vitest";
import {
  chunkCount,
  contentRange,
  nextChunk,
  receivedBytesFrom,
  retryDelayMs,
  uploadFraction,
} from "./chunks.ts";

describe("chunk planning", () => {
  it("cuts a file into chunks with inclusive Content-Range ends", () => {
    const first = nextChunk(0, 25, 10);
    expect(first).toEqual({ start: 0, end: 9, total: 25 });
    expect(contentRange(first!)).toBe("bytes 0-9/25");
    expect(nextChunk(20, 25, 10)).toEqual({ start: 20, end: 24, total: 25 });
    expect(nextChunk(25, 25, 10)).toBeNull();
    expect(chunkCount(25, 10)).toBe(3);
  });

  it("resumes from where the server is, even mid-chunk (a 409 or a reload)", () => {
    expect(nextChunk(13, 25, 10)).toEqual({ start: 13, end: 22, total: 25 });
    // A server that claims more than the file is done with it.
    expect(nextChunk(40, 25, 10)).toBeNull();
  });

  it("sends a one-byte file as one chunk and refuses a chunk size of zero", () => {
    expect(contentRange(nextChunk(0, 1, 10)!)).toBe("bytes 0-0/1");
    expect(() => nextChunk(0, 10, 0)).toThrow(RangeError);
  });

  it("reads receivedBytes only when it is a whole number", () => {
    expect(receivedBytesFrom({ receivedBytes: 10 })).toBe(10);
    expect(receivedBytesFrom({ receivedBytes: "10" })).toBeNull();
    expect(receivedBytesFrom({ receivedBytes: -1 })).toBeNull();
    expect(receivedBytesFrom(null)).toBeNull();
  });

  it("counts the chunk on its way in the progress and backs off up to 15 s", () => {
    expect(uploadFraction(10, 5, 20)).toBe(0.75);
    expect(uploadFraction(20, 5, 20)).toBe(1);
    expect([0, 1, 2, 3, 4, 9].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });
});
