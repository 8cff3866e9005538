import { clsx } from "clsx";
import { MapPin, Shuffle, Sparkles, UserRound } from "lucide-react";
import { useId, useState } from "react";
import {
  INTERVIEW_START_VALUE_MAX,
  namedStartFormSchema,
  type InterviewStart,
} from "#contracts/interview-session.ts";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { inputClasses } from "#app/components/ui/field";
import { FormField, SchemaForm, useSchemaForm } from "#app/components/ui/form";
import { useInterviewTopics } from "./interview-api";

export const INTERVIEW_START_HINTS = {
  person: "Grandma, my brother Tom, Mr Patel",
  place: "the farm in Kerry, our first flat",
  own: "the navy years, the year in Lisbon",
} as const;

type Named = keyof typeof INTERVIEW_START_HINTS;

// Where the interview starts: a period of life, a person, a place, a time of one's own, or a
// surprise. The periods come from the server's bank (GET /api/interview/topics).
export function StartPicker({
  pending,
  onStart,
}: {
  pending: boolean;
  onStart: (start: InterviewStart, birthYear: number | undefined) => void;
}) {
  const topics = useInterviewTopics();
  const [named, setNamed] = useState<Named | null>(null);
  // The words are kept when the person picks another kind; its own message shows on the next try.
  const namedForm = useSchemaForm(namedStartFormSchema(named ?? "person"), { words: "" });
  const [birthYear, setBirthYear] = useState("");
  const id = useId();
  const year = /^\d{4}$/.test(birthYear.trim()) ? Number(birthYear.trim()) : undefined;
  const thisYear = new Date().getFullYear();
  const yearError =
    birthYear.trim() && (!year || year < 1900 || year > thisYear)
      ? `Write the year you were born as four digits, between 1900 and ${thisYear}, or leave it empty.`
      : undefined;

  function start(choice: InterviewStart) {
    if (yearError) return;
    onStart(choice, year);
  }

  function startNamed({ words }: { words: string }) {
    if (!named) return;
    start(
      named === "person"
        ? { kind: "person", name: words }
        : named === "place"
          ? { kind: "place", place: words }
          : { kind: "own", period: words },
    );
  }

  const periods = (topics.data ?? []).filter((t) => t.kind === "period");
  const namedChoices: Array<{ kind: Named; label: string; icon: typeof UserRound }> = [
    { kind: "person", label: "A person", icon: UserRound },
    { kind: "place", label: "A place", icon: MapPin },
    { kind: "own", label: "A time of my own", icon: Sparkles },
  ];

  return (
    <div className="grid gap-6">
      <section aria-labelledby={`${id}-periods`}>
        <h2 id={`${id}-periods`} className="mb-3 font-display text-xl font-semibold">
          Where shall we start?
        </h2>
        {topics.isError && (
          <FormAlert>We couldn't load the questions. {topics.error.message}</FormAlert>
        )}
        <ul className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
          {topics.isPending &&
            Array.from({ length: 6 }, (_, i) => (
              <li
                key={i}
                className="h-[76px] animate-pulse rounded-2xl border border-line bg-white"
              />
            ))}
          {periods.map((topic) => (
            <li key={topic.id}>
              <button
                type="button"
                disabled={pending}
                onClick={() => start({ kind: "period", topicId: topic.id })}
                className="h-full w-full rounded-2xl border border-line bg-white px-3.5 py-3 text-left transition-colors hover:border-ember/50 hover:bg-cream disabled:opacity-60"
              >
                <span className="block font-semibold">{topic.label}</span>
                <span className="mt-0.5 line-clamp-2 block text-[13px] leading-snug text-ink-soft">
                  {topic.description}
                </span>
              </button>
            </li>
          ))}
          {periods.length > 0 && (
            <li>
              <button
                type="button"
                disabled={pending}
                onClick={() => start({ kind: "surprise" })}
                className="flex h-full w-full items-center gap-2 rounded-2xl border border-dashed border-ember/50 bg-ember/5 px-3.5 py-3 text-left font-semibold text-ember-dark hover:bg-ember/10 disabled:opacity-60"
              >
                <Shuffle className="size-4 shrink-0" aria-hidden />
                Surprise me
              </button>
            </li>
          )}
        </ul>
      </section>

      <section aria-labelledby={`${id}-named`} className="grid gap-3">
        <h2 id={`${id}-named`} className="font-display text-xl font-semibold">
          Or talk about…
        </h2>
        <div role="radiogroup" aria-label="Talk about" className="flex flex-wrap gap-2">
          {namedChoices.map(({ kind, label, icon: Icon }) => (
            <button
              key={kind}
              type="button"
              role="radio"
              aria-checked={named === kind}
              onClick={() => {
                setNamed(kind);
                namedForm.clearErrors();
              }}
              className={clsx(
                "inline-flex h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium",
                named === kind
                  ? "border-ember bg-ember text-white"
                  : "border-line bg-white hover:bg-cream",
              )}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </button>
          ))}
        </div>
        {named && (
          <SchemaForm
            form={namedForm}
            onSubmit={startNamed}
            className="flex flex-col gap-2.5 sm:flex-row sm:items-start"
          >
            <FormField
              name="words"
              className="flex-1"
              label={
                named === "person"
                  ? "Who would you like to talk about?"
                  : named === "place"
                    ? "Which place?"
                    : "Which time of your life?"
              }
              placeholder={INTERVIEW_START_HINTS[named]}
              maxLength={INTERVIEW_START_VALUE_MAX}
            />
            <Button type="submit" className="sm:mt-7" pending={pending}>
              Start
            </Button>
          </SchemaForm>
        )}
      </section>

      <div className="grid max-w-xs gap-1.5">
        <label htmlFor={`${id}-born`} className="text-sm font-medium text-ink">
          The year you were born <span className="font-normal text-ink-soft">(optional)</span>
        </label>
        <input
          id={`${id}-born`}
          inputMode="numeric"
          autoComplete="bday-year"
          placeholder="1956"
          value={birthYear}
          maxLength={4}
          onChange={(event) => setBirthYear(event.target.value)}
          aria-invalid={yearError ? true : undefined}
          aria-describedby={`${id}-born-hint`}
          className={clsx(inputClasses(Boolean(yearError)), "h-12")}
        />
        <p
          id={`${id}-born-hint`}
          className={clsx("text-[13px]", yearError ? "text-danger" : "text-ink-soft")}
        >
          {yearError ?? "So that “when I was seven” becomes a year on your scene."}
        </p>
      </div>
    </div>
  );
}
