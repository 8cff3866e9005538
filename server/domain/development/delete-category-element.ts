import { eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { categoryElements } from "#server/db/schema/index.ts";
import { getCategoryElementRow } from "./get-category-element.ts";

export async function deleteCategoryElement(db: DbOrTx, userId: string, id: string): Promise<void> {
  const row = await getCategoryElementRow(db, userId, id, "edit");
  await db.delete(categoryElements).where(eq(categoryElements.id, row.id));
}
