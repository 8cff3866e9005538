import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { movies } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isUuid } from "../shared/ids.ts";

export type OwnedMovie = typeof movies.$inferSelect;

// Both reads are built once per database handle: this check runs before nearly every request
// that names a movie (the scenes list, the API's busiest read, among them).
function prepare(db: DbOrTx) {
  const where = and(
    eq(movies.id, sql.placeholder("movieId")),
    eq(movies.userId, sql.placeholder("userId")),
  );
  return {
    read: db.select().from(movies).where(where).prepare("owned_movie"),
    lock: db.select().from(movies).where(where).for("update").prepare("owned_movie_lock"),
  };
}
const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepare>>();

// The ownership rule (docs/ARCHITECTURE.md, Rules) in one place: the user's movie, or the same 404 for a missing
// one, another user's, or an id that is no UUID (it cannot match a row, and must not reach a
// uuid column where PostgreSQL would reject it). `lock` holds the row FOR UPDATE for the rest
// of the transaction, which serialises per-movie work such as scene numbering.
export async function ownedMovie(
  db: DbOrTx,
  userId: string,
  movieId: string,
  options: { lock?: boolean } = {},
): Promise<OwnedMovie> {
  if (!isUuid(movieId)) throw AppError.notFound("Movie");
  let queries = prepared.get(db);
  if (!queries) {
    queries = prepare(db);
    prepared.set(db, queries);
  }
  const [row] = await (options.lock ? queries.lock : queries.read).execute({ movieId, userId });
  if (!row) throw AppError.notFound("Movie");
  return row;
}
