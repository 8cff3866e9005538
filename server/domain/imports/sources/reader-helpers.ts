import { createHash } from "node:crypto";
import { ArchiveError } from "../archive/archive-error.ts";
import { SNIFF_BYTES, SUPPORTED_TYPES_TEXT, sniffMediaType } from "../../media/sniff-media-type.ts";
import type { ArchiveView, SourceMedia } from "./source-item.ts";

// What the six source readers share: reading a JSON file without failing the reader, checking that
// a file named as a photo is one, and fingerprints of a bounded length.

// The parsed JSON of a file, or undefined with a report line when it cannot be read or parsed.
// `prefix` is cut off the file's text first (X's "window.YTD.tweets.part0 = ").
export async function readJson(
  archive: ArchiveView,
  path: string,
  skipped: string[],
  prefix?: RegExp,
): Promise<unknown> {
  let text: string;
  try {
    text = await archive.readText(path);
  } catch (error) {
    if (error instanceof ArchiveError && error.reason === "zip_bomb") throw error;
    skipped.push(
      `Skipped ${path}: ${error instanceof Error ? error.message : "it cannot be read"}`,
    );
    return undefined;
  }
  if (prefix) text = text.replace(prefix, "");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    skipped.push(`Skipped ${path}: it is not valid JSON.`);
    return undefined;
  }
}

// The file as a media item when its bytes are a photo or video we take, else null with a report
// line: a ".jpg" that is really something else never reaches the media pipeline.
export async function checkMedia(
  archive: ArchiveView,
  path: string,
  skipped: string[],
): Promise<SourceMedia | null> {
  if (!hasPath(archive, path)) {
    skipped.push(`Skipped ${path}: the export names it but the ZIP does not hold it.`);
    return null;
  }
  let sniffed;
  try {
    sniffed = await sniffMediaType(await archive.readHead(path, SNIFF_BYTES));
  } catch (error) {
    if (error instanceof ArchiveError && error.reason === "zip_bomb") throw error;
    skipped.push(`Skipped ${path}: it cannot be read.`);
    return null;
  }
  if (!sniffed) {
    skipped.push(
      `Skipped ${path}: it is not a photo or video we can use (${SUPPORTED_TYPES_TEXT}).`,
    );
    return null;
  }
  return { path, kind: sniffed.kind };
}

// Membership in an archive's paths without a scan per question (an export has 50,000 files).
const pathSets = new WeakMap<readonly string[], Set<string>>();
export function hasPath(archive: ArchiveView, path: string): boolean {
  let set = pathSets.get(archive.paths);
  if (!set) {
    set = new Set(archive.paths);
    pathSets.set(archive.paths, set);
  }
  return set.has(path);
}

// The media of several paths, in order, leaving out the ones checkMedia refuses.
export async function checkAllMedia(
  archive: ArchiveView,
  paths: readonly string[],
  skipped: string[],
): Promise<SourceMedia[]> {
  const media: SourceMedia[] = [];
  for (const path of paths) {
    const checked = await checkMedia(archive, path, skipped);
    if (checked) media.push(checked);
  }
  return media;
}

// "instagram:" and a hash of what identifies the item: short, and the same for the same parts.
export function fingerprint(source: string, ...parts: (string | number | null)[]): string {
  const hash = createHash("sha256").update(JSON.stringify(parts)).digest("base64url");
  return `${source}:${hash.slice(0, 32)}`;
}

export const basename = (path: string) => path.slice(path.lastIndexOf("/") + 1);

// A date from seconds since 1970, or null when it is not a plausible one.
export function dateFromSeconds(seconds: unknown): Date | null {
  const n = typeof seconds === "string" ? Number(seconds) : seconds;
  if (typeof n !== "number" || !Number.isFinite(n) || n <= 0) return null;
  const date = new Date(n * 1000);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const MEDIA_EXTENSIONS = /\.(jpe?g|png|webp|gif|avif|heic|heif|mp4|m4v|mov|webm|3gp)$/i;

// One summary line for many items left out for the same reason, or none.
export function summary(count: number, one: string, many: string): string[] {
  if (count === 0) return [];
  return [count === 1 ? one : many.replace("{n}", count.toLocaleString("en"))];
}
