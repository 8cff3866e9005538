import { clsx } from "clsx";
import { Check, RotateCcw, X } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button";
import { resultFor, type Quiz } from "./quiz";

// One question at a time; an answer shows whether it was right and why, then the next question.
export function QuizRunner({ quiz }: { quiz: Quiz }) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<number[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const done = answers.length === quiz.questions.length && index >= quiz.questions.length;
  const total = quiz.questions.length;

  if (done) {
    const score = answers.filter((a, i) => a === quiz.questions[i]?.answer).length;
    const result = resultFor(quiz, score);
    return (
      <section
        aria-labelledby="quiz-result"
        className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-10"
      >
        <p className="text-xs font-semibold tracking-[0.16em] text-ember uppercase">Your result</p>
        <h2
          id="quiz-result"
          tabIndex={-1}
          ref={headingRef}
          className="mt-2 font-display text-3xl font-semibold sm:text-4xl"
        >
          {result.title}
        </h2>
        <p className="mt-3 text-lg font-medium" data-testid="quiz-score">
          You got {score} of {total} right.
        </p>
        <p className="mt-3 max-w-2xl leading-relaxed text-ink-soft">{result.body}</p>
        <h3 className="mt-10 text-sm font-semibold tracking-[0.14em] text-ink-soft uppercase">
          Review
        </h3>
        <ol className="mt-4 grid gap-4">
          {quiz.questions.map((q, i) => {
            const right = answers[i] === q.answer;
            return (
              <li key={q.question} className="rounded-2xl border border-line p-4">
                <p className="flex items-start gap-2 font-medium">
                  {right ? (
                    <Check className="mt-0.5 size-5 shrink-0 text-success" aria-label="Right" />
                  ) : (
                    <X className="mt-0.5 size-5 shrink-0 text-danger" aria-label="Wrong" />
                  )}
                  {q.question}
                </p>
                <p className="mt-2 pl-7 text-[15px] text-ink-soft">
                  Answer: <span className="font-medium text-ink">{q.options[q.answer]}</span>
                  {/[.!?"”]$/.test(q.options[q.answer] ?? "") ? "" : "."} {q.explanation}
                </p>
              </li>
            );
          })}
        </ol>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => {
              setAnswers([]);
              setIndex(0);
            }}
          >
            <RotateCcw className="size-4" aria-hidden />
            Take it again
          </Button>
          <Link to="/quiz" className={buttonClasses({ variant: "ghost" })}>
            More quizzes
          </Link>
          <Link to="/movify" className={buttonClasses()}>
            Start your story
          </Link>
        </div>
      </section>
    );
  }

  const question = quiz.questions[index];
  if (!question) return null;
  const chosen = answers[index];
  const answered = chosen !== undefined;
  return (
    <section
      aria-labelledby="quiz-question"
      className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-10"
    >
      <div className="flex items-center justify-between gap-4 text-sm text-ink-soft">
        <p>
          Question {index + 1} of {total}
        </p>
        <div className="h-2 w-32 overflow-hidden rounded-full bg-cream" aria-hidden>
          <div
            className="h-full rounded-full bg-ember transition-[width]"
            style={{ width: `${(index / total) * 100}%` }}
          />
        </div>
      </div>
      <fieldset className="mt-5">
        <legend
          id="quiz-question"
          className="font-display text-2xl leading-snug font-semibold sm:text-3xl"
        >
          {question.question}
        </legend>
        <div className="mt-6 grid gap-3">
          {question.options.map((option, i) => {
            const isRight = i === question.answer;
            const isChosen = i === chosen;
            return (
              <button
                key={option}
                type="button"
                disabled={answered}
                aria-pressed={isChosen}
                onClick={() => setAnswers((prev) => [...prev.slice(0, index), i])}
                className={clsx(
                  "flex min-h-13 items-center justify-between gap-3 rounded-xl border px-4 py-3 text-left text-[16px] transition-colors disabled:cursor-default",
                  !answered && "border-line bg-paper hover:border-ember hover:bg-white",
                  answered && isRight && "border-success bg-success/10 text-ink",
                  answered && isChosen && !isRight && "border-danger bg-danger/10 text-ink",
                  answered && !isChosen && !isRight && "border-line bg-paper text-ink-soft",
                )}
              >
                <span>{option}</span>
                {answered && isRight && (
                  <Check className="size-5 shrink-0 text-success" aria-label="Right answer" />
                )}
                {answered && isChosen && !isRight && (
                  <X className="size-5 shrink-0 text-danger" aria-label="Your answer" />
                )}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div aria-live="polite">
        {answered && (
          <div className="mt-6 rounded-2xl bg-cream/70 p-5">
            <p className="font-semibold">{chosen === question.answer ? "Right." : "Not quite."}</p>
            <p className="mt-1 leading-relaxed text-ink-soft">{question.explanation}</p>
          </div>
        )}
      </div>
      <div className="mt-6 flex justify-end">
        <Button
          disabled={!answered}
          onClick={() => {
            setIndex((i) => i + 1);
            requestAnimationFrame(() => headingRef.current?.focus());
          }}
        >
          {index + 1 === total ? "See my result" : "Next question"}
        </Button>
      </div>
    </section>
  );
}
