import type { CoreEmotionId } from "#contracts/emotion-wheel.ts";

// Each of the wheel's eight emotions has its colour (docs/ARCHITECTURE.md, Look and feel), wherever a feeling is
// shown: the wheel in the composer, the chips on a scene.
export type EmotionColours = {
  /** Text and icon colour; at least 4.5:1 on both `tint` and white. */
  ink: string;
  /** Card and chip background. */
  tint: string;
  /** Swatch / accent (decorative). */
  swatch: string;
};

export const EMOTION_COLOURS: Record<CoreEmotionId, EmotionColours> = {
  happy: { ink: "#7a4f00", tint: "#fdf3d7", swatch: "#e8a317" },
  sad: { ink: "#1d4a82", tint: "#e4edf9", swatch: "#4a7fc1" },
  fear: { ink: "#553587", tint: "#efe8f8", swatch: "#8a63c7" },
  angry: { ink: "#9e1f18", tint: "#fbe7e4", swatch: "#d6453b" },
  disgust: { ink: "#46631a", tint: "#ebf3de", swatch: "#7fa83a" },
  surprise: { ink: "#0b646c", tint: "#dff2f3", swatch: "#2aa5ae" },
  anticipation: { ink: "#8f430a", tint: "#fcebdc", swatch: "#e07b28" },
  trust: { ink: "#1f6239", tint: "#e2f2e8", swatch: "#3f9a63" },
};
