import type { CategoryElement } from "#contracts/category-element.ts";
import type { categoryElements } from "#server/db/schema/index.ts";

type Row = typeof categoryElements.$inferSelect;

export function toCategoryElementDto(row: Row): CategoryElement {
  return {
    id: row.id,
    userId: row.userId,
    movieId: row.movieId,
    categoryGroup: row.categoryGroup,
    categoryType: row.categoryType,
    subComponentType: row.subComponentType,
    title: row.title,
    subtitle: row.subtitle,
    content: row.content,
    isCompleted: row.isCompleted,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
