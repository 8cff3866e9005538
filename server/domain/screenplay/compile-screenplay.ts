import { eq, sql } from "drizzle-orm";
import type { Screenplay } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplays } from "#server/db/schema/index.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { storyCompiler, writeFountain } from "./engine.ts";
import { AppError } from "#server/errors.ts";
import { replaceLiveText } from "../live/replace-live-text.ts";
import { findScreenplay } from "./find-screenplay.ts";
import { assertScreenplaySize } from "./screenplay-size.ts";
import { keepCurrentText, recordVersion } from "./record-version.ts";
import { contentHash, editedSinceCompile, toScreenplayDto } from "./screenplay-dto.ts";
import { buildStoryInput } from "./story-input.ts";

export type CompileResult = { screenplay: Screenplay; versionId: string };

// "Write the first draft from my scenes": the captured scenes, characters, logline, theme and
// beat order become the document. Text edited since the last compile is never replaced without
// force; with force it is first kept in the history. Every compile is a version.
export async function compileScreenplay(
  db: DbOrTx,
  userId: string,
  movieId: string,
  options: { force?: boolean | undefined },
): Promise<CompileResult> {
  const compileStory = await storyCompiler();
  return db.transaction(async (tx) => {
    const { movie, ownerId } = await movieAccess(tx, userId, movieId, "edit");
    const current = await findScreenplay(tx, movieId, { lock: true });
    if (current && editedSinceCompile(current)) {
      // The client acts on this code: it asks, then sends force.
      if (!options.force) {
        throw new AppError(
          "would_overwrite",
          "You have edited the screenplay since it was last written from your scenes. Writing it again replaces those edits (they stay in the version history). Send force: true to go ahead.",
        );
      }
      await keepCurrentText(tx, current, "Before writing from scenes");
    }
    const doc = compileStory(await buildStoryInput(tx, movie));
    const fountain = writeFountain({ titlePage: { entries: [] }, elements: doc.elements });
    assertScreenplaySize(fountain, "compile");
    const titlePage = doc.titlePage;
    const values = {
      fountain,
      titlePage,
      compiledHash: contentHash(fountain, titlePage),
      lastCompiledAt: sql`now()`,
      updatedAt: sql`now()`,
    };
    const [row] = current
      ? await tx
          .update(screenplays)
          .set({ ...values, version: sql`${screenplays.version} + 1` })
          .where(eq(screenplays.id, current.id))
          .returning()
      : await tx
          .insert(screenplays)
          .values({ movieId, userId: ownerId, ...values })
          .onConflictDoNothing({ target: screenplays.movieId })
          .returning();
    // Only when another request created the document at the same moment.
    if (!row) throw AppError.staleVersion("This screenplay", 1, 0);
    await replaceLiveText(tx, movieId, row.fountain, "compile");
    const versionId = await recordVersion(tx, row, "compile", row);
    return { screenplay: toScreenplayDto(movieId, row), versionId };
  });
}
