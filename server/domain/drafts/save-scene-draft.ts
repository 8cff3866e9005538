import { sql } from "drizzle-orm";
import type { SceneDraft, SceneDraftSave } from "#contracts/draft.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { sceneDrafts } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { draftKeyFor } from "./draft-key.ts";
import { toSceneDraftDto } from "./scene-draft-dto.ts";

// An upsert, last write wins: autosave fires every second of typing and a draft is one person's
// scratch space, so a version check would only turn saves into errors.
export async function saveSceneDraft(
  db: DbOrTx,
  userId: string,
  queryMovieId: string | undefined,
  input: SceneDraftSave,
): Promise<SceneDraft> {
  if (queryMovieId && input.movieId && queryMovieId !== input.movieId) {
    throw new AppError(
      "validation_failed",
      "movieId in the body does not match the movieId in the query",
    );
  }
  const { key, movieId } = await draftKeyFor(db, userId, queryMovieId ?? input.movieId);
  const [row] = await db
    .insert(sceneDrafts)
    .values({
      userId,
      draftKey: key,
      movieId,
      content: input.content,
      elements: input.elements,
      metadata: input.metadata,
    })
    .onConflictDoUpdate({
      target: [sceneDrafts.userId, sceneDrafts.draftKey],
      set: {
        content: input.content,
        elements: input.elements,
        metadata: input.metadata,
        version: sql`${sceneDrafts.version} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error("draft upsert returned no row");
  return toSceneDraftDto(row);
}
