import { and, asc, eq, sql } from "drizzle-orm";
import type { Scene } from "#contracts/scene.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { scenes } from "#server/db/schema/index.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { toSceneDto } from "./scene-dto.ts";

// The scenes list is the API's busiest read: its query is built once per database handle and
// sent as a prepared statement (PostgreSQL parses and plans it once per connection), as is the
// ownership check before it.
function prepare(db: DbOrTx) {
  return db
    .select()
    .from(scenes)
    .where(
      and(
        eq(scenes.movieId, sql.placeholder("movieId")),
        eq(scenes.userId, sql.placeholder("ownerId")),
      ),
    )
    .orderBy(asc(scenes.sceneNumber), asc(scenes.createdAt))
    .prepare("list_scenes");
}
const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepare>>();

// A movie's scenes in story order, for anyone it is shared with. An unknown movie is a 404: an
// empty list would hide a typo.
export async function listScenes(db: DbOrTx, userId: string, movieId: string): Promise<Scene[]> {
  const { ownerId } = await movieAccess(db, userId, movieId, "read");
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ movieId, ownerId });
  return rows.map(toSceneDto);
}
