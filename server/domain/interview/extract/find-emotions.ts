import { EMOTION_WHEEL } from "#contracts/emotion-wheel.ts";
import { SCENE_EMOTIONS_MAX, type SceneEmotion } from "#contracts/scene-metadata.ts";
import { EMOTION_LEXICON, type LexiconEntry } from "./emotion-lexicon.ts";

// What the person felt (README.md, "Emotions"): the wheel's own feelings and the words of our
// lexicon, each a feeling of the wheel; not when negated ("I wasn't scared").

export interface EmotionMention extends SceneEmotion {
  start: number;
  end: number;
  strong: boolean;
}

const ENTRIES: Record<string, LexiconEntry> = { ...EMOTION_LEXICON };
for (const core of EMOTION_WHEEL)
  for (const f of core.feelings) {
    const word = f.label.toLowerCase();
    ENTRIES[word] ??= { core: core.id, feeling: word };
  }

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['’]");
const WORDS = new RegExp(
  String.raw`\b(?:${Object.keys(ENTRIES)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})\b`,
  "g",
);
const NEGATION =
  /\b(?:not|never|no|nor|hardly|without|nothing|wasn['’]t|weren['’]t|didn['’]t|don['’]t|isn['’]t|couldn['’]t|wouldn['’]t|won['’]t|hadn['’]t|haven['’]t|never)\b/;
const FELT =
  /\b(?:felt|feel|feeling|feels|was|were|am|is|are|got|get|getting|became|become|grew|so|very|too|really|completely|utterly|quite|totally|bit|little|more|less|most|terribly|deeply)\s+$/;
const INTENSIFIER =
  /\b(?:so|very|really|terribly|utterly|completely|absolutely|incredibly|deeply|truly|totally|extremely|desperately|never been so)\s+$/;

/** Every feeling named in `text`, in order. */
export function findEmotions(text: string): EmotionMention[] {
  const lower = text.toLowerCase();
  const out: EmotionMention[] = [];
  for (const m of lower.matchAll(WORDS)) {
    const word = m[0].replace(/’/g, "'");
    const entry = ENTRIES[word];
    if (!entry) continue;
    const before = lower.slice(Math.max(0, m.index - 40), m.index);
    const lastWords = before.split(/[.!?;,]/).pop() ?? "";
    const near = lastWords.trim().split(/\s+/).slice(-3).join(" ");
    // "I have never been so frightened" is not a negation.
    const never = /\bnever (?:been|felt) (?:so|more|as)\s*$/.test(lastWords);
    if (NEGATION.test(near) && !never) continue;
    if (entry.felt && !FELT.test(lastWords)) continue;
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      core: entry.core,
      feeling: entry.feeling,
      strong: !!entry.strong || never || INTENSIFIER.test(lastWords),
    });
  }
  return out;
}

/** A moment's emotions: each feeling once, in the order first felt, at most the scene's limit. */
export function momentEmotions(mentions: EmotionMention[]): SceneEmotion[] {
  const out: SceneEmotion[] = [];
  for (const m of mentions) {
    if (out.some((e) => e.core === m.core && e.feeling === m.feeling)) continue;
    out.push({ core: m.core, feeling: m.feeling });
    if (out.length === SCENE_EMOTIONS_MAX) break;
  }
  return out;
}

/** Whether `text` names a strong feeling ("devastated", "so scared", "I have never been so
 * frightened"): the follow-up rules then ask what happened next. */
export function hasStrongFeeling(text: string): boolean {
  return findEmotions(text).some((m) => m.strong);
}
