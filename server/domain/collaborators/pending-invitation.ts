import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { movieCollaborators, movies, user } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { hashInvitationToken } from "./invitation-token.ts";

// The invitation a link's token opens while it is pending and not expired. An unknown token, a
// withdrawn invitation, an expired one and a spent one all get the same 404.
export async function pendingInvitation(
  db: DbOrTx,
  token: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      invitation: movieCollaborators,
      movieTitle: movies.title,
      ownerName: user.name,
    })
    .from(movieCollaborators)
    .innerJoin(movies, eq(movies.id, movieCollaborators.movieId))
    .innerJoin(user, eq(user.id, movieCollaborators.userId))
    .where(
      and(
        eq(movieCollaborators.tokenHash, hashInvitationToken(token)),
        gt(movieCollaborators.expiresAt, sql`now()`),
      ),
    );
  const [row] = await (options.lock ? query.for("update", { of: movieCollaborators }) : query);
  if (!row) {
    throw new AppError(
      "not_found",
      "This invitation link does not work any more. Ask the person who sent it for a new one.",
    );
  }
  return row;
}
