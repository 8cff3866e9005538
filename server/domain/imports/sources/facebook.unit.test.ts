import { describe, expect, it } from "vitest";
import {
  facebookArchive,
  metaJson,
  notAPhoto,
  photoJpeg,
  videoMp4,
  zipOf,
} from "#tests/factories/import-archives.ts";
import { openArchiveBuffer } from "../archive/open-archive.ts";
import { readSource } from "./detect-source.ts";

const day = (iso: string) => new Date(iso);
const read = async (zip: Buffer) => readSource(await openArchiveBuffer(zip));

describe("Facebook reader", () => {
  for (const layout of ["2024", "2021"] as const) {
    it(`reads the ${layout} layout: text with emoji and non-Latin script, date, place, photos`, async () => {
      const { source, items, skipped } = await read(
        await facebookArchive({
          layout,
          posts: [
            {
              text: "Graduation day 🎓 ¡Qué día! مبروك",
              date: day("2019-06-20T14:00:00Z"),
              place: "Café Zoë, Lyon",
              media: [
                { name: "1.jpg", data: await photoJpeg() },
                { name: "2.jpg", data: await photoJpeg({ color: "#123" }) },
              ],
            },
          ],
        }),
      );
      expect(source).toBe("facebook");
      expect(skipped).toEqual([]);
      expect(items).toEqual([
        expect.objectContaining({
          text: "Graduation day 🎓 ¡Qué día! مبروك",
          date: day("2019-06-20T14:00:00Z"),
          place: "Café Zoë, Lyon",
        }),
      ]);
      expect(items[0]?.media).toHaveLength(2);
    });
  }

  it("reads a video, a text-only post, a check-in without words and a post without a date", async () => {
    const { items, skipped } = await read(
      await facebookArchive({
        posts: [
          {
            text: "",
            date: day("2020-01-01T00:00:00Z"),
            media: [{ name: "v.mp4", data: videoMp4() }],
          },
          { text: "Just words", date: day("2020-01-02T00:00:00Z") },
          { date: day("2020-01-03T00:00:00Z"), place: "Gare du Nord" },
          { text: "When was this?" },
          { date: day("2020-01-04T00:00:00Z") },
        ],
      }),
    );
    expect(items.map((i) => [i.text, i.place, i.media.map((m) => m.kind), i.date])).toEqual([
      ["", null, ["video"], day("2020-01-01T00:00:00Z")],
      ["Just words", null, [], day("2020-01-02T00:00:00Z")],
      ["", "Gare du Nord", [], day("2020-01-03T00:00:00Z")],
      ["When was this?", null, [], null],
    ]);
    expect(skipped).toEqual([
      "Left out 1 post with no text, photo or place (a shared link or a profile change).",
    ]);
  });

  it("skips a malformed post and a fake photo with a line each", async () => {
    const { items, skipped } = await read(
      await facebookArchive({
        layout: "2021",
        posts: [
          {
            text: "ok",
            date: day("2018-01-01T00:00:00Z"),
            media: [{ name: "x.jpg", data: notAPhoto() }],
          },
        ],
        extraPosts: [{ timestamp: "yesterday", data: "no" }],
      }),
    );
    expect(items.map((i) => i.text)).toEqual(["ok"]);
    expect(skipped).toEqual([
      "Skipped photos_and_videos/Mobileuploads_a1b2c3/0_x.jpg: it is not a photo or video we can use (JPG, PNG, WEBP, GIF, AVIF, MP4, WEBM or MOV).",
      "Skipped post 2 of posts/your_posts_1.json: it is not a post we can read.",
    ]);
  });

  it("reads an older file that wraps its list of posts in an object", async () => {
    const zip = await zipOf([
      {
        path: "posts/your_posts_1.json",
        data: metaJson({
          status_updates: [{ timestamp: 1262304000, data: [{ post: "Bonne année ✨" }] }],
        }),
      },
    ]);
    const { items } = await read(zip);
    expect(items.map((i) => [i.text, i.date])).toEqual([
      ["Bonne année ✨", day("2010-01-01T00:00:00Z")],
    ]);
  });

  it("fingerprints a post the same in both layouts", async () => {
    const post = {
      text: "same",
      date: day("2017-07-07T07:07:07Z"),
      media: [{ name: "a.jpg", data: await photoJpeg() }],
    };
    const a = await read(await facebookArchive({ layout: "2024", posts: [post] }));
    const b = await read(await facebookArchive({ layout: "2021", posts: [post] }));
    expect(a.items[0]?.fingerprint).toBe(b.items[0]?.fingerprint);
  });
});
