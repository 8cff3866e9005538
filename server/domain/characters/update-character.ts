import { and, eq, sql } from "drizzle-orm";
import type { Character, CharacterUpdate } from "#contracts/character.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { characters } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { toCharacterDto } from "./character-dto.ts";
import { getCharacter } from "./get-character.ts";

// Optimistic concurrency: the update applies only to the version the client saw.
export async function updateCharacter(
  db: DbOrTx,
  userId: string,
  characterId: string,
  input: CharacterUpdate,
): Promise<Character> {
  const current = await getCharacter(db, userId, characterId, "edit");
  const { version, ...changes } = input;
  const [row] = await db
    .update(characters)
    .set({ ...changes, version: sql`${characters.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(characters.id, characterId), eq(characters.version, version)))
    .returning();
  if (!row) {
    const latest = await getCharacter(db, userId, characterId).catch(() => current);
    throw AppError.staleVersion("This character", latest.version, version);
  }
  return toCharacterDto(row);
}
