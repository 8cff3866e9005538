import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readCaptureTime } from "./read-capture-time.ts";

const exifOf = async (exif: Record<string, Record<string, string>>) =>
  (
    await sharp(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
        .jpeg()
        .withExif(exif)
        .toBuffer(),
    ).metadata()
  ).exif;

describe("readCaptureTime", () => {
  it("reads the shutter's time, the camera's wall clock, without a zone", async () => {
    const exif = await exifOf({
      IFD0: { DateTime: "2019:07:13 09:00:00" },
      IFD2: { DateTimeOriginal: "1998:07:14 19:05:30", DateTimeDigitized: "2001:01:01 00:00:00" },
    });
    expect(readCaptureTime(exif)).toBe("1998-07-14T19:05:30");
  });
  it("falls back to the digitised time, then the file's time", async () => {
    expect(
      readCaptureTime(await exifOf({ IFD2: { DateTimeDigitized: "2003:09:01 16:20:00" } })),
    ).toBe("2003-09-01T16:20:00");
    expect(readCaptureTime(await exifOf({ IFD0: { DateTime: "2019:07:13 09:00:00" } }))).toBe(
      "2019-07-13T09:00:00",
    );
  });
  it("answers null for no EXIF, a zeroed clock or a broken block", async () => {
    expect(readCaptureTime(undefined)).toBeNull();
    expect(readCaptureTime(await exifOf({ IFD0: { Make: "PhoneMaker" } }))).toBeNull();
    expect(
      readCaptureTime(await exifOf({ IFD2: { DateTimeOriginal: "0000:00:00 00:00:00" } })),
    ).toBeNull();
    expect(readCaptureTime(Buffer.from("Exif\0\0garbage"))).toBeNull();
  });
});
