import type { GroupedCategoryElements } from "#contracts/category-element.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { groupCategoryElements } from "./group-category-elements.ts";
import { listCategoryElements } from "./list-category-elements.ts";

export async function getGroupedCategoryElements(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<GroupedCategoryElements> {
  const elements = await listCategoryElements(db, userId, movieId);
  const { groups, other } = groupCategoryElements(movieId, elements);
  return { movieId, groups, other };
}
