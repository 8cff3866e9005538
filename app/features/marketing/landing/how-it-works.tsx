import { clsx } from "clsx";
import { Camera, FileText, PenLine } from "lucide-react";
import { Eyebrow } from "#app/features/marketing/eyebrow";
import { belowTheFold } from "./below-the-fold";

// Capture, develop, read: the three steps.
const STEPS = [
  {
    icon: Camera,
    title: "Capture a moment",
    body: "Write a few lines about something that happened, add a photo or a feeling. Each moment becomes a scene in your movie.",
  },
  {
    icon: PenLine,
    title: "Develop the story",
    body: "Gather scenes into a movie, put them in order, and shape who is in them and what changes along the way.",
  },
  {
    icon: FileText,
    title: "Read it as a screenplay",
    body: "Lifescript sets your scenes on real screenplay pages: scene headings, action and dialogue, in the format the film industry uses.",
  },
] as const;

export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-title"
      className={clsx("border-y border-line/70 bg-white/60", belowTheFold)}
    >
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 md:py-24">
        <div className="max-w-2xl">
          <Eyebrow>How it works</Eyebrow>
          <h2
            id="how-title"
            className="mt-3 font-display text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl"
          >
            From memory to page in three steps
          </h2>
        </div>
        <ol className="mt-12 grid gap-5 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl border border-line bg-paper p-6 sm:p-7"
            >
              <div className="flex items-center justify-between">
                <span className="grid size-12 place-items-center rounded-xl bg-ember/10 text-ember">
                  <step.icon className="size-6" aria-hidden />
                </span>
                <span className="font-display text-4xl font-semibold text-line" aria-hidden>
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-6 font-display text-2xl font-semibold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
