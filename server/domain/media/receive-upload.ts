import { AppError } from "#server/errors.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import { megabytes } from "./media-limits.ts";

type UploadQuery = { owner?: string; expires?: string; signature?: string };

// The app-side end of a local upload link. The size limit is enforced while the bytes arrive:
// a declared Content-Length over it is refused before reading, and a body that grows past it is
// cut off and its partial file deleted, so the disk never holds more than the limit.
export async function receiveUpload(
  storage: MediaStorage,
  input: {
    objectId: string;
    query: UploadQuery;
    contentLength: string | undefined;
    body: ReadableStream<Uint8Array> | null;
    maxBytes: number;
  },
): Promise<{ objectId: string; byteSize: number }> {
  const receiver = storage.uploadReceiver;
  if (!receiver) throw AppError.notFound("Upload route");
  const verdict = receiver.verify(input.objectId, input.query);
  if (!verdict.ok) {
    throw new AppError(
      "forbidden",
      verdict.reason === "expired"
        ? "This upload link has expired. Ask for a new upload URL and try again."
        : "This upload link is not valid. Ask for a new upload URL and try again.",
    );
  }
  const tooLarge = () =>
    new AppError(
      "payload_too_large",
      `File too large: uploads are limited to ${megabytes(input.maxBytes)}.`,
    );
  if (input.contentLength && Number(input.contentLength) > input.maxBytes) throw tooLarge();
  const result = await receiver.receive(verdict.key, input.body, input.maxBytes);
  if (!result.ok) throw tooLarge();
  return { objectId: input.objectId, byteSize: result.size };
}
