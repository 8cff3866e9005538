import { describe, expect, it } from "vitest";
import { dayOneArchive, notAPhoto, photoJpeg, videoMp4 } from "#tests/factories/import-archives.ts";
import { openArchiveBuffer } from "../archive/open-archive.ts";
import { cleanDayOneText } from "./day-one.ts";
import { readSource } from "./detect-source.ts";

const day = (iso: string) => new Date(iso);
const read = async (zip: Buffer) => readSource(await openArchiveBuffer(zip));

describe("Day One reader", () => {
  it("reads entries: text without the photo references, date, place name, photos and a video", async () => {
    const { source, items, skipped } = await read(
      await dayOneArchive({
        journal: "Mon journal",
        entries: [
          {
            uuid: "81F0F3CA693F484792F76359E9E2ACE8",
            text: "Coffee all day ☕️ 修了一天的bug\\. Done\\!",
            date: day("2017-12-25T03:04:32Z"),
            place: { placeName: "Café Lumière", localityName: "Bangkok", country: "Thailand" },
            photos: [await photoJpeg(), await photoJpeg({ color: "#550" })],
            videos: [videoMp4()],
          },
          {
            uuid: "1546F37361264E129200B2CA6A885855",
            text: "Hot springs",
            date: day("2017-06-28T15:38:37Z"),
            place: { localityName: "綠島鄉", country: "台湾" },
          },
          { uuid: "A1", text: "No date, no place" },
        ],
      }),
    );
    expect(source).toBe("day-one");
    expect(skipped).toEqual([]);
    expect(items.map((i) => [i.text, i.date, i.place, i.media.map((m) => m.kind)])).toEqual([
      [
        "Coffee all day ☕️ 修了一天的bug. Done!",
        day("2017-12-25T03:04:32Z"),
        "Café Lumière",
        ["image", "image", "video"],
      ],
      ["Hot springs", day("2017-06-28T15:38:37Z"), "綠島鄉, 台湾", []],
      ["No date, no place", null, null, []],
    ]);
    expect(items[0]?.media[0]?.path).toMatch(/^photos\/[0-9a-f]{32}\.jpeg$/);
  });

  it("skips a malformed entry, a fake photo and a photo missing from the ZIP, with a line each", async () => {
    const zip = await dayOneArchive({
      entries: [
        { uuid: "B1", text: "kept", date: day("2020-01-01T00:00:00Z"), photos: [notAPhoto()] },
      ],
      extraEntries: [
        { uuid: 7, text: "bad uuid" },
        {
          uuid: "B3",
          text: "lost photo",
          photos: [{ identifier: "X", md5: "abc123", type: "jpeg" }],
        },
      ],
    });
    const { items, skipped } = await read(zip);
    expect(items.map((i) => [i.text, i.media.length])).toEqual([
      ["kept", 0],
      ["lost photo", 0],
    ]);
    expect(skipped).toHaveLength(3);
    expect(skipped[0]).toMatch(
      /^Skipped photos\/[0-9a-f]{32}\.jpeg: it is not a photo or video we can use/,
    );
    expect(skipped.slice(1)).toEqual([
      "Skipped entry 2 of Journal.json: it is not an entry we can read.",
      "Skipped photos/abc123.jpeg: the export names it but the ZIP does not hold it.",
    ]);
  });

  it("fingerprints an entry by its uuid, across journals and edits", async () => {
    const a = await read(
      await dayOneArchive({ journal: "A", entries: [{ uuid: "U1", text: "one" }] }),
    );
    const b = await read(
      await dayOneArchive({ journal: "B", entries: [{ uuid: "U1", text: "edited" }] }),
    );
    expect(a.items[0]?.fingerprint).toBe(b.items[0]?.fingerprint);
  });

  it("cleans Day One's Markdown of moment references and escapes", () => {
    expect(
      cleanDayOneText(
        "![](dayone-moment://AB12)\n\n\n\nHi\\! 1\\. item ![](dayone-moment:/video/CD34)",
      ),
    ).toBe("Hi! 1. item");
  });
});
