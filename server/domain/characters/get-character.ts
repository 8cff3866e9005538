import { eq } from "drizzle-orm";
import type { AccessNeed } from "#contracts/collaboration.ts";
import type { Character } from "#contracts/character.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { characters } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { accessThrough } from "../movies/access-through.ts";
import { isUuid } from "../shared/ids.ts";
import { toCharacterDto } from "./character-dto.ts";

// A character of a movie the user cannot see and a missing one answer the same 404. `need` is
// what the caller is about to do with it.
export async function getCharacter(
  db: DbOrTx,
  userId: string,
  characterId: string,
  need: AccessNeed = "read",
): Promise<Character> {
  if (!isUuid(characterId)) throw AppError.notFound("Character");
  const [row] = await db.select().from(characters).where(eq(characters.id, characterId));
  if (!row) throw AppError.notFound("Character");
  await accessThrough(db, userId, row.movieId, need, "Character");
  return toCharacterDto(row);
}
