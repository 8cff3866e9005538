import type { ScreenplayVersionSummary } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { movieAccess } from "../movies/movie-access.ts";
import { findScreenplay } from "./find-screenplay.ts";
import { recordVersion } from "./record-version.ts";

// Keeps the screenplay as it stands now under a name, without sending its text: on a live
// screenplay the text is what everyone typed, which no single editor's copy may overwrite.
export async function nameCurrentVersion(
  db: DbOrTx,
  userId: string,
  movieId: string,
  name: string,
): Promise<ScreenplayVersionSummary> {
  return db.transaction(async (tx) => {
    await movieAccess(tx, userId, movieId, "edit");
    const row = await findScreenplay(tx, movieId, { lock: true });
    if (!row) throw AppError.notFound("Screenplay");
    const id = await recordVersion(tx, row, "save", row, name);
    return {
      id,
      kind: "save",
      name,
      // Counted as the history list counts (char_length: code points, not UTF-16 units).
      characters: [...row.fountain].length,
      createdAt: new Date().toISOString(),
    };
  });
}
