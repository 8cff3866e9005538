import { describe, expect, it } from "vitest";
import {
  instagramLegacyArchive,
  notAPhoto,
  photoJpeg,
  videoMp4,
  zipOf,
} from "#tests/factories/import-archives.ts";
import { openArchiveBuffer } from "../archive/open-archive.ts";
import { detectSource, readSource } from "./detect-source.ts";

const day = (iso: string) => new Date(iso);

async function read(zip: Buffer) {
  return readSource(await openArchiveBuffer(zip));
}

describe("Instagram reader, the 2018-2020 layout (media.json)", () => {
  it("reads posts with text, UTC dates, places, emoji and non-Latin text, several photos and a video put back together", async () => {
    const { source, items, skipped } = await read(
      await instagramLegacyArchive({
        posts: [
          {
            text: "Первый день в Париже 🥐",
            date: day("2019-05-01T08:05:13Z"),
            place: "Le Marais, Paris",
            media: [
              { name: "a.jpg", data: await photoJpeg({ color: "#f00" }) },
              { name: "b.jpg", data: await photoJpeg({ color: "#0f0" }) },
              { name: "c.mp4", data: videoMp4() },
            ],
          },
          {
            text: "海辺で",
            date: day("2018-12-31T23:59:00Z"),
            media: [{ name: "d.jpg", data: await photoJpeg() }],
          },
        ],
      }),
    );
    expect(source).toBe("instagram");
    expect(skipped).toEqual([]);
    const byText = new Map(items.map((i) => [i.text, i]));
    expect(byText.get("Первый день в Париже 🥐")).toMatchObject({
      date: day("2019-05-01T08:05:13Z"),
      place: "Le Marais, Paris",
      media: [
        { path: "photos/201905/0_a.jpg", kind: "image" },
        { path: "photos/201905/0_b.jpg", kind: "image" },
        { path: "videos/201905/0_c.mp4", kind: "video" },
      ],
    });
    expect(byText.get("海辺で")).toMatchObject({ date: day("2018-12-31T23:59:00Z"), place: null });
    expect(items).toHaveLength(2);
  });

  it("gives an entry without taken_at the date null, and skips a fake photo and a malformed entry with a line", async () => {
    const zip = await zipOf([
      {
        path: "media.json",
        data: JSON.stringify({
          photos: [
            { caption: "no date", path: "photos/201901/a.jpg" },
            { caption: "fake", taken_at: "2019-01-02T00:00:00", path: "photos/201901/b.jpg" },
            { caption: "no file" },
          ],
        }),
      },
      { path: "photos/201901/a.jpg", data: await photoJpeg() },
      { path: "photos/201901/b.jpg", data: notAPhoto() },
    ]);
    const { items, skipped } = await read(zip);
    expect(items.map((i) => [i.text, i.date, i.media.length])).toEqual([
      ["no date", null, 1],
      ["fake", day("2019-01-02T00:00:00Z"), 0],
    ]);
    expect(skipped).toEqual([
      "Skipped photo 3 of media.json: it names no file.",
      "Skipped photos/201901/b.jpg: it is not a photo or video we can use (JPG, PNG, WEBP, GIF, AVIF, MP4, WEBM or MOV).",
    ]);
  });

  it("is not taken for a media.json of some other archive, and a reels-only export is detected", async () => {
    expect(detectSource(["media.json", "notes.txt"]).reader).toBeNull();
    expect(detectSource(["media.json", "photos/201901/a.jpg"]).reader?.source).toBe("instagram");
    expect(
      detectSource(["your_instagram_activity/media/reels.json", "media/reels/202405/r.mp4"]).reader
        ?.source,
    ).toBe("instagram");
  });
});
