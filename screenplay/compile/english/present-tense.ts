// Past tense → present (README "Story compiler", "Action"): each finite past verb takes the
// present form its subject asks for ("Jane walked … and opened" → "walks … opens", "Mum and
// Dad were" → "are"); participles after have/be ("has seen", "is covered") and adjectives after
// a determiner ("the closed door") stay. A verb right after the writer ("I walk") takes -s.
import {
  BARE_PAST,
  BE_FORMS,
  CLAUSE_OPENERS,
  COORDINATORS,
  DETERMINERS,
  HAVE_FORMS,
  MODALS,
  PREPOSITIONS,
  RELATIVES,
  SUBJECT_PRONOUNS,
} from "./words.ts";
import {
  hasTag,
  isAdverb,
  isBaseVerb,
  isNounLike,
  isPluralNoun,
  pastFormOf,
  presentOf,
  tagsOf,
} from "./verbs.ts";
import { endsClause } from "./tokens.ts";
import { capitalise, previous, type WorkToken } from "./work-token.ts";

type Number_ = "sg" | "pl";

const NEGATIVE_PAST: Record<string, [string, string]> = {
  "wasn't": ["isn't", "aren't"],
  "weren't": ["isn't", "aren't"],
  "hadn't": ["hasn't", "haven't"],
  "didn't": ["doesn't", "don't"],
};
const AUX_PAST: Record<string, string> = { had: "have", did: "do" };

const skipAdverb = (t: WorkToken): boolean => !t.quoted && !t.subject && isAdverb(t.key);

function isSubjectLike(t: WorkToken): boolean {
  if (t.quoted) return false;
  if (t.subject || t.writer) return true;
  const k = t.key;
  if (SUBJECT_PRONOUNS[k]) return true;
  if (PREPOSITIONS.has(k) || DETERMINERS.has(k) || COORDINATORS.has(k) || MODALS.has(k))
    return false;
  if (/^\p{Lu}/u.test(t.word) && !isAdverb(k) && !pastFormOf(k)) return true;
  return isNounLike(k) && !pastFormOf(k);
}

/** The number of the subject of the verb at `i`, read backwards over its noun phrase (a phrase
 * after a preposition, "the kids on the beach", is passed over to the noun before it). */
function subjectNumber(tokens: WorkToken[], i: number, last: Number_ | null): Number_ {
  let j = previous(tokens, i, skipAdverb);
  while (j >= 0) {
    const t = tokens[j] as WorkToken;
    if (t.quoted) return last ?? "sg";
    if (t.subject) return andBefore(tokens, j) ? "pl" : t.subject;
    const pronoun = SUBJECT_PRONOUNS[t.key];
    if (pronoun) return pronoun;
    if (COORDINATORS.has(t.key)) return last ?? "sg";
    // A word after "the", "my", "his" is a noun, whatever else the lexicon says ("the boats").
    const d = previous(tokens, j);
    const afterDeterminer = d >= 0 && DETERMINERS.has((tokens[d] as WorkToken).key);
    if ((!isNounLike(t.key) && !afterDeterminer) || DETERMINERS.has(t.key)) return last ?? "sg";
    // The start of the noun phrase.
    let s = j;
    for (let q = previous(tokens, s); q >= 0; q = previous(tokens, s)) {
      const pt = tokens[q] as WorkToken;
      if (pt.quoted || endsClause(pt)) break;
      if (DETERMINERS.has(pt.key) || (isNounLike(pt.key) && !PREPOSITIONS.has(pt.key))) s = q;
      else break;
    }
    const before = previous(tokens, s);
    const bt = before >= 0 ? (tokens[before] as WorkToken) : undefined;
    if (bt && !bt.quoted && PREPOSITIONS.has(bt.key) && !endsClause(bt)) {
      j = previous(tokens, before, skipAdverb);
      continue;
    }
    if (andBefore(tokens, s)) return "pl";
    return isPluralNoun(t.key) || (afterDeterminer && /[^s]s$/.test(t.key)) ? "pl" : "sg";
  }
  return last ?? "sg";
}

/** "Mum and Dad", "Jane and Rosa": a subject joined to a noun phrase that opens the clause is
 * plural ("Mum and I walked"); after a verb it is a new clause ("hands me the rod and I cast"). */
function andBefore(tokens: WorkToken[], j: number): boolean {
  const a = previous(tokens, j);
  if (a < 0 || (tokens[a] as WorkToken).key !== "and") return false;
  let s = previous(tokens, a);
  if (s < 0 || !isSubjectLike(tokens[s] as WorkToken) || endsClause(tokens[s] as WorkToken))
    return false;
  for (let q = previous(tokens, s); q >= 0; q = previous(tokens, s)) {
    const pt = tokens[q] as WorkToken;
    if (pt.quoted || endsClause(pt)) return true;
    if (DETERMINERS.has(pt.key) || (isSubjectLike(pt) && !pastFormOf(pt.key))) s = q;
    else return CLAUSE_OPENERS.has(pt.key) || COORDINATORS.has(pt.key);
  }
  return true;
}

