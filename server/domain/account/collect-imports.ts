import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { importedFingerprints, importItems, imports } from "#server/db/schema/index.ts";

// A person's imports of social media archives for imports.json of "Download my data": each
// import with its report, the items it found (their text, date, place and which photos), and
// which items became scenes. Storage keys are ours, not theirs: left out.
export async function collectImports(db: DbOrTx, userId: string) {
  const records = await db
    .select({
      id: imports.id,
      movieId: imports.movieId,
      status: imports.status,
      source: imports.source,
      itemCount: imports.itemCount,
      mediaCount: imports.mediaCount,
      skippedCount: imports.skippedCount,
      importedCount: imports.importedCount,
      report: imports.report,
      error: imports.error,
      createdAt: imports.createdAt,
      updatedAt: imports.updatedAt,
    })
    .from(imports)
    .where(eq(imports.userId, userId))
    .orderBy(asc(imports.createdAt));
  const items = await db
    .select({
      importId: importItems.importId,
      source: importItems.source,
      date: importItems.date,
      text: importItems.text,
      place: importItems.place,
      media: importItems.media,
      chosen: importItems.chosen,
      outcome: importItems.outcome,
    })
    .from(importItems)
    .where(eq(importItems.userId, userId))
    .orderBy(asc(importItems.importId), asc(importItems.position));
  const imported = await db
    .select({
      source: importedFingerprints.source,
      sceneId: importedFingerprints.sceneId,
      createdAt: importedFingerprints.createdAt,
    })
    .from(importedFingerprints)
    .where(eq(importedFingerprints.userId, userId));
  return {
    imports: records.map((record) => ({
      ...record,
      items: items
        .filter((item) => item.importId === record.id)
        .map(({ importId: _id, media, ...item }) => ({
          ...item,
          // The file's place in the archive, its kind, and the photo it became in media/.
          media: media.map((m) => ({ path: m.path, kind: m.kind, objectId: m.objectId })),
        })),
    })),
    imported,
  };
}
