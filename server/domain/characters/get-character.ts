import { and, eq } from "drizzle-orm";
import type { Character } from "#contracts/character.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { characters } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { toCharacterDto } from "./character-dto.ts";

// Another user's character and a missing one answer the same 404.
export async function getCharacter(
  db: DbOrTx,
  userId: string,
  characterId: string,
): Promise<Character> {
  const [row] = await db
    .select()
    .from(characters)
    .where(and(eq(characters.id, characterId), eq(characters.userId, userId)));
  if (!row) throw AppError.notFound("Character");
  return toCharacterDto(row);
}
