// The emotions wheel as the composer draws it: the wheel's emotions and feelings come from the
// contracts (shared with the server and the story compiler); the colours from app/lib.
import { EMOTION_WHEEL, type CoreEmotionId } from "#contracts/emotion-wheel.ts";
import { EMOTION_COLOURS, type EmotionColours } from "#app/lib/emotion-colours";

export type SubEmotion = { label: string; sentence: string };
export type CoreEmotion = EmotionColours & {
  id: CoreEmotionId;
  label: string;
  subEmotions: SubEmotion[];
};

export const EMOTIONS: CoreEmotion[] = EMOTION_WHEEL.map((e) => ({
  id: e.id,
  label: e.label,
  ...EMOTION_COLOURS[e.id],
  subEmotions: e.feelings,
}));

// Picking a sentence appends it to the text, separated by one space.
export function appendSentence(text: string, sentence: string): string {
  const base = text.replace(/\s+$/, "");
  return base ? `${base} ${sentence}` : sentence;
}
