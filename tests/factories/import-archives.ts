import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import yazl from "yazl";

// ZIP archives built in tests, in memory with yazl, from the layouts the source readers
// document: no real person's data. Shared by the readers' unit tests, the import integration tests
// and the import e2e (which writes the Buffer to a file and drops it on the page).

export type ZipEntry = {
  path: string;
  data: string | Uint8Array;
  // A Unix mode with its file type bits, e.g. 0o120777 for a symlink (default: a regular file).
  mode?: number;
  // false stores the entry without compression (default: deflated).
  compress?: boolean;
  mtime?: Date;
};

const FIXED_MTIME = new Date("2024-01-02T03:04:05Z");

// A ZIP of these entries, in this order. Directory entries are added for paths ending in "/".
export async function zipOf(entries: readonly ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.path.endsWith("/")) {
      zip.addEmptyDirectory(entry.path, { mtime: entry.mtime ?? FIXED_MTIME });
      continue;
    }
    zip.addBuffer(Buffer.from(entry.data), entry.path, {
      mtime: entry.mtime ?? FIXED_MTIME,
      compress: entry.compress ?? true,
      ...(entry.mode === undefined ? {} : { mode: entry.mode }),
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

// yazl refuses to write hostile names ("../x", "/etc/x", "C:\x"), as it should: build the archive
// with a harmless name of the same byte length, then rename the entry in place (local header and
// central directory). `from` and `to` must have the same length in UTF-8.
export function renameEntry(zip: Buffer, from: string, to: string | Uint8Array): Buffer {
  const fromBytes = Buffer.from(from, "utf8");
  const toBytes = typeof to === "string" ? Buffer.from(to, "utf8") : Buffer.from(to);
  if (fromBytes.length !== toBytes.length) {
    throw new Error(`renameEntry: "${from}" and its new name differ in length`);
  }
  const out = Buffer.from(zip);
  let at = out.indexOf(fromBytes);
  if (at < 0) throw new Error(`renameEntry: no entry named "${from}"`);
  while (at >= 0) {
    toBytes.copy(out, at);
    at = out.indexOf(fromBytes, at + 1);
  }
  return out;
}

const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

// Clears the "names are UTF-8" flag (bit 11) of every entry, as older Windows and macOS tools
// write them: the names' bytes are then CP437 by the ZIP spec, or unflagged UTF-8 in practice.
export function clearUtf8Flags(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  for (let at = 0; at + 30 <= out.length; at++) {
    const signature = out.readUInt32LE(at);
    const flagAt =
      signature === CENTRAL_DIRECTORY_HEADER
        ? at + 8
        : signature === LOCAL_FILE_HEADER
          ? at + 6
          : -1;
    if (flagAt >= 0) out.writeUInt16LE(out.readUInt16LE(flagAt) & ~0x800, flagAt);
  }
  return out;
}

// Makes the central directory claim `size` unpacked bytes for the entry named `path`: a zip bomb's
// trick to slip past a check of the header alone.
export function claimUnpackedSize(zip: Buffer, path: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const name = Buffer.from(path, "utf8");
  for (let at = 0; at + 46 <= out.length; at++) {
    if (out.readUInt32LE(at) !== CENTRAL_DIRECTORY_HEADER) continue;
    const nameLength = out.readUInt16LE(at + 28);
    if (out.subarray(at + 46, at + 46 + nameLength).equals(name)) {
      out.writeUInt32LE(size, at + 24);
      return out;
    }
  }
  throw new Error(`claimUnpackedSize: no entry named "${path}"`);
}

// A zip bomb in small: `bytes` zeros, which deflate about a thousand times.
export const zerosEntry = (path: string, bytes: number): ZipEntry => ({
  path,
  data: new Uint8Array(bytes),
});

export const SYMLINK_MODE = 0o120777;

// ——— Media and the source layouts ———

// A real JPEG (re-encodable by the media pipeline), 64×48, optionally with the EXIF a phone writes:
// when it was taken (DateTimeOriginal, local time without a zone) and where (GPS).
export async function photoJpeg(
  options: { color?: string; takenAt?: string; offset?: string; gps?: boolean } = {},
): Promise<Buffer> {
  const sharp = (await import("sharp")).default;
  const exif: Record<string, Record<string, string>> = {};
  if (options.takenAt) {
    exif.IFD0 = { Make: "PhoneMaker", DateTime: options.takenAt };
    exif.IFD2 = {
      DateTimeOriginal: options.takenAt,
      ...(options.offset ? { OffsetTimeOriginal: options.offset } : {}),
    };
  }
  if (options.gps) {
    exif.IFD3 = {
      GPSLatitudeRef: "N",
      GPSLatitude: "48/1 51/1 2400/100",
      GPSLongitudeRef: "E",
      GPSLongitude: "2/1 17/1 4000/100",
    };
  }
  const image = sharp({
    create: { width: 64, height: 48, channels: 3, background: options.color ?? "#3a7" },
  }).jpeg();
  return (Object.keys(exif).length > 0 ? image.withExif(exif) : image).toBuffer();
}

// A real one-second MP4 (tests/fixtures/video/README.md).
export const videoMp4 = (): Buffer =>
  fs.readFileSync(path.join(import.meta.dirname, "..", "fixtures", "video", "clean.mp4"));

// Bytes that claim to be a photo by their name and are not.
export const notAPhoto = (): Buffer => Buffer.from("<html><script>alert(1)</script></html>");

export type ArchiveMedia = { name: string; data: Uint8Array };

// A post, tweet or entry as the tests describe it; each builder writes it in its source's layout.
export type ArchivePost = {
  text?: string;
  // null or absent: the export gives no date.
  date?: Date | null;
  place?: string;
  media?: ArchiveMedia[];
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

// Meta's JSON: every non-ASCII character written as the \u00XX escapes of its UTF-8 bytes.
export function metaJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/[\u0080-\uffff]+/g, (run) =>
    [...Buffer.from(run, "utf8")].map((b) => `\\u00${b.toString(16).padStart(2, "0")}`).join(""),
  );
}

// Instagram "Download your information" (JSON). Layouts: "2025" your_instagram_activity/media/,
// "2024" your_instagram_activity/content/, "2022" content/. `extraPosts` go into the JSON as they
// are (malformed posts). `root` puts it all under a folder (an unpacked export zipped again).
export async function instagramArchive(options: {
  layout?: "2025" | "2024" | "2022";
  posts: ArchivePost[];
  extraPosts?: unknown[];
  root?: string;
}): Promise<Buffer> {
  const layout = options.layout ?? "2025";
  const folder = {
    "2025": "your_instagram_activity/media",
    "2024": "your_instagram_activity/content",
    "2022": "content",
  }[layout];
  const files: ZipEntry[] = [];
  const posts = options.posts.map((post, i) => {
    const date = post.date ? seconds(post.date) : undefined;
    const month = post.date ? post.date.toISOString().slice(0, 7).replace("-", "") : "201901";
    const media = (post.media ?? []).map((m) => {
      const uri = `media/posts/${month}/${i}_${m.name}`;
      files.push({ path: uri, data: m.data });
      return { uri, creation_timestamp: date, title: "", media_metadata: {} };
    });
    const first = media[0];
    // One photo: the title and the time are the media item's; several: the post's.
    if (media.length === 1 && first) return { media: [{ ...first, title: post.text ?? "" }] };
    return { media, title: post.text ?? "", creation_timestamp: date };
  });
  const json = metaJson([...posts, ...(options.extraPosts ?? [])]);
  return zipUnder(options.root, [
    { path: `${folder}/posts_1.json`, data: json },
    { path: "personal_information/personal_information/personal_information.json", data: "{}" },
    ...files,
  ]);
}

// Instagram's "Download Data" of 2018 to 2020: media.json at the root, one entry per file with
// `taken_at` in UTC without a zone ("2018-12-31T08:05:13"); a post of several photos is several
// entries with the same time and caption. Plain UTF-8 (Meta's byte escapes came later).
export async function instagramLegacyArchive(options: { posts: ArchivePost[] }): Promise<Buffer> {
  const files: ZipEntry[] = [];
  const photos: unknown[] = [];
  const videos: unknown[] = [];
  options.posts.forEach((post, i) => {
    const month = post.date ? post.date.toISOString().slice(0, 7).replace("-", "") : "201901";
    for (const m of post.media ?? []) {
      const video = /\.mp4$/.test(m.name);
      const path = `${video ? "videos" : "photos"}/${month}/${i}_${m.name}`;
      files.push({ path, data: m.data });
      (video ? videos : photos).push({
        caption: post.text ?? "",
        ...(post.date ? { taken_at: post.date.toISOString().slice(0, 19) } : {}),
        ...(post.place ? { location: post.place } : {}),
        path,
      });
    }
  });
  return zipOf([
    { path: "media.json", data: JSON.stringify({ photos, videos, stories: [], profile: [] }) },
    { path: "profile.json", data: "{}" },
    ...files,
  ]);
}

function zipUnder(root: string | undefined, entries: ZipEntry[]) {
  return zipOf(root ? entries.map((e) => ({ ...e, path: `${root}/${e.path}` })) : entries);
}

// Facebook "Download your information" (JSON). Layouts: "2024"
// your_activity_across_facebook/posts/your_posts__check_ins__photos_and_videos_1.json, "2021"
// posts/your_posts_1.json. A post's place becomes an attachment { place: { name, coordinate } }.
export async function facebookArchive(options: {
  layout?: "2024" | "2021";
  posts: ArchivePost[];
  extraPosts?: unknown[];
  root?: string;
}): Promise<Buffer> {
  const layout = options.layout ?? "2024";
  const [postsFile, mediaFolder] =
    layout === "2024"
      ? [
          "your_activity_across_facebook/posts/your_posts__check_ins__photos_and_videos_1.json",
          "your_activity_across_facebook/posts/media/Mobileuploads_a1b2c3",
        ]
      : ["posts/your_posts_1.json", "photos_and_videos/Mobileuploads_a1b2c3"];
  const files: ZipEntry[] = [];
  const posts = options.posts.map((post, i) => {
    const timestamp = post.date ? seconds(post.date) : undefined;
    const data: unknown[] = (post.media ?? []).map((m) => {
      const uri = `${mediaFolder}/${i}_${m.name}`;
      files.push({ path: uri, data: m.data });
      return { media: { uri, creation_timestamp: timestamp, title: "Mobile uploads" } };
    });
    if (post.place) {
      data.push({
        place: { name: post.place, coordinate: { latitude: 48.85, longitude: 2.29 } },
      });
    }
    return {
      timestamp,
      ...(data.length > 0 ? { attachments: [{ data }] } : {}),
      data: post.text === undefined ? [{ update_timestamp: timestamp }] : [{ post: post.text }],
      title: "Someone updated their status.",
    };
  });
  return zipUnder(options.root, [
    { path: postsFile, data: metaJson([...posts, ...(options.extraPosts ?? [])]) },
    ...files,
  ]);
}

export type ArchiveTweet = ArchivePost & { id: string; retweet?: boolean };

const TWITTER_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const TWITTER_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];
// "Wed Oct 10 20:19:24 +0000 2018"
export function twitterDate(date: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${TWITTER_DAYS[date.getUTCDay()]} ${TWITTER_MONTHS[date.getUTCMonth()]} ${p(date.getUTCDate())} ${p(date.getUTCHours())}:${p(date.getUTCMinutes())}:${p(date.getUTCSeconds())} +0000 ${date.getUTCFullYear()}`;
}

// The X (Twitter) archive. Layouts: "2022" data/tweets.js + data/tweets_media/, "2019"
// data/tweet.js + data/tweet_media/. Each tweet's text gets the t.co links of its media at the end,
// as the archive writes it; `&` is written as &amp;.
export async function twitterArchive(options: {
  layout?: "2022" | "2019";
  tweets: ArchiveTweet[];
  extraTweets?: unknown[];
  root?: string;
}): Promise<Buffer> {
  const old = options.layout === "2019";
  const noun = old ? "tweet" : "tweets";
  const files: ZipEntry[] = [];
  const tweets = options.tweets.map((t) => {
    const media = (t.media ?? []).map((m, i) => {
      const stem = `${m.name.replace(/\.\w+$/, "")}X${i}`;
      const ext = /\.\w+$/.exec(m.name)?.[0] ?? ".jpg";
      files.push({ path: `data/${noun}_media/${t.id}-${stem}${ext}`, data: m.data });
      return {
        url: `https://t.co/m${t.id.slice(-4)}`,
        media_url_https: `https://pbs.twimg.com/media/${stem}${ext}`,
        type: ext === ".mp4" ? "video" : "photo",
      };
    });
    const body = (t.retweet ? `RT @friend: ${t.text ?? ""}` : (t.text ?? "")).replace(
      /&/g,
      "&amp;",
    );
    const link = media[0] ? ` ${media[0].url}` : "";
    return {
      tweet: {
        id_str: t.id,
        id: t.id,
        full_text: `${body}${link}`,
        ...(t.date ? { created_at: twitterDate(t.date) } : {}),
        retweeted: false,
        entities: { hashtags: [], urls: [], ...(media[0] ? { media: [media[0]] } : {}) },
        ...(media.length > 0 ? { extended_entities: { media } } : {}),
      },
    };
  });
  const script = `window.YTD.${noun}.part0 = ${JSON.stringify([...tweets, ...(options.extraTweets ?? [])], null, 2)}`;
  return zipUnder(options.root, [
    { path: "Your archive.html", data: "<html></html>" },
    { path: "data/manifest.js", data: "window.__THAR_CONFIG = {}" },
    { path: `data/${noun}.js`, data: script },
    ...files,
  ]);
}