export interface VerbChange {
  index: number;
  /** What the token becomes, or null when the word is past but cannot be put in the present. */
  present: string | null;
}

/** A present verb after its subject ("grips", "is", "can"): the clause has its verb. */
function isPresentVerb(k: string): boolean {
  const tags = tagsOf(k);
  if (tags.includes("Copula") || tags.includes("Modal") || tags.includes("PresentTense"))
    return true;
  if (!k.endsWith("s")) return tags.includes("Infinitive");
  const stems = [k.slice(0, -1), k.slice(0, -2), `${k.slice(0, -3)}y`];
  return stems.some((st) => st.length > 1 && hasTag(st, "Infinitive"));
}

/** Every verb the present-tense rule changes, left to right. Once a clause has its verb, a past
 * form after a noun is a participle ("grips a suitcase tied with string"). */
export function verbChanges(tokens: WorkToken[]): VerbChange[] {
  const out: VerbChange[] = [];
  let last: Number_ | null = null;
  let sawFinite = false;
  let clauseHasVerb = false;
  const finite = (i: number, present: string | null, n: Number_) => {
    out.push({ index: i, present });
    last = n;
    sawFinite = true;
    clauseHasVerb = true;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as WorkToken;
    if (t.quoted || t.removed || t.writer) {
      if (i > 0 && endsClause(tokens[i - 1] as WorkToken)) clauseHasVerb = false;
      continue;
    }
    const k = t.key;
    if (t.verb) {
      sawFinite = true;
      clauseHasVerb = true;
      continue;
    }
    if (COORDINATORS.has(k) || CLAUSE_OPENERS.has(k)) clauseHasVerb = false;
    const p = previous(tokens, i, skipAdverb);
    const pt = p >= 0 ? (tokens[p] as WorkToken) : undefined;
    if (pt && endsClause(pt)) clauseHasVerb = false;
    const prev = pt && !pt.quoted ? pt.key : "";
    const relative = RELATIVES.has(prev);
    const afterAux =
      !relative &&
      (HAVE_FORMS.has(prev) || BE_FORMS.has(prev) || MODALS.has(prev) || DETERMINERS.has(prev));
    const negative = NEGATIVE_PAST[k];
    if (negative) {
      const n = subjectNumber(tokens, i, last);
      finite(i, n === "sg" ? negative[0] : negative[1], n);
      continue;
    }
    const aux = AUX_PAST[k];
    if (aux && !afterAux) {
      const n = subjectNumber(tokens, i, last);
      finite(i, presentOf(aux, n), n);
      continue;
    }
    const subjectBefore = relative || (pt !== undefined && isSubjectLike(pt) && !endsClause(pt));
    const joined = COORDINATORS.has(prev) && sawFinite;
    const reduced =
      clauseHasVerb && !joined && !(pt?.subject || pt?.writer || (pt && SUBJECT_PRONOUNS[pt.key]));
    const past = pastFormOf(k);
    if (past && !afterAux && !prev.endsWith("'s") && !reduced) {
      if (past.strong || subjectBefore || joined) {
        const n = relative ? subjectNumber(tokens, p, last) : subjectNumber(tokens, i, last);
        finite(i, presentOf(past.infinitive, n), n);
        continue;
      }
    }
    if (BARE_PAST.has(k) && subjectBefore && !reduced) {
      const n = subjectNumber(tokens, i, last);
      if (n === "sg") finite(i, presentOf(k, "sg"), n);
      else clauseHasVerb = true;
      continue;
    }
    // "I walk" once "I" is the writer: "Jane walks". "am" is "is".
    if (pt?.writer && pt.subject === "sg" && (k === "am" || isBaseVerb(k))) {
      finite(i, k === "am" ? "is" : presentOf(k, "sg"), "sg");
      continue;
    }
    if (subjectBefore && isPresentVerb(k)) {
      sawFinite = true;
      clauseHasVerb = true;
    }
  }
  return out;
}

/** Puts the sentence in the present in place; false when a past verb cannot be rewritten. */
export function toPresent(tokens: WorkToken[]): boolean {
  for (const c of verbChanges(tokens)) {
    if (c.present === null) return false;
    const t = tokens[c.index] as WorkToken;
    t.word = /^\p{Lu}/u.test(t.word) ? capitalise(c.present) : c.present;
    t.key = c.present;
    t.verb = true;
  }
  return true;
}

/** After rewriting: does any verb still read as past? (the same rule, run again). */
export function hasPastLeft(tokens: WorkToken[]): boolean {
  return verbChanges(tokens).some(
    (c) => c.present !== (tokens[c.index] as WorkToken).key && pastLike(tokens, c.index),
  );
}

function pastLike(tokens: WorkToken[], i: number): boolean {
  const k = (tokens[i] as WorkToken).key;
  return pastFormOf(k) !== null || k in NEGATIVE_PAST || k in AUX_PAST;
}
