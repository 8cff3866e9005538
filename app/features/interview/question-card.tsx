import { clsx } from "clsx";
import { ArrowDown, CloudOff, Send } from "lucide-react";
import { useId } from "react";
import { isModelWorded } from "#contracts/follow-up-source.ts";
import type { InterviewMove } from "#contracts/interview-session.ts";
import { Button } from "#app/components/ui/button";
import { inputClasses } from "#app/components/ui/field";
import { FormAlert } from "#app/components/ui/form-alert";
import type { Interview } from "./interview-api";
import type { AnswerStatus } from "./use-interview-answer";
import { countOf } from "#contracts/plural.ts";

// Spoken parts are joined to what is already in the box, each on its own line.
export function joinSpoken(text: string, spoken: string): string {
  const said = spoken.trim();
  if (!said) return text;
  return text.trim() ? `${text.replace(/\s+$/, "")}\n${said}` : said;
}

// One question at a time: the question, the answer box (typed, or dictated when voice is set up),
// Send, and the three ways out that are always there.
export function QuestionCard({
  interview,
  text,
  onText,
  onSend,
  status,
  error,
  moving,
  onMove,
  voice,
  proposalsWaiting = 0,
}: {
  interview: Interview;
  text: string;
  onText: (text: string) => void;
  onSend: () => void;
  status: AnswerStatus;
  error: string | null;
  moving: InterviewMove | null;
  onMove: (move: InterviewMove) => void;
  /** The dictation control, when voice is set up for this person (hidden otherwise). */
  voice?: React.ReactNode;
  /** Proposed scenes waiting below for a decision. */
  proposalsWaiting?: number;
}) {
  const id = useId();
  const current = interview.current;
  if (!current) return null;
  const followUp = current.asks !== null;
  // A follow-up the co-writer's model worded says so: the person knows who is asking.
  const waiting = interview.turns.find((t) => t.id === current.turnId);
  const byCowriter = waiting?.followUp ? isModelWorded(waiting.followUp) : false;
  const asked = interview.turns.filter((t) => t.questionId !== null).length;
  const busy = status === "sending" || moving !== null;
  return (
    <section
      aria-labelledby={`${id}-question`}
      className="rounded-3xl border border-line bg-white px-5 py-6 shadow-sm sm:px-7 sm:py-7"
    >
      <p
        data-testid="question-eyebrow"
        className="text-[13px] font-semibold tracking-wide text-ember-dark uppercase"
      >
        {interview.startLabel} · {followUp ? "A little more" : `Question ${asked}`}
      </p>
      <h2
        id={`${id}-question`}
        data-testid="interview-question"
        className="mt-2 font-display text-[26px] leading-snug font-semibold text-balance sm:text-[30px]"
      >
        {current.question}
      </h2>
      {byCowriter && (
        <p data-testid="question-by-cowriter" className="mt-2 text-sm text-ink-soft">
          Asked by the co-writer, from what you told.
        </p>
      )}
      <form
        className="mt-5 grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        {voice}
        <label htmlFor={`${id}-answer`} className="sr-only">
          Your answer
        </label>
        <textarea
          id={`${id}-answer`}
          value={text}
          onChange={(event) => onText(event.target.value)}
          rows={6}
          placeholder="Take your time. Write it the way you would tell it."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={clsx(inputClasses(Boolean(error)), "min-h-40 resize-y py-3 leading-relaxed")}
        />
        {error && <FormAlert id={`${id}-error`}>{error}</FormAlert>}
        {status === "waiting" && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-xl bg-cream px-3.5 py-2.5 text-sm text-ink"
          >
            <CloudOff className="mt-0.5 size-4 shrink-0 text-ink-soft" aria-hidden />
            Saved on this device. Your answer will be sent as soon as you're back online.
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            type="submit"
            pending={status === "sending"}
            pendingLabel="Sending…"
            disabled={moving !== null}
          >
            <Send className="size-4" aria-hidden />
            {status === "waiting" ? "Send now" : "Send answer"}
          </Button>
          {proposalsWaiting > 0 && (
            <a
              href="#interview-proposals"
              className="inline-flex items-center gap-1 text-sm font-medium text-ember-dark hover:underline"
            >
              {`${countOf(proposalsWaiting, "scene", "scenes")} to check below`}
              <ArrowDown className="size-4" aria-hidden />
            </a>
          )}
        </div>
      </form>
      <nav
        aria-label="Other choices"
        className="mt-5 flex flex-wrap gap-x-1 gap-y-1 border-t border-line pt-4"
      >
        {(
          [
            ["skip", "Skip"],
            ["something-else", "Ask me something else"],
            ["rest", "That's enough for today"],
          ] as const
        ).map(([move, label]) => (
          <Button
            key={move}
            variant="ghost"
            size="sm"
            disabled={busy && moving !== move}
            pending={moving === move}
            onClick={() => onMove(move)}
          >
            {label}
          </Button>
        ))}
      </nav>
    </section>
  );
}
