import { describe, expect, it } from "vitest";
import {
  notAPhoto,
  photoJpeg,
  takeoutArchive,
  takeoutSidecarName,
  videoMp4,
} from "#tests/factories/import-archives.ts";
import { openArchiveBuffer } from "../archive/open-archive.ts";
import { readSource } from "./detect-source.ts";

const day = (iso: string) => new Date(iso);
const read = async (zip: Buffer) => readSource(await openArchiveBuffer(zip));
const summary = (items: Awaited<ReturnType<typeof read>>["items"]) =>
  items.map((i) => [i.media[0]?.path, i.media[0]?.kind, i.date, i.text, i.place]);

describe("Google Photos (Takeout) reader", () => {
  for (const naming of ["json", "supplemental"] as const) {
    it(`reads ${naming} sidecars: taken time, description with emoji and non-Latin text, no place from coordinates`, async () => {
      const { source, items, skipped } = await read(
        await takeoutArchive({
          naming,
          photos: [
            {
              album: "Photos from 2023",
              name: "IMG_20230704_183012.jpg",
              data: await photoJpeg(),
              takenAt: day("2023-07-04T18:30:12Z"),
              description: "Fireworks 🎆 над рекой",
              geo: true,
            },
            {
              album: "Photos from 2023",
              name: "VID_20230705.mp4",
              data: videoMp4(),
              takenAt: day("2023-07-05T10:00:00Z"),
            },
          ],
        }),
      );
      expect(source).toBe("google-photos");
      expect(skipped).toEqual([]);
      expect(summary(items)).toEqual([
        [
          "Takeout/Google Photos/Photos from 2023/IMG_20230704_183012.jpg",
          "image",
          day("2023-07-04T18:30:12Z"),
          "Fireworks 🎆 над рекой",
          null,
        ],
        [
          "Takeout/Google Photos/Photos from 2023/VID_20230705.mp4",
          "video",
          day("2023-07-05T10:00:00Z"),
          "",
          null,
        ],
      ]);
    });
  }

  it("matches sidecars whose names Takeout cut short, and numbered duplicates", async () => {
    const long = "PXL_20230704_183012345.NIGHT.PORTRAIT-01.COVER.jpg";
    expect(takeoutSidecarName(long, "supplemental")).toBe(
      "PXL_20230704_183012345.NIGHT.PORTRAIT-01.COVER.json",
    );
    expect(takeoutSidecarName("IMG_20230704_183012345_HDR.jpg", "supplemental")).toBe(
      "IMG_20230704_183012345_HDR.jpg.supplemental-me.json",
    );
    const { items, skipped } = await read(
      await takeoutArchive({
        photos: [
          {
            album: "Trip",
            name: long,
            data: await photoJpeg(),
            takenAt: day("2023-07-04T00:00:00Z"),
          },
          {
            album: "Trip",
            name: "IMG_20230704_183012345_HDR.jpg",
            data: await photoJpeg({ color: "#111" }),
            takenAt: day("2023-07-05T00:00:00Z"),
          },
          {
            album: "Trip",
            name: "IMG_0001.jpg",
            data: await photoJpeg({ color: "#222" }),
            takenAt: day("2023-07-06T00:00:00Z"),
          },
          {
            album: "Trip",
            name: "IMG_0001(1).jpg",
            data: await photoJpeg({ color: "#333" }),
            takenAt: day("2023-07-07T00:00:00Z"),
            sidecar: "IMG_0001.jpg.supplemental-metadata(1).json",
          },
          {
            album: "Trip",
            name: "IMG_0002(1).jpg",
            data: await photoJpeg({ color: "#444" }),
            takenAt: day("2023-07-08T00:00:00Z"),
            sidecar: "IMG_0002.jpg(1).json",
          },
        ],
      }),
    );
    expect(skipped).toEqual([]);
    expect(items.map((i) => [i.media[0]?.path.split("/").pop(), i.date])).toEqual([
      ["IMG_0001(1).jpg", day("2023-07-07T00:00:00Z")],
      ["IMG_0001.jpg", day("2023-07-06T00:00:00Z")],
      ["IMG_0002(1).jpg", day("2023-07-08T00:00:00Z")],
      ["IMG_20230704_183012345_HDR.jpg", day("2023-07-05T00:00:00Z")],
      [long, day("2023-07-04T00:00:00Z")],
    ]);
  });

  it("dates a photo without a sidecar from its EXIF, else null; one item for a photo in an album and its year", async () => {
    const photo = await photoJpeg({ color: "#a0a" });
    const { items } = await read(
      await takeoutArchive({
        photos: [
          {
            album: "Photos from 2019",
            name: "a.jpg",
            data: photo,
            takenAt: day("2019-05-05T05:05:05Z"),
          },
          {
            album: "Best of 2019",
            name: "a.jpg",
            data: photo,
            takenAt: day("2019-05-05T05:05:05Z"),
          },
          {
            album: "Photos from 2019",
            name: "b.jpg",
            data: await photoJpeg({ takenAt: "2019:06:01 12:00:00" }),
            sidecar: false,
          },
          {
            album: "Photos from 2019",
            name: "c.jpg",
            data: await photoJpeg({ color: "#0aa" }),
            sidecar: false,
          },
        ],
      }),
    );
    expect(items.map((i) => [i.media[0]?.path.split("/").pop(), i.date])).toEqual([
      ["a.jpg", day("2019-05-05T05:05:05Z")],
      ["b.jpg", day("2019-06-01T12:00:00Z")],
      ["c.jpg", null],
    ]);
  });

  it("takes an -edited copy instead of its original, with the original's sidecar", async () => {
    const { items } = await read(
      await takeoutArchive({
        naming: "json",
        photos: [
          {
            album: "Photos from 2020",
            name: "IMG_5.jpg",
            data: await photoJpeg(),
            takenAt: day("2020-02-02T00:00:00Z"),
            description: "cropped",
          },
          {
            album: "Photos from 2020",
            name: "IMG_5-edited.jpg",
            data: await photoJpeg({ color: "#f0f" }),
            sidecar: false,
          },
        ],
      }),
    );
    expect(summary(items)).toEqual([
      [
        "Takeout/Google Photos/Photos from 2020/IMG_5-edited.jpg",
        "image",
        day("2020-02-02T00:00:00Z"),
        "cropped",
        null,
      ],
    ]);
  });

  it("keeps a photo whose sidecar is malformed, and skips a fake photo, with a line each", async () => {
    const { items, skipped } = await read(
      await takeoutArchive({
        photos: [
          {
            album: "A",
            name: "ok.jpg",
            data: await photoJpeg(),
            rawSidecar: '{"photoTakenTime": "soon"}',
          },
          { album: "A", name: "fake.jpg", data: notAPhoto(), takenAt: day("2020-01-01T00:00:00Z") },
        ],
      }),
    );
    expect(summary(items)).toEqual([["Takeout/Google Photos/A/ok.jpg", "image", null, "", null]]);
    expect(skipped).toEqual([
      "Skipped Takeout/Google Photos/A/fake.jpg: it is not a photo or video we can use (JPG, PNG, WEBP, GIF, AVIF, MP4, WEBM or MOV).",
      "Read Takeout/Google Photos/A/ok.jpg without its details: ok.jpg.supplemental-metadata.json is not a sidecar we know.",
    ]);
  });
});
