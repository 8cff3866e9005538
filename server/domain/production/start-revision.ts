import type { Production, Revision } from "#contracts/production.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplayRevisions } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { revisionColour } from "../screenplay/engine.ts";
import { findScreenplay } from "../screenplay/find-screenplay.ts";
import { recordVersion } from "../screenplay/record-version.ts";
import { toProductionDto, toRevisionDto, today } from "./production-dto.ts";
import { productionRows } from "./production-rows.ts";

// Starts the next revision (Blue after the production draft, then Pink …): the text as it is now
// is kept as a version, and what changes from here on is marked in the new colour.
export async function startRevision(
  db: DbOrTx,
  userId: string,
  movieId: string,
  input: { date?: string | undefined },
): Promise<{ revision: Revision; production: Production }> {
  return db.transaction(async (tx) => {
    // Starting a revision is the owner's production decision, not an editor's.
    await movieAccess(tx, userId, movieId, "own");
    const row = await findScreenplay(tx, movieId, { lock: true });
    const before = row ? await productionRows(tx, row.id) : undefined;
    if (!row || !before || before.revisions.length === 0) {
      throw AppError.conflict(
        "Lock the production draft first: revisions are counted from the locked pages",
      );
    }
    const ordinal = (before.revisions.at(-1)?.ordinal ?? 0) + 1;
    const name = `${revisionColour(ordinal).name} revision started`;
    const versionId = await recordVersion(tx, row, "revision", row, name);
    const day = input.date ?? today();
    await tx
      .insert(screenplayRevisions)
      .values({ screenplayId: row.id, userId, ordinal, versionId, day });
    return {
      revision: toRevisionDto({ ordinal, day }),
      production: toProductionDto(movieId, await productionRows(tx, row.id)),
    };
  });
}
