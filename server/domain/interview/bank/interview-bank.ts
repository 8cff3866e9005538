import {
  bankTopicSchema,
  TOPIC_PLACEHOLDER,
  type BankFollowUp,
  type BankQuestion,
  type BankTopic,
} from "#contracts/interview-bank.ts";
import aPerson from "#content/interview/a-person.json" with { type: "json" };
import aPlace from "#content/interview/a-place.json" with { type: "json" };
import becomingAParent from "#content/interview/becoming-a-parent.json" with { type: "json" };
import celebrations from "#content/interview/celebrations.json" with { type: "json" };
import childhood from "#content/interview/childhood.json" with { type: "json" };
import firstLove from "#content/interview/first-love.json" with { type: "json" };
import friendship from "#content/interview/friendship.json" with { type: "json" };
import journeys from "#content/interview/journeys.json" with { type: "json" };
import leavingHome from "#content/interview/leaving-home.json" with { type: "json" };
import loss from "#content/interview/loss.json" with { type: "json" };
import oldAge from "#content/interview/old-age.json" with { type: "json" };
import ownPeriod from "#content/interview/own-period.json" with { type: "json" };
import schoolYears from "#content/interview/school-years.json" with { type: "json" };
import turningPoint from "#content/interview/turning-point.json" with { type: "json" };
import work from "#content/interview/work.json" with { type: "json" };

// The memory interview's question bank (content/interview/, README.md there), checked when this
// module loads: a file that breaks a rule stops the server at start with a message naming the file,
// the question and the rule, never a half-loaded bank.

// In the order the picker offers them.
const FILES: Array<[string, unknown]> = [
  ["childhood.json", childhood],
  ["school-years.json", schoolYears],
  ["first-love.json", firstLove],
  ["leaving-home.json", leavingHome],
  ["work.json", work],
  ["becoming-a-parent.json", becomingAParent],
  ["loss.json", loss],
  ["turning-point.json", turningPoint],
  ["old-age.json", oldAge],
  ["friendship.json", friendship],
  ["journeys.json", journeys],
  ["celebrations.json", celebrations],
  ["a-person.json", aPerson],
  ["a-place.json", aPlace],
  ["own-period.json", ownPeriod],
];

export interface InterviewBank {
  topics: BankTopic[];
}

/** Lower-case words only: "Where were you?" and "where were you" are one question. */
export const normaliseQuestion = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^\p{L}\p{N}{}]+/gu, " ")
    .trim();

/** The bank from its files, checked: each file by `bankTopicSchema`, and across files no topic or
 * question id twice, no question twice (its words, any case or punctuation), every question's
 * follow-ups different, at least one topic of each kind. Throws an Error naming every fault. */
export function parseInterviewBank(files: Array<[string, unknown]>): InterviewBank {
  const faults: string[] = [];
  const topics: BankTopic[] = [];
  for (const [file, raw] of files) {
    const parsed = bankTopicSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        faults.push(`${file}: ${issue.path.join(".") || "(file)"}: ${issue.message}`);
      continue;
    }
    topics.push(parsed.data);
  }
  const topicIds = new Set<string>();
  const questionIds = new Map<string, string>();
  const texts = new Map<string, string>();
  for (const topic of topics) {
    if (topicIds.has(topic.id)) faults.push(`topic ${topic.id} appears twice`);
    topicIds.add(topic.id);
    for (const q of topic.questions) {
      const seenId = questionIds.get(q.id);
      if (seenId) faults.push(`question ${q.id} appears twice (also in ${seenId})`);
      questionIds.set(q.id, topic.id);
      const key = normaliseQuestion(q.text);
      const seenText = texts.get(key);
      if (seenText) faults.push(`question ${q.id} asks the same as ${seenText}: "${q.text}"`);
      texts.set(key, q.id);
      const followUps = new Set(q.followUps.map((f) => normaliseQuestion(f.text)));
      if (followUps.size !== q.followUps.length)
        faults.push(`question ${q.id} has the same follow-up twice`);
    }
  }
  for (const kind of ["period", "person", "place", "own"] as const)
    if (!topics.some((t) => t.kind === kind)) faults.push(`no ${kind} topic in the bank`);
  if (faults.length)
    throw new Error(`The interview question bank is not valid:\n${faults.join("\n")}`);
  return { topics };
}

