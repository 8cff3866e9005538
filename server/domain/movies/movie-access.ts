import { and, eq } from "drizzle-orm";
import { roleAllows, type AccessNeed, type MovieRole } from "#contracts/collaboration.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { movieCollaborators, movies } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isUuid } from "../shared/ids.ts";
import type { OwnedMovie } from "./owned-movie.ts";

export type MovieAccess = {
  movie: OwnedMovie;
  role: MovieRole;
  // Rows under the movie are the owner's: reads filter by it and creates write it.
  ownerId: string;
};

// The sharing rule in one place: the movie's owner may do anything; a person it was shared with
// may do what their role allows. Anyone else, a missing movie and an id that is no UUID all get
// the same 404, so nobody learns which movies exist. A role too small gets a 403 that says what
// the role allows. `lock` holds the movie's row FOR UPDATE for the rest of the transaction.
// `ownerOnly` is the refusal's words when the need is "own", for callers whose reason is not
// the sharing one (the default names deleting and sharing).
export async function movieAccess(
  db: DbOrTx,
  userId: string,
  movieId: string,
  need: AccessNeed,
  options: { lock?: boolean; ownerOnly?: string } = {},
): Promise<MovieAccess> {
  if (!isUuid(movieId)) throw AppError.notFound("Movie");
  const query = db
    .select({ movie: movies, memberRole: movieCollaborators.role })
    .from(movies)
    .leftJoin(
      movieCollaborators,
      and(eq(movieCollaborators.movieId, movies.id), eq(movieCollaborators.memberId, userId)),
    )
    .where(eq(movies.id, movieId));
  const [row] = await (options.lock ? query.for("update", { of: movies }) : query);
  if (!row) throw AppError.notFound("Movie");
  const role: MovieRole | null = row.movie.userId === userId ? "owner" : row.memberRole;
  if (!role) throw AppError.notFound("Movie");
  if (!roleAllows(role, need)) throw refusal(need, options.ownerOnly);
  return { movie: row.movie, role, ownerId: row.movie.userId };
}

function refusal(need: AccessNeed, ownerOnly?: string): AppError {
  if (need === "own") {
    return new AppError(
      "owner_only",
      ownerOnly ?? "Only the movie's owner can do this: delete it, share it or invite people.",
    );
  }
  return new AppError(
    "read_only",
    need === "comment"
      ? "This movie is shared with you to read. Ask its owner to let you comment."
      : "This movie is shared with you to read. Ask its owner to make you an editor.",
  );
}
