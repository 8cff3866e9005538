import { z } from "zod";
import { isLegacyInstagram, readLegacyInstagram } from "./instagram-legacy.ts";
import { fixMetaJson } from "./meta-text.ts";
import {
  basename,
  checkAllMedia,
  dateFromSeconds,
  fingerprint,
  readJsonList,
} from "./reader-helpers.ts";
import type { JsonPath } from "./json-stream.ts";
import type { SourceReader } from "./source-item.ts";

// Instagram's "Download your information" in JSON. Posts are in parts posts_1.json, posts_2.json…:
// - since 2025: your_instagram_activity/media/posts_1.json
// - 2024: your_instagram_activity/content/posts_1.json
// - 2021 to 2023: content/posts_1.json
// Each is an array of posts { media: [{ uri, creation_timestamp, title, media_metadata }], title?,
// creation_timestamp? }; a post of one photo has no title or timestamp of its own, its media item
// carries them. `uri` is relative to the export's root (media/posts/202301/…jpg). Text is in Meta's
// byte-escaped UTF-8 (meta-text.ts). The posts name no place: media_metadata holds at most the
// camera's coordinates, which we never keep. Relied on: Meta's help page "How to download your
// Instagram information", and the layouts described by export parsers (PersonalDataPipeline/
// pdpl-cli, posts_1.json types "as of 2025/02/11" in public code).
// Reels: reels.json beside posts_1.json (or alone, for an account that posted only reels),
// { ig_reels_media: [ same post shape ] }. The 2018-2020 layout: instagram-legacy.ts.

const POSTS_FILE = /^(?:your_instagram_activity\/(?:media|content)\/|content\/)posts_\d+\.json$/;
const REELS_FILE = /^(?:your_instagram_activity\/(?:media|content)\/|content\/)reels\.json$/;

const mediaSchema = z.object({
  uri: z.string().min(1),
  creation_timestamp: z.number().optional(),
  title: z.string().optional(),
});
const postSchema = z.object({
  media: z.array(mediaSchema).min(1),
  title: z.string().optional(),
  creation_timestamp: z.number().optional(),
});

export const instagramReader: SourceReader = {
  source: "instagram",
  detect: (paths) =>
    paths.some((p) => POSTS_FILE.test(p) || REELS_FILE.test(p)) || isLegacyInstagram(paths),
  async *read(archive, skipped) {
    const current = archive.paths.some((p) => POSTS_FILE.test(p) || REELS_FILE.test(p));
    if (!current) {
      yield* readLegacyInstagram(archive, skipped);
      return;
    }
    const files = [
      ...archive.paths.filter((p) => POSTS_FILE.test(p)).sort(byPartNumber),
      ...archive.paths.filter((p) => REELS_FILE.test(p)),
    ];
    for (const file of files) {
      // A posts file is a list; reels.json holds its list under ig_reels_media.
      const listAt = REELS_FILE.test(file) ? isReelsList : isTopList;
      const posts = readJsonList(archive, file, skipped, {
        what: { one: "post", other: "posts" },
        listAt,
      });
      for await (const { index, value } of posts) {
        const parsed = postSchema.safeParse(fixMetaJson(value));
        const where = `post ${index + 1} of ${file}`;
        if (!parsed.success) {
          skipped.push(`Skipped ${where}: it has no photo or video we can read.`);
          continue;
        }
        const post = parsed.data;
        const first = post.media[0];
        const text = (post.title || first?.title || "").trim();
        const date = dateFromSeconds(post.creation_timestamp ?? first?.creation_timestamp);
        const uris = post.media.map((m) => m.uri.replace(/^\.?\//, ""));
        const media = await checkAllMedia(archive, uris, skipped);
        if (media.length === 0 && text === "") {
          skipped.push(`Skipped ${where}: none of its photos or videos could be used.`);
          continue;
        }
        yield {
          source: "instagram",
          // The media files' names are Instagram's ids: the same in every export of the account.
          fingerprint: fingerprint("instagram", date?.getTime() ?? null, ...uris.map(basename)),
          date,
          text,
          place: null,
          media,
        };
      }
    }
  },
};

const isTopList = (path: JsonPath) => path.length === 0;
const isReelsList = (path: JsonPath) =>
  path.length === 0 || (path.length === 1 && path[0] === "ig_reels_media");

const partNumber = (path: string) => Number(/_(\d+)\.json$/.exec(path)?.[1] ?? 0);
const byPartNumber = (a: string, b: string) => partNumber(a) - partNumber(b) || a.localeCompare(b);
