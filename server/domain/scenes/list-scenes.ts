import { and, asc, eq, sql } from "drizzle-orm";
import type { Scene } from "../../../contracts/scene-dto.ts";
import type { DbOrTx } from "../../db/client.ts";
import { movies, scenes } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { toSceneDto } from "./scene-dto.ts";

// The scenes list is the API's busiest read: its two queries are built once per database handle
// and sent as prepared statements (PostgreSQL parses and plans them once per connection).
function prepare(db: DbOrTx) {
  const movieId = sql.placeholder("movieId");
  const userId = sql.placeholder("userId");
  return {
    movie: db
      .select({ id: movies.id })
      .from(movies)
      .where(and(eq(movies.id, movieId), eq(movies.userId, userId)))
      .prepare("list_scenes_movie"),
    scenes: db
      .select()
      .from(scenes)
      .where(and(eq(scenes.movieId, movieId), eq(scenes.userId, userId)))
      .orderBy(asc(scenes.sceneNumber), asc(scenes.createdAt))
      .prepare("list_scenes"),
  };
}
const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepare>>();

// A movie's scenes in story order. The movie must be the user's: an empty list would hide a typo.
export async function listScenes(db: DbOrTx, userId: string, movieId: string): Promise<Scene[]> {
  let queries = prepared.get(db);
  if (!queries) {
    queries = prepare(db);
    prepared.set(db, queries);
  }
  const [movie] = await queries.movie.execute({ movieId, userId });
  if (!movie) throw AppError.notFound("Movie");
  const rows = await queries.scenes.execute({ movieId, userId });
  return rows.map(toSceneDto);
}
