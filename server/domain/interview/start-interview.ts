import { eq } from "drizzle-orm";
import type { Interview, InterviewCreate } from "#contracts/interview-session.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { interviews, interviewTurns } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { interviewMovie } from "./interview-movie.ts";
import { toInterviewDto } from "./interview-dto.ts";
import { nextBankQuestion, startTopic } from "./interview-questions.ts";
import { ownedInterview } from "./owned-interview.ts";

export type StartInterviewResult = { interview: Interview; created: boolean };

// A new interview of a movie, from where the person chose to start, with its first question
// waiting. A retry with the same client-generated id returns the interview it already made.
export async function startInterview(
  db: DbOrTx,
  userId: string,
  input: InterviewCreate,
  random: number = Math.random(),
): Promise<StartInterviewResult> {
  return db.transaction(async (tx) => {
    if (input.id) {
      const [existing] = await tx
        .select({ userId: interviews.userId, movieId: interviews.movieId })
        .from(interviews)
        .where(eq(interviews.id, input.id));
      if (existing) {
        if (existing.userId !== userId || existing.movieId !== input.movieId.toLowerCase())
          throw AppError.conflict("An interview with this id already exists");
        const owned = await ownedInterview(tx, userId, input.id);
        return { interview: toInterviewDto(owned.interview, owned.turns), created: false };
      }
    }
    await interviewMovie(tx, userId, input.movieId);
    startTopic(input.start);
    const first = nextBankQuestion(input.start, [], random);
    if (!first) throw new Error("the bank has no question for this start");
    const [interview] = await tx
      .insert(interviews)
      .values({
        ...(input.id ? { id: input.id } : {}),
        userId,
        movieId: input.movieId,
        start: input.start,
        birthYear: input.birthYear ?? null,
      })
      .returning();
    if (!interview) throw new Error("interview insert returned no row");
    const [turn] = await tx
      .insert(interviewTurns)
      .values({
        interviewId: interview.id,
        position: 1,
        moment: 1,
        questionId: first.id,
        question: first.text,
      })
      .returning();
    if (!turn) throw new Error("interview turn insert returned no row");
    return { interview: toInterviewDto(interview, [turn]), created: true };
  });
}
