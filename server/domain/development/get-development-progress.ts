import { and, asc, eq } from "drizzle-orm";
import type { DevelopmentProgress } from "../../../contracts/category-element.ts";
import type { DbOrTx } from "../../db/client.ts";
import { beatBoards, categoryElements, screenplays } from "../../db/schema/index.ts";
import { toCategoryElementDto } from "./category-element-dto.ts";
import { buildBoard, movieSceneIds } from "./get-beat-board.ts";
import { groupCategoryElements } from "./group-category-elements.ts";
import { ownedMovie, type OwnedMovie } from "../movies/owned-movie.ts";

// What the Develop home shows for a movie: steps done per category and the next one to do.
export async function getDevelopmentProgress(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<DevelopmentProgress> {
  return progressOf(db, await ownedMovie(db, userId, movieId));
}

export async function progressOf(db: DbOrTx, movie: OwnedMovie): Promise<DevelopmentProgress> {
  const rows = await db
    .select()
    .from(categoryElements)
    .where(and(eq(categoryElements.movieId, movie.id), eq(categoryElements.userId, movie.userId)))
    .orderBy(asc(categoryElements.createdAt));
  const grouped = groupCategoryElements(movie.id, rows.map(toCategoryElementDto));
  const sceneIds = await movieSceneIds(db, movie.id);
  const [board] = await db.select().from(beatBoards).where(eq(beatBoards.movieId, movie.id));
  const [screenplay] = await db
    .select({ id: screenplays.id })
    .from(screenplays)
    .where(eq(screenplays.movieId, movie.id));
  const built = buildBoard(movie.id, sceneIds, board);
  const complete = grouped.groups.reduce((n, g) => n + g.complete, 0);
  const total = grouped.groups.reduce((n, g) => n + g.total, 0);
  return {
    movieId: movie.id,
    title: movie.title,
    complete,
    total,
    percent: total === 0 ? 0 : Math.round((complete / total) * 100),
    groups: grouped.groups.map((g) => ({
      key: g.key,
      title: g.title,
      complete: g.complete,
      total: g.total,
      categories: g.categories.map((c) => ({
        key: c.key,
        title: c.title,
        complete: c.complete,
        total: c.total,
        completed: c.completed,
      })),
    })),
    nextStep: grouped.nextStep,
    scenes: sceneIds.length,
    scenesOnBeats: sceneIds.length - built.unplacedSceneIds.length,
    hasScreenplay: Boolean(screenplay),
  };
}
