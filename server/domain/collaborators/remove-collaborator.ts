import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { movieCollaborators } from "#server/db/schema/index.ts";
import { notifyAccessChanged } from "../live/notify-access-changed.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { findCollaborator } from "./find-collaborator.ts";

// The owner removes a person or withdraws an invitation (its link stops working), or a member
// leaves the movie by removing their own row. Anyone else: the owner-only refusal.
export async function removeCollaborator(
  db: Db,
  userId: string,
  movieId: string,
  collaboratorId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { role } = await movieAccess(tx, userId, movieId, "read");
    const row = await findCollaborator(tx, movieId, collaboratorId);
    const leaving = row.memberId === userId;
    if (role !== "owner" && !leaving) await movieAccess(tx, userId, movieId, "own");
    await tx.delete(movieCollaborators).where(eq(movieCollaborators.id, row.id));
    if (row.memberId) await notifyAccessChanged(tx, movieId, row.memberId);
  });
}
