import { and, desc, eq } from "drizzle-orm";
import type { ShareLink } from "#contracts/share-link.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { shareLinks } from "#server/db/schema/index.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { toShareLinkDto } from "./share-link-dto.ts";

// Active and past links, newest first: one movie's, or (movieId undefined) all of the user's.
export async function listShareLinks(
  db: DbOrTx,
  userId: string,
  movieId: string | undefined,
  baseUrl: string,
): Promise<ShareLink[]> {
  if (movieId !== undefined) await movieAccess(db, userId, movieId, "own");
  const rows = await db
    .select()
    .from(shareLinks)
    .where(
      movieId === undefined
        ? eq(shareLinks.userId, userId)
        : and(eq(shareLinks.userId, userId), eq(shareLinks.movieId, movieId)),
    )
    .orderBy(desc(shareLinks.createdAt));
  return rows.map((r) => toShareLinkDto(r, baseUrl));
}
