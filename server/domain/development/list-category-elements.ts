import { and, asc, eq } from "drizzle-orm";
import type { CategoryElement } from "#contracts/category-element.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { categoryElements } from "#server/db/schema/index.ts";
import { toCategoryElementDto } from "./category-element-dto.ts";
import { movieAccess } from "../movies/movie-access.ts";

// A movie's development notes, oldest first within each kind.
export async function listCategoryElements(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<CategoryElement[]> {
  const { ownerId } = await movieAccess(db, userId, movieId, "read");
  const rows = await db
    .select()
    .from(categoryElements)
    .where(and(eq(categoryElements.movieId, movieId), eq(categoryElements.userId, ownerId)))
    .orderBy(
      asc(categoryElements.categoryGroup),
      asc(categoryElements.categoryType),
      asc(categoryElements.createdAt),
    );
  return rows.map(toCategoryElementDto);
}
