import { and, eq } from "drizzle-orm";
import type { AccessNeed } from "#contracts/collaboration.ts";
import type { ScreenplayVersion, VersionKind } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplays, screenplayVersions } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { isUuid } from "../shared/ids.ts";

export async function getVersion(
  db: DbOrTx,
  userId: string,
  movieId: string,
  versionId: string,
  need: AccessNeed = "read",
): Promise<ScreenplayVersion> {
  const { ownerId } = await movieAccess(db, userId, movieId, need);
  if (!isUuid(versionId)) throw AppError.notFound("Version");
  const [row] = await db
    .select({ version: screenplayVersions })
    .from(screenplayVersions)
    .innerJoin(screenplays, eq(screenplays.id, screenplayVersions.screenplayId))
    .where(
      and(
        eq(screenplayVersions.id, versionId),
        eq(screenplays.movieId, movieId),
        eq(screenplays.userId, ownerId),
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
