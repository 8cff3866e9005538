import { z } from "zod";
import { fixMetaJson } from "./meta-text.ts";
import { checkAllMedia, fingerprint, readJson } from "./reader-helpers.ts";
import type { ArchiveView, SkipLines, SourceItem } from "./source-item.ts";

// Instagram's "Download Data" of 2018 to 2020: media.json at the export's root (one per
// username_part_N.zip), { photos: [...], videos: [...], stories, profile }, each entry one file:
// { path: "photos/201812/<hash>.jpg", caption, taken_at: "2018-12-31T08:05:13", location? }.
// taken_at is UTC without a zone; `location` is the place name the person tagged (a name, never
// coordinates), so it becomes the scene's place. A post of several photos is several entries with
// the same time and caption: they are put back together. Stories and profile pictures are not
// posts and are left out. Relied on: the layout described by public tools written for these
// exports (media.json readers that restore photo dates).

export const LEGACY_MEDIA_FILE = "media.json";

// media.json alone is too common a name: the export also has its photos/ or videos/ folder or
// its profile.json beside it.
export function isLegacyInstagram(paths: readonly string[]): boolean {
  return (
    paths.includes(LEGACY_MEDIA_FILE) &&
    paths.some((p) => p === "profile.json" || p.startsWith("photos/") || p.startsWith("videos/"))
  );
}

const entrySchema = z.object({
  path: z.string().min(1),
  caption: z.string().optional(),
  taken_at: z.string().optional(),
  location: z.string().optional(),
});
type Entry = z.infer<typeof entrySchema>;

const mediaJsonSchema = z.object({
  photos: z.array(z.unknown()).optional(),
  videos: z.array(z.unknown()).optional(),
});

// "2018-12-31T08:05:13" (UTC, no zone) or with one; null when it is no date.
function takenAt(value: string | undefined): Date | null {
  if (!value) return null;
  const zoned = /(Z|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? null : date;
}

// media.json of these years is one small file (a few MB for thousands of posts): read whole.
export async function* readLegacyInstagram(
  archive: ArchiveView,
  skipped: SkipLines,
): AsyncGenerator<SourceItem> {
  const unread: string[] = [];
  const json = mediaJsonSchema.safeParse(
    fixMetaJson(await readJson(archive, LEGACY_MEDIA_FILE, unread)),
  );
  skipped.push(...unread);
  if (!json.success) {
    if (unread.length === 0) skipped.push(`Skipped ${LEGACY_MEDIA_FILE}: it lists no posts.`);
    return;
  }
  // Entries of one post share their time and caption; the export lists them one after another.
  const posts = new Map<string, Entry[]>();
  const entries = [
    ...(json.data.photos ?? []).map((raw, i) => ({ raw, where: `photo ${i + 1}` })),
    ...(json.data.videos ?? []).map((raw, i) => ({ raw, where: `video ${i + 1}` })),
  ];
  for (const { raw, where } of entries) {
    const parsed = entrySchema.safeParse(raw);
    if (!parsed.success) {
      skipped.push(`Skipped ${where} of ${LEGACY_MEDIA_FILE}: it names no file.`);
      continue;
    }
    const entry = parsed.data;
    const key = JSON.stringify([entry.taken_at ?? entry.path, entry.caption ?? ""]);
    posts.set(key, [...(posts.get(key) ?? []), entry]);
  }
  for (const group of posts.values()) {
    const first = group[0] as Entry;
    const paths = group.map((e) => e.path.replace(/^\.?\//, ""));
    const media = await checkAllMedia(archive, paths, skipped);
    const text = (first.caption ?? "").trim();
    if (media.length === 0 && text === "") continue;
    const date = takenAt(first.taken_at);
    yield {
      source: "instagram",
      fingerprint: fingerprint("instagram", date?.getTime() ?? null, ...paths),
      date,
      text,
      place: first.location?.trim() || null,
      media,
    };
  }
}
