// One English sentence of the writer's text → an action line or the storyteller's voice-over
// (README "Story compiler", "Action" and "Voice-over"). What can be filmed is rewritten in the
// present tense and the third person; feelings, thoughts, memories, questions, words to "you",
// and any first-person sentence the rules cannot rewrite safely stay in the person's own words
// as voice-over.
import {
  EMOTION_WORDS,
  FIRST_PERSON,
  INNER_NOUNS,
  INNER_VERBS,
  LINKING,
  MEMORY_WORDS,
  SECOND_PERSON,
} from "./words.ts";
import { joinTokens, tokenize } from "./tokens.ts";
import { rewriteFirstPerson, type People } from "./first-person.ts";
import { hasPastLeft, toPresent } from "./present-tense.ts";
import { capitalise, type WorkToken } from "./work-token.ts";
import { isAdverb } from "./verbs.ts";

export type Narrated = { kind: "action" | "voice-over"; text: string };

const INTENSIFIERS = new Set(
  "so very really completely too quite utterly terribly deeply truly incredibly more most still always a little bit".split(
    " ",
  ),
);

/** Feelings, thoughts and memories: an inner-life verb, a feeling after a linking verb
 * ("was so scared"), or the narration of habit and distance ("we would", "used to", "ago"). */
export function isInnerLife(tokens: WorkToken[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as WorkToken;
    if (t.quoted) continue;
    if (INNER_VERBS.has(t.key) || MEMORY_WORDS.has(t.key)) return true;
    if (t.key === "my" && INNER_NOUNS.has(tokens[i + 1]?.key ?? "")) return true;
    if (LINKING.has(t.key)) {
      for (let j = i + 1; j < tokens.length && j <= i + 4; j++) {
        const n = tokens[j] as WorkToken;
        if (n.quoted) break;
        if (EMOTION_WORDS.has(n.key)) return true;
        if (!INTENSIFIERS.has(n.key) && n.key !== "not" && !isAdverb(n.key)) break;
      }
    }
  }
  return false;
}

const isQuestion = (s: string): boolean => /\?["”'’)\]*_]*\s*$/.test(s);

export function narrateSentence(sentence: string, people: People): Narrated {
  const text = sentence.trim();
  const voice: Narrated = { kind: "voice-over", text };
  const tokens: WorkToken[] = tokenize(text);
  const said = tokens.filter((t) => !t.quoted);
  if (said.length === 0) return { kind: "action", text };
  if (isQuestion(text)) return voice;
  if (said.some((t) => SECOND_PERSON.has(t.key))) return voice;
  if (isInnerLife(tokens)) return voice;
  const rewritten = said.some((t) => FIRST_PERSON.has(t.key))
    ? rewriteFirstPerson(tokens, people)
    : tokens;
  if (!rewritten) return voice;
  if (!toPresent(rewritten)) return voice;
  const kept = rewritten.filter((t) => !t.removed);
  if (kept.some((t) => !t.quoted && !t.writer && FIRST_PERSON.has(t.key))) return voice;
  if (hasPastLeft(kept)) return voice;
  return { kind: "action", text: capitalise(joinTokens(kept)) };
}
