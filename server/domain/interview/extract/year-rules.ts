// The rules of find-time-mentions.ts that read a year: stated, short ("in '98"), said aloud,
// a season or a holiday of a year, a decade.
import { holidayDay, HOLIDAY } from "./holidays.ts";
import { CARDINAL, cardinalValue } from "./number-words.ts";
import {
  years,
  type TimeContext,
  YEAR,
  UNITS,
  DECADE_WORDS,
  PART_OF_DECADE,
  inRange,
  twoDigitYear,
  type Rule,
  each,
  at,
} from "./time-rule-kit.ts";

// ---- years, seasons, holidays, decades -------------------------------------------------------
function yearOf(raw: string, ctx: TimeContext): number | null {
  const two = /^['’](\d\d)$/.exec(raw);
  const year = two ? twoDigitYear(Number(two[1]), ctx) : Number(raw);
  return inRange(year, ctx) ? year : null;
}

const seasons: Rule = (text, ctx) =>
  each(
    new RegExp(
      String.raw`\b(?:the )?(?:summer|winter|spring|autumn|fall)(?: (?:term|holidays?|half-term))?,? (?:of )?(?<y>${YEAR}|['’]\d\d)\b(?!['’]?s\b)`,
      "gi",
    ),
    text,
    (m) => {
      const year = yearOf(m.groups?.y ?? "", ctx);
      return year === null
        ? null
        : { ...at(m), year, month: null, day: null, span: years(year), jump: null };
    },
  );

const holidays: Rule = (text, ctx) => [
  ...each(
    new RegExp(String.raw`\b(?<h>${HOLIDAY}),?(?: of)? (?<y>${YEAR}|['’]\d\d)\b(?!['’]?s\b)`, "gi"),
    text,
    (m) => {
      const year = yearOf(m.groups?.y ?? "", ctx);
      if (year === null) return null;
      const { month, day } = holidayDay(m.groups?.h ?? "", year);
      return { ...at(m), year, month, day, span: years(year), jump: null };
    },
  ),
  // "that Christmas": a month and day that belong to the moment's year (never "every Christmas").
  ...each(
    new RegExp(
      String.raw`(?<!\bevery )\b(?:(?:that|this|last|one|our|the following|the next|my first|our first) )?(?<h>${HOLIDAY})\b`,
      "gi",
    ),
    text,
    (m) => {
      const { month, day } = holidayDay(m.groups?.h ?? "", null);
      if (month === null) return null;
      return { ...at(m), year: null, month, day, span: null, jump: null };
    },
  ),
];

const decades: Rule = (text, ctx) => [
  ...each(
    /\bthe (?<q>early|mid|late)?[- ]?(?:(?<full>1[89]\d0|20[0-2]0)|['’]?(?<two>\d0))['’]?s\b/gi,
    text,
    (m) => {
      const full = m.groups?.full;
      const two = m.groups?.two;
      const decade = full
        ? Number(full)
        : two === "00" || two === "10"
          ? 2000 + Number(two)
          : 1900 + Number(two);
      const year = decade + (PART_OF_DECADE[(m.groups?.q ?? "").toLowerCase()] ?? 0);
      return inRange(year, ctx)
        ? { ...at(m), year, month: null, day: null, span: years(decade, decade + 9), jump: null }
        : null;
    },
  ),
  ...each(
    /\bthe (?<q>early|mid|late)?[- ]?(?<w>twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|noughties)\b/gi,
    text,
    (m) => {
      const w = (m.groups?.w ?? "").toLowerCase();
      const decade = w === "noughties" ? 2000 : 1900 + (DECADE_WORDS[w] ?? 0);
      const year = decade + (PART_OF_DECADE[(m.groups?.q ?? "").toLowerCase()] ?? 0);
      return inRange(year, ctx)
        ? { ...at(m), year, month: null, day: null, span: years(decade, decade + 9), jump: null }
        : null;
    },
  ),
];

const shortYears: Rule = (text, ctx) =>
  each(
    /\b(?:in|of|since|from|by|until|till|around|summer|winter|spring|autumn|fall|christmas|easter) ['’](?<yy>\d\d)\b(?!['’]?s\b)/gi,
    text,
    (m) => {
      const year = twoDigitYear(Number(m.groups?.yy), ctx);
      if (!inRange(year, ctx)) return null;
      const quote = m[0].search(/['’]/);
      return {
        start: m.index + quote,
        end: m.index + m[0].length,
        text: m[0].slice(quote),
        year,
        month: null,
        day: null,
        span: years(year),
        jump: null,
      };
    },
  );

// A year on its own ("in 1998", "1998 was the year"), unless it is a number of things, a price, a
// room or a house number.
const NOT_A_YEAR_BEFORE =
  /(?:room|number|no\.?|flat|apartment|house|bus|route|page|platform|flight|model|code|pin|plot|unit|ward|bed|seat|row|locker|£|\$|€|#)\s*$/i;
const bareYears: Rule = (text, ctx) =>
  each(
    new RegExp(
      String.raw`(?<![\d£$€#.,/:-])\b(?<y>${YEAR})\b(?![\d,./:]\d)(?!['’]?s\b)${UNITS}(?!\s+[A-Z][a-z]+ (?:Street|St|Road|Rd|Avenue|Ave|Lane|Drive|Way|Boulevard|Close|Crescent)\b)`,
      "g",
    ),
    text,
    (m) => {
      if (NOT_A_YEAR_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) return null;
      const year = Number(m.groups?.y);
      return inRange(year, ctx)
        ? { ...at(m), year, month: null, day: null, span: years(year), jump: null }
        : null;
    },
  );

// "nineteen seventy-two", "nineteen oh five", "two thousand and three", "twenty twelve": a year
// said aloud (a transcript writes it so). Not "two thousand" alone, more often a sum than a year.
const spokenYears: Rule = (text, ctx) =>
  each(
    new RegExp(
      String.raw`\b(?:(?<c>eighteen|nineteen) (?:(?<n>${CARDINAL})|oh (?<o>${CARDINAL})|hundred)|two thousand(?: and)? (?<t>${CARDINAL})|twenty (?<tw>${CARDINAL}))\b${UNITS}`,
      "gi",
    ),
    text,
    (m) => {
      const g = m.groups ?? {};
      let year: number | null = null;
      if (g.c) {
        const n = g.n ? cardinalValue(g.n) : g.o ? cardinalValue(g.o) : 0;
        if (n !== null && (g.o ? n < 10 : g.n ? n >= 10 : true))
          year = (g.c.toLowerCase() === "nineteen" ? 1900 : 1800) + n;
      } else if (g.tw) {
        const n = cardinalValue(g.tw);
        if (n !== null && n >= 10) year = 2000 + n;
      } else {
        const n = cardinalValue(g.t ?? "");
        if (n !== null) year = 2000 + n;
      }
      return year !== null && inRange(year, ctx)
        ? { ...at(m), year, month: null, day: null, span: years(year), jump: null }
        : null;
    },
  );

export { bareYears, decades, holidays, seasons, shortYears, spokenYears };
