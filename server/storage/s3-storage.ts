import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Settings } from "../env.ts";
import type { ByteRange, MediaStorage } from "./storage.ts";

// An S3-compatible bucket (AWS, MinIO, R2, …). Browsers PUT their bytes straight to a presigned
// URL, so there is no upload receiver here; the app only reads, re-encodes and deletes. The
// bucket stays private: media are served through the app, which checks the owner.

// "lifescript/prod" + "media/u/o" → "lifescript/prod/media/u/o"; no prefix keeps keys as they are.
export const bucketKey = (prefix: string, key: string): string =>
  prefix ? `${prefix}/${key}` : key;

// CopyObject names its source as "bucket/key", URL-encoded; each segment is encoded on its own so
// the slashes between them stay slashes.
export const copySource = (bucket: string, key: string): string =>
  [bucket, ...key.split("/")].map(encodeURIComponent).join("/");

// A presigned URL lasts from its X-Amz-Date (whole seconds, rounded down) for X-Amz-Expires
// seconds. Counting from whole seconds on both ends makes the link die at the grant's expiry
// (to the second) rather than up to a second after it.
export function presignWindow(
  expiresAt: Date,
  now: number,
): { signingDate: Date; expiresIn: number } {
  const start = Math.floor(now / 1000);
  return {
    signingDate: new Date(start * 1000),
    expiresIn: Math.max(1, Math.floor(expiresAt.getTime() / 1000) - start),
  };
}

const isS3Error = (error: unknown, ...names: string[]): boolean =>
  error instanceof S3ServiceException && names.includes(error.name);

export function createS3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Given explicitly, so the SDK never falls back to ~/.aws or instance roles behind our back.
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Recent SDKs add CRC checksums to every PUT by default, which several S3-compatible servers
    // (older MinIO, R2, B2) refuse or do not return; ask for them only where S3 requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  const at = (key: string) => bucketKey(settings.prefix, key);

  const get = async (key: string, range?: ByteRange): Promise<Readable> => {
    const { Body } = await client.send(
      new GetObjectCommand({
        Bucket,
        Key: at(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    // On Node the SDK answers with the HTTP response stream itself.
    if (!(Body instanceof Readable)) throw new Error(`S3 GetObject returned no stream for ${key}`);
    return Body;
  };

  const remove = async (key: string) => {
    try {
      await client.send(new DeleteObjectCommand({ Bucket, Key: at(key) }));
    } catch (error) {
      // S3 answers 204 for a missing key anyway; some compatible servers answer 404.
      if (!isS3Error(error, "NoSuchKey", "NotFound")) throw error;
    }
  };

  const copy = async (from: string, to: string) => {
    await client.send(
      new CopyObjectCommand({ Bucket, Key: at(to), CopySource: copySource(Bucket, at(from)) }),
    );
  };

  return {
    driver: "s3",
    uploadReceiver: null,
    async createUploadUrl(grant) {
      // Nothing about the file is signed but its key: upload-url has no body, so
      // the size is unknown here and is checked by save-metadata instead.
      const command = new PutObjectCommand({ Bucket, Key: at(grant.key) });
      return getSignedUrl(client, command, presignWindow(grant.expiresAt, Date.now()));
    },
    async createArchiveUploadUrl(grant) {
      // The archive's size is checked when the import starts (stat), as save-metadata does.
      const command = new PutObjectCommand({ Bucket, Key: at(grant.key) });
      return getSignedUrl(client, command, presignWindow(grant.expiresAt, Date.now()));
    },
    async toLocalFile(key, scratchFile) {
      // A ZIP is read from its end (the central directory) and then by offsets: it needs a file.
      await fs.promises.mkdir(path.dirname(scratchFile), { recursive: true });
      await pipeline(await get(key), fs.createWriteStream(scratchFile));
      return { path: scratchFile, temporary: true };
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: at(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        // A HEAD answer has no body, so a missing key arrives as a bare 404 "NotFound".
        if (isS3Error(error, "NotFound", "NoSuchKey")) return null;
        throw error;
      }
    },
    async readHead(key, bytes) {
      try {
        const stream = await get(key, { start: 0, end: bytes - 1 });
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
        return Buffer.concat(chunks);
      } catch (error) {
        // S3 refuses any range of an empty object (416); its head is simply empty.
        if (isS3Error(error, "InvalidRange")) return Buffer.alloc(0);
        throw error;
      }
    },
    async read(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await get(key)) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    readStream: (key, range) => get(key, range),
    async write(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: at(key), Body: data, ContentLength: data.byteLength }),
      );
    },
    async writeFile(key, file) {
      // One PUT of a known length (S3 takes up to 5 GB in one), read from disk as it goes.
      const { size } = await fs.promises.stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: at(key),
          Body: fs.createReadStream(file),
          ContentLength: size,
        }),
      );
    },
    // S3 has no rename: a server-side copy (the bytes never pass through the app; one CopyObject
    // handles up to 5 GB, far past our limits), then, for a move, the original is deleted.
    copy,
    async move(from, to) {
      await copy(from, to);
      await remove(from);
    },
    delete: remove,
  };
}
