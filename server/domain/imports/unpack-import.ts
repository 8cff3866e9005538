import crypto from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { setImmediate } from "node:timers/promises";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import {
  importItems,
  imports,
  nextItemRevision,
  type ImportItemMedia,
} from "#server/db/schema/index.ts";
import type { JobHandler } from "#server/jobs/worker.ts";
import type { Logger } from "#server/logger.ts";
import type { MediaStorage } from "#server/storage/storage.ts";
import type { MediaLimits } from "../media/media-limits.ts";
import { isArchiveError } from "./archive/archive-error.ts";
import { openArchive, type OpenedArchive } from "./archive/open-archive.ts";
import { deleteImportFiles } from "./delete-import-files.ts";
import { extractImportMedia } from "./extract-import-media.ts";
import { insertImportItems } from "./insert-import-items.ts";
import { READ_ITEMS_SHARE } from "./import-limits.ts";
import { ReportLines } from "./report-lines.ts";
import { streamSource } from "./sources/detect-source.ts";
import type { SourceItem } from "./sources/source-item.ts";
import { updateImportWhile } from "./update-import-while.ts";

export type UnpackDeps = {
  db: Db;
  storage: MediaStorage;
  logger: Logger;
  limits: MediaLimits;
  scratchDir: string;
};

export const UNPACK_IMPORT_JOB = "import.unpack";

const payloadSchema = z.object({ importId: z.uuid() });
const INSERT_BATCH = 500;
// A batch is also stored once its texts reach this many characters (about 25 posts of long
// captions, or 500 short ones). Reading a post allocates about 50 KB of short-lived objects, so
// items that wait for 500 others live through two of V8's young-generation collections and are
// moved to its old space, which is collected late: with 500 long captions a batch, every caption
// of a 110 MiB posts file (100 MB of text) went there.
const INSERT_BATCH_CHARS = 32_000;
// Progress is written at most this often: a reload sees it, the database is not flooded.
const PROGRESS_EVERY_MS = 500;

type ImportRow = typeof imports.$inferSelect;

// Thrown when the person abandoned the import while the job ran: stop and leave nothing behind.
class Abandoned extends Error {}

// The import job: opens the uploaded ZIP (streamed entry by entry, never whole in
// memory), detects its source, stores every item as a preview row at once (so the preview shows
// before any photo is taken out), then takes the media out one by one, checked and thumbnailed,
// writing progress as it goes. A refused or unknown archive fails the import with a message that
// says what to do. The archive is deleted once unpacked: only the files taken out of it are kept
// until the person applies or abandons the import.
export function unpackImportJob(deps: UnpackDeps): JobHandler {
  return async (payload) => {
    const { importId } = payloadSchema.parse(payload);
    const row = await load(deps.db, importId);
    if (!row || row.status !== "unpacking" || !row.archiveKey) return;
    const scratchDir = path.join(deps.scratchDir, `import-${importId}-${crypto.randomUUID()}`);
    await fsp.mkdir(scratchDir, { recursive: true });
    let archive: OpenedArchive | null = null;
    try {
      const file = await deps.storage.toLocalFile(
        row.archiveKey,
        path.join(scratchDir, "archive.zip"),
      );
      archive = await openArchive(file.path);
      await unpack(deps, row, archive, scratchDir);
    } catch (error) {
      if (error instanceof Abandoned) return;
      const message = isArchiveError(error)
        ? error.message
        : "Something went wrong on our side while reading this archive. Please try the import again.";
      if (!isArchiveError(error)) deps.logger.error({ err: error, importId }, "import job failed");
      await fail(deps, importId, message);
    } finally {
      archive?.close();
      await fsp.rm(scratchDir, { recursive: true, force: true });
    }
  };
}

async function load(db: Db, importId: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(imports).where(eq(imports.id, importId));
  return row;
}

async function fail(deps: UnpackDeps, importId: string, message: string) {
  await deleteImportFiles(deps.db, deps.storage, importId);
  await deps.db
    .update(imports)
    .set({ status: "failed", error: message, updatedAt: new Date() })
    .where(eq(imports.id, importId));
}

// Writes to the import only while it is still being unpacked: an abandoned one (row gone)
// stops the job.
async function update(
  db: Db,
  importId: string,
  values: PgUpdateSetSource<typeof imports>,
): Promise<void> {
  const unpacking = and(eq(imports.id, importId), eq(imports.status, "unpacking"));
  if (!(await updateImportWhile(db, unpacking, values))) throw new Abandoned();
}

