import { eq } from "drizzle-orm";
import type { CategoryElement, CategoryElementCreate } from "#contracts/category-element.ts";
import { findCategory } from "#contracts/development-catalogue.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { categoryElements } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { toCategoryElementDto } from "./category-element-dto.ts";
import { movieAccess } from "../movies/movie-access.ts";

export type CreateCategoryElementResult = { element: CategoryElement; created: boolean };

// The kind was checked against the catalogue by the contract. A retry with the same
// client-generated id returns the element it already made.
export async function createCategoryElement(
  db: DbOrTx,
  userId: string,
  input: CategoryElementCreate,
): Promise<CreateCategoryElementResult> {
  // An editor's card is the owner's, like every row of the movie.
  const { ownerId } = await movieAccess(db, userId, input.movieId, "edit");
  if (input.id) {
    const existing = await findById(db, input.id);
    if (existing) return existingResult(existing, ownerId, input.movieId);
  }
  const [row] = await db
    .insert(categoryElements)
    .values({
      ...(input.id ? { id: input.id } : {}),
      userId: ownerId,
      movieId: input.movieId,
      categoryGroup: input.categoryGroup,
      categoryType: input.categoryType,
      subComponentType: input.subComponentType ?? null,
      title: input.title || catalogueTitle(input),
      subtitle: input.subtitle ?? null,
      content: input.content ?? {},
      isCompleted: input.isCompleted ?? false,
    })
    .onConflictDoNothing({ target: categoryElements.id })
    .returning();
  if (!row) {
    const existing = input.id ? await findById(db, input.id) : undefined;
    if (!existing) throw new Error("category element insert returned no row");
    return existingResult(existing, ownerId, input.movieId);
  }
  return { element: toCategoryElementDto(row), created: true };
}

async function findById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(categoryElements).where(eq(categoryElements.id, id));
  return row;
}

// The same id in another movie (even the user's own) is another element, not a retry.
function existingResult(
  row: typeof categoryElements.$inferSelect,
  ownerId: string,
  movieId: string,
): CreateCategoryElementResult {
  if (row.userId !== ownerId || row.movieId !== movieId.toLowerCase())
    throw AppError.conflict("A category element with this id already exists");
  return { element: toCategoryElementDto(row), created: false };
}

function catalogueTitle(input: CategoryElementCreate): string {
  const category = findCategory(input.categoryGroup, input.categoryType);
  const sub = category?.subComponents.find((s) => s.key === input.subComponentType);
  return sub?.title ?? category?.title ?? input.categoryType;
}
