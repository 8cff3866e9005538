import type { EmotionPoint } from "#contracts/emotion-arc.ts";

// The arc's values in words, for the table, the tooltips and screen readers.

export function valenceWords(v: number): string {
  if (v >= 0.5) return "pleasant";
  if (v >= 0.15) return "fairly pleasant";
  if (v > -0.15) return "neither";
  if (v > -0.5) return "fairly unpleasant";
  return "unpleasant";
}

export function arousalWords(a: number): string {
  if (a >= 0.5) return "intense";
  if (a >= 0.15) return "lively";
  if (a > -0.15) return "even";
  if (a > -0.5) return "quiet";
  return "calm";
}

export function sourceWords(source: EmotionPoint["source"]): string {
  return source === "tagged" ? "the feelings you recorded" : "the scene's words";
}
