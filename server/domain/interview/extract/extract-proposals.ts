import type { Proposal, ProposalPerson } from "#contracts/interview.ts";
import { findEmotions, momentEmotions } from "./find-emotions.ts";
import { findNamedEntities } from "./find-named-entities.ts";
import { findPeople, type Person } from "./find-people.ts";
import { findPlaces, momentPlace } from "./find-places.ts";
import { findQuotes } from "./find-quotes.ts";
import { findTimeMentions, type TimeContext } from "./find-time-mentions.ts";
import { isEnglish } from "./is-english.ts";
import { makeTitle } from "./make-title.ts";
import { momentDate } from "./moment-date.ts";
import { splitSentences } from "./sentences.ts";
import { splitMoments, type MomentRange } from "./split-moments.ts";

// From an interview answer to the scenes it proposes, by rules (README.md beside this file). Pure
// and deterministic: the same answer, birth year and year of answering give the same proposals.

export interface ExtractInput extends TimeContext {
  answer: string;
}

// The contract's longest name; a longer run of capitalised words is not a name.
const NAME_MAX = 80;

const within = <T extends { start: number }>(items: T[], start: number, end: number): T[] =>
  items.filter((i) => i.start >= start && i.start < end);

/** An answer the rules cannot read (another language): its words, and no fields. */
function wordsOnly(text: string): Proposal {
  const first = splitSentences(text)[0]?.text ?? text;
  return {
    title: makeTitle(first),
    text: text.trim(),
    date: null,
    place: null,
    people: [],
    quotes: [],
    emotions: [],
  };
}

// The moment's first sentence as a title, without the time it opens with.
function titleOf(moment: MomentRange): string {
  const first = moment.sentences[0];
  if (!first) return makeTitle("");
  const time = moment.mentions.find((m) => m.start >= first.start && m.start < first.end);
  return makeTitle(
    first.text,
    time && { start: time.start - first.start, end: Math.min(time.end, first.end) - first.start },
  );
}

/** The proposals of an answer: one per moment it tells, in order, with the answer's own words in
 * full (together the proposals' texts hold the whole answer). None for an empty answer. */
export function extractProposals(input: ExtractInput): Proposal[] {
  const text = input.answer;
  const sentences = splitSentences(text);
  if (sentences.length === 0) return [];
  if (!isEnglish(text)) return [wordsOnly(text)];

  const ctx: TimeContext = { birthYear: input.birthYear, today: input.today };
  const moments = splitMoments(sentences, findTimeMentions(text, ctx));
  const entities = findNamedEntities(text, sentences);
  const people = findPeople(text, entities);
  const places = findPlaces(text, entities, people);
  const quotes = findQuotes(text, sentences, people);
  const emotions = findEmotions(text);

  const proposals: Proposal[] = [];
  let previousYear: number | null = null;
  for (const moment of moments) {
    const { start, end } = moment;
    const date = momentDate(moment.mentions, previousYear);
    if (date) previousYear = date.year;
    const persons: Person[] = [];
    for (const m of within(people, start, end))
      if (!persons.includes(m.person)) persons.push(m.person);
    proposals.push({
      title: titleOf(moment),
      text: text.slice(start, end),
      date,
      place: momentPlace(within(places, start, end)),
      people: persons
        .filter((p) => p.name.length <= NAME_MAX)
        .map((p): ProposalPerson => ({ name: p.name, relation: p.relation })),
      quotes: within(quotes, start, end).map((q) => ({
        speaker: q.speaker !== null && q.speaker.length <= NAME_MAX ? q.speaker : null,
        text: q.text,
      })),
      emotions: momentEmotions(within(emotions, start, end)),
    });
  }
  return proposals;
}
