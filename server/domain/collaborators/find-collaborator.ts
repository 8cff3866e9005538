import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { movieCollaborators } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isUuid } from "../shared/ids.ts";

export type CollaboratorRow = typeof movieCollaborators.$inferSelect;

// One person of a movie's list, or 404: an id of another movie's list finds nothing here.
export async function findCollaborator(
  db: DbOrTx,
  movieId: string,
  collaboratorId: string,
): Promise<CollaboratorRow> {
  if (!isUuid(collaboratorId)) throw notFound();
  const [row] = await db
    .select()
    .from(movieCollaborators)
    .where(and(eq(movieCollaborators.id, collaboratorId), eq(movieCollaborators.movieId, movieId)));
  if (!row) throw notFound();
  return row;
}

const notFound = () => AppError.notFound("Person");
