import { Check, Copy, HelpCircle, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { CardsResult, GapsResult } from "@contracts/cowriter.ts";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { developPaths } from "~/lib/paths";
import { IDEA_TARGETS, type CardIdea } from "./card-ideas";

// Suggestions that do not change the script: the guided cards' logline, theme, want and need
// (put into their cards with "Use this" where the cards are, copied elsewhere), and the gaps of
// the beat board with their questions.
export function IdeasList({
  movieId,
  suggestion,
  onUse,
}: {
  movieId: string;
  suggestion: CardsResult | GapsResult;
  /** Puts a card suggestion into its card (the basic view); without it they are copied. */
  onUse?: (idea: CardIdea, text: string) => void;
}) {
  const toast = useToast();
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
  if (onUse) return <UsableCards suggestion={suggestion} onUse={onUse} />;
  const cards: Array<[string, string]> = [
    ["Logline", suggestion.logline],
    ["Theme", suggestion.theme],
    ["Want", suggestion.want],
    ["Need", suggestion.need],
  ];
  return (
    <div>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Suggested cards">
        {cards.map(([label, text]) => (
          <li
            key={label}
            className="flex items-start gap-2 rounded-xl border border-line bg-white p-3"
          >
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold tracking-wide text-ember-dark uppercase">
                {label}
              </p>
              <p className="mt-1 text-[15px]">{text}</p>
            </div>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Copy the ${label.toLowerCase()}`}
              onClick={() =>
                void navigator.clipboard
                  .writeText(text)
                  .then(() =>
                    toast({ title: `${label} copied`, description: "Paste it into its card." }),
                  )
                  .catch(() =>
                    toast({
                      title: "Could not copy",
                      description: "Select the text and copy it.",
                      variant: "destructive",
                    }),
                  )
              }
            >
              <Copy className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-soft">
        Paste them into the{" "}
        <Link to={developPaths.basic(movieId)} className="font-medium text-ember-dark underline">
          guided cards
        </Link>{" "}
        of the basic view.
      </p>
    </div>
  );
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
}: {
  suggestion: CardsResult;
  onUse: (idea: CardIdea, text: string) => void;
}) {
  const [used, setUsed] = useState<CardIdea[]>([]);
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
                    onClick={() => {
                      onUse(idea, suggestion[idea]);
                      setUsed((u) => [...u, idea]);
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
      <p className="mt-2 text-sm text-ink-soft">
        Use this adds a suggestion to its card below and saves it; change it there as you like.
      </p>
    </div>
  );
}
