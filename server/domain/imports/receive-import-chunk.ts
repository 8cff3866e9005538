import { eq } from "drizzle-orm";
import { IMPORT_MAX_ARCHIVE_BYTES } from "#contracts/imports.ts";
import type { Db } from "#server/db/client.ts";
import { imports } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { formatBytes } from "#contracts/format-bytes.ts";
import { IMPORT_CHUNK_BYTES } from "./import-limits.ts";
import { ownedImport } from "./owned-import.ts";

type UploadQuery = { owner?: string; expires?: string; signature?: string };

export type ChunkAnswer =
  | { ok: true; receivedBytes: number }
  // 409: the chunk does not start where the server's copy ends; resume from receivedBytes.
  | { ok: false; receivedBytes: number; message: string };

const RANGE = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15})$/;

export function parseContentRange(
  header: string | undefined,
): { start: number; end: number; total: number } | null {
  const match = header ? RANGE.exec(header.trim()) : null;
  if (!match) return null;
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (end < start || end >= total) return null;
  return { start, end, total };
}

// PUT {uploadUrl} with Content-Range (local storage): one chunk of the archive, appended when it
// starts where the server's copy ends. The signature in the URL authorises it (no session needed,
// as for media uploads); the import must still be waiting for its archive.
export async function receiveImportChunk(
  deps: { db: Db; storage: MediaStorage },
  input: {
    importId: string;
    query: UploadQuery;
    contentRange: string | undefined;
    body: ReadableStream<Uint8Array> | null;
  },
): Promise<ChunkAnswer> {
  const { db, storage } = deps;
  const receiver = storage.uploadReceiver;
  if (!receiver) throw AppError.notFound("Upload route");
  const verdict = receiver.verifyArchive(input.importId, input.query);
  if (!verdict.ok) {
    throw new AppError(
      "forbidden",
      verdict.reason === "expired"
        ? "This upload link has expired. Start the import again to get a new one."
        : "This upload link is not valid. Start the import again to get a new one.",
    );
  }
  const range = parseContentRange(input.contentRange);
  if (!range) {
    throw new AppError(
      "bad_request",
      "Send each chunk with a Content-Range header: bytes {start}-{end}/{total}.",
    );
  }
  if (range.total > IMPORT_MAX_ARCHIVE_BYTES) {
    throw new AppError(
      "payload_too_large",
      `This archive is ${formatBytes(range.total)}; archives are limited to ${formatBytes(IMPORT_MAX_ARCHIVE_BYTES)}. Export a smaller date range and import it in parts.`,
    );
  }
  if (range.end - range.start + 1 > IMPORT_CHUNK_BYTES) {
    throw new AppError(
      "payload_too_large",
      `Chunks are limited to ${formatBytes(IMPORT_CHUNK_BYTES)}: send the archive in smaller pieces.`,
    );
  }
  const row = await ownedImport(db, verdict.ownerId, input.importId);
  if (row.status !== "uploading" || row.archiveKey !== verdict.key) {
    throw AppError.conflict("This import's archive has already been uploaded.");
  }
  if (row.totalBytes !== null && row.totalBytes !== range.total) {
    throw new AppError(
      "bad_request",
      `This upload began with an archive of ${row.totalBytes} bytes; the chunk says ${range.total}. Send the same file, or start a new import.`,
    );
  }
  const result = await receiver.receiveChunk(verdict.key, range, input.body);
  await db
    .update(imports)
    .set({ uploadedBytes: result.receivedBytes, totalBytes: range.total, updatedAt: new Date() })
    .where(eq(imports.id, row.id));
  if (result.ok) return { ok: true, receivedBytes: result.receivedBytes };
  if (result.reason === "too_large") {
    throw new AppError(
      "payload_too_large",
      "The chunk is longer than its Content-Range says. Send exactly the bytes it names.",
    );
  }
  return {
    ok: false,
    receivedBytes: result.receivedBytes,
    message: `The server has ${result.receivedBytes} bytes of this archive: send the chunk that starts there.`,
  };
}