async function unpack(
  deps: UnpackDeps,
  row: ImportRow,
  archive: OpenedArchive,
  scratchDir: string,
): Promise<void> {
  const { db } = deps;
  const { source, itemCount, mediaCount, report } = await storeItems(deps, row, archive);
  await update(db, row.id, {
    source,
    itemCount,
    mediaCount,
    skippedCount: report.count,
    report: report.lines(),
    progress: READ_ITEMS_SHARE,
  });

  let done = 0;
  let skipped = report.count;
  const newLines: string[] = [];
  let lastWrite = Date.now();
  for await (const item of itemsInOrder(db, row.id)) {
    // An item with nothing to take out is not written again (nor sent again to the preview).
    const changes = item.media.some((one) => one.state === "pending");
    const media: ImportItemMedia[] = [];
    for (const one of item.media) {
      if (one.state !== "pending") {
        media.push(one);
        continue;
      }
      const extracted = await extractImportMedia({ ...deps, scratchDir }, archive, {
        ownerId: row.userId,
        importId: row.id,
        media: one,
      });
      media.push(extracted.media);
      if (extracted.skipped) {
        skipped += 1;
        newLines.push(extracted.skipped);
      }
    }
    done += item.media.length;
    const [saved] = changes
      ? await db
          .update(importItems)
          // A new revision: the preview's cursor hands the item out again with its thumbnails.
          .set({ media, revision: nextItemRevision })
          .where(eq(importItems.id, item.id))
          .returning({ id: importItems.id })
      : [{ id: item.id }];
    if (!saved) {
      // Abandoned under us: the files this item just got are not in any row that
      // abandon-import could see.
      await removeFiles(deps.storage, media);
      throw new Abandoned();
    }
    if (Date.now() - lastWrite >= PROGRESS_EVERY_MS) {
      lastWrite = Date.now();
      await update(db, row.id, {
        progress: READ_ITEMS_SHARE + (1 - READ_ITEMS_SHARE) * (done / Math.max(mediaCount, 1)),
        skippedCount: skipped,
        report: sql`${imports.report} || ${JSON.stringify(newLines.splice(0))}::jsonb`,
      });
    }
  }
  if (row.archiveKey) await deps.storage.delete(row.archiveKey);
  await update(db, row.id, {
    status: "ready",
    progress: 1,
    skippedCount: skipped,
    archiveKey: null,
    report: sql`${imports.report} || ${JSON.stringify(newLines.splice(0))}::jsonb`,
  });
}

// Reads the archive's items as its source reader finds them and stores them in batches as
// preview rows: neither the export's JSON nor its items are ever all in memory, and the preview
// shows the first items while the rest are read. A second run of the job (a server restarted
// under it) finds the rows of the first: an item already stored is not stored twice.
async function storeItems(deps: UnpackDeps, row: ImportRow, archive: OpenedArchive) {
  const report = new ReportLines();
  report.push(...archive.report);
  // An archive of no source we know is an ArchiveError: the import fails with its message.
  const { source, items } = streamSource(archive, report);
  await update(deps.db, row.id, { source });
  // Rows an earlier run stored, then the ones this run adds.
  const counts = await countItems(deps.db, row.id);
  let position = 0;
  let batch: SourceItem[] = [];
  let batchChars = 0;
  const flush = async () => {
    // The preview's "found so far"; stops the read when the person abandoned the import.
    await update(deps.db, row.id, counts);
    const added = await insertImportItems(
      deps.db,
      { importId: row.id, userId: row.userId },
      batch,
      position,
    );
    counts.itemCount += added.items;
    counts.mediaCount += added.media;
    position += batch.length;
    batch = [];
    batchChars = 0;
  };
  for await (const item of items) {
    batch.push(item);
    batchChars += item.text.length + (item.place?.length ?? 0);
    if (batch.length === INSERT_BATCH || batchChars >= INSERT_BATCH_CHARS) await flush();
  }
  await flush();
  return { source, report, ...counts };
}

async function countItems(db: Db, importId: string) {
  const [counts] = await db
    .select({
      itemCount: sql<number>`count(*)::int`,
      mediaCount: sql<number>`coalesce(sum(jsonb_array_length(${importItems.media})), 0)::int`,
    })
    .from(importItems)
    .where(eq(importItems.importId, importId));
  return counts ?? { itemCount: 0, mediaCount: 0 };
}

// The import's items that name media, in their order, a page at a time. PGlite runs each query
// on the event loop and answers through promises alone: without a turn of the loop between pages,
// paging through 36,000 items held every other request for 5-7 s.
async function* itemsInOrder(db: Db, importId: string) {
  let after = -1;
  for (;;) {
    const page = await db
      .select({ id: importItems.id, media: importItems.media, position: importItems.position })
      .from(importItems)
      .where(
        and(
          eq(importItems.importId, importId),
          gt(importItems.position, after),
          sql`jsonb_array_length(${importItems.media}) > 0`,
        ),
      )
      .orderBy(asc(importItems.position))
      .limit(INSERT_BATCH);
    yield* page;
    const last = page[page.length - 1];
    if (!last || page.length < INSERT_BATCH) return;
    after = last.position;
    await setImmediate();
  }
}

async function removeFiles(storage: MediaStorage, media: ImportItemMedia[]) {
  for (const m of media) {
    if (m.rawKey) await storage.delete(m.rawKey);
    if (m.thumbnailKey) await storage.delete(m.thumbnailKey);
  }
}
