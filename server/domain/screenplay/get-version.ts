import { and, eq } from "drizzle-orm";
import type { ScreenplayVersion, VersionKind } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplays, screenplayVersions } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { ownedMovie } from "../movies/owned-movie.ts";
import { isUuid } from "../shared/ids.ts";

export async function getVersion(
  db: DbOrTx,
  userId: string,
  movieId: string,
  versionId: string,
): Promise<ScreenplayVersion> {
  await ownedMovie(db, userId, movieId);
  if (!isUuid(versionId)) throw AppError.notFound("Version");
  const [row] = await db
    .select({ version: screenplayVersions })
    .from(screenplayVersions)
    .innerJoin(screenplays, eq(screenplays.id, screenplayVersions.screenplayId))
    .where(
      and(
        eq(screenplayVersions.id, versionId),
        eq(screenplays.movieId, movieId),
        eq(screenplays.userId, userId),
      ),
    );
  if (!row) throw AppError.notFound("Version");
  const v = row.version;
  return {
    id: v.id,
    kind: v.kind as VersionKind,
    name: v.name,
    characters: v.fountain.length,
    createdAt: v.createdAt.toISOString(),
    fountain: v.fountain,
    titlePage: v.titlePage,
  };
}
