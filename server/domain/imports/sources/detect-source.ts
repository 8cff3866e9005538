import { ArchiveError } from "../archive/archive-error.ts";
import { dayOneReader } from "./day-one.ts";
import { facebookReader } from "./facebook.ts";
import { googlePhotosReader } from "./google-photos.ts";
import { instagramReader } from "./instagram.ts";
import { photosReader } from "./photos.ts";
import { twitterReader } from "./twitter.ts";
import type {
  ArchiveView,
  SkipLines,
  SourceItem,
  SourceReader,
  SourceReport,
} from "./source-item.ts";

// Which export an archive is, from its paths alone, without asking the person. The exports' own
// layouts are looked for first, at the top and one or two folders down; the plain ZIP of photos
// comes last, since any archive with a photo in it would pass for one.
export const exportReaders: readonly SourceReader[] = [
  instagramReader,
  facebookReader,
  twitterReader,
  googlePhotosReader,
  dayOneReader,
];
export const sourceReaders: readonly SourceReader[] = [...exportReaders, photosReader];

export const UNKNOWN_SOURCE_MESSAGE =
  "This ZIP is not an export we know: we read Instagram, Facebook, X (Twitter), Google Photos (Takeout), Day One and plain ZIPs of photos.";

export const META_HTML_MESSAGE =
  "This export is in HTML. Download your information again and choose the JSON format: that is the one we read.";

export type Detection = { reader: SourceReader; root: string } | { reader: null; message: string };

// Meta offers its export in HTML too; those pages are no data we can read.
const META_HTML =
  /(^|\/)(your_instagram_activity|your_activity_across_facebook|content|posts)\/(.*\/)?[^/]*posts[^/]*\.html$/;

// The reader for these paths and the folder the export sits in ("" at the top; one or two folders
// down when a person unpacked the export and zipped the folder again), or why none fits.
export function detectSource(paths: readonly string[]): Detection {
  let scoped = paths;
  let root = "";
  for (let depth = 0; depth <= 2; depth++) {
    const reader = exportReaders.find((r) => r.detect(scoped));
    if (reader) return { reader, root };
    const folder = soleFolder(scoped);
    if (!folder) break;
    root += `${folder}/`;
    scoped = scoped.map((p) => p.slice(folder.length + 1));
  }
  if (photosReader.detect(paths)) return { reader: photosReader, root: "" };
  const message = paths.some((p) => META_HTML.test(p)) ? META_HTML_MESSAGE : UNKNOWN_SOURCE_MESSAGE;
  return { reader: null, message };
}

// The one folder every path is in, if there is one.
function soleFolder(paths: readonly string[]): string | null {
  const first = paths[0]?.split("/")[0];
  if (!first || !paths.every((p) => p.startsWith(`${first}/`))) return null;
  return first;
}

// Detects the source and reads it, item by item; media paths in the items are the archive's own
// (root included), ready for extract(). An archive of no known source is an ArchiveError, thrown
// here before anything is read.
export function streamSource(
  archive: ArchiveView,
  skipped: SkipLines,
): { source: SourceReader["source"]; items: AsyncIterable<SourceItem> } {
  const detection = detectSource(archive.paths);
  if (!detection.reader) throw new ArchiveError("unknown_source", detection.message);
  const { reader, root } = detection;
  const items = reader.read(root ? scopedView(archive, root) : archive, skipped);
  return { source: reader.source, items: root ? underRoot(items, root) : items };
}

async function* underRoot(items: AsyncIterable<SourceItem>, root: string) {
  for await (const item of items) {
    for (const media of item.media) media.path = root + media.path;
    yield item;
  }
}

// All of it at once, for tests and small archives.
export async function readSource(
  archive: ArchiveView,
): Promise<SourceReport & { source: SourceReader["source"] }> {
  const skipped: string[] = [];
  const { source, items } = streamSource(archive, skipped);
  const all: SourceItem[] = [];
  for await (const item of items) all.push(item);
  return { source, items: all, skipped };
}

function scopedView(archive: ArchiveView, root: string): ArchiveView {
  return {
    paths: archive.paths.filter((p) => p.startsWith(root)).map((p) => p.slice(root.length)),
    readText: (path, maxBytes) => archive.readText(root + path, maxBytes),
    readChunks: (path) => archive.readChunks(root + path),
    readHead: (path, bytes) => archive.readHead(root + path, bytes),
  };
}
