import { describe, expect, it } from "vitest";
import {
  dayOneArchive,
  facebookArchive,
  instagramArchive,
  photoJpeg,
  photosArchive,
  takeoutArchive,
  twitterArchive,
  zipOf,
} from "#tests/factories/import-archives.ts";
import { ArchiveError } from "../archive/archive-error.ts";
import { openArchiveBuffer } from "../archive/open-archive.ts";
import {
  META_HTML_MESSAGE,
  UNKNOWN_SOURCE_MESSAGE,
  detectSource,
  readSource,
} from "./detect-source.ts";

const pathsOf = async (zip: Buffer) => (await openArchiveBuffer(zip)).paths;
const detected = async (zip: Buffer) => {
  const detection = detectSource(await pathsOf(zip));
  return detection.reader ? [detection.reader.source, detection.root] : [null, detection.message];
};

describe("detectSource", () => {
  it("names each source from its layout, old and new", async () => {
    const photo = await photoJpeg();
    const post = {
      text: "t",
      date: new Date("2020-01-01T00:00:00Z"),
      media: [{ name: "a.jpg", data: photo }],
    };
    expect(await detected(await instagramArchive({ layout: "2025", posts: [post] }))).toEqual([
      "instagram",
      "",
    ]);
    expect(await detected(await instagramArchive({ layout: "2022", posts: [post] }))).toEqual([
      "instagram",
      "",
    ]);
    expect(await detected(await facebookArchive({ layout: "2024", posts: [post] }))).toEqual([
      "facebook",
      "",
    ]);
    expect(await detected(await facebookArchive({ layout: "2021", posts: [post] }))).toEqual([
      "facebook",
      "",
    ]);
    expect(await detected(await twitterArchive({ tweets: [{ id: "1", ...post }] }))).toEqual([
      "twitter",
      "",
    ]);
    expect(
      await detected(await twitterArchive({ layout: "2019", tweets: [{ id: "1", ...post }] })),
    ).toEqual(["twitter", ""]);
    expect(
      await detected(
        await takeoutArchive({ photos: [{ album: "A", name: "a.jpg", data: photo }] }),
      ),
    ).toEqual(["google-photos", ""]);
    expect(
      await detected(await dayOneArchive({ entries: [{ uuid: "U", text: "t", photos: [photo] }] })),
    ).toEqual(["day-one", ""]);
    expect(await detected(await photosArchive([{ name: "x/IMG_1.JPG", data: photo }]))).toEqual([
      "photos",
      "",
    ]);
  });

  it("finds an export one or two folders down, before taking it for a plain ZIP of photos", async () => {
    const photo = await photoJpeg();
    const post = {
      text: "t",
      date: new Date("2020-01-01T00:00:00Z"),
      media: [{ name: "a.jpg", data: photo }],
    };
    expect(
      await detected(await instagramArchive({ root: "instagram-me-2025", posts: [post] })),
    ).toEqual(["instagram", "instagram-me-2025/"]);
    expect(
      await detected(await facebookArchive({ root: "Downloads/facebook-me", posts: [post] })),
    ).toEqual(["facebook", "Downloads/facebook-me/"]);
  });

  it("says plainly when the ZIP is none of them, and when a Meta export is in HTML", async () => {
    expect(
      await detected(
        await zipOf([
          { path: "report.pdf", data: "%PDF" },
          { path: "notes/a.txt", data: "x" },
        ]),
      ),
    ).toEqual([null, UNKNOWN_SOURCE_MESSAGE]);
    expect(UNKNOWN_SOURCE_MESSAGE).toBe(
      "This ZIP is not an export we know: we read Instagram, Facebook, X (Twitter), Google Photos (Takeout), Day One and plain ZIPs of photos.",
    );
    expect(
      await detected(
        await zipOf([{ path: "your_instagram_activity/media/posts_1.html", data: "<html>" }]),
      ),
    ).toEqual([null, META_HTML_MESSAGE]);
  });

  it("readSource refuses an unknown ZIP as an ArchiveError the job can show", async () => {
    const archive = await openArchiveBuffer(await zipOf([{ path: "a.txt", data: "x" }]));
    const error: unknown = await readSource(archive).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArchiveError);
    expect(error).toMatchObject({ reason: "unknown_source", message: UNKNOWN_SOURCE_MESSAGE });
  });
});
