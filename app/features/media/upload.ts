import type { MediaEntityType } from "#contracts/media.ts";
import { uploadFile, UploadError, type UploadedMedia } from "#app/lib/media-upload";
import {
  isUnreachable,
  keepSceneMediaOffline,
  knownUnreachable,
} from "#app/lib/offline/offline-writes";

export { UploadError, type UploadedMedia };

// The three-step upload (lib/media-upload.ts). A scene's photo or video picked with no
// connection is kept on the device (offline store) and goes through these same three steps when
// the sync runs.
export async function uploadMedia(
  file: File,
  target: { entityType: MediaEntityType; entityId: string },
  // keepOffline false: the file must reach the server now or fail, never be kept.
  options: { objectId?: string; keepOffline?: boolean } = {},
): Promise<UploadedMedia> {
  const scene = target.entityType === "scene" && options.keepOffline !== false;
  if (scene && knownUnreachable()) {
    const kept = await keepSceneMediaOffline(file);
    if (kept) return kept;
  }
  try {
    return await uploadFile(file, target, options);
  } catch (error) {
    const noServer =
      error instanceof UploadError && error.step === "url" && isUnreachable(error.cause);
    const kept = scene && noServer ? await keepSceneMediaOffline(file) : null;
    if (kept) return kept;
    throw error;
  }
}
