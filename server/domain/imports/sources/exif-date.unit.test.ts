import { expect, it } from "vitest";
import { photoJpeg } from "#tests/factories/import-archives.ts";
import { exifDate, parseExifTime } from "./exif-date.ts";

it("reads DateTimeOriginal from a JPEG that also carries GPS, as wall-clock time", async () => {
  const jpeg = await photoJpeg({ takenAt: "2021:07:14 18:05:09", gps: true });
  expect(await exifDate(jpeg)).toEqual(new Date("2021-07-14T18:05:09Z"));
});

it("answers null for a JPEG without EXIF, a PNG, a truncated head and an unset camera clock", async () => {
  expect(await exifDate(await photoJpeg())).toBeNull();
  expect(await exifDate(Buffer.from("89504e470d0a1a0a", "hex"))).toBeNull();
  const jpeg = await photoJpeg({ takenAt: "2021:07:14 18:05:09" });
  expect(await exifDate(jpeg.subarray(0, 40))).toBeNull();
  expect(parseExifTime("0000:00:00 00:00:00")).toBeNull();
});

it("applies the OffsetTimeOriginal a camera wrote into the photo", async () => {
  const jpeg = await photoJpeg({ takenAt: "2022:01:01 10:00:00", offset: "+02:00" });
  expect(await exifDate(jpeg)).toEqual(new Date("2022-01-01T08:00:00Z"));
});

it("applies OffsetTimeOriginal when the camera wrote one", () => {
  expect(parseExifTime("2022:01:01 10:00:00", "+02:00")).toEqual(new Date("2022-01-01T08:00:00Z"));
});
