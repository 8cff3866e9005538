import { eq, sql } from "drizzle-orm";
import type { FollowUp } from "#contracts/interview.ts";
import type { Interview, InterviewMove } from "#contracts/interview-session.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { interviews, interviewTurns } from "#server/db/schema/index.ts";
import { asPlannedTurn, toInterviewDto } from "./interview-dto.ts";
import type { OwnedInterview } from "./owned-interview.ts";
import { turnsOf } from "./owned-interview.ts";
import { momentProposals, nextTurn } from "./plan-turns.ts";

export interface AdvanceOptions {
  now: Date;
  random: number;
  move?: Exclude<InterviewMove, "rest">;
  // The follow-up due, as the co-writer's model worded it before the lock was taken
  // (word-due-follow-up.ts); asked only if the rules still give that follow-up.
  worded?: FollowUp | null;
}

// After the last turn was answered or skipped (inside the caller's transaction, the interview
// locked): the moment's proposals, then the next question, or "done" when none is left. Runs once
// per turn: when the turn is no longer the last (a retry, another device), nothing changes.
export async function advanceInterview(
  tx: DbOrTx,
  owned: OwnedInterview,
  turnId: string,
  options: AdvanceOptions,
): Promise<Interview> {
  const { interview } = owned;
  let turns = owned.turns.map(asPlannedTurn);
  const last = turns[turns.length - 1];
  if (interview.state !== "done" && last?.id === turnId && last.status !== "asked") {
    const ctx = { birthYear: interview.birthYear, today: { year: options.now.getUTCFullYear() } };
    if (last.status === "answered") {
      const updates = momentProposals(turns, last, ctx, () => crypto.randomUUID());
      for (const [id, proposals] of updates)
        await tx
          .update(interviewTurns)
          .set({ proposals, updatedAt: options.now })
          .where(eq(interviewTurns.id, id));
      turns = turns.map((t) => ({ ...t, proposals: updates.get(t.id) ?? t.proposals }));
    }
    const next = nextTurn(interview.start, turns, {
      ...ctx,
      random: options.random,
      move: options.move,
      worded: options.worded,
    });
    if (next)
      await tx.insert(interviewTurns).values({
        interviewId: interview.id,
        position: turns.length + 1,
        ...next,
      });
    await tx
      .update(interviews)
      .set({
        state: next ? "asking" : "done",
        version: sql`${interviews.version} + 1`,
        updatedAt: options.now,
      })
      .where(eq(interviews.id, interview.id));
  }
  const [fresh] = await tx.select().from(interviews).where(eq(interviews.id, interview.id));
  return toInterviewDto(fresh ?? interview, await turnsOf(tx, interview.id));
}
