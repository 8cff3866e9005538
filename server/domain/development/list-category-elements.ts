import { and, asc, eq } from "drizzle-orm";
import type { CategoryElement } from "#contracts/category-element.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { categoryElements } from "#server/db/schema/index.ts";
import { toCategoryElementDto } from "./category-element-dto.ts";
import { ownedMovie } from "../movies/owned-movie.ts";

// A movie's development notes, oldest first within each kind.
export async function listCategoryElements(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<CategoryElement[]> {
  await ownedMovie(db, userId, movieId);
  const rows = await db
    .select()
    .from(categoryElements)
    .where(and(eq(categoryElements.movieId, movieId), eq(categoryElements.userId, userId)))
    .orderBy(
      asc(categoryElements.categoryGroup),
      asc(categoryElements.categoryType),
      asc(categoryElements.createdAt),
    );
  return rows.map(toCategoryElementDto);
}
