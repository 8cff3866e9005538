import { describe, expect, it } from "vitest";
import { proposalSchema } from "#contracts/interview.ts";
import { ANSWERS, TODAY } from "#tests/factories/interview-answers.ts";
import { HELD_OUT_ANSWERS } from "#tests/factories/interview-answers-held-out.ts";
import { scoreAnswers, share, type Scores } from "#tests/support/score-interview-answers.ts";
import { extractProposals } from "./extract-proposals.ts";

// The extraction on the answers written for its tests: every answer gives valid proposals that
// keep its words, one per moment; the report prints, per field, the share of answers where what
// they state is found, and fails under 90% for dates, places and people, or on any invented date.

const words = (t: string) => t.replace(/\s+/g, "");
const percent = (f: { found: number; stated: number }) =>
  `${((f.found / Math.max(1, f.stated)) * 100).toFixed(1)}% (${f.found}/${f.stated})`;

function report(title: string, s: Scores): string {
  return [
    `${title}: ${s.answers} answers, ${s.moments.expected} in English (${s.otherLanguages.answers} in other languages)`,
    `  date stated, found     ${percent(s.date)}`,
    `  place stated, found    ${percent(s.place)}`,
    `  person stated, found   ${percent(s.person)}`,
    `  relation right         ${percent(s.relation)}`,
    `  quote and speaker      ${percent(s.quote)}`,
    `  emotion found          ${percent(s.emotion)}`,
    `  moments split right    ${s.moments.splitRight}/${s.moments.expected}`,
    `  invented: dates ${s.invented.dates}, places ${s.invented.places}, people ${s.invented.people}`,
    `  other languages: text kept ${s.otherLanguages.textKept}/${s.otherLanguages.answers}, fields filled ${s.otherLanguages.fieldsFilled}`,
    ...s.misses.map((m) => `  miss: ${m}`),
  ].join("\n");
}

describe("the extraction on the test answers", () => {
  const all = [...ANSWERS, ...HELD_OUT_ANSWERS];

  it("has at least 60 answers, with dates, places, people, quotes, two moments and two languages", () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(all.filter((c) => c.moments.length > 1).length).toBeGreaterThanOrEqual(6);
    expect(all.filter((c) => c.language === "pl").length).toBeGreaterThanOrEqual(2);
    expect(all.filter((c) => c.language === "es").length).toBeGreaterThanOrEqual(2);
    expect(all.filter((c) => c.moments.some((m) => m.date === null)).length).toBeGreaterThan(10);
  });

  it.each(all.map((c) => [c.name, c] as const))(
    "%s: valid proposals, one per moment, with the answer's words in full",
    (_, c) => {
      const proposals = extractProposals({
        answer: c.answer,
        birthYear: c.birthYear,
        today: TODAY,
      });
      for (const p of proposals) expect(proposalSchema.safeParse(p).error).toBeUndefined();
      expect(words(proposals.map((p) => p.text).join(""))).toBe(words(c.answer));
      if (c.language) {
        expect(proposals).toHaveLength(1);
        expect(proposals[0]).toMatchObject({
          date: null,
          place: null,
          people: [],
          quotes: [],
          emotions: [],
        });
      } else {
        expect(proposals).toHaveLength(c.moments.length);
        c.moments.forEach((m, i) => {
          if (m.date === null) expect(proposals[i]?.date).toBeNull();
        });
      }
    },
  );

  it("finds at least 90% of stated dates, places and people, and invents no date", () => {
    const tuned = scoreAnswers(ANSWERS);
    const heldOut = scoreAnswers(HELD_OUT_ANSWERS);
    const both = scoreAnswers(all);
    console.log(
      [
        report("Answers the rules were written on", tuned),
        report("Held-out answers (written after, not used to tune)", heldOut),
        report("All answers", both),
      ].join("\n\n"),
    );
    expect(share(both.date)).toBeGreaterThanOrEqual(0.9);
    expect(share(both.place)).toBeGreaterThanOrEqual(0.9);
    expect(share(both.person)).toBeGreaterThanOrEqual(0.9);
    expect(both.invented.dates).toBe(0);
    expect(both.otherLanguages.fieldsFilled).toBe(0);
    expect(both.otherLanguages.textKept).toBe(both.otherLanguages.answers);
  });
});
