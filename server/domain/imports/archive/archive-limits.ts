// Limits on what an uploaded archive may unpack to (the reasons are in decision 0036).
// They let a real 2 GB export of about 50,000 files through and stop a zip bomb long before it
// fills the disk or the memory.

// Entries in the central directory, directories included: twice the 50,000 files of a large
// export, plus a directory entry for every few files.
export const ARCHIVE_MAX_ENTRIES = 100_000;

// Bytes all files together may unpack to: three times the largest archive we accept
// (IMPORT_MAX_ARCHIVE_BYTES, 2 GiB). Photos and videos barely compress (ratio about 1), so a real
// export unpacks to a little more than its size; only its JSON compresses.
export const ARCHIVE_MAX_UNPACKED_BYTES = 6 * 1024 ** 3;

// How many times its compressed size one entry may unpack to. Deflate tops out near 1,032:1; JSON
// exports compress 5 to 30 times (indentation, repeated keys), media about 1:1.
export const ARCHIVE_MAX_ENTRY_RATIO = 100;

// Below this size an entry may have any ratio: a small file of repeated bytes can compress a
// thousand times without being a danger to anyone.
export const ARCHIVE_RATIO_FREE_BYTES = 1024 ** 2;

// The largest file a reader loads into memory whole (readText's default). Lists of posts, tweets
// and entries are read as streams (readChunks) whatever their size; only small files (Instagram's
// 2018-2020 media.json, Google Photos' sidecars) are read whole.
export const ARCHIVE_MAX_TEXT_BYTES = 128 * 1024 ** 2;

export type ArchiveLimits = {
  maxEntries: number;
  maxUnpackedBytes: number;
  maxEntryRatio: number;
  ratioFreeBytes: number;
  maxTextBytes: number;
};

export const archiveLimits: ArchiveLimits = {
  maxEntries: ARCHIVE_MAX_ENTRIES,
  maxUnpackedBytes: ARCHIVE_MAX_UNPACKED_BYTES,
  maxEntryRatio: ARCHIVE_MAX_ENTRY_RATIO,
  ratioFreeBytes: ARCHIVE_RATIO_FREE_BYTES,
  maxTextBytes: ARCHIVE_MAX_TEXT_BYTES,
};
