// English verbs through compromise's lexicon and conjugator (a maintained English NLP library):
// is a word a past form, what is its present. Only the lexicon and the conjugation tables are
// used, never the full tagger, which costs milliseconds a paragraph (the compiler's budget is
// 50 ms for a 200-scene story). Results are cached: the same word always gets the same answer.
import { EXTRA_PAST } from "./words.ts";

type Conjugation = Partial<
  Record<"Infinitive" | "PastTense" | "PresentTense" | "Participle" | "Gerund", string>
>;
interface VerbMethods {
  toInfinitive(word: string, model: object, tense?: string): string;
  conjugate(infinitive: string, model: object): Conjugation;
}
interface English {
  model: object;
  lexicon: Record<string, string | string[]>;
  verbs: VerbMethods;
}

let english: English | undefined;

/** Loads compromise's English lexicon (about 40 MB and up to a second or two on a busy machine):
 * once, before the first compile. A dynamic import, so that a server bundle that leaves packages
 * external does not load it at start-up. */
export async function loadEnglish(): Promise<void> {
  if (english) return;
  const { default: nlp } = await import("compromise/two");
  const model = nlp.model();
  english = { model, lexicon: readLexicon(model), verbs: readVerbMethods(nlp.methods()) };
}

function loaded(): English {
  if (!english) throw new Error("The English rules are not loaded: await loadEnglish() first");
  return english;
}

// compromise types its internals as `object`: check the two shapes we use once, at load, so a
// change of the library fails loudly here rather than quietly rewriting nothing.
function readLexicon(m: object): Record<string, string | string[]> {
  const one = (m as { one?: { lexicon?: unknown } }).one;
  if (!one || typeof one.lexicon !== "object" || one.lexicon === null)
    throw new Error("compromise: no lexicon in the model");
  return one.lexicon as Record<string, string | string[]>;
}
function readVerbMethods(m: object): VerbMethods {
  const verb = (m as { two?: { transform?: { verb?: Partial<VerbMethods> } } }).two?.transform
    ?.verb;
  if (typeof verb?.toInfinitive !== "function" || typeof verb.conjugate !== "function")
    throw new Error("compromise: no verb conjugation");
  return verb as VerbMethods;
}

/** The lexicon's tags of a lower-case word (empty when unknown). */
export function tagsOf(word: string): readonly string[] {
  const { lexicon } = loaded();
  const t = Object.prototype.hasOwnProperty.call(lexicon, word) ? lexicon[word] : undefined;
  return t === undefined ? [] : typeof t === "string" ? [t] : t;
}

export const hasTag = (word: string, tag: string): boolean => tagsOf(word).includes(tag);

const conjugations = new Map<string, Conjugation>();
function conjugate(infinitive: string): Conjugation {
  let c = conjugations.get(infinitive);
  if (!c) {
    const { verbs, model } = loaded();
    c = verbs.conjugate(infinitive, model);
    conjugations.set(infinitive, c);
  }
  return c;
}

export interface PastForm {
  infinitive: string;
  /** The lexicon knows the word as a past verb (not only as an adjective, like "closed"). */
  strong: boolean;
}

const pastForms = new Map<string, PastForm | null>();

/** When `word` (lower case) is the simple past of a verb: its infinitive. "closed" is one (the
 * lexicon calls it an adjective, but "close" conjugates to it); "seen" (a participle) is not. */
export function pastFormOf(word: string): PastForm | null {
  const cached = pastForms.get(word);
  if (cached !== undefined) return cached;
  let result: PastForm | null = null;
  const extra = EXTRA_PAST[word];
  if (extra) result = { infinitive: extra, strong: true };
  else if (word === "was" || word === "were") result = { infinitive: "be", strong: true };
  else {
    const tags = tagsOf(word);
    const strong = tags.includes("PastTense");
    if (strong || word.endsWith("ed") || tags.includes("Participle")) {
      const { verbs, model } = loaded();
      const infinitive = verbs.toInfinitive(word, model, "PastTense");
      if (infinitive && infinitive !== word && conjugate(infinitive).PastTense === word) {
        result = { infinitive, strong };
      } else if (strong && infinitive) {
        result = { infinitive, strong };
      }
    }
  }
  pastForms.set(word, result);
  return result;
}

/** The present tense of a verb for a singular ("walks", "is") or plural ("walk", "are") subject. */
export function presentOf(infinitive: string, number: "sg" | "pl"): string {
  if (infinitive === "be") return number === "sg" ? "is" : "are";
  if (infinitive === "have") return number === "sg" ? "has" : "have";
  if (number === "pl") return infinitive;
  return conjugate(infinitive).PresentTense ?? infinitive;
}

const NOT_VERBS = new Set([
  "Adverb",
  "Negative",
  "Modal",
  "Preposition",
  "Determiner",
  "Conjunction",
  "Pronoun",
  "Adjective",
  "Copula",
  "PastTense",
  "Participle",
  "Gerund",
  "Possessive",
  "Value",
]);

/** A verb in its base form ("walk", "go"), which after a singular subject takes -s. Words the
 * lexicon calls nouns ("walk", "push") count: right after "I" they are verbs. */
function baseVerb(word: string): boolean {
  if (word.length < 2 || word.endsWith("s") || word.endsWith("'")) return false;
  const tags = tagsOf(word);
  if (tags.some((t) => NOT_VERBS.has(t))) return false;
  return conjugate(word).Infinitive === word && conjugate(word).PresentTense !== undefined;
}

/** Per-word answers, remembered: a story asks about the same few hundred words thousands of
 * times (the compiler's budget is 50 ms for 200 scenes). */
function remembered(fn: (word: string) => boolean): (word: string) => boolean {
  const seen = new Map<string, boolean>();
  return (word) => {
    let v = seen.get(word);
    if (v === undefined) {
      v = fn(word);
      seen.set(word, v);
    }
    return v;
  };
}

export const isNounLike = remembered(nounLike);
export const isPluralNoun = remembered(pluralNoun);
export const isAdverb = remembered(adverb);
export const isBaseVerb = remembered(baseVerb);

function nounLike(word: string): boolean {
  const tags = tagsOf(word);
  if (tags.length === 0) return !word.endsWith("ly");
  return tags.some(
    (t) =>
      t === "Noun" ||
      t === "Singular" ||
      t === "Plural" ||
      t === "Actor" ||
      t === "ProperNoun" ||
      t === "Uncountable" ||
      t === "Possessive" ||
      t === "FirstName" ||
      t === "FemaleName" ||
      t === "MaleName" ||
      t === "LastName" ||
      t === "Person" ||
      t === "Place" ||
      t === "Organization",
  );
}

function pluralNoun(word: string): boolean {
  const tags = tagsOf(word);
  if (tags.includes("Plural")) return true;
  if (tags.includes("Singular") || tags.includes("Uncountable") || tags.includes("Actor"))
    return false;
  return word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("'s") && word.length > 3;
}

function adverb(word: string): boolean {
  if (word === "never" || word === "not" || word === "also") return true;
  const tags = tagsOf(word);
  if (tags.includes("Adverb") || tags.includes("Negative")) return true;
  if (tags.length > 0 && isNounLike(word)) return false;
  return word.endsWith("ly") && word.length > 4;
}
