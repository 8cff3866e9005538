import { desc, eq, sql } from "drizzle-orm";
import type { TitlePageData, VersionKind } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { screenplayVersions } from "#server/db/schema/index.ts";
import { contentHash, isBlank, type ScreenplayRow } from "./screenplay-dto.ts";

export async function recordVersion(
  tx: DbOrTx,
  row: { id: string; userId: string },
  kind: VersionKind,
  content: { fountain: string; titlePage: TitlePageData },
  name: string | null = null,
): Promise<string> {
  const [version] = await tx
    .insert(screenplayVersions)
    .values({
      screenplayId: row.id,
      userId: row.userId,
      kind,
      name,
      fountain: content.fountain,
      titlePage: content.titlePage,
      // now() is the transaction's start: a snapshot and the change after it need distinct times.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: screenplayVersions.id });
  if (!version) throw new Error("version insert returned no row");
  return version.id;
}

// Before a compile, an import or a restore replaces the text: what the writer has now goes into
// the history unless the newest version already holds exactly it. Nothing typed is ever lost.
export async function keepCurrentText(tx: DbOrTx, row: ScreenplayRow, name: string): Promise<void> {
  if (isBlank(row.fountain, row.titlePage)) return;
  const [latest] = await tx
    .select({ fountain: screenplayVersions.fountain, titlePage: screenplayVersions.titlePage })
    .from(screenplayVersions)
    .where(eq(screenplayVersions.screenplayId, row.id))
    .orderBy(desc(screenplayVersions.createdAt))
    .limit(1);
  const current = contentHash(row.fountain, row.titlePage);
  if (latest && contentHash(latest.fountain, latest.titlePage) === current) return;
  await recordVersion(tx, row, "save", row, name);
}
