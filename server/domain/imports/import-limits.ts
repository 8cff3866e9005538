// How imports are sent and kept. The archive's own limits (entries, unpacked size,
// ratio) are the archive reader's: server/domain/imports/archive/archive-limits.ts.

// One chunk of a local upload: small enough that a lost connection costs little, large enough
// that a 2 GB archive takes a few hundred requests.
export const IMPORT_CHUNK_BYTES = 8 * 1024 ** 2;

// An archive link lasts a day: a 2 GB upload over a slow line, paused and resumed, takes hours.
export const IMPORT_UPLOAD_TTL_SECONDS = 24 * 60 * 60;

// An import nobody finished (never uploaded, never applied, never abandoned) is abandoned by the
// daily cleanup this long after it last changed; its archive and extracted files are deleted.
export const IMPORT_STALE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

// The job's progress: unpacking (reading the items) is the first part, extracting media the rest.
export const READ_ITEMS_SHARE = 0.2;
