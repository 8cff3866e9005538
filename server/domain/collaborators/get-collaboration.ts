import { asc, eq, isNotNull, and } from "drizzle-orm";
import type { Collaboration } from "#contracts/collaboration.ts";
import { MAX_LIVE_CHARS } from "#contracts/live-protocol.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { liveDocuments, movieCollaborators, user } from "#server/db/schema/index.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { personColour } from "../live/person-colour.ts";

// How the caller works on a movie: their role, whether its screenplay is live, and the people
// in it (the owner first, then members in the order they joined), each with their colour.
export async function getCollaboration(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<Collaboration> {
  const { role, ownerId } = await movieAccess(db, userId, movieId, "read");
  const [live] = await db
    .select({ movieId: liveDocuments.movieId })
    .from(liveDocuments)
    .where(eq(liveDocuments.movieId, movieId));
  const [owner] = await db.select({ name: user.name }).from(user).where(eq(user.id, ownerId));
  const members = await db
    .select({ id: user.id, name: user.name, role: movieCollaborators.role })
    .from(movieCollaborators)
    .innerJoin(user, eq(user.id, movieCollaborators.memberId))
    .where(and(eq(movieCollaborators.movieId, movieId), isNotNull(movieCollaborators.memberId)))
    .orderBy(asc(movieCollaborators.acceptedAt));
  return {
    role,
    live: Boolean(live),
    people: [
      { name: owner?.name ?? "", role: "owner" as const, color: personColour(ownerId).color },
      ...members.map((m) => ({ name: m.name, role: m.role, color: personColour(m.id).color })),
    ],
    maxChars: MAX_LIVE_CHARS,
  };
}
