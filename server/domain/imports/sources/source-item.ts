import type { ImportSource } from "#contracts/imports.ts";

// What every source reader gives the import job: one post, tweet, photo or journal entry
// of an archive, before anything is stored. Readers are pure: they see the archive through
// ArchiveView and never touch the database or the storage.

export type SourceMedia = {
  // The entry's path inside the archive, normalised (forward slashes, no leading "./").
  path: string;
  kind: "image" | "video";
};

export type SourceItem = {
  source: ImportSource;
  // Stable for the same item across exports of the same account (a post's URI or timestamp and
  // media paths, a tweet id, a Day One entry uuid, a photo's path and taken time), so that a
  // second or overlapping import adds nothing twice.
  fingerprint: string;
  // null when the archive gives none.
  date: Date | null;
  text: string;
  place: string | null;
  media: SourceMedia[];
};

// A read-only view of an archive's entries that the safe unpacker fills in: only regular files
// that passed the path, symlink and size checks are listed.
export type ArchiveView = {
  // Every file path in the archive (normalised as above).
  paths: readonly string[];
  // The bytes of a small file (JSON, JS); rejects when the file is larger than `maxBytes`.
  readText(path: string, maxBytes?: number): Promise<string>;
  // A file's bytes as they unpack, for a file of any size (a 100 MB list of posts): never whole
  // in memory.
  readChunks(path: string): AsyncIterable<Uint8Array>;
  // The first bytes of a file (for EXIF dates and type sniffing).
  readHead(path: string, bytes: number): Promise<Uint8Array>;
};

export type SourceReport = {
  items: SourceItem[];
  // One line per skipped post or file, saying what and why ("Skipped a post in
  // your_instagram_activity/media/posts_1.json: it has no media and no text").
  skipped: string[];
};

// Where a reader writes its report lines as it goes: an array in tests, a bounded report in the
// import job (an export of 100,000 broken posts must not grow the report without end).
export type SkipLines = { push(...lines: string[]): unknown };

export type SourceReader = {
  source: ImportSource;
  // True when the archive has this source's layout (checked on paths only).
  detect(paths: readonly string[]): boolean;
  // The items one by one, as the archive is read: the job stores them in batches, so neither
  // the export's files nor its items are ever all in memory.
  read(archive: ArchiveView, skipped: SkipLines): AsyncIterable<SourceItem>;
};
