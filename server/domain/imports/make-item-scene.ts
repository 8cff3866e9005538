import crypto from "node:crypto";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { ImportSource } from "../../../contracts/imports.ts";
import type { SceneElement } from "../../../contracts/scene-element.ts";
import { sceneCreateSchema } from "../../../contracts/scene.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  importedFingerprints,
  importItems,
  imports,
  nextItemRevision,
} from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { MediaStorage } from "../../storage/storage.ts";
import type { MediaLimits } from "../media/media-limits.ts";
import { saveMediaMetadata } from "../media/save-media-metadata.ts";
import { createScene } from "../scenes/create-scene.ts";
import {
  calendarElementOf,
  mediaElementOf,
  oneLine,
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
export type ItemOutcome = "imported" | "duplicate";

// The import is no longer being applied (abandoned, or no longer "importing"): the job stops.
export class ApplyStopped extends Error {}

// Another import (or a second apply racing this one) recorded the item first.
class AlreadyImported extends Error {}

// One chosen item becomes a scene at the end of the movie: its photos and videos go through
// save-metadata like every upload (re-encoded, EXIF and GPS gone); an item an earlier import
// already made a scene of is a duplicate and left alone. All of it happens in one transaction that
// holds the import row (FOR SHARE) and records the outcome on the item: DELETE waits for it (so
// abandoning stops the job after this scene, never inside it), and a job run again after a
// restart finds the item done and neither makes it twice nor counts it as a duplicate.
export async function makeItemScene(
  deps: MakeSceneDeps,
  input: { userId: string; importId: string; movieId: string; item: ItemRow },
  report: string[],
): Promise<ItemOutcome> {
  const { item } = input;
  return deps.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: imports.id })
      .from(imports)
      .where(and(eq(imports.id, input.importId), eq(imports.status, "importing")))
      .for("share");
    if (!held) throw new ApplyStopped();
    const lines: string[] = [];
    const outcome = (await isImported(tx, input.userId, item))
      ? "duplicate"
      : await makeScene({ ...deps, db: tx }, input.userId, input.movieId, item, lines);
    await tx
      .update(importItems)
      .set(
        // A made scene turns the item's alreadyImported true: the preview's cursor must see it.
        outcome === "imported" ? { outcome, revision: nextItemRevision } : { outcome },
      )
      .where(eq(importItems.id, item.id));
    report.push(...lines);
    return outcome;
  });
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

async function makeScene(
  deps: Omit<MakeSceneDeps, "db"> & { db: DbOrTx },
  userId: string,
  movieId: string,
  item: ItemRow,
  report: string[],
): Promise<ItemOutcome> {
  const { db } = deps;
  const sceneId = crypto.randomUUID();
  const title = sceneTitleOf({
    source: item.source as ImportSource,
    text: item.text,
    date: item.date,
  });
  const elements: SceneElement[] = [];
  if (item.date) elements.push(calendarElementOf(crypto.randomUUID(), item.date, title));
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
  const payload = sceneCreateSchema.parse({
    id: sceneId,
    movieId,
    title,
    sceneNumber: 1,
    ...(place ? { location: place } : {}),
    elements,
    metadata: { importedFrom: item.source },
  });
  try {
    await db.transaction(async (tx) => {
      await createScene(tx, userId, payload);
      const [recorded] = await tx
        .insert(importedFingerprints)
        .values({ userId, source: item.source, fingerprint: item.fingerprint, sceneId })
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
