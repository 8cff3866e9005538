import { and, eq, sql } from "drizzle-orm";
import type { CategoryElement, CategoryElementUpdate } from "#contracts/category-element.ts";
import { findCategory } from "#contracts/development-catalogue.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { categoryElements } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { toCategoryElementDto } from "./category-element-dto.ts";
import { getCategoryElementRow } from "./get-category-element.ts";

// Optimistic concurrency: the update applies only to the version the client saw. The kind stays
// (a sub-component may move within its category).
export async function updateCategoryElement(
  db: DbOrTx,
  userId: string,
  id: string,
  input: CategoryElementUpdate,
): Promise<CategoryElement> {
  const current = await getCategoryElementRow(db, userId, id, "edit");
  const { version, ...changes } = input;
  if (changes.subComponentType !== undefined && changes.subComponentType !== null) {
    const category = findCategory(current.categoryGroup, current.categoryType);
    const keys = category?.subComponents.map((s) => s.key) ?? [];
    if (!keys.includes(changes.subComponentType)) {
      throw new AppError(
        "validation_failed",
        keys.length === 0
          ? `subComponentType: ${current.categoryType} has no sub-components: leave subComponentType empty`
          : `subComponentType: subComponentType "${changes.subComponentType}" is not part of ${current.categoryType} (one of ${keys.join(", ")})`,
      );
    }
  }
  const [row] = await db
    .update(categoryElements)
    .set({ ...changes, version: sql`${categoryElements.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(categoryElements.id, id), eq(categoryElements.version, version)))
    .returning();
  if (!row) {
    const latest = await getCategoryElementRow(db, userId, id).catch(() => current);
    throw AppError.staleVersion("This element", latest.version, version);
  }
  return toCategoryElementDto(row);
}
