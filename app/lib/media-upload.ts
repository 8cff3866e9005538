import type { MediaAsset, MediaEntityType, UploadUrl } from "#contracts/media.ts";
import { ApiError, apiClient, data } from "#app/lib/api-client";

// An upload in three steps: get an upload URL, PUT the raw file there, save its metadata.
// Shared by the media feature (which keeps a scene's file offline when there is no server) and
// the offline layer (which sends such kept files through these same steps when the sync runs).

export type UploadedMedia = Pick<MediaAsset, "id" | "publicUrl"> & Partial<MediaAsset>;

// Which of the three steps failed decides the message, so the person learns what went wrong.
export class UploadError extends Error {
  readonly step: "auth" | "url" | "storage" | "metadata";
  constructor(step: UploadError["step"], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.step = step;
  }
}

function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError && !/^HTTP \d+:/.test(error.message)) return error.message;
  return null;
}

function statusText(error: unknown): string {
  if (error instanceof ApiError) return error.message.replace(/^HTTP \d+:\s*/, "");
  return error instanceof Error ? error.message : "network error";
}

// `objectId`, a UUID the caller made and keeps, makes a replay of the whole upload after a lost
// answer end in the same one asset.
export async function uploadFile(
  file: File,
  target: { entityType: MediaEntityType; entityId: string },
  options: { objectId?: string } = {},
): Promise<UploadedMedia> {
  let slot: UploadUrl;
  try {
    slot = await data(
      apiClient.POST("/api/media-assets/upload-url", {
        body: options.objectId ? { objectId: options.objectId } : {},
      }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw new UploadError("auth", "Authentication required", { cause: error });
    }
    throw new UploadError(
      "url",
      serverMessage(error) ?? `Failed to get upload URL: ${statusText(error)}`,
      { cause: error },
    );
  }

  let put: Response;
  try {
    put = await fetch(slot.uploadURL, {
      method: "PUT",
      body: file,
      headers: { "Content-Type": file.type || "application/octet-stream" },
    });
  } catch {
    throw new UploadError("storage", "File upload failed: network error (0)");
  }
  if (!put.ok) {
    throw new UploadError("storage", `File upload failed: ${put.statusText} (${put.status})`);
  }

  try {
    return await data(
      apiClient.POST("/api/media-assets/save-metadata", {
        body: {
          publicPath: slot.publicPath,
          filename: file.name || "upload",
          mimeType: file.type || "application/octet-stream",
          byteSize: file.size,
          entityType: target.entityType,
          entityId: target.entityId,
        },
      }),
    );
  } catch (error) {
    throw new UploadError(
      "metadata",
      serverMessage(error) ?? `Failed to save metadata: ${statusText(error)}`,
      { cause: error },
    );
  }
}
