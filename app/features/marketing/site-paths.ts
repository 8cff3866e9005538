// Every public page of the site, in one list: the prerender list, the sitemap and the crawler test
// all read it. Relative imports only (react-router.config.ts loads this file too).
import glossary from "#content/glossary.json" with { type: "json" };
import quizzes from "#content/quizzes.json" with { type: "json" };
import { termLetter, termSlug } from "./glossary.ts";

export const ARTICLE_PATHS = [
  "/script-movie-software-writing-screenwriting-movies",
  "/screenwriting/Brand-names",
  "/writingcenter/docs/handouts/scriptwriting_Format",
  "/my-recovery-story",
  "/immigration-movies",
  "/journaling-mindfulness-meditation-for-anxiety",
  "/true-life-stories-turned-into-movie",
] as const;

export const STATIC_PATHS = [
  "/",
  "/landing/html",
  "/hobby",
  "/templates",
  "/about",
  "/collection",
  "/privacy",
  "/refund",
  "/terms",
  "/llmtext",
  "/pricing",
  "/features",
  "/courses",
  "/events",
  "/glossary",
  "/a-glossary-of-screenwriting-terms-and-filmmaking-definitions",
  "/movies-faq",
  "/quiz",
  ...ARTICLE_PATHS,
] as const;

export function glossaryLetters(): string[] {
  return [...new Set(glossary.map((t) => termLetter(t.term)))].sort();
}

export function publicPaths(): string[] {
  return [
    ...STATIC_PATHS,
    ...glossaryLetters().map((letter) => `/glossary/${letter}`),
    ...glossary.map((t) => `/glossary/term/${termSlug(t.term)}`),
    ...quizzes.map((q) => `/quiz/${q.slug}`),
  ];
}
