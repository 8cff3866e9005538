import { and, eq, sql } from "drizzle-orm";
import type { Screenplay, ScreenplaySave } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplays } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { replaceLiveText } from "../live/replace-live-text.ts";
import { findScreenplay } from "./find-screenplay.ts";
import { recordVersion } from "./record-version.ts";
import { toScreenplayDto } from "./screenplay-dto.ts";

// The editor's save (autosave or named). Version 0 creates the document; otherwise the version
// must be the current one. A name also records the text as a version in the history.
export async function saveScreenplay(
  db: DbOrTx,
  userId: string,
  movieId: string,
  input: ScreenplaySave,
): Promise<Screenplay> {
  return db.transaction(async (tx) => {
    const { ownerId } = await movieAccess(tx, userId, movieId, "edit");
    const current = await findScreenplay(tx, movieId);
    const [row] =
      input.version === 0
        ? await tx
            .insert(screenplays)
            .values({
              movieId,
              userId: ownerId,
              fountain: input.fountain,
              titlePage: input.titlePage ?? { entries: [] },
            })
            .onConflictDoNothing({ target: screenplays.movieId })
            .returning()
        : await tx
            .update(screenplays)
            .set({
              fountain: input.fountain,
              ...(input.titlePage ? { titlePage: input.titlePage } : {}),
              version: sql`${screenplays.version} + 1`,
              updatedAt: sql`now()`,
            })
            .where(
              and(
                eq(screenplays.movieId, movieId),
                eq(screenplays.userId, ownerId),
                eq(screenplays.version, input.version),
              ),
            )
            .returning();
    if (!row) throw AppError.staleVersion("This screenplay", current?.version ?? 0, input.version);
    await replaceLiveText(tx, movieId, row.fountain, "save");
    if (input.name) await recordVersion(tx, row, "save", row, input.name);
    return toScreenplayDto(movieId, row);
  });
}
