import { and, asc, eq } from "drizzle-orm";
import type { Character } from "#contracts/character.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { characters } from "#server/db/schema/index.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { toCharacterDto } from "./character-dto.ts";

// All of the user's own characters, or one movie's (theirs or shared with them: 404 otherwise).
export async function listCharacters(
  db: DbOrTx,
  userId: string,
  movieId?: string,
): Promise<Character[]> {
  const ownerId =
    movieId === undefined ? userId : (await movieAccess(db, userId, movieId, "read")).ownerId;
  const rows = await db
    .select()
    .from(characters)
    .where(
      movieId === undefined
        ? eq(characters.userId, userId)
        : and(eq(characters.userId, ownerId), eq(characters.movieId, movieId)),
    )
    .orderBy(asc(characters.movieId), asc(characters.name), asc(characters.createdAt));
  return rows.map(toCharacterDto);
}
