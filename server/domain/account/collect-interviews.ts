import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { interviews, interviewTurns } from "#server/db/schema/index.ts";

// A person's memory interviews for interviews.json of "Download my data": where each started,
// every question asked with the answer given, and the scenes each answer proposed with what the
// person decided.
export async function collectInterviews(db: DbOrTx, userId: string) {
  const records = await db
    .select()
    .from(interviews)
    .where(eq(interviews.userId, userId))
    .orderBy(asc(interviews.createdAt));
  const turns = records.length
    ? await db
        .select()
        .from(interviewTurns)
        .where(
          inArray(
            interviewTurns.interviewId,
            records.map((r) => r.id),
          ),
        )
        .orderBy(asc(interviewTurns.interviewId), asc(interviewTurns.position))
    : [];
  return {
    interviews: records.map(({ userId: _user, version: _version, ...record }) => ({
      ...record,
      turns: turns
        .filter((t) => t.interviewId === record.id)
        .map(({ interviewId: _id, ...turn }) => turn),
    })),
  };
}
