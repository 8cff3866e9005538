import type { DbOrTx } from "#server/db/client.ts";
import { findScreenplay } from "./find-screenplay.ts";
import { recordVersion } from "./record-version.ts";

// After edits made offline joined a live screenplay: the merged text becomes a named version, so
// whoever finds the merge surprising can see, and restore, the text just before and after it.
export async function recordMergeVersion(db: DbOrTx, movieId: string, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findScreenplay(tx, movieId, { lock: true });
    if (row) await recordVersion(tx, row, "merge", row, name.slice(0, 200));
  });
}
