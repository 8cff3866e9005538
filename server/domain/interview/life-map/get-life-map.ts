import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { LifeMap, LifeMapScene } from "#contracts/life-map.ts";
import { sceneDateSchema } from "#contracts/scene-metadata.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { interviews, movies, scenes } from "#server/db/schema/index.ts";
import { interviewPeriods } from "../bank/interview-bank.ts";
import { buildLifeMap } from "./build-life-map.ts";

// The person's life map across every movie: their scenes dated by `metadata.date`, and the
// periods with none, placed by the birth year they give (or the one their last interview has).
export async function getLifeMap(
  db: DbOrTx,
  userId: string,
  options: { birthYear?: number; now?: Date } = {},
): Promise<LifeMap> {
  const rows = await db
    .select({
      id: scenes.id,
      movieId: scenes.movieId,
      movieTitle: movies.title,
      title: scenes.title,
      metadata: scenes.metadata,
    })
    .from(scenes)
    .innerJoin(movies, eq(movies.id, scenes.movieId))
    .where(eq(scenes.userId, userId));
  const dated: LifeMapScene[] = [];
  for (const row of rows) {
    const date = sceneDateSchema.safeParse(row.metadata.date);
    if (!date.success) continue;
    dated.push({
      id: row.id,
      movieId: row.movieId,
      movieTitle: row.movieTitle,
      title: row.title,
      year: date.data.year,
      month: date.data.month ?? null,
      day: date.data.day ?? null,
    });
  }
  let birthYear = options.birthYear ?? null;
  if (birthYear === null) {
    const [last] = await db
      .select({ birthYear: interviews.birthYear })
      .from(interviews)
      .where(and(eq(interviews.userId, userId), isNotNull(interviews.birthYear)))
      .orderBy(desc(interviews.updatedAt))
      .limit(1);
    birthYear = last?.birthYear ?? null;
  }
  return buildLifeMap({
    scenes: dated,
    undated: rows.length - dated.length,
    periods: interviewPeriods(),
    birthYear,
    thisYear: (options.now ?? new Date()).getUTCFullYear(),
  });
}
