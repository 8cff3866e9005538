import type { MediaEntityType } from "#contracts/media.ts";
import type { UploadedMedia } from "#app/lib/media-upload";
import { deleteBlob, putBlob, readBlob } from "./offline-db";
import { OFFLINE_MEDIA_PREFIX } from "./media-stand-in";
import type { OutboxEntry } from "./outbox";

// Photos and videos picked without a connection: kept as blobs in IndexedDB (outside the 5 MB
// budget) behind a stand-in address, and uploaded through the normal three steps (upload URL,
// PUT, metadata; the server strips GPS there) by the sync, before the write that uses them.

export { OFFLINE_MEDIA_PREFIX };
const STAND_IN = /\/offline-media\/([0-9a-f-]{36})/g;

export async function keepOfflineMedia(file: File, userId: string): Promise<UploadedMedia> {
  const id = crypto.randomUUID();
  await putBlob({ id, userId, blob: file, name: file.name, type: file.type });
  return { id, publicUrl: `${OFFLINE_MEDIA_PREFIX}${id}` };
}

export function standInIds(value: unknown): string[] {
  const text = JSON.stringify(value) ?? "";
  return [...new Set([...text.matchAll(STAND_IN)].map((m) => m[1]!))];
}

// The same value with each stand-in address replaced by the uploaded file's address.
export function replaceStandIns<T>(value: T, urls: ReadonlyMap<string, string>): T {
  const text = JSON.stringify(value).replace(STAND_IN, (whole, id: string) =>
    JSON.stringify(urls.get(id) ?? whole).slice(1, -1),
  );
  return JSON.parse(text) as T;
}

export type Upload = (
  file: File,
  target: { entityType: MediaEntityType; entityId: string },
  options: { objectId?: string },
) => Promise<UploadedMedia>;

// Uploads the blobs an entry's body refers to; answers the entry with their real addresses. A
// stand-in whose blob is gone (another device's restored write) stays: the server refuses it
// with a message naming the element rather than the write being lost silently.
export async function uploadStandIns(entry: OutboxEntry, upload: Upload): Promise<OutboxEntry> {
  if (entry.kind !== "scene.create" && entry.kind !== "scene.update") return entry;
  const ids = standInIds(entry.body);
  if (ids.length === 0) return entry;
  const urls = new Map<string, string>();
  for (const id of ids) {
    const kept = await readBlob(id);
    if (!kept) continue;
    const file = new File([kept.blob], kept.name || "upload", { type: kept.type });
    // The blob's id is the media object's id, so a replay after a lost answer is the same asset.
    const uploaded = await upload(
      file,
      { entityType: "scene", entityId: entry.recordId },
      { objectId: id },
    );
    urls.set(id, uploaded.publicUrl);
  }
  return { ...entry, body: replaceStandIns(entry.body, urls), rev: entry.rev + 1 } as OutboxEntry;
}

export async function forgetBlobs(ids: readonly string[]): Promise<void> {
  for (const id of ids) await deleteBlob(id);
}

// Media picked offline goes up (three-step flow) before the write that shows it; the entry is
// kept (`keep`) with the real addresses before the blobs are forgotten, so a later retry does not
// upload twice. "unreachable" when an upload could not be made now.
export async function withUploadedMedia(
  entry: OutboxEntry,
  upload: Upload | undefined,
  keep: (uploaded: OutboxEntry) => Promise<void>,
): Promise<OutboxEntry | "unreachable"> {
  const ids = "body" in entry ? standInIds(entry.body) : [];
  if (ids.length === 0 || !upload) return entry;
  try {
    const uploaded = await uploadStandIns(entry, upload);
    await keep(uploaded);
    await forgetBlobs(ids);
    return uploaded;
  } catch (error) {
    console.warn("Offline media not uploaded yet", error);
    return "unreachable";
  }
}
