import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { characters, scenes } from "#server/db/schema/index.ts";
import { getCharacter } from "./get-character.ts";

// The character also leaves every scene that named it, so no scene points at a missing row.
export async function deleteCharacter(
  db: DbOrTx,
  userId: string,
  characterId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await getCharacter(tx, userId, characterId, "edit");
    await tx.delete(characters).where(eq(characters.id, deleted.id));
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
