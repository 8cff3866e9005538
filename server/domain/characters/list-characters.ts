import { and, asc, eq } from "drizzle-orm";
import type { Character } from "#contracts/character.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { characters } from "#server/db/schema/index.ts";
import { ownedMovie } from "../movies/owned-movie.ts";
import { toCharacterDto } from "./character-dto.ts";

// All of the user's characters, or one movie's (which must be the user's: 404 otherwise).
export async function listCharacters(
  db: DbOrTx,
  userId: string,
  movieId?: string,
): Promise<Character[]> {
  if (movieId !== undefined) await ownedMovie(db, userId, movieId);
  const rows = await db
    .select()
    .from(characters)
    .where(
      movieId === undefined
        ? eq(characters.userId, userId)
        : and(eq(characters.userId, userId), eq(characters.movieId, movieId)),
    )
    .orderBy(asc(characters.movieId), asc(characters.name), asc(characters.createdAt));
  return rows.map(toCharacterDto);
}
