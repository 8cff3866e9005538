import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { interviews, interviewTurns } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isUuid } from "../shared/ids.ts";
import type { InterviewRow, InterviewTurnRow } from "./interview-dto.ts";

export type OwnedInterview = { interview: InterviewRow; turns: InterviewTurnRow[] };

// The user's interview with its turns in order, or the same 404 for a missing one, another
// user's, or an id that is no UUID. `lock` holds the interview's row FOR UPDATE for the rest of
// the transaction: two devices answering at once take turns.
export async function ownedInterview(
  db: DbOrTx,
  userId: string,
  interviewId: string,
  options: { lock?: boolean } = {},
): Promise<OwnedInterview> {
  if (!isUuid(interviewId)) throw AppError.notFound("Interview");
  const query = db
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, interviewId), eq(interviews.userId, userId)));
  const [interview] = await (options.lock ? query.for("update") : query);
  if (!interview) throw AppError.notFound("Interview");
  const turns = await turnsOf(db, interview.id);
  return { interview, turns };
}

export function turnsOf(db: DbOrTx, interviewId: string): Promise<InterviewTurnRow[]> {
  return db
    .select()
    .from(interviewTurns)
    .where(eq(interviewTurns.interviewId, interviewId))
    .orderBy(asc(interviewTurns.position));
}
