import { desc, eq } from "drizzle-orm";
import type { DevelopmentProgress } from "#contracts/category-element.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { movies } from "#server/db/schema/index.ts";
import { progressOf } from "./get-development-progress.ts";

// Every movie of the user with its progress, most recently updated first (the Develop home).
export async function listDevelopmentProgress(
  db: DbOrTx,
  userId: string,
): Promise<DevelopmentProgress[]> {
  const rows = await db
    .select()
    .from(movies)
    .where(eq(movies.userId, userId))
    .orderBy(desc(movies.updatedAt));
  const result: DevelopmentProgress[] = [];
  for (const movie of rows) result.push(await progressOf(db, movie));
  return result;
}
