import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { characters, scenes } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";

// The character also leaves every scene that named it, so no scene points at a missing row.
export async function deleteCharacter(
  db: DbOrTx,
  userId: string,
  characterId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(characters)
      .where(and(eq(characters.id, characterId), eq(characters.userId, userId)))
      .returning({ id: characters.id, movieId: characters.movieId });
    if (!deleted) throw AppError.notFound("Character");
    await tx
      .update(scenes)
      .set({ characterIds: sql`${scenes.characterIds} - ${deleted.id}::text` })
      .where(
        and(
          eq(scenes.movieId, deleted.movieId),
          sql`${scenes.characterIds} @> ${JSON.stringify([deleted.id])}::jsonb`,
        ),
      );
  });
}
