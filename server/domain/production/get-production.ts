import type { Production } from "#contracts/production.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { findScreenplay } from "../screenplay/find-screenplay.ts";
import { toProductionDto } from "./production-dto.ts";
import { productionRows } from "./production-rows.ts";

// Whether the pages are locked and which revisions there are (never a 404 for the user's movie).
export async function getProduction(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<Production> {
  await movieAccess(db, userId, movieId, "read");
  const row = await findScreenplay(db, movieId);
  if (!row) return toProductionDto(movieId, { lock: undefined, revisions: [] });
  return toProductionDto(movieId, await productionRows(db, row.id));
}
