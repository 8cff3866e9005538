import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { importItems, imports } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { JobHandler } from "#server/jobs/worker.ts";
import type { Logger } from "#server/logger.ts";
import { deleteImportFiles } from "./delete-import-files.ts";
import { makeItemScene, type MakeSceneDeps } from "./make-item-scene.ts";
import { updateImportWhile } from "./update-import-while.ts";
import { countOf } from "#contracts/plural.ts";

export const APPLY_IMPORT_JOB = "import.apply";

export type ApplyJobDeps = MakeSceneDeps & { logger: Logger };

const payloadSchema = z.object({ importId: z.uuid() });
// Chosen items are read this many at a time: never the whole selection in memory.
const PAGE = 50;
// Progress is written at most this often: a poll sees it, the database is not flooded.
const PROGRESS_EVERY_MS = 500;

// The import is no longer being applied (abandoned, or no longer "importing"): the job stops.
class ApplyStopped extends Error {}

type Tally = { imported: number; duplicates: number; done: number; chosen: number };

// The apply job: the chosen items become scenes oldest first, one transaction each
// (make-item-scene.ts), with progress and counts written as it goes. It starts from what the
// items record, so a run after a restart (the worker takes a job whose lock went stale) goes on
// where the last one stopped. DELETE marks the import abandoned: the job sees it before its next
// item, deletes the files of the items not made and the import (what was made stays). Any other
// failure puts the import back to "ready" with a report line: applying again skips what was made.
export function applyImportJob(deps: ApplyJobDeps): JobHandler {
  return async (payload) => {
    const { importId } = payloadSchema.parse(payload);
    const [row] = await deps.db.select().from(imports).where(eq(imports.id, importId));
    if (!row || row.status !== "importing") return;
    const lines: string[] = [];
    try {
      if (!row.movieId) throw AppError.notFound("Movie");
      await applyChosen(deps, { importId, userId: row.userId, movieId: row.movieId }, lines);
    } catch (error) {
      if (error instanceof ApplyStopped) {
        await discardIfAbandoned(deps, importId);
        return;
      }
      if (!(error instanceof AppError)) {
        deps.logger.error({ err: error, importId }, "import apply job failed");
      }
      await stopPartWay(deps.db, importId, error, lines);
      await discardIfAbandoned(deps, importId);
    }
  };
}

async function applyChosen(
  deps: ApplyJobDeps,
  target: { importId: string; userId: string; movieId: string },
  lines: string[],
): Promise<void> {
  const { db } = deps;
  const { importId } = target;
  const tally = await tallyOf(db, importId);
  let lastWrite = Date.now();
  for (;;) {
    // The items not done yet, oldest first; each one done drops out of the next page.
    const page = await db
      .select()
      .from(importItems)
      .where(
        and(
          eq(importItems.importId, importId),
          eq(importItems.chosen, true),
          isNull(importItems.outcome),
        ),
      )
      .orderBy(sql`${importItems.date} asc nulls last`, asc(importItems.position))
      .limit(PAGE);
    if (page.length === 0) break;
    for (const item of page) {
      await assertApplying(db, importId);
      const outcome = await makeItemScene(deps, { ...target, item }, lines);
      if (outcome === "imported") tally.imported += 1;
      else tally.duplicates += 1;
      tally.done += 1;
      if (Date.now() - lastWrite >= PROGRESS_EVERY_MS) {
        lastWrite = Date.now();
        await update(db, importId, progressOf(tally, lines));
      }
    }
  }
  lines.push(
    `Imported ${countOf(tally.imported, "scene", "scenes")}` +
      (tally.duplicates ? `; ${tally.duplicates} already imported before, left out.` : "."),
  );
  await deleteImportFiles(db, deps.storage, importId);
  await update(db, importId, { ...progressOf(tally, lines), status: "done", progress: 1 });
}

// What the items record: scenes made by this import, and of the chosen items those done.
async function tallyOf(db: Db, importId: string): Promise<Tally> {
  const [tally] = await db
    .select({
      imported: sql<number>`count(*) filter (where ${importItems.outcome} = 'imported')::int`,
      duplicates: sql<number>`count(*) filter (where ${importItems.chosen} and ${importItems.outcome} = 'duplicate')::int`,
      done: sql<number>`count(*) filter (where ${importItems.chosen} and ${importItems.outcome} is not null)::int`,
      chosen: sql<number>`count(*) filter (where ${importItems.chosen})::int`,
    })
    .from(importItems)
    .where(eq(importItems.importId, importId));
  return {
    imported: Number(tally?.imported ?? 0),
    duplicates: Number(tally?.duplicates ?? 0),
    done: Number(tally?.done ?? 0),
    chosen: Number(tally?.chosen ?? 0),
  };
}

// The counts so far, and the report lines not written yet (taken out of `lines`).
function progressOf(tally: Tally, lines: string[]): PgUpdateSetSource<typeof imports> {
  return {
    progress: tally.chosen ? tally.done / tally.chosen : 1,
    importedCount: tally.imported,
    duplicatesCount: tally.duplicates,
    report: sql`${imports.report} || ${JSON.stringify(lines.splice(0))}::jsonb`,
  };
}

const applying = (importId: string) =>
  and(eq(imports.id, importId), eq(imports.status, "importing"), isNull(imports.abandonedAt));

// Before each item: an import abandoned (or no longer importing) stops the job here.
async function assertApplying(db: Db, importId: string): Promise<void> {
  const [row] = await db.select({ id: imports.id }).from(imports).where(applying(importId));
  if (!row) throw new ApplyStopped();
}

// Writes to the import only while it is being applied.
async function update(
  db: Db,
  importId: string,
  values: PgUpdateSetSource<typeof imports>,
): Promise<void> {
  if (!(await updateImportWhile(db, applying(importId), values))) throw new ApplyStopped();
}

// DELETE came while the job ran: the files of the items not made go, then the import.
async function discardIfAbandoned(deps: ApplyJobDeps, importId: string): Promise<void> {
  const [row] = await deps.db
    .select({ abandonedAt: imports.abandonedAt })
    .from(imports)
    .where(eq(imports.id, importId));
  if (!row?.abandonedAt) return;
  await deleteImportFiles(deps.db, deps.storage, importId);
  await deps.db.delete(imports).where(eq(imports.id, importId));
}

// Back to "ready" with what happened: the scenes made stay (their items record it), so applying
// again goes on with the rest.
async function stopPartWay(db: Db, importId: string, error: unknown, lines: string[]) {
  const tally = await tallyOf(db, importId);
  const reason =
    error instanceof AppError
      ? error.message.replace(/\.?$/, ".")
      : "something went wrong on our side.";
  lines.push(
    `The import stopped after ${tally.done} of ${countOf(tally.chosen, "item", "items")}: ${reason} What was made stays; apply again to import the rest.`,
  );
  await db
    .update(imports)
    .set({ ...progressOf(tally, lines), status: "ready", updatedAt: new Date() })
    .where(applying(importId));
}
