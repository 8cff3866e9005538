import { and, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { imports } from "#server/db/schema/index.ts";

// Whether another of the person's imports is running or waiting its turn (its archive being read
// or its scenes being made). A person's imports run one at a time, in the order they were asked
// for; call under lockPlanUsage so two requests cannot both find none.
export async function otherImportActive(
  tx: DbOrTx,
  userId: string,
  importId: string,
): Promise<boolean> {
  const [other] = await tx
    .select({ id: imports.id })
    .from(imports)
    .where(
      and(
        eq(imports.userId, userId),
        inArray(imports.status, ["unpacking", "importing"]),
        ne(imports.id, importId),
      ),
    )
    .limit(1);
  return other !== undefined;
}
