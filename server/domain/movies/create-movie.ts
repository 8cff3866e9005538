import { eq } from "drizzle-orm";
import type { Movie, MovieCreate } from "#contracts/movie.ts";
import { movieFieldsOnCreate } from "#contracts/new-records.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { movies } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { getMovie } from "./get-movie.ts";
import { toMovieDto } from "./movie-dto.ts";
import { assertWithinPlan } from "../billing/assert-within-plan.ts";
import { lockPlanUsage } from "../billing/lock-plan-usage.ts";

export type CreateResult = { movie: Movie; created: boolean };

// A retry with the same client-generated id returns the movie it already made, also when the
// retry arrives while the first try is still running: the insert does nothing on a taken id and
// the row that took it answers (decision 0011).
export async function createMovie(
  db: DbOrTx,
  userId: string,
  input: MovieCreate,
  plan: { limitsOn: boolean } = { limitsOn: false },
): Promise<CreateResult> {
  if (input.id) {
    const existing = await existingMovie(db, userId, input.id);
    if (existing) return existing;
  }
  // The limit's check and the insert are one transaction under the account's lock: movies
  // created at once cannot all pass a count taken before any of them was written.
  const row = await db.transaction(async (tx) => {
    if (plan.limitsOn) await lockPlanUsage(tx, userId);
    await assertWithinPlan(tx, { limitsOn: plan.limitsOn, userId, limit: "movies", adding: 1 });
    const [inserted] = await tx
      .insert(movies)
      .values({
        ...(input.id ? { id: input.id } : {}),
        userId,
        ...movieFieldsOnCreate(input),
        lastEditedBy: userId,
      })
      .onConflictDoNothing({ target: movies.id })
      .returning();
    return inserted;
  });
  if (row) return { movie: toMovieDto(row, 0), created: true };
  const raced = input.id ? await existingMovie(db, userId, input.id) : undefined;
  if (!raced) throw new Error("movie insert returned no row");
  return raced;
}

async function existingMovie(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<CreateResult | undefined> {
  const [existing] = await db
    .select({ userId: movies.userId })
    .from(movies)
    .where(eq(movies.id, id));
  if (!existing) return undefined;
  if (existing.userId !== userId) throw AppError.conflict("A movie with this id already exists");
  return { movie: await getMovie(db, userId, id), created: false };
}
