import { markdownFiles } from "#app/features/marketing/content.server";
import { CallToStart, PageHero, Prose } from "#app/features/marketing/page-parts";
import { absoluteUrl, organizationLd, seo } from "#app/features/marketing/site";
import type { Route } from "./+types/courses";

export function loader() {
  const lessons = markdownFiles("course").map(({ doc }, i) => ({
    number: i + 1,
    id: `lesson-${i + 1}`,
    title: doc.meta.title ?? `Lesson ${i + 1}`,
    summary: doc.meta.summary ?? "",
    minutes: Math.max(3, Math.round(doc.words / 200)),
    html: doc.html,
  }));
  return { lessons };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const lessons = loaderData?.lessons ?? [];
  return seo({
    title: "Free course: turn your life into a screenplay",
    description: `A free ${lessons.length}-lesson course: find the story in your life, choose your scenes, write them in screenplay format, and shape them into a movie.`,
    path: "/courses",
    jsonLd: {
      "@type": "Course",
      name: "From Life to Script",
      description:
        "A free course on finding the story in your own life and writing it as a properly formatted screenplay.",
      provider: organizationLd,
      url: absoluteUrl("/courses"),
      isAccessibleForFree: true,
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseMode: "online",
        courseWorkload: "PT2H",
      },
      syllabusSections: lessons.map((l) => ({
        "@type": "Syllabus",
        name: l.title,
        description: l.summary,
      })),
    },
  });
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { lessons } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Free course"
        title="From Life to Script"
        lead={`${lessons.length} short lessons on finding the story in your own life and writing it the way films are written. Free, no sign-up, read at your own pace.`}
      >
        <ol className="mt-8 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {lessons.map((l) => (
            <li key={l.id}>
              <a
                href={`#${l.id}`}
                className="flex h-full gap-3 rounded-xl border border-line bg-white/80 p-4 hover:border-ember"
              >
                <span className="font-display text-2xl font-semibold text-ember">{l.number}</span>
                <span>
                  <span className="block font-semibold">{l.title}</span>
                  <span className="text-sm text-ink-soft">{l.minutes} min</span>
                </span>
              </a>
            </li>
          ))}
        </ol>
      </PageHero>
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 md:py-16">
        {lessons.map((l) => (
          <section
            key={l.id}
            id={l.id}
            aria-labelledby={`${l.id}-title`}
            className="mb-16 scroll-mt-20"
          >
            <p className="text-xs font-semibold tracking-[0.16em] text-ember uppercase">
              Lesson {l.number} · {l.minutes} min
            </p>
            <h2
              id={`${l.id}-title`}
              className="mt-2 font-display text-3xl font-semibold tracking-tight"
            >
              {l.title}
            </h2>
            {l.summary && <p className="mt-2 text-lg text-ink-soft">{l.summary}</p>}
            <Prose html={l.html} className="mt-6" />
          </section>
        ))}
        <CallToStart title="Ready for your first scene?" />
      </div>
    </>
  );
}
