import { and, desc, eq, ne } from "drizzle-orm";
import type { Interview } from "#contracts/interview-session.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { interviews } from "#server/db/schema/index.ts";
import { interviewMovie } from "./interview-movie.ts";
import { toInterviewDto } from "./interview-dto.ts";
import { ownedInterview, turnsOf } from "./owned-interview.ts";

export async function getInterview(
  db: DbOrTx,
  userId: string,
  interviewId: string,
): Promise<Interview> {
  const { interview, turns } = await ownedInterview(db, userId, interviewId);
  return toInterviewDto(interview, turns);
}

/** The interview to resume: the one the person last worked on that still has a question waiting
 * (asking or resting), of one movie when `movieId` is given; null when there is none. */
export async function getCurrentInterview(
  db: DbOrTx,
  userId: string,
  movieId?: string,
): Promise<Interview | null> {
  if (movieId !== undefined) await interviewMovie(db, userId, movieId);
  const [interview] = await db
    .select()
    .from(interviews)
    .where(
      and(
        eq(interviews.userId, userId),
        ne(interviews.state, "done"),
        movieId === undefined ? undefined : eq(interviews.movieId, movieId),
      ),
    )
    .orderBy(desc(interviews.updatedAt))
    .limit(1);
  if (!interview) return null;
  return toInterviewDto(interview, await turnsOf(db, interview.id));
}
