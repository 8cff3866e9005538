import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { movies, shareLinks } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { OwnedMovie } from "../movies/owned-movie.ts";

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

// The movie behind a live token. Unknown, revoked and expired tokens all answer the same 404.
export async function resolveShareToken(db: DbOrTx, token: string): Promise<OwnedMovie> {
  if (!tokenPattern.test(token)) throw AppError.notFound("Shared screenplay");
  const [row] = await db
    .select({ movie: movies })
    .from(shareLinks)
    .innerJoin(movies, eq(movies.id, shareLinks.movieId))
    .where(
      and(
        eq(shareLinks.token, token),
        isNull(shareLinks.revokedAt),
        or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, sql`now()`)),
      ),
    );
  if (!row) throw AppError.notFound("Shared screenplay");
  return row.movie;
}
