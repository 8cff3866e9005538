import { clsx } from "clsx";
import { BookOpen, FileText, GraduationCap, PenLine } from "lucide-react";
import { Link } from "react-router";
import { Eyebrow } from "#app/features/marketing/eyebrow";
import { belowTheFold } from "./below-the-fold";

// The examples, course, glossary and quizzes for first-time writers.
const LEARN = [
  {
    to: "/templates",
    icon: FileText,
    title: "Example screenplays",
    body: "Three short life stories, on real pages.",
  },
  {
    to: "/courses",
    icon: GraduationCap,
    title: "Free course",
    body: "Six lessons from memory to script.",
  },
  {
    to: "/glossary",
    icon: BookOpen,
    title: "Glossary",
    body: "Film words, explained with examples.",
  },
  { to: "/quiz", icon: PenLine, title: "Quizzes", body: "Test your screenwriting instincts." },
] as const;

export function LearnAsYouGo() {
  return (
    <section
      aria-labelledby="learn-title"
      className={clsx("border-t border-line/70", belowTheFold)}
    >
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-20">
        <div className="flex flex-col justify-between gap-4 md:flex-row md:items-end">
          <div className="max-w-2xl">
            <Eyebrow>Learn as you go</Eyebrow>
            <h2
              id="learn-title"
              className="mt-3 font-display text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-4xl"
            >
              Never written a screenplay? Nobody starts out having.
            </h2>
          </div>
          <Link
            to="/movies-faq"
            className="font-medium text-ember-dark underline underline-offset-4"
          >
            Read the FAQ
          </Link>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LEARN.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="group flex h-full flex-col rounded-2xl border border-line bg-white p-5 transition-shadow hover:shadow-md"
              >
                <item.icon className="size-5 text-ember" aria-hidden />
                <span className="mt-3 font-display text-xl font-semibold group-hover:text-ember-dark">
                  {item.title}
                </span>
                <span className="mt-1 text-[15px] text-ink-soft">{item.body}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
