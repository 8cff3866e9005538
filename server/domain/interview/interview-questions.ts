import type { BankQuestion, BankTopic } from "#contracts/interview-bank.ts";
import type { InterviewMove, InterviewStart } from "#contracts/interview-session.ts";
import { AppError } from "#server/errors.ts";
import {
  fillQuestion,
  findBankQuestion,
  interviewBank,
  interviewPeriods,
  surpriseQuestion,
  type InterviewBank,
} from "./bank/interview-bank.ts";

// Which bank question an interview asks next, from where it started and what it asked already
// (README.md beside this file). Pure: the caller draws `random` (0 <= random < 1).

const SURPRISE_LABEL = "Surprise me";

/** The topic a start asks from: the period picked, or the template topic of its kind; null for
 * "surprise me" (every period). A period that is not in the bank is a 400 naming the choices. */
export function startTopic(start: InterviewStart, bank: InterviewBank = interviewBank) {
  if (start.kind === "surprise") return null;
  if (start.kind === "period") {
    const topic = interviewPeriods(bank).find((t) => t.id === start.topicId);
    if (!topic)
      throw new AppError(
        "validation_failed",
        `start.topicId must be one of the periods: ${interviewPeriods(bank)
          .map((t) => t.id)
          .join(", ")}`,
      );
    return topic;
  }
  const topic = bank.topics.find((t) => t.kind === start.kind);
  if (!topic) throw new Error(`the bank has no ${start.kind} topic`);
  return topic;
}

/** What the person typed for a person, place or period of their own ("" otherwise). */
export function startValue(start: InterviewStart): string {
  switch (start.kind) {
    case "person":
      return start.name;
    case "place":
      return start.place;
    case "own":
      return start.period;
    default:
      return "";
  }
}

/** Where the interview started, in the person's words: "Childhood", "Grandma", "Surprise me". */
export function startLabel(start: InterviewStart, bank: InterviewBank = interviewBank): string {
  if (start.kind === "surprise") return SURPRISE_LABEL;
  if (start.kind === "period")
    return interviewPeriods(bank).find((t) => t.id === start.topicId)?.label ?? start.topicId;
  return startValue(start);
}

/** A bank question by id, its placeholder filled with the start's words; undefined when the bank
 * no longer has it. */
export function askedQuestion(
  start: InterviewStart,
  questionId: string,
  bank: InterviewBank = interviewBank,
): BankQuestion | undefined {
  const found = findBankQuestion(questionId, bank);
  if (!found) return undefined;
  return fillQuestion(found.topic, found.question, startValue(start));
}

function fromPool(
  pool: Array<{ topic: BankTopic; question: BankQuestion }>,
  random: number,
): { topic: BankTopic; question: BankQuestion } | undefined {
  if (pool.length === 0) return undefined;
  const index = Math.min(pool.length - 1, Math.max(0, Math.floor(random * pool.length)));
  return pool[index];
}

/** The next bank question (filled), or undefined when the start's topic has no question left:
 * - a topic (a period, a person, a place, a period of one's own): its next question in the bank's
 *   order;
 * - "surprise me": any period's question not asked yet, drawn by `random`;
 * - "ask me something else" after a period's question: a question of another period not asked
 *   yet (the person may not want this part of their life now), and the next ones from that
 *   period while it has some; after any other, as above. */
export function nextBankQuestion(
  start: InterviewStart,
  asked: readonly string[],
  random: number,
  options: { move?: InterviewMove; lastQuestionId?: string | null } = {},
  bank: InterviewBank = interviewBank,
): BankQuestion | undefined {
  const askedIds = new Set(asked);
  const value = startValue(start);
  if (start.kind === "surprise") return surpriseQuestion(askedIds, random, bank).question;
  if (options.move === "something-else" && start.kind === "period") {
    const lastTopic = options.lastQuestionId
      ? findBankQuestion(options.lastQuestionId, bank)?.topic.id
      : undefined;
    const pool = interviewPeriods(bank)
      .filter((t) => t.id !== lastTopic)
      .flatMap((topic) => topic.questions.map((question) => ({ topic, question })))
      .filter((x) => !askedIds.has(x.question.id));
    const picked = fromPool(pool, random);
    if (picked) return picked.question;
  }
  // After "something else" moved to another period, the interview stays there.
  const lastTopic =
    start.kind === "period" && options.lastQuestionId
      ? findBankQuestion(options.lastQuestionId, bank)?.topic
      : undefined;
  for (const topic of [lastTopic, startTopic(start, bank)]) {
    const next = topic?.questions.find((q) => !askedIds.has(q.id));
    if (topic && next) return fillQuestion(topic, next, value);
  }
  return undefined;
}
