import Sentiment from "sentiment";
import type { Affect } from "./feeling-values.ts";

// A scene's feeling read from its words when the person recorded none (README.md, "From the
// words"): the `sentiment` package scores each word it knows with AFINN-165 (-5 to 5, "not"
// before a word turns it round). English only: other languages' words score nothing and the
// scene sits at the middle of both axes.
const analyzer = new Sentiment();

// VADER's normalisation of a sum of word scores into -1..1 (Hutto and Gilbert, 2014): a sentence
// with one "happy" (3) is 0.61, and a long run of strong words tends to 1 without reaching it.
const ALPHA = 15;
const normalise = (score: number) => score / Math.sqrt(score * score + ALPHA);

const clamp = (x: number) => Math.max(-1, Math.min(1, x));
const round = (x: number) => Math.round(x * 100) / 100;

export function textAffect(text: string): Affect {
  const { calculation } = analyzer.analyze(text);
  const scores = calculation.flatMap((entry) => Object.values(entry));
  if (scores.length === 0) return { valence: 0, arousal: 0 };
  const sentences = Math.max(1, text.split(/[.!?]+(?:\s|$)/).filter((s) => s.trim()).length);
  const sum = scores.reduce((a, b) => a + b, 0);
  // Valence: the words' scores per sentence, so a long calm memory with one sad word stays near
  // the middle while a short sad one does not.
  const valence = normalise(sum / sentences);
  // Arousal: how strong the feeling words are (AFINN's 2 is mild, 5 extreme), raised by
  // exclamation marks. AFINN has no word for calm, so text alone never reads below the middle.
  const strength = scores.reduce((a, b) => a + Math.abs(b), 0) / scores.length;
  const exclaimed = Math.min(3, (text.match(/!/g) ?? []).length) * 0.1;
  const arousal = (strength - 2) / 3 + exclaimed;
  return { valence: round(clamp(valence)), arousal: round(clamp(Math.max(0, arousal))) };
}