// A plain ZIP of photos and videos, each at its own path ("holiday/IMG_0001.jpg").
export async function photosArchive(files: ArchiveMedia[]): Promise<Buffer> {
  return zipOf(files.map((f) => ({ path: f.name, data: f.data })));
}

export type TakeoutPhoto = {
  // "Photos from 2023" or an album's name.
  album: string;
  name: string;
  data: Uint8Array;
  takenAt?: Date;
  description?: string;
  // Writes geoData coordinates into the sidecar (which name no place).
  geo?: boolean;
  // false: no sidecar; a string: the sidecar's exact name (to test Takeout's odd names).
  sidecar?: false | string;
  // The sidecar's text as it is (a malformed sidecar).
  rawSidecar?: string;
};

// The sidecar name Takeout gives a file: "<name>.json" (until 2024) or
// "<name>.supplemental-metadata.json" (since), cut to 51 characters with ".json" kept.
export function takeoutSidecarName(name: string, naming: "json" | "supplemental"): string {
  const stem = naming === "json" ? name : `${name}.supplemental-metadata`;
  return `${stem.slice(0, 46)}.json`;
}

// Google Takeout with Google Photos: Takeout/Google Photos/<album>/<file> and its JSON sidecar.
export async function takeoutArchive(options: {
  naming?: "json" | "supplemental";
  photos: TakeoutPhoto[];
  root?: string;
}): Promise<Buffer> {
  const naming = options.naming ?? "supplemental";
  const entries: ZipEntry[] = [];
  for (const photo of options.photos) {
    const folder = `Takeout/Google Photos/${photo.album}`;
    entries.push({ path: `${folder}/${photo.name}`, data: photo.data });
    if (photo.sidecar === false) continue;
    const taken = photo.takenAt ? String(seconds(photo.takenAt)) : undefined;
    const sidecar = {
      title: photo.name,
      description: photo.description ?? "",
      imageViews: "3",
      creationTime: { timestamp: "1700000000", formatted: "14 Nov 2023, 22:13:20 UTC" },
      ...(taken ? { photoTakenTime: { timestamp: taken, formatted: "" } } : {}),
      geoData: photo.geo
        ? { latitude: 48.8584, longitude: 2.2945, altitude: 35, latitudeSpan: 0, longitudeSpan: 0 }
        : { latitude: 0, longitude: 0, altitude: 0, latitudeSpan: 0, longitudeSpan: 0 },
      url: "https://photos.google.com/photo/AF1Qip",
      googlePhotosOrigin: { mobileUpload: { deviceType: "ANDROID_PHONE" } },
    };
    entries.push({
      path: `${folder}/${photo.sidecar ?? takeoutSidecarName(photo.name, naming)}`,
      data: photo.rawSidecar ?? JSON.stringify(sidecar, null, 2),
    });
  }
  const albums = [...new Set(options.photos.map((p) => p.album))];
  for (const album of albums) {
    entries.push({
      path: `Takeout/Google Photos/${album}/metadata.json`,
      data: JSON.stringify({ title: album, description: "", access: "protected" }),
    });
  }
  entries.push({ path: "Takeout/archive_browser.html", data: "<html></html>" });
  return zipUnder(options.root, entries);
}

