import crypto from "node:crypto";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { ImportSource } from "#contracts/imports.ts";
import type { SceneElement } from "#contracts/scene-element.ts";
import { sceneCreateSchema, type SceneCreate } from "#contracts/scene.ts";
import type { Db, DbOrTx } from "#server/db/client.ts";
import {
  importedFingerprints,
  importItems,
  nextItemRevision,
  type ImportItemOutcome,
} from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import type { MediaLimits } from "../media/media-limits.ts";
import { saveMediaMetadata } from "../media/save-media-metadata.ts";
import { createScene } from "../scenes/create-scene.ts";
import { coverMovieWithPhoto } from "./cover-movie-with-photo.ts";
import {
  mediaElementOf,
  oneLine,
  sceneDateOfItem,
  sceneTitleOf,
  textElementOf,
} from "./scene-of-item.ts";

export type MakeSceneDeps = {
  db: Db;
  storage: MediaStorage;
  limits: MediaLimits;
  limitsOn?: boolean;
};
export type ItemRow = typeof importItems.$inferSelect;
export type ItemOutcome = ImportItemOutcome;

// Another import (or a second apply racing this one) recorded the item first.
class AlreadyImported extends Error {}

// One chosen item becomes a scene at the end of the movie: its photos and videos go through
// save-metadata like every upload (re-encoded, EXIF and GPS gone), and the first photo becomes
// the movie's cover when it has none; an item an earlier import already made a scene of is a
// duplicate and left alone. The scene, its fingerprint and the
// item's outcome are written in one transaction that first locks the item and reads its outcome,
// so a job run again after a restart (or a second run at once) neither makes it twice nor counts
// it as a duplicate. The media are saved before that transaction (re-encoding a video may take a
// while: no transaction stays open meanwhile, which on PGlite would stop every other query) under
// the scene's id, the item's own, so a run again after a stop between the two finds them saved
// and takes them.
export async function makeItemScene(
  deps: MakeSceneDeps,
  input: { userId: string; movieId: string; item: ItemRow },
  report: string[],
): Promise<ItemOutcome> {
  const { db } = deps;
  const { item } = input;
  const lines: string[] = [];
  const scene = (await isImported(db, input.userId, item))
    ? null
    : await sceneOf(deps, input.userId, input.movieId, item, lines);
  const outcome = await db.transaction(async (tx): Promise<ItemOutcome> => {
    const [current] = await tx
      .select({ outcome: importItems.outcome })
      .from(importItems)
      .where(eq(importItems.id, item.id))
      .for("update");
    if (current?.outcome) return current.outcome;
    const made = scene ? await recordScene(tx, input.userId, item, scene) : "duplicate";
    await tx
      .update(importItems)
      // A made scene turns the item's alreadyImported true: the preview's cursor must see it.
      .set(made === "imported" ? { outcome: made, revision: nextItemRevision } : { outcome: made })
      .where(eq(importItems.id, item.id));
    return made;
  });
  report.push(...lines);
  return outcome;
}

async function isImported(db: DbOrTx, userId: string, item: ItemRow): Promise<boolean> {
  const [found] = await db
    .select({ sceneId: importedFingerprints.sceneId })
    .from(importedFingerprints)
    .where(
      and(
        eq(importedFingerprints.userId, userId),
        eq(importedFingerprints.source, item.source),
        eq(importedFingerprints.fingerprint, item.fingerprint),
      ),
    );
  return Boolean(found);
}

// The scene an item makes, its media saved (the scene's id is the item's).
async function sceneOf(
  deps: MakeSceneDeps,
  userId: string,
  movieId: string,
  item: ItemRow,
  report: string[],
): Promise<SceneCreate> {
  const sceneId = item.id;
  const title = sceneTitleOf({
    source: item.source as ImportSource,
    text: item.text,
    date: item.date,
  });
  const elements: SceneElement[] = [];
  for (const media of item.media) {
    if (media.state !== "ready" || !media.objectId) continue;
    const name = path.posix.basename(media.path);
    try {
      const { asset } = await saveMediaMetadata(deps, userId, {
        publicPath: `/media/${media.objectId}`,
        filename: name.slice(0, 255) || "media",
        mimeType: media.kind === "video" ? "video/mp4" : "image/jpeg",
        byteSize: 0,
        entityType: "scene",
        entityId: sceneId,
      });
      elements.push(mediaElementOf(crypto.randomUUID(), media.kind, asset.publicUrl, name));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      report.push(`Left ${media.path} out of its scene: ${error.message}`);
    }
  }
  const text = item.text.trim();
  if (text) elements.push(textElementOf(crypto.randomUUID(), text));
  const place = item.place ? oneLine(item.place) : "";
  return sceneCreateSchema.parse({
    id: sceneId,
    movieId,
    title,
    sceneNumber: 1,
    ...(place ? { location: place } : {}),
    elements,
    metadata: { importedFrom: item.source, ...(item.date ? sceneDateOfItem(item.date) : {}) },
  });
}

// The scene and the item's fingerprint; a duplicate when another import recorded it first.
async function recordScene(
  db: DbOrTx,
  userId: string,
  item: ItemRow,
  scene: SceneCreate,
): Promise<ItemOutcome> {
  try {
    await db.transaction(async (tx) => {
      await createScene(tx, userId, scene);
      await coverMovieWithPhoto(tx, scene);
      const [recorded] = await tx
        .insert(importedFingerprints)
        .values({ userId, source: item.source, fingerprint: item.fingerprint, sceneId: item.id })
        .onConflictDoNothing()
        .returning({ sceneId: importedFingerprints.sceneId });
      if (!recorded) throw new AlreadyImported();
    });
  } catch (error) {
    if (error instanceof AlreadyImported) return "duplicate";
    throw error;
  }
  return "imported";
}
