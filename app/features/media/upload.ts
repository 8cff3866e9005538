import type { MediaAsset, MediaEntityType, UploadUrl } from "@contracts/media.ts";
import {
  isUnreachable,
  keepSceneMediaOffline,
  knownOffline,
} from "~/features/offline/offline-writes";
import { ApiError, api } from "~/lib/api-client";

export type UploadedMedia = Pick<MediaAsset, "id" | "publicUrl"> & Partial<MediaAsset>;

// Which of the three steps failed decides the message (spec section 8).
export class UploadError extends Error {
  readonly step: "auth" | "url" | "storage" | "metadata";
  constructor(step: UploadError["step"], message: string) {
    super(message);
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

// Spec section 4, "Cover upload": get an upload URL, PUT the raw file there, save its metadata.
// `objectId`, a UUID the caller made and keeps (the offline outbox does), makes a replay of the
// whole upload after a lost answer end in the same one asset.
// A scene's photo or video picked with no connection is kept on the device (offline store) and
// goes through these same three steps when the sync runs.
export async function uploadMedia(
  file: File,
  target: { entityType: MediaEntityType; entityId: string },
  options: { objectId?: string } = {},
): Promise<UploadedMedia> {
  const scene = target.entityType === "scene";
  if (scene && knownOffline()) {
    const kept = await keepSceneMediaOffline(file);
    if (kept) return kept;
  }
  let slot: UploadUrl;
  try {
    slot = await api.post<UploadUrl>(
      "/api/media-assets/upload-url",
      options.objectId ? { objectId: options.objectId } : undefined,
    );
  } catch (error) {
    const kept = scene && isUnreachable(error) ? await keepSceneMediaOffline(file) : null;
    if (kept) return kept;
    if (error instanceof ApiError && error.status === 401) {
      throw new UploadError("auth", "Authentication required");
    }
    throw new UploadError(
      "url",
      serverMessage(error) ?? `Failed to get upload URL: ${statusText(error)}`,
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
    return await api.post<UploadedMedia>("/api/media-assets/save-metadata", {
      publicPath: slot.publicPath,
      filename: file.name || "upload",
      mimeType: file.type || "application/octet-stream",
      byteSize: file.size,
      entityType: target.entityType,
      entityId: target.entityId,
    });
  } catch (error) {
    throw new UploadError(
      "metadata",
      serverMessage(error) ?? `Failed to save metadata: ${statusText(error)}`,
    );
  }
}
