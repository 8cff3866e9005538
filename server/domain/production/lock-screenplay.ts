import type { Production } from "#contracts/production.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplayLocks, screenplayRevisions } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { lockLayout, paginate, parseFountain } from "../screenplay/engine.ts";
import { findScreenplay } from "../screenplay/find-screenplay.ts";
import { recordVersion } from "../screenplay/record-version.ts";
import { toProductionDto, today } from "./production-dto.ts";
import { productionRows } from "./production-rows.ts";

// Locks the pages and scene numbers at the current text: the text is kept as a version, and
// where each page starts and each scene's number are remembered. The first lock makes the text
// the production draft (White), from which revisions are counted.
export async function lockScreenplay(
  db: DbOrTx,
  userId: string,
  movieId: string,
  input: { date?: string | undefined },
): Promise<Production> {
  return db.transaction(async (tx) => {
    // Locking pages is the owner's production decision, not an editor's.
    await movieAccess(tx, userId, movieId, "own");
    const row = await findScreenplay(tx, movieId, { lock: true });
    if (!row || row.fountain.trim() === "") {
      throw AppError.conflict(
        "There is no screenplay to lock yet: write it from your scenes or import a file first",
      );
    }
    const before = await productionRows(tx, row.id);
    if (before.lock) {
      throw AppError.conflict(
        "The pages are already locked. Unlock them first to number the pages and scenes afresh.",
      );
    }
    const doc = parseFountain(row.fountain);
    const layout = lockLayout(doc, paginate(doc, { withSources: true }));
    const versionId = await recordVersion(tx, row, "lock", row, "Pages and scene numbers locked");
    await tx.insert(screenplayLocks).values({ screenplayId: row.id, userId, versionId, layout });
    if (before.revisions.length === 0) {
      await tx.insert(screenplayRevisions).values({
        screenplayId: row.id,
        userId,
        ordinal: 0,
        versionId,
        day: input.date ?? today(),
      });
    }
    return toProductionDto(movieId, await productionRows(tx, row.id));
  });
}