export type DayOneEntry = {
  uuid: string;
  text?: string;
  date?: Date | null;
  place?: { placeName?: string; localityName?: string; country?: string };
  photos?: Uint8Array[];
  videos?: Uint8Array[];
};

// Day One's JSON export: "<journal>.json" ({ metadata, entries }) at the top, photos/<md5>.jpeg
// and videos/<md5>.mov beside it; each attachment is referenced in the text as
// ![](dayone-moment://<identifier>), as Day One writes it.
export async function dayOneArchive(options: {
  journal?: string;
  entries: DayOneEntry[];
  extraEntries?: unknown[];
  root?: string;
}): Promise<Buffer> {
  const files: ZipEntry[] = [];
  const attach = (data: Uint8Array, folder: string, type: string, order: number) => {
    const md5 = createHash("md5").update(data).digest("hex");
    const identifier = createHash("md5").update(`id${md5}`).digest("hex").toUpperCase();
    files.push({ path: `${folder}/${md5}.${type}`, data });
    return { identifier, md5, type, orderInEntry: order, width: 64, height: 48 };
  };
  const entries = options.entries.map((e) => {
    const photos = (e.photos ?? []).map((p, i) => attach(p, "photos", "jpeg", i));
    const videos = (e.videos ?? []).map((v, i) => attach(v, "videos", "mp4", i));
    const refs = photos.map((p) => `![](dayone-moment://${p.identifier})`).join("\n\n");
    return {
      uuid: e.uuid,
      ...(e.date ? { creationDate: e.date.toISOString().replace(/\.\d{3}Z$/, "Z") } : {}),
      text: [refs, e.text ?? ""].filter(Boolean).join("\n\n"),
      timeZone: "Europe/Paris",
      starred: false,
      ...(e.place
        ? { location: { ...e.place, latitude: 48.85, longitude: 2.29, region: { radius: 75 } } }
        : {}),
      ...(photos.length > 0 ? { photos } : {}),
      ...(videos.length > 0 ? { videos } : {}),
    };
  });
  const journal = {
    metadata: { version: "1.0" },
    entries: [...entries, ...(options.extraEntries ?? [])],
  };
  return zipUnder(options.root, [
    { path: `${options.journal ?? "Journal"}.json`, data: JSON.stringify(journal, null, 2) },
    ...files,
  ]);
}
