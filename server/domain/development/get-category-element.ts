import { eq } from "drizzle-orm";
import type { AccessNeed } from "#contracts/collaboration.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { categoryElements } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { accessThrough } from "../movies/access-through.ts";
import { isUuid } from "../shared/ids.ts";

// An element of a movie the user may `need` to use; any other, or a missing one, is a 404.
export async function getCategoryElementRow(
  db: DbOrTx,
  userId: string,
  id: string,
  need: AccessNeed = "read",
) {
  const what = "Category element";
  if (!isUuid(id)) throw AppError.notFound(what);
  const [row] = await db.select().from(categoryElements).where(eq(categoryElements.id, id));
  if (!row) throw AppError.notFound(what);
  await accessThrough(db, userId, row.movieId, need, what);
  return row;
}
