import type {
  InterviewProposalsRequest,
  InterviewProposalsResponse,
} from "#contracts/interview.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { interviewMovie } from "./interview-movie.ts";
import { extractProposals } from "./extract/extract-proposals.ts";

// The scenes an interview answer proposes, by rules (extract/README.md). Nothing is written: the
// person keeps or drops each proposal afterwards. A movie named must be the person's own (404
// otherwise), so a client learns nothing about other people's movies from this route.
export async function proposeScenes(
  db: DbOrTx,
  userId: string,
  input: InterviewProposalsRequest,
  now: Date = new Date(),
): Promise<InterviewProposalsResponse> {
  if (input.movieId) await interviewMovie(db, userId, input.movieId);
  const proposals = extractProposals({
    answer: input.answer,
    birthYear: input.birthYear ?? null,
    today: { year: now.getUTCFullYear() },
  });
  return { proposals };
}
