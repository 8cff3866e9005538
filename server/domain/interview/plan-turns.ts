import { rulesFollowUpId } from "#contracts/follow-up-source.ts";
import type { FollowUp } from "#contracts/interview.ts";
import type {
  InterviewMove,
  InterviewProposal,
  InterviewStart,
} from "#contracts/interview-session.ts";
import { extractProposals } from "./extract/extract-proposals.ts";
import type { TimeContext } from "./extract/find-time-mentions.ts";
import { nextFollowUp } from "./follow-up/next-follow-up.ts";
import { askedQuestion, nextBankQuestion } from "./interview-questions.ts";

// What an interview does after an answer or a skip, by rules (README.md beside this file): the
// proposals of the moment, and the next question. Pure: the caller gives the ids and the random
// draw.

export interface PlannedTurn {
  id: string;
  moment: number;
  questionId: string | null;
  followUp: FollowUp | null;
  answer: string | null;
  status: "asked" | "answered" | "skipped";
  proposals: InterviewProposal[];
}

export interface NextTurn {
  moment: number;
  questionId: string | null;
  followUp: FollowUp | null;
  question: string;
}

export interface DueFollowUp {
  followUp: FollowUp;
  // The bank question that opened the moment, as asked (null for one from elsewhere).
  question: string | null;
  // The person's answers on the moment, and the follow-ups asked on it, in order.
  answers: string[];
  asked: FollowUp[];
}

const inMoment = <T extends PlannedTurn>(turns: readonly T[], moment: number) =>
  turns.filter((t) => t.moment === moment);

/** The proposals of the moment `answered` belongs to, after its answer, by turn id (a turn left
 * out keeps its own). While nothing of the moment is decided, its proposals are made again from
 * all its answers (a follow-up's "It was 1975" dates the first answer's scene), on the turn just
 * answered, and the earlier turns' pending ones go; once the person kept or dismissed one, a
 * later answer proposes from its own words only, so no kept scene is proposed twice. */
export function momentProposals(
  turns: readonly PlannedTurn[],
  answered: PlannedTurn,
  ctx: TimeContext,
  newId: () => string,
): Map<string, InterviewProposal[]> {
  const moment = inMoment(turns, answered.moment).filter(
    (t) => t.status === "answered" && t.answer !== null,
  );
  const decided = moment.some((t) => t.proposals.some((p) => p.decision !== "pending"));
  const source = decided
    ? (answered.answer ?? "")
    : moment.map((t) => (t.id === answered.id ? answered.answer : t.answer)).join("\n");
  const made = extractProposals({ answer: source, ...ctx }).map((p): InterviewProposal => ({
    ...p,
    id: newId(),
    decision: "pending",
    sceneId: null,
  }));
  const updates = new Map<string, InterviewProposal[]>();
  if (!decided)
    for (const t of moment)
      if (t.id !== answered.id && t.proposals.length > 0) updates.set(t.id, []);
  updates.set(answered.id, made);
  return updates;
}

/** The follow-up the rules give after the last turn, with what it was given: when the last turn
 * was answered (not skipped, not moved from) and the rules find one (never more than two on a
 * moment); null otherwise. */
export function dueFollowUp(
  start: InterviewStart,
  turns: readonly PlannedTurn[],
  ctx: TimeContext & { move?: InterviewMove | undefined },
): DueFollowUp | null {
  const last = turns[turns.length - 1];
  if (!last || last.status !== "answered" || ctx.move) return null;
  const momentTurns = inMoment(turns, last.moment);
  const opening = momentTurns[0];
  const question = opening?.questionId ? (askedQuestion(start, opening.questionId) ?? null) : null;
  const answers = momentTurns.flatMap((t) =>
    t.status === "answered" && t.answer ? [t.answer] : [],
  );
  const asked = momentTurns.flatMap((t) => (t.followUp ? [t.followUp] : []));
  const followUp = nextFollowUp({
    question,
    answer: answers,
    asked,
    birthYear: ctx.birthYear,
    today: ctx.today,
  });
  return followUp ? { followUp, question: question?.text ?? null, answers, asked } : null;
}

/** The question after the last turn: the follow-up due on its moment (in the co-writer's words
 * when `worded` is that very follow-up, worded by its model), otherwise the next bank question
 * (a new moment); null when the start's questions are all asked. */
export function nextTurn(
  start: InterviewStart,
  turns: readonly PlannedTurn[],
  ctx: TimeContext & { random: number; move?: InterviewMove; worded?: FollowUp | null },
): NextTurn | null {
  const last = turns[turns.length - 1];
  const moment = last?.moment ?? 0;
  const opening = last ? inMoment(turns, moment)[0] : undefined;
  const due = dueFollowUp(start, turns, ctx);
  if (due) {
    // The wording was asked for before this plan was made (outside the interview's lock): it is
    // used only if the rules still give the same follow-up.
    const worded = ctx.worded;
    const followUp =
      worded && rulesFollowUpId(worded) === due.followUp.id && worded.asks === due.followUp.asks
        ? worded
        : due.followUp;
    return { moment, questionId: null, followUp, question: followUp.text };
  }
  const asked = turns.flatMap((t) => (t.questionId ? [t.questionId] : []));
  const question = nextBankQuestion(start, asked, ctx.random, {
    move: ctx.move,
    lastQuestionId: opening?.questionId ?? null,
  });
  if (!question) return null;
  return { moment: moment + 1, questionId: question.id, followUp: null, question: question.text };
}
