import { rulesFollowUpId } from "#contracts/follow-up-source.ts";
import type { BankFollowUp, BankQuestion, FollowUpKind } from "#contracts/interview-bank.ts";
import {
  FOLLOW_UPS_PER_MOMENT,
  type FollowUp,
  type Proposal,
  type ProposalPerson,
} from "#contracts/interview.ts";
import { extractProposals } from "../extract/extract-proposals.ts";
import { kinOf } from "../extract/family-words.ts";
import { hasStrongFeeling } from "../extract/find-emotions.ts";
import type { TimeContext } from "../extract/find-time-mentions.ts";
import { isEnglish } from "../extract/is-english.ts";

// The follow-up the interview asks on a moment, by rules from the answer (README.md beside this
// file). Pure: the same question, answer and follow-ups asked give the same follow-up.

export const FOLLOW_UP_DATE = "When was that, roughly? A year is enough.";
export const FOLLOW_UP_PLACE = "Where were you? Tell me what was around you.";
export const FOLLOW_UP_NEXT = "What happened next?";

export interface FollowUpInput extends TimeContext {
  // The bank question that opened this moment (filled, with its own follow-ups), or null for a
  // question from elsewhere.
  question: BankQuestion | null;
  // What the person has said on this moment so far: their answer, then their answers to the
  // follow-ups (an array is joined with line breaks).
  answer: string | readonly string[];
  // The follow-ups already asked on this moment, as this function gave them (or as the co-writer's
  // model worded them, "model/<id>"), skipped ones too.
  asked: readonly FollowUp[];
  // The answer's proposals, when the caller has them already (they are made from `answer`
  // otherwise).
  proposals?: readonly Proposal[];
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");

/** "Mum" is asked about as "Mum"; "Mother" (from "my mother") as "your mother". */
function address(person: ProposalPerson): string {
  const kin = kinOf(person.name);
  return kin && !kin.asName ? `your ${person.name.toLowerCase()}` : person.name;
}

/** Whether a question's own follow-up asking about `kind` fits what the moment lacks. */
function fits(kind: FollowUpKind, moment: Proposal): boolean {
  switch (kind) {
    case "date":
      return moment.date === null;
    case "place":
      return moment.place === null;
    case "person":
      return moment.people.length === 0;
    case "speech":
      return moment.quotes.length === 0;
    case "feeling":
      return moment.emotions.length === 0;
    case "next":
    case "detail":
      return true;
  }
}

/** The next follow-up on a moment, or null: never more than FOLLOW_UPS_PER_MOMENT, never the same
 * one twice, never one about what the answer already says. In order:
 * 1. no date: "When was that, roughly? A year is enough." (or the question's own date follow-up);
 * 2. a person named without what they said: "What did Mum say?";
 * 3. a strong feeling: "What happened next?" (or the question's own);
 * 4. no place: "Where were you? Tell me what was around you." (or the question's own);
 * 5. the question's own follow-ups that fit, in the bank's order.
 * Rules 1 to 4 read English; an answer in another language gets only the question's own. The rules
 * look at the last moment of the answer, where the person now is. */
export function nextFollowUp(input: FollowUpInput): FollowUp | null {
  if (input.asked.length >= FOLLOW_UPS_PER_MOMENT) return null;
  const text = typeof input.answer === "string" ? input.answer : input.answer.join("\n");
  if (!text.trim()) return null;
  // A follow-up the model worded counts as the rules' own: it asked what the rules chose.
  const askedIds = new Set(input.asked.map(rulesFollowUpId));
  const askedKinds = new Set(input.asked.map((f) => f.asks));
  const question = input.question;

  const ownFollowUps = (question?.followUps ?? []).map((f: BankFollowUp, i): FollowUp => ({
    id: `${question?.id}/${i + 1}`,
    text: f.text,
    asks: f.asks,
  }));
  const own = (kind: FollowUpKind) =>
    ownFollowUps.find((f) => f.asks === kind && !askedIds.has(f.id));

  if (!isEnglish(text))
    return ownFollowUps.find((f) => !askedIds.has(f.id) && !askedKinds.has(f.asks)) ?? null;

  const proposals =
    input.proposals ??
    extractProposals({ answer: text, birthYear: input.birthYear, today: input.today });
  const moment = proposals[proposals.length - 1];
  if (!moment) return null;

  if (moment.date === null && !askedKinds.has("date"))
    return own("date") ?? { id: "rule/date", text: FOLLOW_UP_DATE, asks: "date" };

  const silent = moment.people.find(
    (p) =>
      !moment.quotes.some((q) => q.speaker === p.name) &&
      !askedIds.has(`rule/speech/${slug(p.name)}`),
  );
  if (silent && !askedKinds.has("speech"))
    return {
      id: `rule/speech/${slug(silent.name)}`,
      text: `What did ${address(silent)} say?`,
      asks: "speech",
    };

  if (!askedKinds.has("next") && hasStrongFeeling(moment.text))
    return own("next") ?? { id: "rule/next", text: FOLLOW_UP_NEXT, asks: "next" };

  if (moment.place === null && !askedKinds.has("place"))
    return own("place") ?? { id: "rule/place", text: FOLLOW_UP_PLACE, asks: "place" };

  return (
    ownFollowUps.find(
      (f) =>
        !askedIds.has(f.id) &&
        (f.asks === "detail" || !askedKinds.has(f.asks)) &&
        fits(f.asks, moment),
    ) ?? null
  );
}
