import { KIN_ADJECTIVES, KIN_WORD, NAME_KIN, NAME_WORD, TITLE_KIN } from "./family-words.ts";
import type { PersonMention } from "./find-people.ts";
import type { Sentence } from "./sentences.ts";

// What people said (README.md, "Quotes"): words in quotation marks, with their speaker from the
// words around them ('"Go home," Mum said', 'Dad shouted: "Run!"'), and reported speech without
// quotation marks ("Mum told me to sit down", "she said that we were moving").

export interface QuoteMention {
  start: number;
  end: number;
  speaker: string | null;
  text: string;
}

const SPEAKER = String.raw`(?:I|[Hh]e|[Ss]he|[Tt]hey|(?:[Mm]y|[Oo]ur) ${KIN_ADJECTIVES}(?:${KIN_WORD})(?:,? ${NAME_WORD})?|(?:${TITLE_KIN}) ${NAME_WORD}|(?:Mr|Mrs|Ms|Miss|Dr)\.? ${NAME_WORD}|${NAME_KIN}|${NAME_WORD}(?: ${NAME_WORD})?)`;
const SAY = String.raw`(?:said|says|asked|asks|shouted|yelled|whispered|replied|answered|called|cried|muttered|murmured|mumbled|screamed|snapped|added|went|goes|began|continued|sang|laughed|sighed|explained|announced|insisted|promised|warned|declared|exclaimed|repeated|hissed|barked|roared|pleaded|begged|joked|wrote|told (?:me|us|him|her|them))`;

// '"Go home," Mum said.', '..." said Dad quietly,' (not '..." I said yes anyway', a new sentence).
const AFTER = new RegExp(
  String.raw`^\s*[,.!?]?\s*(?:(?<sp>${SPEAKER})\s+(?:[a-z]+ly\s+)?${SAY}|${SAY}\s+(?<sp2>${SPEAKER}))(?:\s+(?:to\s+)?(?:me|us|him|her|them))?(?:\s+[a-z]+ly)?\s*(?:[.,;:!?—–]|and\b|$)`,
);
// "Dad said, ...", "My dad stood up in the Red Lion and said, ..."
const BEFORE = new RegExp(
  String.raw`(?<sp>${SPEAKER})(?:\s+[^.!?"“”]{1,60}?\s+and)?\s+(?:[a-z]+ly\s+)?(?:(?:just|then|finally|simply|only|suddenly)\s+)?${SAY}(?:\s+(?:to\s+)?(?:me|us|him|her|them|everyone|everybody))?(?:\s+[a-z]+ly)?\s*[:,]?\s*$`,
);
// "Mum told me to sit down", "my husband kept saying we would need a bigger car", "Mrs Kelly from
// next door knocked and said there'd been an accident" (not "everything she said was true").
const REPORTED = new RegExp(
  String.raw`(?<![\p{L}'’-])(?<!\b(?:who|that|which|what|everything|anything|something|all|whatever|whoever)\s)(?<sp>${SPEAKER})(?:\s+[^.!?,;"“”]{1,40}?\s+and)?\s+(?:(?:always|never|once|just|then|finally|quietly|simply|suddenly|kept|would|later|even|only|often|still|had)\s+)*(?<v>used to say|kept saying|would say|said|says|told|tells|asked|asks|promised|explained|announced|admitted|insisted|warned|swore|whispered|shouted|yelled|replied|answered)(?<obj>\s+(?:to\s+)?(?:me|us|him|her|them|everyone|everybody))?,?\s+(?<rest>.+)$`,
  "u",
);
// What follows "said" or "told me" when it is not speech: "said goodbye", "told me about the war";
// and, in a few words, "said a prayer", "said her name" (but "said a cup of tea fixes everything").
const NOT_SPEECH =
  /^(?:nothing|goodbye|good-bye|hello|hi|grace|so|little|much|very|prayers?|about|of|off|everything|stories|story|a lot|me|us|him|them|on|in|at|was|were|is)\b/i;
const NOT_SPEECH_SHORT = /^(?:a|an|the|it|something|anything|his|her|their|my|our|your|some)\b/i;

const REPORT_ENDS =
  /[,;:—–]\s+(?:and|but|so|then|which|because|though|although|until|while|when|whenever|as)\b[\s\S]*$/i;

function unquoted(text: string): string {
  return text.trim().replace(/[,;:\s]+$/, "");
}

