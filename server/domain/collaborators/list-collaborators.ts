import { asc, eq } from "drizzle-orm";
import type { CollaboratorList } from "#contracts/collaboration.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { movieCollaborators, user } from "#server/db/schema/index.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { toCollaboratorDto } from "./collaborator-dto.ts";

// The owner's view of who the movie is shared with: joined people and pending invitations, in
// the order they were invited.
export async function listCollaborators(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<CollaboratorList> {
  const { ownerId } = await movieAccess(db, userId, movieId, "own");
  const [owner] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, ownerId));
  const rows = await db
    .select({ row: movieCollaborators, name: user.name })
    .from(movieCollaborators)
    .leftJoin(user, eq(user.id, movieCollaborators.memberId))
    .where(eq(movieCollaborators.movieId, movieId))
    .orderBy(asc(movieCollaborators.createdAt), asc(movieCollaborators.email));
  return {
    owner: { name: owner?.name ?? "", email: owner?.email ?? "" },
    collaborators: rows.map((r) => toCollaboratorDto(r.row, r.name)),
  };
}
