import { and, asc, eq } from "drizzle-orm";
import type {
  DevelopmentProgress,
  GroupedCategoryElements,
  NextStep,
} from "#contracts/category-element.ts";
import { scopedProgress, type StepRef } from "#contracts/development-scope.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { beatBoards, categoryElements, screenplays } from "#server/db/schema/index.ts";
import { toCategoryElementDto } from "./category-element-dto.ts";
import { buildBoard, movieSceneIds } from "./get-beat-board.ts";
import { groupCategoryElements } from "./group-category-elements.ts";
import { movieAccess } from "../movies/movie-access.ts";
import type { OwnedMovie } from "../movies/owned-movie.ts";

// What the Develop home shows for a movie: the steps a story of its size asks for, done per
// category, and the next one to do.
export async function getDevelopmentProgress(
  db: DbOrTx,
  userId: string,
  movieId: string,
): Promise<DevelopmentProgress> {
  return progressOf(db, (await movieAccess(db, userId, movieId, "read")).movie);
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
  const { scope, complete, total, optional, next } = scopedProgress(grouped, sceneIds.length);
  return {
    movieId: movie.id,
    title: movie.title,
    complete,
    total,
    percent: total === 0 ? 0 : Math.round((complete / total) * 100),
    scope,
    optionalSteps: optional,
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
        subComponents: c.subComponents.map((sub) => ({
          key: sub.key,
          title: sub.title,
          completed: sub.completed,
        })),
      })),
    })),
    nextStep: next && nextStepOf(grouped, next),
    scenes: sceneIds.length,
    scenesOnBeats: sceneIds.length - built.unplacedSceneIds.length,
    hasScreenplay: Boolean(screenplay),
  };
}

function nextStepOf(grouped: GroupedCategoryElements, step: StepRef): NextStep | null {
  const category = grouped.groups
    .find((g) => g.key === step.group)
    ?.categories.find((c) => c.key === step.category);
  const item = step.sub ? category?.subComponents.find((s) => s.key === step.sub) : category;
  if (!item) return null;
  return {
    categoryGroup: step.group,
    categoryType: step.category,
    subComponentType: step.sub,
    title: item.title,
    explanation: item.explanation,
  };
}