export const interviewBank: InterviewBank = parseInterviewBank(FILES);

/** The periods of life the interview can start from, in the picker's order. */
export function interviewPeriods(bank: InterviewBank = interviewBank): BankTopic[] {
  return bank.topics.filter((t) => t.kind === "period");
}

export function interviewTopic(id: string, bank: InterviewBank = interviewBank) {
  return bank.topics.find((t) => t.id === id);
}

/** A question of the bank by its id, with its topic. */
export function findBankQuestion(
  id: string,
  bank: InterviewBank = interviewBank,
): { topic: BankTopic; question: BankQuestion } | undefined {
  for (const topic of bank.topics) {
    const question = topic.questions.find((q) => q.id === id);
    if (question) return { topic, question };
  }
  return undefined;
}

/** What the person typed for a person, place or period of their own, said back to them: "my
 * grandmother's farm" is "your grandmother's farm", "the years I spent at sea" is "the years you
 * spent at sea". At most 80 characters, without end punctuation. */
export function inSecondPerson(words: string): string {
  const swaps: Record<string, string> = {
    i: "you",
    me: "you",
    my: "your",
    mine: "yours",
    our: "your",
    ours: "yours",
    us: "you",
    we: "you",
    "i'm": "you're",
    "i've": "you've",
    "i'd": "you'd",
    "i'll": "you'll",
    myself: "yourself",
  };
  return words
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?,;:]+$/, "")
    .replace(/[A-Za-z’']+/g, (w) => {
      const swap = swaps[w.toLowerCase().replace(/’/g, "'")];
      return swap ?? w;
    })
    .slice(0, 80)
    .trim();
}

/** A question with its topic's placeholder filled: "Tell me about {name}'s hands" for "Grandma"
 * is "Tell me about Grandma's hands". A period question is returned as it is. */
export function fillQuestion(topic: BankTopic, question: BankQuestion, value = ""): BankQuestion {
  if (topic.kind === "period") return question;
  const placeholder = TOPIC_PLACEHOLDER[topic.kind];
  const said = inSecondPerson(value);
  const fill = (t: string) => t.split(placeholder).join(said);
  return {
    ...question,
    text: fill(question.text),
    followUps: question.followUps.map((f): BankFollowUp => ({ ...f, text: fill(f.text) })),
  };
}

/** The next question of a topic: the first, in the bank's order, not asked yet; none when all
 * were. */
export function nextTopicQuestion(
  topic: BankTopic,
  askedIds: ReadonlySet<string> | readonly string[],
): BankQuestion | undefined {
  const asked = new Set(askedIds);
  return topic.questions.find((q) => !asked.has(q.id));
}

/** "Surprise me": a question of any period not asked yet (any at all once every one was), chosen
 * by `random`, a number from 0 (inclusive) to 1 (exclusive) the caller draws. */
export function surpriseQuestion(
  askedIds: ReadonlySet<string> | readonly string[],
  random: number,
  bank: InterviewBank = interviewBank,
): { topic: BankTopic; question: BankQuestion } {
  const asked = new Set(askedIds);
  const all = interviewPeriods(bank).flatMap((topic) =>
    topic.questions.map((question) => ({ topic, question })),
  );
  const fresh = all.filter((x) => !asked.has(x.question.id));
  const pool = fresh.length ? fresh : all;
  const index = Math.min(pool.length - 1, Math.max(0, Math.floor(random * pool.length)));
  return pool[index] as { topic: BankTopic; question: BankQuestion };
}
