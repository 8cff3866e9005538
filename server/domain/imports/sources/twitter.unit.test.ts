import { describe, expect, it } from "vitest";
import { photoJpeg, twitterArchive, videoMp4 } from "#tests/factories/import-archives.ts";
import { openArchiveBuffer } from "../archive/open-archive.ts";
import { readSource } from "./detect-source.ts";
import { parseTwitterDate } from "./twitter.ts";

const day = (iso: string) => new Date(iso);
const read = async (zip: Buffer) => readSource(await openArchiveBuffer(zip));

describe("X (Twitter) reader", () => {
  for (const layout of ["2022", "2019"] as const) {
    it(`reads the ${layout} layout: text, date, photos in order, emoji and non-Latin text`, async () => {
      const { source, items, skipped } = await read(
        await twitterArchive({
          layout,
          tweets: [
            {
              id: "1050118621198921728",
              text: "Fish & chips 🐟 with 외할머니",
              date: day("2018-10-10T20:19:24Z"),
              media: [
                { name: "first.jpg", data: await photoJpeg() },
                { name: "second.jpg", data: await photoJpeg({ color: "#900" }) },
              ],
            },
          ],
        }),
      );
      expect(source).toBe("twitter");
      expect(skipped).toEqual([]);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        text: "Fish & chips 🐟 with 외할머니",
        date: day("2018-10-10T20:19:24Z"),
        place: null,
      });
      const noun = layout === "2019" ? "tweet" : "tweets";
      expect(items[0]?.media.map((m) => m.path)).toEqual([
        `data/${noun}_media/1050118621198921728-firstX0.jpg`,
        `data/${noun}_media/1050118621198921728-secondX1.jpg`,
      ]);
    });
  }

  it("reads a video, a tweet without a date, leaves retweets out with one line, skips a malformed tweet", async () => {
    const { items, skipped } = await read(
      await twitterArchive({
        tweets: [
          {
            id: "1",
            text: "clip",
            date: day("2021-01-01T00:00:00Z"),
            media: [{ name: "v.mp4", data: videoMp4() }],
          },
          { id: "2", text: "no date" },
          { id: "3", text: "theirs", date: day("2021-01-02T00:00:00Z"), retweet: true },
          { id: "4", text: "theirs too", date: day("2021-01-03T00:00:00Z"), retweet: true },
        ],
        extraTweets: [{ tweet: { id_str: "not-an-id" } }],
      }),
    );
    expect(items.map((i) => [i.text, i.date, i.media.map((m) => m.kind)])).toEqual([
      ["clip", day("2021-01-01T00:00:00Z"), ["video"]],
      ["no date", null, []],
    ]);
    expect(skipped).toEqual([
      "Skipped tweet 5 of data/tweets.js: it is not a tweet we can read.",
      "Left out 2 retweets: they are other people's posts.",
    ]);
  });

  it("fingerprints a tweet by its id, the same in both layouts", async () => {
    const tweet = { id: "99", text: "same", date: day("2019-01-01T00:00:00Z") };
    const a = await read(await twitterArchive({ layout: "2022", tweets: [tweet] }));
    const b = await read(
      await twitterArchive({ layout: "2019", tweets: [{ ...tweet, text: "edited" }] }),
    );
    expect(a.items[0]?.fingerprint).toBe(b.items[0]?.fingerprint);
  });

  it("expands t.co links to their addresses and undoes the archive's HTML escapes", async () => {
    const { items } = await read(
      await twitterArchive({
        tweets: [],
        extraTweets: [
          {
            tweet: {
              id_str: "5",
              full_text: "Read this &lt;3 https://t.co/abc",
              created_at: "Mon Jan 04 10:00:00 +0000 2021",
              entities: {
                urls: [{ url: "https://t.co/abc", expanded_url: "https://example.org/story" }],
              },
            },
          },
        ],
      }),
    );
    expect(items.map((i) => i.text)).toEqual(["Read this <3 https://example.org/story"]);
  });

  it("reads X's date format with its offset", () => {
    expect(parseTwitterDate("Wed Oct 10 20:19:24 +0000 2018")).toEqual(day("2018-10-10T20:19:24Z"));
    expect(parseTwitterDate("Thu Jan 02 01:00:00 +0100 2020")).toEqual(day("2020-01-02T00:00:00Z"));
    expect(parseTwitterDate("yesterday")).toBeNull();
  });
});
