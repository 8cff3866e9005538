import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { categoryElements } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";

export async function getCategoryElementRow(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(categoryElements)
    .where(and(eq(categoryElements.id, id), eq(categoryElements.userId, userId)));
  if (!row) throw AppError.notFound("Category element");
  return row;
}
