import quizzes from "#content/quizzes.json" with { type: "json" };
import type { Quiz } from "./quiz";

export function allQuizzes(): Quiz[] {
  return quizzes as Quiz[];
}

export function quizBySlug(slug: string): Quiz | undefined {
  return allQuizzes().find((q) => q.slug === slug);
}
