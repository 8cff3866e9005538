import type { Character } from "#contracts/character.ts";
import type { characters } from "#server/db/schema/index.ts";

type CharacterRow = typeof characters.$inferSelect;

export function toCharacterDto(row: CharacterRow): Character {
  return {
    id: row.id,
    userId: row.userId,
    movieId: row.movieId,
    name: row.name,
    role: row.role,
    description: row.description,
    photoUrl: row.photoUrl,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
