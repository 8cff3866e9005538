import { Buffer } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import yazl from "yazl";

// ZIP archives built in tests (issue 15), in memory with yazl, from the layouts the source readers
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
// write them: the names' bytes are then CP437 by the spec, or unflagged UTF-8 in practice.
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
  options: { color?: string; takenAt?: string; gps?: boolean } = {},
): Promise<Buffer> {
  const sharp = (await import("sharp")).default;
  const exif: Record<string, Record<string, string>> = {};
  if (options.takenAt) {
    exif.IFD0 = { Make: "PhoneMaker", DateTime: options.takenAt };
    exif.IFD2 = { DateTimeOriginal: options.takenAt };
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
