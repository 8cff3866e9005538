// The emotions wheel as the composer draws it: the wheel's emotions and feelings come from the
// contracts (shared with the server and the story compiler); this file adds each one's colours.
import { EMOTION_WHEEL, type CoreEmotionId } from "@contracts/emotion-wheel.ts";

export type SubEmotion = { label: string; sentence: string };
export type CoreEmotion = {
  id: CoreEmotionId;
  label: string;
  /** Text and icon colour; at least 4.5:1 on both `tint` and white. */
  ink: string;
  /** Card background. */
  tint: string;
  /** Swatch / accent (decorative). */
  swatch: string;
  subEmotions: SubEmotion[];
};

const COLOURS: Record<CoreEmotionId, { ink: string; tint: string; swatch: string }> = {
  happy: { ink: "#7a4f00", tint: "#fdf3d7", swatch: "#e8a317" },
  sad: { ink: "#1d4a82", tint: "#e4edf9", swatch: "#4a7fc1" },
  fear: { ink: "#553587", tint: "#efe8f8", swatch: "#8a63c7" },
  angry: { ink: "#9e1f18", tint: "#fbe7e4", swatch: "#d6453b" },
  disgust: { ink: "#46631a", tint: "#ebf3de", swatch: "#7fa83a" },
  surprise: { ink: "#0b646c", tint: "#dff2f3", swatch: "#2aa5ae" },
  anticipation: { ink: "#8f430a", tint: "#fcebdc", swatch: "#e07b28" },
  trust: { ink: "#1f6239", tint: "#e2f2e8", swatch: "#3f9a63" },
};

export const EMOTIONS: CoreEmotion[] = EMOTION_WHEEL.map((e) => ({
  id: e.id,
  label: e.label,
  ...COLOURS[e.id],
  subEmotions: e.feelings,
}));

// Picking a sentence appends it to the text, separated by one space.
export function appendSentence(text: string, sentence: string): string {
  const base = text.replace(/\s+$/, "");
  return base ? `${base} ${sentence}` : sentence;
}
