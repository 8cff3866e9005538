import * as Dialog from "@radix-ui/react-dialog";
import { GitCompare } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import { markDifferences, type Segment } from "#app/lib/diff/word-marks";
import { formatDateTime } from "#app/lib/format-date";
import type { ConflictChoice } from "./sync-status";

// The dialog both kinds of offline conflict share (a screenplay's lines, a scene's or a movie's
// fields): the two versions side by side with the words that differ marked, and the person's
// choice. A failed choice says so and keeps both versions; nothing is decided by the dialog.

export type Choice = { choice: ConflictChoice; label: string; pending: string; hint?: string };

export function savedElsewhere(iso: string | null): string {
  const at = iso ? formatDateTime(iso) : "";
  return at ? `on another device, ${at}` : "on another device";
}

function Marked({ segments, side }: { segments: Segment[]; side: "mine" | "theirs" }) {
  return segments.map((segment, n) =>
    segment.marked ? (
      <mark
        key={n}
        data-side={side}
        className={
          side === "mine"
            ? "rounded-sm bg-[#fde2c8] px-px text-[#6b2d00] underline decoration-[#d9773a] decoration-2 underline-offset-2"
            : "rounded-sm bg-[#d9ecf7] px-px text-[#0f3a57] underline decoration-[#3a87b8] decoration-2 underline-offset-2"
        }
      >
        {segment.text}
      </mark>
    ) : (
      <span key={n}>{segment.text}</span>
    ),
  );
}

function Version({
  title,
  note,
  segments,
  side,
  mono,
}: {
  title: string;
  note: string;
  segments: Segment[];
  side: "mine" | "theirs";
  mono: boolean;
}) {
  const id = useId();
  const box = useRef<HTMLPreElement>(null);
  // A long text opens at its first difference, not at its top.
  useEffect(() => {
    const first = box.current?.querySelector("mark");
    if (box.current && first instanceof HTMLElement) {
      box.current.scrollTop = Math.max(0, first.offsetTop - box.current.offsetTop - 24);
    }
  }, [segments]);
  const empty = segments.every((s) => s.text === "");
  return (
    <section aria-labelledby={id} className="flex min-h-0 min-w-0 flex-1 flex-col">
      <h4 id={id} className="text-sm font-semibold text-ink">
        {title} <span className="font-normal text-ink-soft">{note}</span>
      </h4>
      <pre
        ref={box}
        tabIndex={0}
        className={`relative mt-1.5 max-h-[22dvh] min-h-12 overflow-auto rounded-xl border border-line bg-paper p-3 leading-relaxed whitespace-pre-wrap text-ink sm:max-h-[40dvh] ${mono ? "font-mono text-[13px]" : "font-sans text-[15px]"}`}
      >
        {empty ? (
          <span className="text-ink-soft italic">(empty)</span>
        ) : (
          <Marked segments={segments} side={side} />
        )}
      </pre>
    </section>
  );
}

// Yours and theirs of one text, the differing words marked in each.
export function TwoVersions({
  label,
  mine,
  theirs,
  theirsNote,
  mono = false,
}: {
  label?: string;
  mine: string;
  theirs: string;
  theirsNote: string;
  mono?: boolean;
}) {
  const marks = useMemo(() => markDifferences(mine, theirs), [mine, theirs]);
  const body = (
    <div className="flex min-h-0 flex-col gap-3 sm:flex-row sm:gap-4">
      <Version title="Yours" note="on this device" segments={marks.mine} side="mine" mono={mono} />
      <Version title="Theirs" note={theirsNote} segments={marks.theirs} side="theirs" mono={mono} />
    </div>
  );
  if (!label) return body;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-[13px] font-semibold tracking-wide text-ink-soft uppercase">
        {label}
      </legend>
      {body}
    </fieldset>
  );
}

export function VersionsDialog({
  title,
  description,
  choices,
  onChoose,
  onLater,
  children,
}: {
  title: string;
  description: ReactNode;
  choices: Choice[];
  onChoose: (choice: ConflictChoice) => Promise<void>;
  // Offered when the question can wait (the record keeps the person's version meanwhile).
  onLater?: () => void;
  children: ReactNode;
}) {
  const [pending, setPending] = useState<ConflictChoice | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const content = useRef<HTMLDivElement>(null);

  async function choose(choice: ConflictChoice) {
    setPending(choice);
    setFailed(null);
    try {
      await onChoose(choice);
    } catch (error) {
      setFailed(
        error instanceof Error && error.message
          ? `Not saved yet: ${error.message}. Both versions are still kept; try again.`
          : "Not saved yet. Both versions are still kept; try again.",
      );
    } finally {
      setPending(null);
    }
  }

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-night/55 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          // Focus starts on the dialog itself (its title is read first), not inside a text.
          ref={content}
          tabIndex={-1}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            if (onLater && pending === null) onLater();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-3 top-1/2 z-[61] mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-4xl -translate-y-1/2 flex-col overflow-y-auto rounded-3xl bg-white p-5 shadow-2xl outline-none sm:p-7"
        >
          <div className="flex items-start gap-3.5">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-ember/10 text-ember">
              <GitCompare className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg leading-snug font-semibold">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-[15px] leading-relaxed text-ink-soft">
                {description}
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-5 flex min-h-0 flex-col gap-5">{children}</div>
          {failed && (
            <p role="alert" className="mt-4 text-sm font-medium text-danger">
              {failed}
            </p>
          )}
          <div
            className={`mt-5 grid gap-2.5 ${choices.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}
          >
            {choices.map(({ choice, label, pending: pendingLabel, hint }) => (
              <div key={choice} className="flex flex-col gap-1">
                <Button
                  variant={choice === "both" ? "primary" : "secondary"}
                  size="md"
                  pending={pending === choice}
                  pendingLabel={pendingLabel}
                  disabled={pending !== null}
                  onClick={() => void choose(choice)}
                >
                  {label}
                </Button>
                {hint && <p className="px-1 text-center text-xs text-ink-soft">{hint}</p>}
              </div>
            ))}
          </div>
          {onLater && (
            <button
              type="button"
              disabled={pending !== null}
              onClick={onLater}
              className="mx-auto mt-3 rounded-full px-3 py-1.5 text-sm font-medium text-ink-soft underline-offset-4 hover:text-ink hover:underline disabled:opacity-50"
            >
              Decide later
            </button>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
