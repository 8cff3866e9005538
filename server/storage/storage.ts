import type { Readable } from "node:stream";

// Where media bytes live. Two drivers share this shape: local disk (the default, uploads served by
// the app itself through a signed URL) and an S3-compatible bucket (presigned PUT).

export type ByteRange = { start: number; end: number }; // both inclusive, like HTTP Range

export type UploadGrant = { objectId: string; ownerId: string; key: string; expiresAt: Date };

// An import's archive: up to 2 GB, so the local driver takes it in chunks that can be
// resumed (contracts/imports.ts); S3 takes one presigned PUT.
export type ArchiveUploadGrant = {
  importId: string;
  ownerId: string;
  key: string;
  expiresAt: Date;
};

export type ChunkResult =
  | { ok: true; receivedBytes: number; complete: boolean }
  // `start` is not where the file ends: the client resumes from receivedBytes.
  | { ok: false; reason: "out_of_order"; receivedBytes: number }
  | { ok: false; reason: "too_large"; receivedBytes: number };

// The app-side end of a signed upload URL: only the local driver has one (S3 receives its own PUTs).
export type UploadReceiver = {
  verify: (
    objectId: string,
    query: { owner?: string; expires?: string; signature?: string },
  ) => { ok: true; key: string } | { ok: false; reason: "expired" | "invalid" };
  // Streams the body to `key`, stopping at maxBytes: past it nothing is kept and "too_large" returns.
  receive: (
    key: string,
    body: ReadableStream<Uint8Array> | null,
    maxBytes: number,
  ) => Promise<{ ok: true; size: number } | { ok: false; reason: "too_large" }>;
  // The same check for an import's archive link (signed for the import, never for a media object).
  verifyArchive: (
    importId: string,
    query: { owner?: string; expires?: string; signature?: string },
  ) => { ok: true; key: string; ownerId: string } | { ok: false; reason: "expired" | "invalid" };
  // Appends the body to `key`'s unfinished file when `range.start` is where it ends, stopping at
  // range.end; the file becomes `key` once it holds range.total bytes.
  receiveChunk: (
    key: string,
    range: { start: number; end: number; total: number },
    body: ReadableStream<Uint8Array> | null,
  ) => Promise<ChunkResult>;
  // How much of `key` has arrived so far (finished or not).
  receivedBytes: (key: string) => Promise<number>;
};

export type MediaStorage = {
  readonly driver: "local" | "s3";
  createUploadUrl: (grant: UploadGrant) => Promise<string>;
  createArchiveUploadUrl: (grant: ArchiveUploadGrant) => Promise<string>;
  // The object as a file of this machine, for readers that need random access (ZIP): the local
  // driver's own file, or a copy streamed into `scratchFile` (temporary: the caller deletes it).
  toLocalFile: (key: string, scratchFile: string) => Promise<{ path: string; temporary: boolean }>;
  stat: (key: string) => Promise<{ size: number } | null>;
  readHead: (key: string, bytes: number) => Promise<Buffer>;
  read: (key: string) => Promise<Buffer>;
  readStream: (key: string, range?: ByteRange) => Promise<Readable>;
  write: (key: string, data: Buffer) => Promise<void>;
  // Streams a file of this machine into `key` (never whole in memory): large archives.
  writeFile: (key: string, file: string) => Promise<void>;
  move: (from: string, to: string) => Promise<void>;
  // A second name for the same bytes; `from` stays (a hard link on disk, a server-side copy on S3).
  copy: (from: string, to: string) => Promise<void>;
  delete: (key: string) => Promise<void>;
  uploadReceiver: UploadReceiver | null;
};

// Raw uploads wait under incoming/ until save-metadata checks and re-encodes them into media/.
// The owner is part of the key, so one user can never finish another user's upload.
export const incomingKey = (ownerId: string, objectId: string) => `incoming/${ownerId}/${objectId}`;

// A saved asset's bytes: named by the asset's object id and the save request that wrote them,
// never by the owner (an asset can move to another account), and never shared by two requests
// (a request that loses a race deletes only its own files). See decision 0011.
export const mediaKey = (objectId: string, writeId: string) => `media/${objectId}/${writeId}`;
export const thumbnailKey = (objectId: string, writeId: string) =>
  `media/${objectId}/${writeId}.thumb.webp`;

// An import's uploaded ZIP. The owner is part of the key, as for raw uploads.
export const importArchiveKey = (ownerId: string, importId: string) =>
  `imports/${ownerId}/${importId}.zip`;
