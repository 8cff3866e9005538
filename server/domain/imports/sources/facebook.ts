import { z } from "zod";
import { fixMetaJson } from "./meta-text.ts";
import {
  basename,
  checkAllMedia,
  dateFromSeconds,
  fingerprint,
  readJsonList,
  summary,
} from "./reader-helpers.ts";
import type { JsonPath } from "./json-stream.ts";
import type { SourceReader } from "./source-item.ts";

// Facebook's "Download your information" in JSON. The person's posts are in parts:
// - since 2022: your_activity_across_facebook/posts/your_posts__check_ins__photos_and_videos_1.json
// - 2019 to 2021: posts/your_posts_1.json
// Each an array of { timestamp, title?, data: [{ post }, { update_timestamp }], attachments: [{
// data: [{ media: { uri, creation_timestamp, description } }, { place: { name, coordinate } },
// { external_context: { url } }] }] }, the uris relative to the export's root, the text in Meta's
// byte-escaped UTF-8 (meta-text.ts). Relied on: the content examples of NorseKode/Waultar-App
// (documents/parser/content_examples.md) and public parsers' types of FacebookRawPost.
// A place is kept by its name only (coordinates never).

const POSTS_FILE =
  /^(?:your_activity_across_facebook\/posts\/your_posts__check_ins__photos_and_videos|posts\/your_posts)_\d+\.json$/;

const attachmentDataSchema = z.object({
  media: z.object({ uri: z.string().min(1), description: z.string().optional() }).optional(),
  place: z.object({ name: z.string().optional() }).optional(),
});
const postSchema = z.object({
  timestamp: z.number().optional(),
  data: z.array(z.object({ post: z.string().optional() })).optional(),
  attachments: z.array(z.object({ data: z.array(attachmentDataSchema).optional() })).optional(),
});

export const facebookReader: SourceReader = {
  source: "facebook",
  detect: (paths) => paths.some((p) => POSTS_FILE.test(p)),
  async *read(archive, skipped) {
    let empty = 0;
    const files = archive.paths.filter((p) => POSTS_FILE.test(p)).sort();
    for (const file of files) {
      const posts = readJsonList(archive, file, skipped, {
        what: { one: "post", other: "posts" },
        listAt: isPostList,
      });
      for await (const { index, value } of posts) {
        const parsed = postSchema.safeParse(fixMetaJson(value));
        if (!parsed.success) {
          skipped.push(`Skipped post ${index + 1} of ${file}: it is not a post we can read.`);
          continue;
        }
        const post = parsed.data;
        const attached = (post.attachments ?? []).flatMap((a) => a.data ?? []);
        const uris = attached.flatMap((d) => (d.media ? [d.media.uri.replace(/^\.?\//, "")] : []));
        const postText = post.data?.find((d) => d.post)?.post;
        const description = attached.find((d) => d.media?.description)?.media?.description;
        const text = (postText ?? description ?? "").trim();
        const place = attached.find((d) => d.place?.name)?.place?.name?.trim() || null;
        const media = await checkAllMedia(archive, uris, skipped);
        if (media.length === 0 && text === "" && !place) {
          // Shared links and "updated their profile picture" without words.
          empty += 1;
          continue;
        }
        const date = dateFromSeconds(post.timestamp);
        yield {
          source: "facebook",
          fingerprint: fingerprint(
            "facebook",
            post.timestamp ?? null,
            ...(uris.length > 0 ? uris.map(basename) : [text]),
          ),
          date,
          text,
          place,
          media,
        };
      }
    }
    skipped.push(
      ...summary(
        empty,
        "Left out 1 post with no text, photo or place (a shared link or a profile change).",
        "Left out {n} posts with no text, photo or place (shared links, profile changes).",
      ),
    );
  },
};

// The file is the list, or (older exports) wraps it: { "status_updates": [...] }, the first list
// under a key.
const isPostList = (path: JsonPath) => path.length <= 1;
