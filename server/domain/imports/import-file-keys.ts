import { eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { importItems, imports } from "#server/db/schema/index.ts";

// Every storage key an import may still hold: its archive (with the unfinished chunks, which
// storage.delete removes with it) and the files taken out of it that no scene took yet. Apply
// moves the chosen ones into media/ (their raw keys are gone then; deleting them again is
// harmless). Of one import, or of all of a person's imports (account deletion).
export async function importFileKeys(
  db: DbOrTx,
  of: { importId: string } | { userId: string },
): Promise<string[]> {
  const importWhere =
    "importId" in of ? eq(imports.id, of.importId) : eq(imports.userId, of.userId);
  const itemWhere =
    "importId" in of ? eq(importItems.importId, of.importId) : eq(importItems.userId, of.userId);
  const archives = await db.select({ key: imports.archiveKey }).from(imports).where(importWhere);
  const items = await db.select({ media: importItems.media }).from(importItems).where(itemWhere);
  return [
    ...archives.map((a) => a.key),
    ...items.flatMap((i) => i.media.flatMap((m) => [m.rawKey, m.thumbnailKey])),
  ].filter((k): k is string => Boolean(k));
}
