import type { CoreEmotionId } from "#contracts/emotion-wheel.ts";

// Where each feeling of the emotions wheel sits on the two axes of the circumplex model of affect
// (Russell, 1980): valence, unpleasant (-1) to pleasant (1), and arousal, calm (-1) to intense (1).
// The values are ours, written for this wheel (README.md beside this file says how); a test checks
// that every feeling of the wheel has a pair and that nothing else does.
export type Affect = { valence: number; arousal: number };

export const FEELING_VALUES: Record<CoreEmotionId, Record<string, Affect>> = {
  happy: {
    optimistic: { valence: 0.6, arousal: 0.2 },
    confident: { valence: 0.6, arousal: 0.4 },
    strong: { valence: 0.5, arousal: 0.5 },
    joyful: { valence: 0.9, arousal: 0.6 },
    loving: { valence: 0.85, arousal: 0.3 },
  },
  sad: {
    lonely: { valence: -0.6, arousal: -0.4 },
    hurt: { valence: -0.7, arousal: 0.1 },
    grief: { valence: -0.9, arousal: -0.2 },
    depressed: { valence: -0.8, arousal: -0.6 },
    unhappy: { valence: -0.6, arousal: -0.3 },
  },
  fear: {
    cautious: { valence: -0.2, arousal: 0.2 },
    weak: { valence: -0.5, arousal: -0.4 },
    scared: { valence: -0.7, arousal: 0.7 },
    anxious: { valence: -0.6, arousal: 0.6 },
    worried: { valence: -0.5, arousal: 0.4 },
  },
  angry: {
    frustrated: { valence: -0.6, arousal: 0.5 },
    mad: { valence: -0.7, arousal: 0.8 },
    aggressive: { valence: -0.6, arousal: 0.9 },
    critical: { valence: -0.4, arousal: 0.3 },
    upset: { valence: -0.6, arousal: 0.5 },
  },
  disgust: {
    contempt: { valence: -0.6, arousal: 0.3 },
    repelled: { valence: -0.7, arousal: 0.4 },
    dislike: { valence: -0.5, arousal: 0.1 },
    disapproval: { valence: -0.4, arousal: 0.1 },
  },
  surprise: {
    amazed: { valence: 0.6, arousal: 0.8 },
    confused: { valence: -0.3, arousal: 0.3 },
    disappointed: { valence: -0.6, arousal: -0.2 },
    startled: { valence: -0.1, arousal: 0.8 },
  },
  anticipation: {
    interested: { valence: 0.4, arousal: 0.3 },
    eager: { valence: 0.6, arousal: 0.6 },
    excited: { valence: 0.8, arousal: 0.8 },
    stressed: { valence: -0.6, arousal: 0.6 },
  },
  trust: {
    grateful: { valence: 0.8, arousal: 0.1 },
    peaceful: { valence: 0.7, arousal: -0.6 },
    accepted: { valence: 0.7, arousal: -0.1 },
    hopeful: { valence: 0.6, arousal: 0.2 },
  },
};

/** The pair of a feeling of the wheel (any case), if it is one. */
export function feelingValue(core: string, feeling: string): Affect | undefined {
  const ofCore = (FEELING_VALUES as Record<string, Record<string, Affect> | undefined>)[
    core.trim().toLowerCase()
  ];
  return ofCore?.[feeling.trim().toLowerCase()];
}
