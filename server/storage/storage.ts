import type { Readable } from "node:stream";

// Where media bytes live. Two drivers share this shape: local disk (the default, uploads served by
// the app itself through a signed URL) and an S3-compatible bucket (presigned PUT).

export type ByteRange = { start: number; end: number }; // both inclusive, like HTTP Range

export type UploadGrant = { objectId: string; ownerId: string; key: string; expiresAt: Date };

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
};

export type MediaStorage = {
  readonly driver: "local" | "s3";
  createUploadUrl: (grant: UploadGrant) => Promise<string>;
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
