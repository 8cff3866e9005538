export type QuizQuestion = {
  question: string;
  options: string[];
  /** Index of the right option. */
  answer: number;
  explanation: string;
};

export type QuizResult = { min: number; title: string; body: string };

export type Quiz = {
  slug: string;
  title: string;
  description: string;
  intro: string;
  questions: QuizQuestion[];
  /** Bands by number of right answers; the highest `min` reached applies. */
  results: QuizResult[];
};

export function resultFor(quiz: Quiz, score: number): QuizResult {
  const sorted = [...quiz.results].sort((a, b) => b.min - a.min);
  return sorted.find((r) => score >= r.min) ?? (sorted[sorted.length - 1] as QuizResult);
}
