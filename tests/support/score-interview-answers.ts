import type { Proposal } from "#contracts/interview.ts";
import { extractProposals } from "#server/domain/interview/extract/extract-proposals.ts";
import {
  ANSWERS,
  TODAY,
  type AnswerCase,
  type ExpectedMoment,
} from "../factories/interview-answers.ts";

// Scores the extraction on the test answers, field by field (the report the tests print and check).

export interface FieldScore {
  stated: number;
  found: number;
}
export interface Scores {
  answers: number;
  moments: { expected: number; splitRight: number };
  date: FieldScore;
  place: FieldScore;
  person: FieldScore;
  relation: FieldScore;
  quote: FieldScore;
  emotion: FieldScore;
  invented: { dates: number; places: number; people: number };
  otherLanguages: { answers: number; fieldsFilled: number; textKept: number };
  misses: string[];
}

const norm = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'");

function scoreMoment(
  c: AnswerCase,
  i: number,
  want: ExpectedMoment,
  got: Proposal | undefined,
  s: Scores,
) {
  const where = `${c.name} [moment ${i + 1}]`;
  if (want.date !== undefined) {
    if (want.date === null) {
      if (got?.date) {
        s.invented.dates++;
        s.misses.push(`${where}: invented date ${JSON.stringify(got.date)}`);
      }
    } else {
      s.date.stated++;
      const d = got?.date;
      const ok =
        d &&
        d.year === want.date.year &&
        (want.date.month === undefined || d.month === want.date.month) &&
        (want.date.day === undefined || d.day === want.date.day);
      if (ok) s.date.found++;
      else s.misses.push(`${where}: date ${JSON.stringify(d)} wanted ${JSON.stringify(want.date)}`);
    }
  }
  if (want.place !== undefined) {
    if (want.place === null) {
      if (got?.place) {
        s.invented.places++;
        s.misses.push(`${where}: invented place ${got.place}`);
      }
    } else {
      s.place.stated++;
      const alternatives = want.place.split("|").map(norm);
      if (got?.place && alternatives.some((a) => norm(got.place as string).includes(a)))
        s.place.found++;
      else s.misses.push(`${where}: place ${got?.place} wanted ${want.place}`);
    }
  }
  if (want.people !== undefined) {
    if (want.people.length === 0 && (got?.people.length ?? 0) > 0) {
      s.invented.people++;
      s.misses.push(`${where}: invented people ${JSON.stringify(got?.people)}`);
    }
    for (const p of want.people) {
      const [name, relation] = typeof p === "string" ? [p, undefined] : p;
      s.person.stated++;
      const found = got?.people.find((q) => norm(q.name) === norm(name));
      if (found) s.person.found++;
      else s.misses.push(`${where}: person ${name} not in ${JSON.stringify(got?.people)}`);
      if (relation !== undefined) {
        s.relation.stated++;
        if (found && found.relation === relation) s.relation.found++;
        else if (found)
          s.misses.push(`${where}: ${name} relation ${found.relation} wanted ${relation}`);
      }
    }
  }
  for (const [speaker, words] of want.quotes ?? []) {
    s.quote.stated++;
    const q = got?.quotes.find((x) => norm(x.text).includes(norm(words)));
    if (q && (q.speaker ?? null) === speaker) s.quote.found++;
    else
      s.misses.push(`${where}: quote [${speaker}] ${words} not in ${JSON.stringify(got?.quotes)}`);
  }
  for (const feeling of want.emotions ?? []) {
    s.emotion.stated++;
    if (got?.emotions.some((e) => e.feeling === feeling)) s.emotion.found++;
    else s.misses.push(`${where}: emotion ${feeling} not in ${JSON.stringify(got?.emotions)}`);
  }
}

/** Runs the extraction on every test answer and scores it. */
export function scoreAnswers(cases: AnswerCase[] = ANSWERS): Scores {
  const field = () => ({ stated: 0, found: 0 });
  const s: Scores = {
    answers: cases.length,
    moments: { expected: 0, splitRight: 0 },
    date: field(),
    place: field(),
    person: field(),
    relation: field(),
    quote: field(),
    emotion: field(),
    invented: { dates: 0, places: 0, people: 0 },
    otherLanguages: { answers: 0, fieldsFilled: 0, textKept: 0 },
    misses: [],
  };
  for (const c of cases) {
    const proposals = extractProposals({ answer: c.answer, birthYear: c.birthYear, today: TODAY });
    if (c.language) {
      s.otherLanguages.answers++;
      const p = proposals[0];
      if (proposals.length === 1 && p?.text === c.answer.trim()) s.otherLanguages.textKept++;
      if (
        proposals.some(
          (x) => x.date || x.place || x.people.length || x.quotes.length || x.emotions.length,
        )
      )
        s.otherLanguages.fieldsFilled++;
      continue;
    }
    s.moments.expected++;
    if (proposals.length === c.moments.length) s.moments.splitRight++;
    else s.misses.push(`${c.name}: ${proposals.length} proposals for ${c.moments.length} moments`);
    c.moments.forEach((want, i) => scoreMoment(c, i, want, proposals[i], s));
  }
  return s;
}

export const share = (f: FieldScore) => (f.stated === 0 ? 1 : f.found / f.stated);
