import { describe, expect, it } from "vitest";
import { confidenceFromSegments } from "./segment-confidence.ts";

describe("confidenceFromSegments", () => {
  it("is exp(avg_logprob) weighted by segment duration", () => {
    const confidence = confidenceFromSegments([
      { start: 0, end: 3, avg_logprob: Math.log(0.9) },
      { start: 3, end: 4, avg_logprob: Math.log(0.5) },
    ]);
    // (0.9 * 3 + 0.5 * 1) / 4 = 0.8
    expect(confidence).toBe(80);
  });

  it("counts segments equally when they have no timings", () => {
    expect(
      confidenceFromSegments([{ avg_logprob: Math.log(0.6) }, { avg_logprob: Math.log(1) }]),
    ).toBe(80);
  });

  it("uses 1 - no_speech_prob when there is no avg_logprob", () => {
    expect(
      confidenceFromSegments([
        { start: 0, end: 1, no_speech_prob: 0.1 },
        { start: 1, end: 2, no_speech_prob: 0.3 },
      ]),
    ).toBe(80);
  });

  it("prefers avg_logprob over no_speech_prob", () => {
    expect(
      confidenceFromSegments([{ start: 0, end: 1, avg_logprob: 0, no_speech_prob: 0.9 }]),
    ).toBe(100);
  });

  it("has no score without segments or scores", () => {
    expect(confidenceFromSegments(undefined)).toBeNull();
    expect(confidenceFromSegments([])).toBeNull();
    expect(confidenceFromSegments([{ start: 0, end: 1, text: "hi" }])).toBeNull();
  });

  it("stays within 0-100", () => {
    expect(confidenceFromSegments([{ avg_logprob: 0.2 }])).toBe(100);
    expect(confidenceFromSegments([{ avg_logprob: -50 }])).toBe(0);
    expect(confidenceFromSegments([{ no_speech_prob: 1.5 }])).toBe(0);
  });
});
