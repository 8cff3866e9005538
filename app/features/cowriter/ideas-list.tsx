import { Copy, HelpCircle } from "lucide-react";
import { Link } from "react-router";
import type { CardsResult, GapsResult } from "@contracts/cowriter.ts";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { developPaths } from "~/lib/paths";

// Suggestions that do not change the script: the guided cards' logline, theme, want and need
// (copied into the cards by the writer), and the gaps of the beat board with their questions.
export function IdeasList({
  movieId,
  suggestion,
}: {
  movieId: string;
  suggestion: CardsResult | GapsResult;
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
