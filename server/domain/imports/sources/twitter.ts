import { z } from "zod";
import { basename, checkAllMedia, fingerprint, readJsonList, summary } from "./reader-helpers.ts";
import type { SourceReader } from "./source-item.ts";

// The X (Twitter) archive. The tweets are a script, not JSON: data/tweets.js starts
// "window.YTD.tweets.part0 = [" (archives before 2020: data/tweet.js, "window.YTD.tweet.part0"),
// larger archives add tweets-part1.js and so on. Each element is { tweet: { id_str, full_text,
// created_at: "Wed Oct 10 20:19:24 +0000 2018", entities: { urls }, extended_entities: { media } } }
// (the oldest put the fields at the top level). The media files are data/tweets_media/<tweet
// id>-<name> (before 2020 data/tweet_media/). Relied on: X's help page "How to download your X
// archive", TheExGenesis/community-archive docs/archive_data.md and archive parsers in public code.
// Retweets are left out (other people's words; one report line counts them); replies are kept.
// Text is HTML-escaped in the archive (&amp;) and links are t.co: both undone, media links dropped.

const TWEETS_FILE = /^data\/tweets?(?:-part\d+)?\.js$/;
const MEDIA_FOLDER = /^data\/tweets?_media\//;
const YTD_PREFIX = /^\s*window\.YTD\.[\w.]+\s*=\s*/;

const tweetSchema = z.object({
  id_str: z.string().regex(/^\d+$/),
  full_text: z.string().optional(),
  text: z.string().optional(),
  created_at: z.string().optional(),
  entities: z
    .object({
      urls: z.array(z.object({ url: z.string(), expanded_url: z.string().optional() })).optional(),
      media: z.array(z.object({ url: z.string() })).optional(),
    })
    .optional(),
  extended_entities: z
    .object({
      media: z.array(z.object({ url: z.string(), media_url_https: z.string().optional() })),
    })
    .optional(),
});
type Tweet = z.infer<typeof tweetSchema>;

export const twitterReader: SourceReader = {
  source: "twitter",
  detect: (paths) => paths.some((p) => TWEETS_FILE.test(p)),
  async *read(archive, skipped) {
    let retweets = 0;
    const mediaByTweet = new Map<string, string[]>();
    for (const path of archive.paths) {
      if (!MEDIA_FOLDER.test(path)) continue;
      const id = /^(\d+)-/.exec(basename(path))?.[1];
      if (id) mediaByTweet.set(id, [...(mediaByTweet.get(id) ?? []), path]);
    }
    const files = archive.paths.filter((p) => TWEETS_FILE.test(p)).sort();
    for (const file of files) {
      const tweets = readJsonList(archive, file, skipped, {
        what: { one: "tweet", other: "tweets" },
        listAt: (path) => path.length === 0,
        prefix: YTD_PREFIX,
      });
      for await (const { index, value: raw } of tweets) {
        const wrapped: unknown =
          raw !== null && typeof raw === "object" && "tweet" in raw ? raw.tweet : raw;
        const parsed = tweetSchema.safeParse(wrapped);
        if (!parsed.success) {
          skipped.push(`Skipped tweet ${index + 1} of ${file}: it is not a tweet we can read.`);
          continue;
        }
        const tweet = parsed.data;
        const fullText = tweet.full_text ?? tweet.text ?? "";
        if (fullText.startsWith("RT @")) {
          retweets += 1;
          continue;
        }
        const paths = inMediaOrder(tweet, mediaByTweet.get(tweet.id_str) ?? []);
        const media = await checkAllMedia(archive, paths, skipped);
        const text = cleanText(fullText, tweet);
        if (text === "" && media.length === 0) {
          skipped.push(`Skipped tweet ${tweet.id_str}: it has no text and no photo we can use.`);
          continue;
        }
        yield {
          source: "twitter",
          fingerprint: fingerprint("twitter", tweet.id_str),
          date: parseTwitterDate(tweet.created_at),
          text,
          place: null,
          media,
        };
      }
    }
    skipped.push(
      ...summary(
        retweets,
        "Left out 1 retweet: it is someone else's post.",
        "Left out {n} retweets: they are other people's posts.",
      ),
    );
  },
};

// "Wed Oct 10 20:19:24 +0000 2018", the format of X's API, read without leaning on Date's
// forgiving parser for a format it does not promise.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export function parseTwitterDate(value: string | undefined): Date | null {
  const m = /^\w{3} (\w{3}) (\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2}) (\d{4})$/.exec(
    value?.trim() ?? "",
  );
  if (!m) return null;
  const [, mon, d, h, min, s, sign, oh, om, y] = m;
  const month = MONTHS.indexOf(mon ?? "");
  if (month < 0) return null;
  const offset = (sign === "-" ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const utc = Date.UTC(Number(y), month, Number(d), Number(h), Number(min), Number(s));
  return new Date(utc - offset * 60_000);
}

function cleanText(text: string, tweet: Tweet): string {
  let out = text;
  const mediaLinks = [
    ...(tweet.extended_entities?.media ?? []),
    ...(tweet.entities?.media ?? []),
  ].map((m) => m.url);
  for (const link of new Set(mediaLinks)) out = out.split(link).join("");
  for (const u of tweet.entities?.urls ?? []) {
    if (u.expanded_url) out = out.split(u.url).join(u.expanded_url);
  }
  return out.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&").trim();
}

// The files in the order the tweet shows them (photo files are named after their media URL).
function inMediaOrder(tweet: Tweet, paths: string[]): string[] {
  const order = (tweet.extended_entities?.media ?? []).map((m) =>
    basename(m.media_url_https ?? ""),
  );
  const rank = (path: string) => {
    const i = order.indexOf(basename(path).replace(/^\d+-/, ""));
    return i < 0 ? order.length : i;
  };
  return [...paths].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
