import crypto from "node:crypto";
import path from "node:path";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AppliedImport, ApplyImport, ImportSource } from "../../../contracts/imports.ts";
import type { SceneElement } from "../../../contracts/scene-element.ts";
import { sceneCreateSchema } from "../../../contracts/scene.ts";
import type { Db } from "../../db/client.ts";
import { importedFingerprints, importItems, imports } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { MediaStorage } from "../../storage/storage.ts";
import type { MediaLimits } from "../media/media-limits.ts";
import { saveMediaMetadata } from "../media/save-media-metadata.ts";
import { ownedMovie } from "../movies/owned-movie.ts";
import { createScene } from "../scenes/create-scene.ts";
import { isUuid } from "../shared/ids.ts";
import { deleteImportFiles } from "./delete-import-files.ts";
import { ownedImport } from "./owned-import.ts";
import {
  calendarElementOf,
  mediaElementOf,
  oneLine,
  sceneTitleOf,
  textElementOf,
} from "./scene-of-item.ts";

type Deps = { db: Db; storage: MediaStorage; limits: MediaLimits; limitsOn?: boolean };
type ItemRow = typeof importItems.$inferSelect;

// Another import (or a second apply racing this one) recorded the item first.
class AlreadyImported extends Error {}

// POST /api/imports/{id}/apply: each chosen item becomes a scene at the end of the movie, oldest
// first. Its photos and videos go through save-metadata like every upload (re-encoded, EXIF and
// GPS gone); an item an earlier import already made a scene of is counted as a duplicate and left
// alone. Afterwards the archive and every file nobody chose are deleted.
export async function applyImport(
  deps: Deps,
  userId: string,
  importId: string,
  input: ApplyImport,
): Promise<AppliedImport> {
  const { db, storage } = deps;
  const row = await ownedImport(db, userId, importId);
  await ownedMovie(db, userId, input.movieId);
  if (row.status !== "ready") {
    throw AppError.conflict(
      row.status === "done" || row.status === "importing"
        ? "This import has already been applied. Upload the archive again to import more of it."
        : `This import is not ready to apply (it is ${row.status}).`,
    );
  }
  const items = await chosenItems(db, row.id, input.itemIds);
  const [claimed] = await db
    .update(imports)
    .set({ status: "importing", movieId: input.movieId, updatedAt: new Date() })
    .where(and(eq(imports.id, row.id), eq(imports.status, "ready")))
    .returning({ id: imports.id });
  if (!claimed) throw AppError.conflict("This import is already being applied.");

  const report: string[] = [];
  let created = 0;
  let duplicates = 0;
  try {
    for (const item of items) {
      const outcome = await importItem(deps, userId, input.movieId, item, report);
      if (outcome === "created") created += 1;
      else duplicates += 1;
    }
  } catch (error) {
    // What was made stays (its fingerprints are recorded): a second apply skips it.
    await db
      .update(imports)
      .set({ status: "ready", importedCount: sql`${imports.importedCount} + ${created}` })
      .where(eq(imports.id, row.id));
    throw error;
  }
  report.push(
    `Imported ${created} ${created === 1 ? "scene" : "scenes"}` +
      (duplicates ? `; ${duplicates} already imported before, left out.` : "."),
  );
  await deleteImportFiles(db, storage, row.id);
  await db
    .update(imports)
    .set({
      status: "done",
      progress: 1,
      importedCount: sql`${imports.importedCount} + ${created}`,
      report: sql`${imports.report} || ${JSON.stringify(report)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(imports.id, row.id));
  return { created, duplicates };
}

async function chosenItems(
  db: Db,
  importId: string,
  itemIds: string[] | undefined,
): Promise<ItemRow[]> {
  const wanted = itemIds ? [...new Set(itemIds)] : undefined;
  if (wanted?.some((id) => !isUuid(id))) {
    throw new AppError("validation_failed", "itemIds: every item id must come from this import");
  }
  const rows = await db
    .select()
    .from(importItems)
    .where(
      and(
        eq(importItems.importId, importId),
        wanted
          ? inArray(importItems.id, wanted.length ? wanted : [crypto.randomUUID()])
          : sql`true`,
      ),
    )
    .orderBy(sql`${importItems.date} asc nulls last`, asc(importItems.position));
  if (wanted && rows.length !== wanted.length) {
    throw new AppError(
      "validation_failed",
      `itemIds: ${wanted.length - rows.length} of the ids are not items of this import`,
    );
  }
  return rows;
}

async function isImported(db: Db, userId: string, item: ItemRow): Promise<boolean> {
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

async function importItem(
  deps: Deps,
  userId: string,
  movieId: string,
  item: ItemRow,
  report: string[],
): Promise<"created" | "duplicate"> {
  const { db } = deps;
  if (await isImported(db, userId, item)) return "duplicate";
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
  return "created";
}
