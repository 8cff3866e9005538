import { and, eq, sql } from "drizzle-orm";
import type { Collaborator, CollaboratorUpdate } from "#contracts/collaboration.ts";
import type { Db } from "#server/db/client.ts";
import { movieCollaborators, user } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { notifyAccessChanged } from "../live/notify-access-changed.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { toCollaboratorDto } from "./collaborator-dto.ts";
import { findCollaborator } from "./find-collaborator.ts";

// The owner changes what a person may do. Their open live sessions hear of it at commit.
export async function changeCollaborator(
  db: Db,
  userId: string,
  movieId: string,
  collaboratorId: string,
  input: CollaboratorUpdate,
): Promise<Collaborator> {
  return db.transaction(async (tx) => {
    await movieAccess(tx, userId, movieId, "own");
    const current = await findCollaborator(tx, movieId, collaboratorId);
    const [row] = await tx
      .update(movieCollaborators)
      .set({
        role: input.role,
        version: sql`${movieCollaborators.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(movieCollaborators.id, current.id), eq(movieCollaborators.version, input.version)),
      )
      .returning();
    if (!row) throw AppError.staleVersion("This person's role", current.version, input.version);
    let name: string | null = null;
    if (row.memberId) {
      const [member] = await tx
        .select({ name: user.name })
        .from(user)
        .where(eq(user.id, row.memberId));
      name = member?.name ?? null;
      await notifyAccessChanged(tx, movieId, row.memberId);
    }
    return toCollaboratorDto(row, name);
  });
}
