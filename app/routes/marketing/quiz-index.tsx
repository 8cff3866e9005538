import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/features/marketing/page-parts";
import { allQuizzes } from "#app/features/marketing/quizzes.server";
import { seo } from "#app/features/marketing/site";
import type { Route } from "./+types/quiz-index";
import { countOf } from "#contracts/plural.ts";

export function loader() {
  return {
    quizzes: allQuizzes().map((q) => ({
      slug: q.slug,
      title: q.title,
      description: q.description,
      count: q.questions.length,
    })),
  };
}

export function meta() {
  return seo({
    title: "Screenwriting quizzes",
    description:
      "Short quizzes on screenplay format, story structure, film vocabulary and writing from your own life. Each one scores your answers and explains them.",
    path: "/quiz",
  });
}

export default function QuizIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Quizzes"
        title="Test your screenwriting instincts"
        lead="Five minutes each. Every answer comes with the reason behind it, so you finish knowing more than when you started."
      />
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 md:py-16">
        <ul className="grid gap-5 md:grid-cols-2">
          {loaderData.quizzes.map((q) => (
            <li key={q.slug}>
              <Link
                to={`/quiz/${q.slug}`}
                className="group flex h-full flex-col rounded-2xl border border-line bg-white p-6 transition-shadow hover:shadow-md"
              >
                <p className="text-sm text-ink-soft">{countOf(q.count, "question", "questions")}</p>
                <h2 className="mt-2 font-display text-2xl font-semibold group-hover:text-ember-dark">
                  {q.title}
                </h2>
                <p className="mt-2 flex-1 leading-relaxed text-ink-soft">{q.description}</p>
                <span className="mt-5 inline-flex items-center gap-1.5 font-medium text-ember-dark">
                  Take the quiz <ArrowRight className="size-4" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
