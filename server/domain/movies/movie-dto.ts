import type { Movie } from "#contracts/movie.ts";
import { movieStatuses } from "#contracts/movie.ts";
import type { movies } from "#server/db/schema/index.ts";

type MovieRow = typeof movies.$inferSelect;

// `role` and `ownerName` describe the caller: their own movie unless said otherwise.
export function toMovieDto(
  row: MovieRow,
  sceneCount = 0,
  shared: { role: Movie["role"]; ownerName: string | null } = { role: "owner", ownerName: null },
): Movie {
  const status = (movieStatuses as readonly string[]).includes(row.status)
    ? (row.status as Movie["status"])
    : "draft";
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    genre: row.genre,
    coverImage: row.coverImage,
    coverPageUrl: row.coverPageUrl,
    status,
    version: row.version,
    lastEditedBy: row.lastEditedBy,
    metadata: row.metadata,
    sceneCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    role: shared.role,
    ownerName: shared.ownerName,
  };
}
