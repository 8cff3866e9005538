import fsp from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import type { KeepsakeWarning } from "#contracts/keepsake.ts";
import type { StoryScene } from "#screenplay/compile/story-types.ts";
import type { BookPhoto } from "#screenplay/keepsake/book-types.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { mediaAssets } from "#server/db/schema/index.ts";
import type { MediaStorage } from "#server/storage/storage.ts";

// The book's photos made ready to print, one at a time: each is read from storage, turned upright,
// into sRGB colour and written as a full-resolution JPEG to the scratch folder, where the layout
// (in a worker thread) reads it when it prints it. Nothing holds more than one decoded photo.

const MEDIA_PATH = /^\/media\/([0-9a-f-]{36})(?:[/?#].*)?$/i;

type Wanted = { url: string; objectId: string; sceneId: string; sceneTitle: string };

/** Every photo a scene prints (images, gallery images, GIFs as their first frame), in order. */
export function photosOf(scenes: StoryScene[], cover: string | null): Wanted[] {
  const wanted: Wanted[] = [];
  const seen = new Set<string>();
  const add = (url: string, sceneId: string, sceneTitle: string) => {
    const match = MEDIA_PATH.exec(url.trim());
    if (!match?.[1] || seen.has(url)) return;
    seen.add(url);
    wanted.push({ url, objectId: match[1].toLowerCase(), sceneId, sceneTitle });
  };
  if (cover) add(cover, "cover", "Cover");
  for (const s of scenes) {
    for (const e of s.elements) {
      if (e.elementType === "image") add(e.content.imageUrl, s.id, s.title);
      else if (e.elementType === "gif") add(e.content.gifUrl, s.id, s.title);
      else if (e.elementType === "gallery")
        for (const i of e.content.images) add(i.url, s.id, s.title);
    }
  }
  return wanted;
}

export async function preparePhotos(
  deps: { db: DbOrTx; storage: MediaStorage },
  input: { userId: string; wanted: Wanted[]; scratchDir: string },
  onProgress: (done: number, total: number) => Promise<void>,
): Promise<{ photos: Record<string, BookPhoto>; warnings: KeepsakeWarning[] }> {
  const photos: Record<string, BookPhoto> = {};
  const warnings: KeepsakeWarning[] = [];
  const ids = [...new Set(input.wanted.map((w) => w.objectId))];
  const assets = new Map<string, { objectKey: string; filename: string; mimeType: string }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await deps.db
      .select({
        objectId: mediaAssets.objectId,
        objectKey: mediaAssets.objectKey,
        filename: mediaAssets.filename,
        mimeType: mediaAssets.mimeType,
      })
      .from(mediaAssets)
      .where(
        and(
          eq(mediaAssets.userId, input.userId),
          inArray(mediaAssets.objectId, ids.slice(i, i + 500)),
        ),
      );
    for (const r of rows) assets.set(r.objectId, r);
  }
  for (const [n, w] of input.wanted.entries()) {
    const asset = assets.get(w.objectId);
    const name = asset?.filename ?? "A photo";
    const out = path.join(input.scratchDir, `photo-${n}.jpg`);
    try {
      if (!asset || !asset.mimeType.startsWith("image/")) throw new Error("not a stored photo");
      const local = await deps.storage.toLocalFile(asset.objectKey, `${out}.source`);
      try {
        const info = await sharp(local.path, { limitInputPixels: 268_402_689 })
          .rotate()
          .flatten({ background: "#ffffff" })
          .toColourspace("srgb")
          .jpeg({ quality: 92, chromaSubsampling: "4:4:4" })
          .toFile(out);
        photos[w.url] = { file: out, width: info.width, height: info.height, name };
      } finally {
        if (local.temporary) await fsp.rm(local.path, { force: true });
      }
    } catch {
      warnings.push({
        kind: "unreadable_photo",
        sceneId: w.sceneId,
        sceneTitle: w.sceneTitle,
        photo: name,
        message: `“${name}” in “${w.sceneTitle}” could not be read, so it is not in the book. Upload it again to include it.`,
      });
    }
    await onProgress(n + 1, input.wanted.length);
  }
  return { photos, warnings };
}
