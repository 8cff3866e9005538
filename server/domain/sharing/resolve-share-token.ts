import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { movies, shareLinks } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { OwnedMovie } from "../movies/owned-movie.ts";

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export type ShareLinkRow = typeof shareLinks.$inferSelect;

// The live link behind a token and its movie. Unknown, revoked and expired tokens all answer the
// same 404.
export async function resolveShareLink(
  db: DbOrTx,
  token: string,
): Promise<{ link: ShareLinkRow; movie: OwnedMovie }> {
  if (!tokenPattern.test(token)) throw AppError.notFound("Shared screenplay");
  const [row] = await db
    .select({ link: shareLinks, movie: movies })
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
  return row;
}

// The movie behind a live token.
export async function resolveShareToken(db: DbOrTx, token: string): Promise<OwnedMovie> {
  return (await resolveShareLink(db, token)).movie;
}
