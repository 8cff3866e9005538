import { Breadcrumbs, NotFoundContent, PageHero } from "#app/features/marketing/page-parts";
import { QuizRunner } from "#app/features/marketing/quiz-runner";
import { quizBySlug } from "#app/features/marketing/quizzes.server";
import { seo } from "#app/features/marketing/site";
import { notFound } from "#app/lib/not-found.server";
import type { Route } from "./+types/quiz";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const quiz = quizBySlug(params.slug);
  if (!quiz) return notFound(request, context);
  return { quiz };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: "Page not found · Lifescript" }, { name: "robots", content: "noindex" }];
  const { quiz } = loaderData;
  return seo({
    title: `Quiz: ${quiz.title}`,
    description: quiz.description,
    path: `/quiz/${quiz.slug}`,
  });
}

export default function QuizPage({ loaderData }: Route.ComponentProps) {
  const { quiz } = loaderData;
  return (
    <>
      <PageHero eyebrow="Quiz" title={quiz.title} lead={quiz.intro} narrow>
        <div className="mt-5">
          <Breadcrumbs items={[{ to: "/quiz", label: "Quizzes" }, { label: quiz.title }]} />
        </div>
      </PageHero>
      <div className="mx-auto max-w-3xl px-5 py-10 sm:px-8 md:py-14">
        <QuizRunner quiz={quiz} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <NotFoundContent />;
}
