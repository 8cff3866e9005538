import { eq, sql } from "drizzle-orm";
import type { Screenplay } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplays } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { replaceLiveText } from "../live/replace-live-text.ts";
import { findScreenplay } from "./find-screenplay.ts";
import { getVersion } from "./get-version.ts";
import { keepCurrentText, recordVersion } from "./record-version.ts";
import { toScreenplayDto } from "./screenplay-dto.ts";

// The version's text becomes the document again; what was there is kept in the history first.
export async function restoreVersion(
  db: DbOrTx,
  userId: string,
  movieId: string,
  versionId: string,
): Promise<Screenplay> {
  return db.transaction(async (tx) => {
    const version = await getVersion(tx, userId, movieId, versionId, "edit");
    const current = await findScreenplay(tx, movieId, { lock: true });
    if (!current) throw AppError.notFound("Version");
    await keepCurrentText(tx, current, "Before restoring");
    const [row] = await tx
      .update(screenplays)
      .set({
        fountain: version.fountain,
        titlePage: version.titlePage,
        version: sql`${screenplays.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(screenplays.id, current.id))
      .returning();
    if (!row) throw new Error("screenplay update returned no row");
    const label =
      version.name ?? `${version.kind} of ${version.createdAt.slice(0, 16).replace("T", " ")} UTC`;
    await replaceLiveText(tx, movieId, row.fountain, "restore");
    await recordVersion(tx, row, "restore", row, `Restored: ${label}`);
    return toScreenplayDto(movieId, row);
  });
}
