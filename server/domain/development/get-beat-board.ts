import { and, asc, eq } from "drizzle-orm";
import { beatsOf, beatStructures, type BeatStructure } from "#contracts/development-catalogue.ts";
import type { BeatBoard } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { beatBoards, scenes, type StoredBeat } from "#server/db/schema/index.ts";
import { movieAccess } from "../movies/movie-access.ts";

export const DEFAULT_STRUCTURE: BeatStructure = "save_the_cat";

// The board as the UI draws it: every beat of the structure in playing order (empty ones too),
// scenes deleted since the last save dropped, and the scenes on no beat in story order.
export function buildBoard(
  movieId: string,
  sceneIds: string[],
  row: { structure: string; beats: StoredBeat[]; version: number; updatedAt: Date } | undefined,
): BeatBoard {
  const structure =
    row && (beatStructures as readonly string[]).includes(row.structure)
      ? (row.structure as BeatStructure)
      : DEFAULT_STRUCTURE;
  const existing = new Set(sceneIds);
  const placed = new Set<string>();
  const beats = beatsOf(structure).map((beat) => {
    const stored = row?.beats.find((b) => b.beatKey === beat.key);
    const ids = (stored?.sceneIds ?? []).filter((id) => existing.has(id) && !placed.has(id));
    for (const id of ids) placed.add(id);
    return { beatKey: beat.key, title: beat.title, sceneIds: ids };
  });
  return {
    movieId,
    structure,
    beats,
    unplacedSceneIds: sceneIds.filter((id) => !placed.has(id)),
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function movieSceneIds(db: DbOrTx, movieId: string): Promise<string[]> {
  const rows = await db
    .select({ id: scenes.id })
    .from(scenes)
    .where(eq(scenes.movieId, movieId))
    .orderBy(asc(scenes.sceneNumber), asc(scenes.createdAt));
  return rows.map((r) => r.id);
}

export async function getBeatBoard(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<BeatBoard> {
  const { ownerId } = await movieAccess(db, userId, movieId, "read");
  const [row] = await db
    .select()
    .from(beatBoards)
    .where(and(eq(beatBoards.movieId, movieId), eq(beatBoards.userId, ownerId)));
  return buildBoard(movieId, await movieSceneIds(db, movieId), row);
}
