import { describe, expect, it } from "vitest";
import { notAPhoto, photoJpeg, photosArchive, videoMp4 } from "#tests/factories/import-archives.ts";
import { openArchiveBuffer } from "../archive/open-archive.ts";
import { readSource } from "./detect-source.ts";

const read = async (zip: Buffer) => readSource(await openArchiveBuffer(zip));

describe("plain ZIP of photos", () => {
  it("dates each photo from its EXIF, keeps no place, gives undated photos and videos null", async () => {
    const { source, items, skipped } = await read(
      await photosArchive([
        {
          name: "Été 2021/IMG_0001.jpg",
          data: await photoJpeg({ takenAt: "2021:07:14 18:05:09", gps: true }),
        },
        { name: "Été 2021/IMG_0002.jpg", data: await photoJpeg({ color: "#246" }) },
        { name: "Été 2021/clip.mp4", data: videoMp4() },
      ]),
    );
    expect(source).toBe("photos");
    expect(skipped).toEqual([]);
    expect(items.map((i) => [i.media[0]?.path, i.media[0]?.kind, i.date, i.place, i.text])).toEqual(
      [
        ["Été 2021/IMG_0001.jpg", "image", new Date("2021-07-14T18:05:09Z"), null, ""],
        ["Été 2021/IMG_0002.jpg", "image", null, null, ""],
        ["Été 2021/clip.mp4", "video", null, null, ""],
      ],
    );
  });

  it("skips a fake photo, a non-photo file and a duplicate with a line each", async () => {
    const photo = await photoJpeg({ takenAt: "2020:01:01 00:00:00" });
    const { items, skipped } = await read(
      await photosArchive([
        { name: "a.jpg", data: photo },
        { name: "copy of a.jpg", data: photo },
        { name: "evil.jpg", data: notAPhoto() },
        { name: "notes.txt", data: Buffer.from("hello") },
      ]),
    );
    expect(items.map((i) => i.media[0]?.path)).toEqual(["a.jpg"]);
    expect(skipped).toEqual([
      "Skipped copy of a.jpg: the same photo is in this ZIP twice.",
      "Skipped evil.jpg: it is not a photo or video we can use (JPG, PNG, WEBP, GIF, AVIF, MP4, WEBM or MOV).",
      "Skipped notes.txt: it is not a photo or video.",
    ]);
  });

  it("fingerprints a photo by its bytes, not its name", async () => {
    const photo = await photoJpeg({ takenAt: "2020:01:01 00:00:00" });
    const a = await read(await photosArchive([{ name: "a.jpg", data: photo }]));
    const b = await read(await photosArchive([{ name: "renamed/b.jpg", data: photo }]));
    const c = await read(
      await photosArchive([{ name: "a.jpg", data: await photoJpeg({ color: "#000" }) }]),
    );
    expect(a.items[0]?.fingerprint).toBe(b.items[0]?.fingerprint);
    expect(a.items[0]?.fingerprint).not.toBe(c.items[0]?.fingerprint);
  });
});
