import crypto from "node:crypto";
import {
  IMPORT_MAX_ARCHIVE_BYTES,
  type CreateImport,
  type CreatedImport,
} from "#contracts/imports.ts";
import type { Db } from "#server/db/client.ts";
import { imports } from "#server/db/schema/index.ts";
import { importArchiveKey, type MediaStorage } from "#server/storage/storage.ts";
import { IMPORT_CHUNK_BYTES, IMPORT_UPLOAD_TTL_SECONDS } from "./import-limits.ts";
import { importTargetMovie } from "./import-target-movie.ts";

// POST /api/imports: an import waiting for its archive, and where to send it. Local storage
// takes the archive in resumable chunks at a signed URL of this server; S3 takes one presigned PUT.
export async function createImport(
  deps: { db: Db; storage: MediaStorage },
  userId: string,
  input: CreateImport,
): Promise<CreatedImport> {
  const { db, storage } = deps;
  if (input.movieId) await importTargetMovie(db, userId, input.movieId);
  const id = crypto.randomUUID();
  const key = importArchiveKey(userId, id);
  const expiresAt = new Date(Date.now() + IMPORT_UPLOAD_TTL_SECONDS * 1000);
  const uploadUrl = await storage.createArchiveUploadUrl({
    importId: id,
    ownerId: userId,
    key,
    expiresAt,
  });
  await db.insert(imports).values({
    id,
    userId,
    movieId: input.movieId ?? null,
    status: "uploading",
    archiveKey: key,
  });
  const chunked = storage.driver === "local";
  return {
    id,
    uploadUrl,
    uploadMode: chunked ? "chunked" : "single",
    chunkBytes: chunked ? IMPORT_CHUNK_BYTES : IMPORT_MAX_ARCHIVE_BYTES,
    expiresAt: expiresAt.toISOString(),
    maxBytes: IMPORT_MAX_ARCHIVE_BYTES,
  };
}
