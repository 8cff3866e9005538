import { and, desc, eq, sql } from "drizzle-orm";
import type { ScreenplayVersionSummary, VersionKind } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplays, screenplayVersions } from "#server/db/schema/index.ts";
import { movieAccess } from "../movies/movie-access.ts";

// Newest first, without the text (a long history of a long script would be megabytes).
export async function listVersions(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<ScreenplayVersionSummary[]> {
  const { ownerId } = await movieAccess(db, userId, movieId, "read");
  const rows = await db
    .select({
      id: screenplayVersions.id,
      kind: screenplayVersions.kind,
      name: screenplayVersions.name,
      characters: sql<number>`char_length(${screenplayVersions.fountain})::int`,
      createdAt: screenplayVersions.createdAt,
    })
    .from(screenplayVersions)
    .innerJoin(screenplays, eq(screenplays.id, screenplayVersions.screenplayId))
    .where(and(eq(screenplays.movieId, movieId), eq(screenplays.userId, ownerId)))
    .orderBy(desc(screenplayVersions.createdAt));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as VersionKind,
    name: r.name,
    characters: Number(r.characters),
    createdAt: r.createdAt.toISOString(),
  }));
}
