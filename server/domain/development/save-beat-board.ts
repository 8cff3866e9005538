import { and, eq, sql } from "drizzle-orm";
import { beatsOf } from "#contracts/development-catalogue.ts";
import type { BeatBoard, BeatBoardSave } from "#contracts/screenplay.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { beatBoards } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { buildBoard, movieSceneIds } from "./get-beat-board.ts";
import { movieAccess } from "../movies/movie-access.ts";

const invalid = (message: string) => new AppError("validation_failed", message);

// Replaces the whole board. Version 0 creates it; any other version must be the current one.
export async function saveBeatBoard(
  db: DbOrTx,
  userId: string,
  movieId: string,
  input: BeatBoardSave,
): Promise<BeatBoard> {
  return db.transaction(async (tx) => {
    const { ownerId } = await movieAccess(tx, userId, movieId, "edit");
    const sceneIds = await movieSceneIds(tx, movieId);
    const known = new Set(sceneIds);
    const beatKeys = beatsOf(input.structure).map((b) => b.key);
    const seenBeats = new Set<string>();
    const seenScenes = new Set<string>();
    input.beats.forEach((beat, i) => {
      if (!beatKeys.includes(beat.beatKey)) {
        throw invalid(
          `beats.${i}.beatKey: "${beat.beatKey}" is not a beat of ${input.structure} (one of ${beatKeys.join(", ")})`,
        );
      }
      if (seenBeats.has(beat.beatKey))
        throw invalid(`beats.${i}.beatKey: ${beat.beatKey} is listed twice`);
      seenBeats.add(beat.beatKey);
      for (const id of beat.sceneIds) {
        if (!known.has(id)) throw invalid(`Unknown scene id: ${id}`);
        if (seenScenes.has(id)) throw invalid(`Scene ${id} is on more than one beat`);
        seenScenes.add(id);
      }
    });
    const beats = input.beats.map((b) => ({ beatKey: b.beatKey, sceneIds: b.sceneIds }));
    const [row] =
      input.version === 0
        ? await tx
            .insert(beatBoards)
            .values({ movieId, userId: ownerId, structure: input.structure, beats })
            .onConflictDoNothing({ target: beatBoards.movieId })
            .returning()
        : await tx
            .update(beatBoards)
            .set({
              structure: input.structure,
              beats,
              version: sql`${beatBoards.version} + 1`,
              updatedAt: sql`now()`,
            })
            .where(
              and(
                eq(beatBoards.movieId, movieId),
                eq(beatBoards.userId, ownerId),
                eq(beatBoards.version, input.version),
              ),
            )
            .returning();
    if (!row) {
      const [current] = await tx
        .select({ version: beatBoards.version })
        .from(beatBoards)
        .where(eq(beatBoards.movieId, movieId));
      const now = current?.version ?? 0;
      throw AppError.staleVersion("The beat board", now, input.version);
    }
    return buildBoard(movieId, sceneIds, row);
  });
}
