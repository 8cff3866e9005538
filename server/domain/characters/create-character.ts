import { eq } from "drizzle-orm";
import type { Character, CharacterCreate } from "#contracts/character.ts";
import { characterFieldsOnCreate } from "#contracts/new-records.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { characters } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { toCharacterDto } from "./character-dto.ts";

export type CreateCharacterResult = { character: Character; created: boolean };

// A retry with the same client-generated id returns the character it already made.
export async function createCharacter(
  db: DbOrTx,
  userId: string,
  input: CharacterCreate,
): Promise<CreateCharacterResult> {
  // An editor's character is the owner's, like every row of the movie.
  const { ownerId } = await movieAccess(db, userId, input.movieId, "edit");
  if (input.id) {
    const [existing] = await db.select().from(characters).where(eq(characters.id, input.id));
    if (existing) return existingResult(existing, ownerId, input.movieId);
  }
  const [row] = await db
    .insert(characters)
    .values({
      ...(input.id ? { id: input.id } : {}),
      userId: ownerId,
      ...characterFieldsOnCreate(input),
    })
    .onConflictDoNothing({ target: characters.id })
    .returning();
  if (!row) {
    // Two tries with the same id at the same moment: the second answers like a retry.
    const [existing] = input.id
      ? await db.select().from(characters).where(eq(characters.id, input.id))
      : [];
    if (!existing) throw new Error("character insert returned no row");
    return existingResult(existing, ownerId, input.movieId);
  }
  return { character: toCharacterDto(row), created: true };
}

// The same id in another movie (even the user's own) is another character, not a retry.
function existingResult(
  row: typeof characters.$inferSelect,
  ownerId: string,
  movieId: string,
): CreateCharacterResult {
  if (row.userId !== ownerId || row.movieId !== movieId.toLowerCase())
    throw AppError.conflict("A character with this id already exists");
  return { character: toCharacterDto(row), created: false };
}
