import * as Dialog from "@radix-ui/react-dialog";
import { GitCompare } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { resolveConflict } from "./index";
import type { ConflictChoice, ScreenplayConflict } from "./sync-status";

const CHOICES: { choice: ConflictChoice; label: string; pending: string }[] = [
  { choice: "mine", label: "Keep mine", pending: "Keeping yours..." },
  { choice: "theirs", label: "Keep theirs", pending: "Keeping theirs..." },
  { choice: "both", label: "Keep both as versions", pending: "Keeping both..." },
];

function savedAt(iso: string | null): string {
  if (!iso) return "on another device";
  return `on another device, ${new Date(iso).toLocaleString(undefined, {
    dateStyle: "medium",
    timeStyle: "short",
  })}`;
}

function Version({ title, note, text }: { title: string; note: string; text: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-h-0 min-w-0 flex-1 flex-col">
      <h3 id={id} className="text-sm font-semibold text-ink">
        {title} <span className="font-normal text-ink-soft">{note}</span>
      </h3>
      <pre
        tabIndex={0}
        className="mt-1.5 max-h-[22dvh] min-h-16 overflow-auto rounded-xl border border-line bg-paper p-3 font-mono text-[13px] leading-relaxed whitespace-pre-wrap text-ink sm:max-h-[46dvh]"
      >
        {text}
      </pre>
    </section>
  );
}

// An offline screenplay edit and a newer one saved elsewhere changed the same lines: the writer
// sees both and picks. Every choice keeps both texts somewhere (the other one in the history), so
// the dialog asks for a choice rather than offering a way out that would leave it undecided.
export function ConflictDialog({ conflict }: { conflict: ScreenplayConflict }) {
  const [pending, setPending] = useState<ConflictChoice | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const content = useRef<HTMLDivElement>(null);

  async function choose(choice: ConflictChoice) {
    setPending(choice);
    setFailed(null);
    try {
      await resolveConflict(conflict.id, choice);
    } catch (error) {
      setFailed(
        error instanceof Error && error.message
          ? `Not saved yet: ${error.message}. Both texts are still kept; try again.`
          : "Not saved yet. Both texts are still kept; try again.",
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
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-3 top-1/2 z-[61] mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-4xl -translate-y-1/2 flex-col overflow-y-auto rounded-3xl bg-white p-5 shadow-2xl outline-none sm:p-7"
        >
          <div className="flex items-start gap-3.5">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-ember/10 text-ember">
              <GitCompare className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg leading-snug font-semibold">
                Two versions of {conflict.movieTitle}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-[15px] leading-relaxed text-ink-soft">
                You edited the screenplay offline while it was changed elsewhere, on the same lines.
                Choose which text to go on with; the other stays in the version history.
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-5 flex min-h-0 flex-col gap-4 sm:flex-row">
            <Version title="Yours" note="on this device" text={conflict.mine} />
            <Version title="Theirs" note={savedAt(conflict.theirsSavedAt)} text={conflict.theirs} />
          </div>
          {failed && (
            <p role="alert" className="mt-4 text-sm font-medium text-danger">
              {failed}
            </p>
          )}
          <div className="mt-5 grid gap-2.5 sm:grid-cols-3">
            {CHOICES.map(({ choice, label, pending: pendingLabel }) => (
              <Button
                key={choice}
                variant={choice === "both" ? "primary" : "secondary"}
                size="md"
                pending={pending === choice}
                pendingLabel={pendingLabel}
                disabled={pending !== null}
                onClick={() => void choose(choice)}
              >
                {label}
              </Button>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
