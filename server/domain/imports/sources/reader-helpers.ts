import { createHash } from "node:crypto";
import { ArchiveError } from "../archive/archive-error.ts";
import {
  SNIFF_BYTES,
  SUPPORTED_TYPES_TEXT,
  sniffMediaType,
} from "#server/domain/media/sniff-media-type.ts";
import { jsonValuesAt, JsonStreamError, type JsonPath } from "./json-stream.ts";
import type { ArchiveView, SkipLines, SourceMedia } from "./source-item.ts";
import { countOf, nounFor, type NounForms } from "#contracts/plural.ts";

// What the six source readers share: reading a JSON file without failing the reader, checking that
// a file named as a photo is one, and fingerprints of a bounded length.

// The parsed JSON of a file, or undefined with a report line when it cannot be read or parsed.
// `prefix` is cut off the file's text first (X's "window.YTD.tweets.part0 = ").
export async function readJson(
  archive: ArchiveView,
  path: string,
  skipped: SkipLines,
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

// The entries of the list a JSON file holds, one at a time as the file is read (a posts file of
// 100 MB is never whole in memory), with their index. The list is the array at one of `listAt`
// (the first found: [] for a file that is a list, ["ig_reels_media"] for a list under that key,
// or a function when the key varies). A file that cannot be read, is no list, or breaks off gets a
// report line; the entries read before a break are kept. `what` names the entries ("post",
// "posts").
export async function* readJsonList(
  archive: ArchiveView,
  path: string,
  skipped: SkipLines,
  options: { what: NounForms; listAt: (path: JsonPath) => boolean; prefix?: RegExp },
): AsyncGenerator<{ index: number; value: unknown }> {
  let list: JsonPath | null = null;
  const isList = (at: JsonPath) => list !== null && sameParent(at, list);
  let count = 0;
  try {
    const values = jsonValuesAt(
      archive.readChunks(path),
      (at) => at.length > 0 && typeof at[at.length - 1] === "number" && isList(at),
      {
        ...(options.prefix ? { prefix: options.prefix } : {}),
        onContainer(at, isArray) {
          if (list === null && isArray && options.listAt(at)) list = at;
        },
      },
    );
    for await (const { path: at, value } of values) {
      count += 1;
      yield { index: at[at.length - 1] as number, value };
    }
  } catch (error) {
    if (error instanceof ArchiveError && error.reason === "zip_bomb") throw error;
    const reason =
      error instanceof JsonStreamError || error instanceof ArchiveError
        ? error.message.replace(/\.$/, "")
        : "it cannot be read";
    skipped.push(
      count === 0
        ? `Skipped ${path}: ${reason}.`
        : `Stopped reading ${path} after ${countOf(count, options.what.one, options.what.other)}: ${reason}.`,
    );
    return;
  }
  if (list === null) skipped.push(`Skipped ${path}: it is not a list of ${options.what.other}.`);
}

// True when `at` is an entry of the list at `list` ([..list, n]).
const sameParent = (at: JsonPath, list: JsonPath) =>
  at.length === list.length + 1 && list.every((key, i) => at[i] === key);

// The file as a media item when its bytes are a photo or video we take, else null with a report
// line: a ".jpg" that is really something else never reaches the media pipeline.
export async function checkMedia(
  archive: ArchiveView,
  path: string,
  skipped: SkipLines,
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
  skipped: SkipLines,
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

// One summary line for many items left out for the same reason, or none: `one` for a count the
// plural rules call one, `many` (with {n} for the count) for the others.
export function summary(count: number, one: string, many: string): string[] {
  if (count === 0) return [];
  return [nounFor(count, { one, other: many.replace("{n}", count.toLocaleString("en")) })];
}