const capitalise = (t: string) => (t[0]?.toUpperCase() ?? "") + t.slice(1);

/** The speaker named by `phrase` at `at`: "I" is "Me"; a pronoun is the last person of its gender
 * named before it; a name or family word is the person found there. */
function resolveSpeaker(phrase: string, at: number, people: PersonMention[]): string | null {
  const p = phrase.trim();
  if (p === "I") return "Me";
  if (/^(?:he|she|they)$/i.test(p)) {
    const gender = /^she$/i.test(p) ? "f" : /^he$/i.test(p) ? "m" : null;
    const before = people.filter((m) => m.end <= at);
    const latest = [...before].reverse();
    const match =
      latest.find((m) => gender !== null && m.person.gender === gender) ??
      latest.find((m) => m.person.gender === null);
    return match?.person.name ?? null;
  }
  const here = people.find((m) => m.start <= at + p.length && at < m.end);
  return here?.person.name ?? null;
}

interface Marked {
  start: number;
  end: number;
  inner: string;
}

function quotationMarks(text: string): Marked[] {
  const patterns = [
    /"([^"\n]{1,600})"/g,
    /“([^”\n]{1,600})”/g,
    /‘((?:[^’\n]|’(?=\p{L})){1,600})’(?!\p{L})/gu,
  ];
  // Straight single quotes only in an answer that uses no double ones ('Come here,' she said).
  if (!/["“”]/.test(text))
    patterns.push(
      /(?<=^|[\s(:—–-])'(?=\p{L})((?:[^'\n]|'(?=\p{L})){1,600}?)'(?=$|[\s.,;:!?)—–-])/gu,
    );
  const out: Marked[] = [];
  for (const pattern of patterns)
    for (const m of text.matchAll(pattern))
      out.push({ start: m.index, end: m.index + m[0].length, inner: m[1] as string });
  return out.sort((a, b) => a.start - b.start);
}

/** Every quote of `text`, in order. */
export function findQuotes(
  text: string,
  sentences: Sentence[],
  people: PersonMention[],
): QuoteMention[] {
  const out: QuoteMention[] = [];
  const marked = quotationMarks(text);
  for (const q of marked) {
    const words = unquoted(q.inner);
    if (!/\p{L}/u.test(words)) continue;
    const after = AFTER.exec(text.slice(q.end, q.end + 80));
    const sentence = sentences.find((s) => s.start <= q.start && q.start < s.end);
    const from = Math.max(sentence?.start ?? 0, q.start - 100);
    const before = BEFORE.exec(text.slice(from, q.start));
    let speaker: string | null = null;
    if (after?.groups) {
      const phrase = after.groups.sp ?? after.groups.sp2 ?? "";
      speaker = resolveSpeaker(phrase, q.end + after[0].indexOf(phrase), people);
    } else if (before?.groups?.sp) {
      speaker = resolveSpeaker(before.groups.sp, from + before.index, people);
    }
    out.push({ start: q.start, end: q.end, speaker, text: words });
  }
  for (const s of sentences) {
    if (marked.some((q) => q.start < s.end && s.start < q.end)) continue;
    const m = REPORTED.exec(s.text);
    if (!m?.groups) continue;
    const verb = m.groups.v ?? "";
    let rest = (m.groups.rest ?? "").trim();
    const told = /^(?:told|tells|asked|asks|warned|promised)$/.test(verb);
    if (/^that\s+/i.test(rest)) rest = rest.replace(/^that\s+/i, "");
    else if (told && m.groups.obj && /^to\s+/i.test(rest)) rest = rest.replace(/^to\s+/i, "");
    else if (NOT_SPEECH.test(rest)) continue;
    else if (NOT_SPEECH_SHORT.test(rest) && rest.split(/\s+/).length <= 4) continue;
    else if (told && !m.groups.obj) continue;
    // The reported words end where the person's own telling resumes: "Dad told me to eat
    // everything, so I did" is "Eat everything".
    rest = rest.replace(REPORT_ENDS, "").trim();
    const words = rest.split(/\s+/).length;
    if (words < 2 && !/^(?:yes|no|sorry)\b/i.test(rest)) continue;
    const at = s.start + m.index + m[0].indexOf(m.groups.sp ?? "");
    out.push({
      start: s.start,
      end: s.end,
      speaker: resolveSpeaker(m.groups.sp ?? "", at, people),
      text: capitalise(rest),
    });
  }
  return out.sort((a, b) => a.start - b.start);
}
