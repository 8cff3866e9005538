import * as chrono from "chrono-node";
import { CARDINAL, cardinalValue, ORDINAL, ordinalValue } from "./number-words.ts";

// Every phrase of an answer that says when something happened: calendar dates by chrono-node, and
// the phrases people use when they tell their life, by the rules below (README.md lists them).

import {
  type TimeMention,
  years,
  type TimeContext,
  QUALIFIERS,
  UNITS,
  DECADE_WORDS,
  PART_OF_DECADE,
  type Found,
  clean,
  inRange,
  ageMention,
  type Rule,
  each,
  at,
} from "./time-rule-kit.ts";
import { bareYears, decades, holidays, seasons, shortYears, spokenYears } from "./year-rules.ts";

export { apart, type TimeContext, type TimeMention, type TimeSpan } from "./time-rule-kit.ts";

// ---- ages: "when I was seven", "aged 12", "my eighteenth birthday", "in my twenties" ----------
const AGE_PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`\b(?:the (?:year|summer|winter|spring|autumn|fall|christmas|day|night|week|month|morning) )?(?:when |that )?I (?:was|had just turned|'d just turned|just turned|turned) ${QUALIFIERS}(?<n>${CARDINAL})(?:[- ]years?[- ]old)?\b${UNITS}`,
    "gi",
  ),
  new RegExp(
    String.raw`\bI (?:must|would|might|could|'d) have been ${QUALIFIERS}(?<n>${CARDINAL})(?:[- ]years?[- ]old)?\b${UNITS}`,
    "gi",
  ),
  new RegExp(String.raw`\b(?:at|from) the age of ${QUALIFIERS}(?<n>${CARDINAL})\b`, "gi"),
  new RegExp(String.raw`\b(?:aged|at age) ${QUALIFIERS}(?<n>${CARDINAL})\b${UNITS}`, "gi"),
  new RegExp(String.raw`\b(?:as|I was) an? (?<n>${CARDINAL})[- ]year[- ]old\b`, "gi"),
  new RegExp(String.raw`\b(?<n>${CARDINAL})[- ]year[- ]old (?:me|I)\b`, "gi"),
];

