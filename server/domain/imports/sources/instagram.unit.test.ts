import { describe, expect, it } from "vitest";
import {
  instagramArchive,
  metaJson,
  notAPhoto,
  photoJpeg,
  videoMp4,
  zipOf,
} from "#tests/factories/import-archives.ts";
import { openArchiveBuffer } from "../archive/open-archive.ts";
import { readSource } from "./detect-source.ts";

const day = (iso: string) => new Date(iso);

async function read(zip: Buffer) {
  const archive = await openArchiveBuffer(zip);
  const result = await readSource(archive);
  return { archive, ...result };
}

describe("Instagram reader", () => {
  for (const layout of ["2025", "2024", "2022"] as const) {
    it(`reads the ${layout} layout: text, date, photos, emoji and non-Latin text`, async () => {
      const photo = await photoJpeg();
      const { source, items, skipped } = await read(
        await instagramArchive({
          layout,
          posts: [
            {
              text: "Sunset at the pier 🌅 夕焼け",
              date: day("2023-01-15T18:30:00Z"),
              media: [{ name: "a.jpg", data: photo }],
            },
          ],
        }),
      );
      expect(source).toBe("instagram");
      expect(skipped).toEqual([]);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        source: "instagram",
        text: "Sunset at the pier 🌅 夕焼け",
        date: day("2023-01-15T18:30:00Z"),
        place: null,
        media: [{ path: "media/posts/202301/0_a.jpg", kind: "image" }],
      });
    });
  }

  it("reads a post with several photos and a video, with its text and time on the post", async () => {
    const { items } = await read(
      await instagramArchive({
        posts: [
          {
            text: "Trip — день первый",
            date: day("2022-06-01T09:00:00Z"),
            media: [
              { name: "1.jpg", data: await photoJpeg({ color: "#f00" }) },
              { name: "2.jpg", data: await photoJpeg({ color: "#0f0" }) },
              { name: "3.mp4", data: videoMp4() },
            ],
          },
        ],
      }),
    );
    expect(items).toHaveLength(1);
    expect(items[0]?.text).toBe("Trip — день первый");
    expect(items[0]?.date).toEqual(day("2022-06-01T09:00:00Z"));
    expect(items[0]?.media.map((m) => m.kind)).toEqual(["image", "image", "video"]);
  });

  it("gives a post without a date the date null", async () => {
    const { items } = await read(
      await instagramArchive({
        posts: [{ text: "undated", media: [{ name: "a.jpg", data: await photoJpeg() }] }],
      }),
    );
    expect(items[0]?.date).toBeNull();
  });

  it("skips a malformed post and a fake photo with a line each, keeping the rest", async () => {
    const { items, skipped } = await read(
      await instagramArchive({
        posts: [
          {
            text: "good",
            date: day("2021-03-03T00:00:00Z"),
            media: [{ name: "a.jpg", data: await photoJpeg() }],
          },
          {
            text: "fake",
            date: day("2021-03-04T00:00:00Z"),
            media: [{ name: "b.jpg", data: notAPhoto() }],
          },
        ],
        extraPosts: [{ media: "not a list" }, 42],
      }),
    );
    expect(items.map((i) => i.text)).toEqual(["good", "fake"]);
    expect(items[1]?.media).toEqual([]);
    expect(skipped).toEqual([
      "Skipped media/posts/202103/1_b.jpg: it is not a photo or video we can use (JPG, PNG, WEBP, GIF, AVIF, MP4, WEBM or MOV).",
      "Skipped post 3 of your_instagram_activity/media/posts_1.json: it has no photo or video we can read.",
      "Skipped post 4 of your_instagram_activity/media/posts_1.json: it has no photo or video we can read.",
    ]);
  });

  it("finds the export inside a folder and answers the archive's own media paths", async () => {
    const { items, archive } = await read(
      await instagramArchive({
        layout: "2024",
        root: "instagram-someone-2024-05-01",
        posts: [
          {
            text: "x",
            date: day("2024-04-01T00:00:00Z"),
            media: [{ name: "a.jpg", data: await photoJpeg() }],
          },
        ],
      }),
    );
    const path = items[0]?.media[0]?.path ?? "";
    expect(path).toBe("instagram-someone-2024-05-01/media/posts/202404/0_a.jpg");
    expect(archive.paths).toContain(path);
  });

  it("reads reels beside the posts", async () => {
    const zip = await zipOf([
      {
        path: "your_instagram_activity/media/reels.json",
        data: metaJson({
          ig_reels_media: [
            {
              media: [
                {
                  uri: "media/reels/202405/r.mp4",
                  creation_timestamp: 1714560000,
                  title: "Reel ✨",
                },
              ],
            },
          ],
        }),
      },
      { path: "media/reels/202405/r.mp4", data: videoMp4() },
      {
        path: "your_instagram_activity/media/posts_1.json",
        data: metaJson([
          {
            media: [
              { uri: "media/posts/202405/p.jpg", creation_timestamp: 1714500000, title: "Post" },
            ],
          },
        ]),
      },
      { path: "media/posts/202405/p.jpg", data: await photoJpeg() },
    ]);
    const { items, skipped } = await read(zip);
    expect(skipped).toEqual([]);
    expect(items.map((i) => [i.text, i.media.map((m) => m.kind)])).toEqual([
      ["Post", ["image"]],
      ["Reel ✨", ["video"]],
    ]);
  });

  it("gives the same post the same fingerprint in the new and old layouts", async () => {
    const post = {
      text: "same",
      date: day("2020-02-02T02:02:02Z"),
      media: [{ name: "a.jpg", data: await photoJpeg() }],
    };
    const a = await read(await instagramArchive({ layout: "2025", posts: [post] }));
    const b = await read(await instagramArchive({ layout: "2022", posts: [post] }));
    const other = await read(
      await instagramArchive({ posts: [{ ...post, date: day("2020-02-03T00:00:00Z") }] }),
    );
    expect(a.items[0]?.fingerprint).toBe(b.items[0]?.fingerprint);
    expect(a.items[0]?.fingerprint).not.toBe(other.items[0]?.fingerprint);
  });

  it("keeps the posts read before a file breaks off, and says where it stopped", async () => {
    const POSTS = "your_instagram_activity/media/posts_1.json";
    const whole = metaJson([
      { media: [{ uri: "media/posts/a.jpg", title: "first", creation_timestamp: 1 }] },
      { media: [{ uri: "media/posts/b.jpg", title: "second", creation_timestamp: 2 }] },
      { media: [{ uri: "media/posts/c.jpg", title: "third", creation_timestamp: 3 }] },
    ]);
    // Cut inside the third post, as a download that stopped half way leaves it.
    const cut = whole.slice(0, whole.lastIndexOf("third"));
    const { items, skipped } = await read(await zipOf([{ path: POSTS, data: cut }]));
    expect(items.map((i) => i.text)).toEqual(["first", "second"]);
    expect(skipped).toContain(`Stopped reading ${POSTS} after 2 posts: it is not valid JSON.`);
  });

  it("says so when a posts file is not a list, or not JSON at all", async () => {
    const { items, skipped } = await read(
      await zipOf([
        { path: "your_instagram_activity/media/posts_1.json", data: '{"posts": 3}' },
        { path: "your_instagram_activity/media/posts_2.json", data: "<html>" },
      ]),
    );
    expect(items).toEqual([]);
    expect(skipped).toEqual([
      "Skipped your_instagram_activity/media/posts_1.json: it is not a list of posts.",
      "Skipped your_instagram_activity/media/posts_2.json: it is not valid JSON.",
    ]);
  });
});
