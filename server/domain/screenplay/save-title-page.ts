import { and, eq, sql } from "drizzle-orm";
import type { Screenplay, TitlePageSave } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplays } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { toScreenplayDto } from "./screenplay-dto.ts";

// The title page saved on its own, by an editor or the owner. A screenplay written together has
// its text edited live (the whole-document save would replace what others are typing), so its
// title page, which is not in the live text, is saved here. The version must be the current one,
// as every save's; the text is left as it is.
export async function saveTitlePage(
  db: DbOrTx,
  userId: string,
  movieId: string,
  input: TitlePageSave,
): Promise<Screenplay> {
  return db.transaction(async (tx) => {
    const { ownerId } = await movieAccess(tx, userId, movieId, "edit");
    // Not brought up to the live text first: that would raise the version under a person who
    // just read it, while others type. The editor follows the live text, not this answer's.
    const [current] = await tx
      .select({ version: screenplays.version })
      .from(screenplays)
      .where(eq(screenplays.movieId, movieId))
      .for("update");
    if (!current) {
      throw AppError.conflict("This movie has no screenplay yet. Write or import one first.");
    }
    const [row] = await tx
      .update(screenplays)
      .set({
        titlePage: input.titlePage,
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
    if (!row) throw AppError.staleVersion("This screenplay", current.version, input.version);
    return toScreenplayDto(movieId, row);
  });
}
