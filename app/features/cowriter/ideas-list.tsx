import { Check, HelpCircle, X } from "lucide-react";
import { useState } from "react";
import type { CardsResult, GapsResult } from "#contracts/cowriter.ts";
import { Button } from "#app/components/ui/button";
import { IDEA_TARGETS, type CardIdea } from "./card-ideas";

// Suggestions that do not change the script: the guided cards' logline, theme, want and need
// (put into their cards with "Use this", from the basic view or the editor), and the gaps of the
// beat board with their questions.
export function IdeasList({
  suggestion,
  onUse,
  useHint = "Use this adds a suggestion to its card below and saves it; change it there as you like.",
}: {
  suggestion: CardsResult | GapsResult;
  /** Puts a card suggestion into its card and saves it (a promise: marked used once it is). */
  onUse: (idea: CardIdea, text: string) => void | Promise<void>;
  /** What "Use this" does on this screen. */
  useHint?: string;
}) {
  if (suggestion.action === "gaps") {
    if (suggestion.gaps.length === 0) {
      return <p className="text-sm">Nothing important seems to be missing from your beat board.</p>;
    }
    return (
      <ul className="grid gap-2" aria-label="What is missing">
        {suggestion.gaps.map((g, i) => (
          <li key={i} className="rounded-xl border border-line bg-white p-3">
            <p className="text-xs font-semibold tracking-wide text-ember-dark uppercase">
              {g.beatTitle}
            </p>
            <p className="mt-1 text-[15px]">{g.gap}</p>
            <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-soft">
              <HelpCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              {g.question}
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return <UsableCards suggestion={suggestion} onUse={onUse} hint={useHint} />;
}

const IDEAS: Array<[CardIdea, string]> = [
  ["logline", "Logline"],
  ["theme", "Theme"],
  ["want", "Want"],
  ["need", "Need"],
];

// The card suggestions beside their cards: "Use this" puts one into its card (saved there as the
// card saves); dismiss puts it away. Nothing goes into a card without that click.
function UsableCards({
  suggestion,
  onUse,
  hint,
}: {
  suggestion: CardsResult;
  onUse: (idea: CardIdea, text: string) => void | Promise<void>;
  hint: string;
}) {
  const [used, setUsed] = useState<CardIdea[]>([]);
  const [saving, setSaving] = useState<CardIdea[]>([]);
  const [dismissed, setDismissed] = useState<CardIdea[]>([]);
  const shown = IDEAS.filter(([idea]) => !dismissed.includes(idea));
  if (shown.length === 0) {
    return <p className="text-sm text-ink-soft">All suggestions put away.</p>;
  }
  return (
    <div>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Suggested cards">
        {shown.map(([idea, label]) => {
          const target = IDEA_TARGETS[idea];
          const isUsed = used.includes(idea);
          return (
            <li
              key={idea}
              aria-label={label}
              className="flex flex-col gap-2 rounded-xl border border-line bg-white p-3"
            >
              <div className="flex items-start gap-2">
                <p className="min-w-0 flex-1 text-xs font-semibold tracking-wide text-ember-dark uppercase">
                  {label}
                  {target.cardTitle !== label && (
                    <span className="font-normal tracking-normal text-ink-soft normal-case">
                      {" "}
                      · for the {target.cardTitle} card
                    </span>
                  )}
                </p>
                <button
                  type="button"
                  aria-label={`Dismiss the ${label.toLowerCase()}`}
                  className="-mt-1 -mr-1 grid size-8 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
                  onClick={() => setDismissed((d) => [...d, idea])}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </div>
              <p className="text-[15px]">{suggestion[idea]}</p>
              <div className="mt-auto flex items-center gap-2">
                {isUsed ? (
                  <p className="flex items-center gap-1.5 text-sm font-medium text-success">
                    <Check className="size-4" aria-hidden />
                    In your {target.cardTitle} card
                  </p>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Use this ${label.toLowerCase()}`}
                    pending={saving.includes(idea)}
                    pendingLabel="Saving…"
                    onClick={() => {
                      setSaving((s) => [...s, idea]);
                      // A failure is said by onUse's owner; the suggestion stays to try again.
                      void Promise.resolve(onUse(idea, suggestion[idea]))
                        .then(() => setUsed((u) => [...u, idea]))
                        .catch(() => undefined)
                        .finally(() => setSaving((s) => s.filter((i) => i !== idea)));
                    }}
                  >
                    Use this
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm text-ink-soft">{hint}</p>
    </div>
  );
}
