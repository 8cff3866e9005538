// A 0-100 confidence from the segment scores of an OpenAI-style verbose_json transcription.
// Whisper gives each segment avg_logprob (the mean log-probability of its tokens): exp() of it is
// the mean token probability, weighted here by how long each segment lasts. Servers that only give
// no_speech_prob get 1 - no_speech_prob; with neither there is no score (the badge says Unknown).

export type ScoredSegment = {
  start?: number | undefined;
  end?: number | undefined;
  text?: string | undefined;
  avg_logprob?: number | undefined;
  no_speech_prob?: number | undefined;
};

const weightOf = (segment: ScoredSegment): number => {
  const { start, end } = segment;
  if (typeof start === "number" && typeof end === "number" && end > start) return end - start;
  return 0;
};

function weightedMean(pairs: Array<{ value: number; weight: number }>): number | null {
  if (pairs.length === 0) return null;
  const total = pairs.reduce((sum, p) => sum + p.weight, 0);
  // Segments without timings count equally.
  if (total <= 0) return pairs.reduce((sum, p) => sum + p.value, 0) / pairs.length;
  return pairs.reduce((sum, p) => sum + p.value * p.weight, 0) / total;
}

const finite = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n);
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

export function confidenceFromSegments(
  segments: readonly ScoredSegment[] | null | undefined,
): number | null {
  if (!segments || segments.length === 0) return null;
  const fromLogprob = segments
    .filter((s) => finite(s.avg_logprob))
    .map((s) => ({ value: clamp01(Math.exp(s.avg_logprob as number)), weight: weightOf(s) }));
  const fromNoSpeech = segments
    .filter((s) => finite(s.no_speech_prob))
    .map((s) => ({ value: clamp01(1 - (s.no_speech_prob as number)), weight: weightOf(s) }));
  const mean = weightedMean(fromLogprob.length > 0 ? fromLogprob : fromNoSpeech);
  return mean === null ? null : Math.round(mean * 100);
}
