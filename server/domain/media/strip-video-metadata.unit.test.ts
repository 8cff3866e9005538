import { describe, expect, it } from "vitest";
import { ISO6709_LOCATION, videoFixture } from "#tests/factories/media.ts";
import { MalformedVideoError } from "./iso-bmff-metadata.ts";
import { stripVideoMetadata } from "./strip-video-metadata.ts";

// The byte range of the first top-level MP4 box of this type.
function topLevelBox(bytes: Buffer, type: string): Buffer {
  let offset = 0;
  while (offset < bytes.length) {
    const size = bytes.readUInt32BE(offset);
    if (bytes.toString("latin1", offset + 4, offset + 8) === type) {
      return bytes.subarray(offset, offset + size);
    }
    offset += size;
  }
  throw new Error(`no ${type} box`);
}

const CLUSTER_ID = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);
const CUES_ID = Buffer.from([0x1c, 0x53, 0xbb, 0x6b]);
const TAGS_ID = Buffer.from([0x12, 0x54, 0xc3, 0x67]);
const SEGMENT_ID = Buffer.from([0x18, 0x53, 0x80, 0x67]);

describe("video metadata stripping", () => {
  it("blanks the ©xyz location of a phone's MP4, keeping every sample byte in place", () => {
    const original = videoFixture("phone-location.mp4");
    expect(original.includes("\u00a9xyz", 0, "latin1")).toBe(true);
    expect(original.includes(ISO6709_LOCATION)).toBe(true);
    const bytes = Buffer.from(original);
    expect(stripVideoMetadata(bytes, "video/mp4")).toEqual(["moov/udta", "moov/udta"]);
    expect(bytes.includes("\u00a9xyz", 0, "latin1")).toBe(false);
    expect(bytes.includes(ISO6709_LOCATION)).toBe(false);
    expect(bytes.length).toBe(original.length);
    expect(topLevelBox(bytes, "mdat").equals(topLevelBox(original, "mdat"))).toBe(true);
    // The sample tables (where the player finds each frame) are untouched too.
    expect(bytes.includes(topLevelBox(original, "moov").subarray(8, 400))).toBe(true);
  });

  it("blanks Apple's location key and ©xyz in a MOV whose moov comes first", () => {
    const bytes = videoFixture("apple-location.mov");
    const mdat = Buffer.from(topLevelBox(bytes, "mdat"));
    expect(bytes.includes("com.apple.quicktime.location.ISO6709")).toBe(true);
    expect(stripVideoMetadata(bytes, "video/quicktime")).toEqual(["moov/udta"]);
    expect(bytes.includes("com.apple.quicktime.location")).toBe(false);
    expect(bytes.includes(ISO6709_LOCATION)).toBe(false);
    expect(topLevelBox(bytes, "mdat").equals(mdat)).toBe(true);
  });

  it("blanks a WebM's tags and title, keeping its clusters", () => {
    const original = videoFixture("location.webm");
    const bytes = Buffer.from(original);
    expect(stripVideoMetadata(bytes, "video/webm")).toEqual(["Info/Title", "Tags"]);
    expect(bytes.includes(ISO6709_LOCATION)).toBe(false);
    expect(bytes.includes("At the tower")).toBe(false);
    const clusters = original.subarray(original.indexOf(CLUSTER_ID), original.lastIndexOf(CUES_ID));
    expect(clusters.length).toBeGreaterThan(1000);
    expect(bytes.includes(clusters)).toBe(true);
  });

  it("finds the tags after clusters of unknown size, as MediaRecorder writes them", () => {
    const original = videoFixture("location.webm");
    // Move the Tags element (found after the SeekHead's references to it) to the end of the file.
    const tagsStart = original.indexOf(
      TAGS_ID,
      original.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]), 100),
    );
    const tagsEnd = original.indexOf(CLUSTER_ID);
    const bytes = Buffer.concat([
      original.subarray(0, tagsStart),
      original.subarray(tagsEnd),
      original.subarray(tagsStart, tagsEnd),
    ]);
    // Mark the segment and every cluster "size unknown" (all ones), keeping each size's length.
    const markUnknown = (at: number) => {
      const length = Math.clz32(bytes[at] ?? 0) - 23;
      bytes[at] = 0xff >> (length - 1);
      bytes.fill(0xff, at + 1, at + length);
    };
    markUnknown(bytes.indexOf(SEGMENT_ID) + 4);
    const lastTags = bytes.lastIndexOf(TAGS_ID);
    for (
      let at = bytes.indexOf(CLUSTER_ID);
      at >= 0 && at < lastTags;
      at = bytes.indexOf(CLUSTER_ID, at + 4)
    ) {
      markUnknown(at + 4);
    }
    expect(bytes.subarray(lastTags).includes(ISO6709_LOCATION)).toBe(true);
    expect(stripVideoMetadata(bytes, "video/webm")).toEqual(["Info/Title", "Tags"]);
    expect(bytes.includes(ISO6709_LOCATION)).toBe(false);
  });

  it("leaves a video without metadata as it is", () => {
    const original = videoFixture("clean.mp4");
    const bytes = Buffer.from(original);
    expect(stripVideoMetadata(bytes, "video/mp4")).toEqual([]);
    expect(bytes.equals(original)).toBe(true);
  });

  it("refuses a container it cannot walk, rather than keep what it could not see", () => {
    const ftypThenNoise = Buffer.concat([
      videoFixture("clean.mp4").subarray(0, 32),
      Buffer.alloc(2000, 7),
    ]);
    expect(() => stripVideoMetadata(ftypThenNoise, "video/mp4")).toThrow(MalformedVideoError);
    const webm = videoFixture("location.webm");
    expect(() => stripVideoMetadata(webm.subarray(0, 200), "video/webm")).toThrow(
      MalformedVideoError,
    );
  });
});
