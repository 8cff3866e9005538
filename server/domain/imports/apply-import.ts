import { and, eq, inArray } from "drizzle-orm";
import type { AppliedImport, ApplyImport } from "#contracts/imports.ts";
import type { Db, DbOrTx } from "#server/db/client.ts";
import { importItems, imports } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { lockPlanUsage } from "../billing/lock-plan-usage.ts";
import { isUuid } from "../shared/ids.ts";
import { enqueueImportJob } from "./enqueue-import-job.ts";
import { otherImportActive } from "./other-import-active.ts";
import { ownedImport } from "./owned-import.ts";
import { importTargetMovie } from "./import-target-movie.ts";

// The chosen ids are marked this many at a time (a selection may hold 10,000).
const CHOOSE_BATCH = 1000;

// POST /api/imports/{id}/apply: records which items were chosen (a flag on each, not a list in
// the job's payload), and hands the making of their scenes to the apply job (apply-import-job.ts),
// all in one transaction: a bad id leaves the import as it was. Answers at once. Behind another
// of the person's imports, it waits its turn (`waiting`), and its job starts when that one ends.
export async function applyImport(
  deps: { db: Db },
  userId: string,
  importId: string,
  input: ApplyImport,
): Promise<AppliedImport> {
  const { db } = deps;
  const row = await ownedImport(db, userId, importId);
  await importTargetMovie(db, userId, input.movieId);
  if (row.status !== "ready") {
    throw AppError.conflict(
      row.status === "done" || row.status === "importing"
        ? "This import has already been applied. Upload the archive again to import more of it."
        : `This import is not ready to apply (it is ${row.status}).`,
    );
  }
  const wanted = input.itemIds ? [...new Set(input.itemIds)] : undefined;
  if (wanted?.some((id) => !isUuid(id))) {
    throw new AppError("validation_failed", "itemIds: every item id must come from this import");
  }
  return db.transaction(async (tx) => {
    // One import at a time per person (start-import.ts): behind another, this one waits.
    await lockPlanUsage(tx, userId);
    const waits = await otherImportActive(tx, userId, row.id);
    const [claimed] = await tx
      .update(imports)
      .set({
        status: "importing",
        movieId: input.movieId,
        progress: 0,
        waitingSince: waits ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(and(eq(imports.id, row.id), eq(imports.status, "ready")))
      .returning({ id: imports.id });
    if (!claimed) throw AppError.conflict("This import is already being applied.");
    const count = await markChosen(tx, row.id, wanted);
    await tx
      .update(imports)
      .set({ chosenCount: count, duplicatesCount: 0 })
      .where(eq(imports.id, row.id));
    if (!waits) await enqueueImportJob(tx, row.id, "importing");
    return { status: "importing" as const, chosen: count, waiting: waits };
  });
}

// Flags the chosen items (every item when `wanted` is absent) and answers how many there are.
// The flag does not change the item's revision: the preview shows nothing of it.
async function markChosen(
  tx: DbOrTx,
  importId: string,
  wanted: string[] | undefined,
): Promise<number> {
  const ofImport = eq(importItems.importId, importId);
  await tx
    .update(importItems)
    .set({ chosen: false })
    .where(and(ofImport, eq(importItems.chosen, true)));
  if (!wanted) {
    await tx.update(importItems).set({ chosen: true }).where(ofImport);
    return tx.$count(importItems, ofImport);
  }
  let found = 0;
  for (let start = 0; start < wanted.length; start += CHOOSE_BATCH) {
    const marked = await tx
      .update(importItems)
      .set({ chosen: true })
      .where(and(ofImport, inArray(importItems.id, wanted.slice(start, start + CHOOSE_BATCH))))
      .returning({ id: importItems.id });
    found += marked.length;
  }
  if (found !== wanted.length) {
    throw new AppError(
      "validation_failed",
      `itemIds: ${wanted.length - found} of the ids are not items of this import`,
    );
  }
  return found;
}