const ages: Rule = (text, ctx) => [
  ...AGE_PATTERNS.flatMap((pattern) =>
    each(pattern, text, (m) => {
      const age = cardinalValue(m.groups?.n ?? "");
      if (age === null || age > 110) return null;
      const { start, end, text: t } = at(m);
      return ageMention(start, end, t, age, ctx);
    }),
  ),
  ...each(new RegExp(String.raw`\bmy (?<o>${ORDINAL}) birthday\b`, "gi"), text, (m) => {
    const age = ordinalValue(m.groups?.o ?? "");
    if (age === null) return null;
    const { start, end, text: t } = at(m);
    return ageMention(start, end, t, age, ctx);
  }),
  ...each(
    /\b(?:in|during|through) my (?<q>early|mid|late)?[- ]?(?<d>teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/gi,
    text,
    (m) => {
      const d = (m.groups?.d ?? "").toLowerCase();
      const q = (m.groups?.q ?? "").toLowerCase();
      const base = d === "teens" ? 13 : (DECADE_WORDS[d] ?? 0);
      const part = d === "teens" ? { early: 0, mid: 2, late: 4 }[q] : PART_OF_DECADE[q];
      const last = d === "teens" ? 19 : base + 9;
      const { start, end, text: t } = at(m);
      return ageMention(start, end, t, base + (part ?? 0), ctx, last);
    },
  ),
  ...each(/\b(?:as a|when I was a) teenager\b/gi, text, (m) => {
    const { start, end, text: t } = at(m);
    return ageMention(start, end, t, 13, ctx, 19);
  }),
];

// ---- stages of life: "the summer before university", "my first day at school" ---------------
const STAGES: Array<[RegExp, number]> = [
  [
    /\bthe (?:summer|year|autumn|fall|winter|spring|night|day|week|month) before (?:I (?:went|started|left) (?:to |for )?)?(?:university|college|uni)\b/gi,
    18,
  ],
  [
    /\b(?:my first (?:year|term|week|day|night) (?:at|of|in) (?:university|college|uni)|when I (?:went|started|got) (?:to |at )?(?:university|college|uni))\b/gi,
    18,
  ],
  [
    /\b(?:my first day (?:at|of) (?:primary |infant |infants' |elementary |big )?school|when I started (?:primary |infant |elementary )?school)\b/gi,
    5,
  ],
];
const stages: Rule = (text, ctx) =>
  STAGES.flatMap(([pattern, age]) =>
    each(pattern, text, (m) => {
      const { start, end, text: t } = at(m);
      return ageMention(start, end, t, age, ctx);
    }),
  );

// ---- relative to the day of the answer: "two years ago", "last year" -----------------------
const agoWords: Rule = (text, ctx) => {
  const today = ctx.today;
  if (!today) return [];
  return [
    ...each(new RegExp(String.raw`\b(?<n>${CARDINAL}|an?) years? ago\b`, "gi"), text, (m) => {
      const raw = (m.groups?.n ?? "").toLowerCase();
      const n = raw === "a" || raw === "an" ? 1 : cardinalValue(raw);
      if (n === null) return null;
      const year = today.year - n;
      return inRange(year, ctx)
        ? { ...at(m), year, month: null, day: null, span: years(year), jump: null }
        : null;
    }),
    ...each(/\b(?<w>last|this) year\b/gi, text, (m) => {
      const year = today.year - ((m.groups?.w ?? "").toLowerCase() === "last" ? 1 : 0);
      return { ...at(m), year, month: null, day: null, span: years(year), jump: null };
    }),
  ];
};

// ---- jumps forward: "years later", "two years later", "the following year" -------------------
const jumps: Rule = (text) => [
  ...each(
    new RegExp(
      String.raw`\b(?:(?<n>${CARDINAL}|an?|a couple of|a few|several|some|many|so many)\s+)?(?<u>years?|decades?|months?)\s+(?:later|on\b(?! end)|afterwards|after that)`,
      "gi",
    ),
    text,
    (m) => {
      const raw = (m.groups?.n ?? "").toLowerCase();
      const unit = (m.groups?.u ?? "").toLowerCase();
      const n = raw === "a" || raw === "an" ? 1 : cardinalValue(raw);
      const years =
        n === null || unit.startsWith("month") ? null : unit.startsWith("decade") ? n * 10 : n;
      return { ...at(m), year: null, month: null, day: null, span: null, jump: { years } };
    },
  ),
  ...each(/\b(?:the (?:next|following) year|the year after(?: that)?)\b/gi, text, (m) => ({
    ...at(m),
    year: null,
    month: null,
    day: null,
    span: null,
    jump: { years: 1 },
  })),
  ...each(
    /\b(?:much later|long after(?:wards| that)?|later in life|fast[- ]forward)\b/gi,
    text,
    (m) => ({
      ...at(m),
      year: null,
      month: null,
      day: null,
      span: null,
      jump: { years: null },
    }),
  ),
];

// ---- calendar dates: chrono-node ("14 June 1982", "March 1991", "July 4th") --------------------
// Chrono reads relative words ("tonight", "next year", "three years later") against today, which
// is wrong for a memory, and reads "march" or "8/10" as months: only a stated year, or a month
// written as a capitalised month name, is kept.
const MONTH_NAME = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?(?![a-z])/;
const REFERENCE = new Date(Date.UTC(2000, 0, 1, 12));
const calendar: Rule = (text, ctx) => {
  const out: Found[] = [];
  for (const r of chrono.casual.parse(text, REFERENCE, { forwardDate: false })) {
    const tags = r.tags();
    if ([...tags].some((t) => t.startsWith("result/relative") || t.startsWith("casualReference")))
      continue;
    const c = r.start;
    const year = c.isCertain("year") ? c.get("year") : null;
    const month = c.isCertain("month") ? c.get("month") : null;
    const day = month !== null && c.isCertain("day") ? c.get("day") : null;
    // Only what the words state: a year written in them, a month by its name ("last night" is
    // read by chrono as a date relative to the reference, and is no date here).
    if (year !== null && !/\d{4}|['’]\d\d/.test(r.text)) continue;
    if (year === null && (month === null || !MONTH_NAME.test(r.text))) continue;
    if (year !== null && !inRange(year, ctx)) continue;
    out.push({
      start: r.index,
      end: r.index + r.text.length,
      text: r.text,
      year,
      month,
      day,
      span: year !== null ? years(year) : null,
      jump: null,
    });
  }
  return out;
};

const RULES: Rule[] = [
  calendar,
  ages,
  stages,
  agoWords,
  jumps,
  seasons,
  holidays,
  decades,
  shortYears,
  bareYears,
  spokenYears,
];

function weight(m: Found): number {
  return (m.year !== null ? 8 : 0) + (m.month !== null ? 4 : 0) + (m.day !== null ? 2 : 0);
}

/** Every time mention of `text`, in order, overlapping ones resolved to the most precise (then
 * the longest). */
export function findTimeMentions(text: string, ctx: TimeContext = {}): TimeMention[] {
  const found = RULES.flatMap((rule) => rule(text, ctx));
  found.sort((a, b) => weight(b) - weight(a) || b.end - b.start - (a.end - a.start));
  const kept: Found[] = [];
  for (const m of found) if (!kept.some((k) => m.start < k.end && k.start < m.end)) kept.push(m);
  kept.sort((a, b) => a.start - b.start);
  return kept.map((m) => ({ ...m, text: clean(m.text) || m.text }));
}
