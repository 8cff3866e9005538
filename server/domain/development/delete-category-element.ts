import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { categoryElements } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";

export async function deleteCategoryElement(db: DbOrTx, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(categoryElements)
    .where(and(eq(categoryElements.id, id), eq(categoryElements.userId, userId)))
    .returning({ id: categoryElements.id });
  if (deleted.length === 0) throw AppError.notFound("Category element");
}
