import { Loader2, Sparkles, X } from "lucide-react";
import { Button } from "#app/components/ui/button";
import type { CardIdea } from "./card-ideas";
import { IdeasList } from "./ideas-list";
import { useConsentedCowriter } from "./use-consented-cowriter";

// The co-writer in the basic view: a logline, a theme and the protagonist's want and need for the
// guided cards, and what is missing against the beat board. Nothing is saved until the writer
// uses a suggestion: it then goes into its card (onUse), saved as the card saves.
export function CowriterIdeas({
  movieId,
  hasScenes,
  onUse,
}: {
  movieId: string;
  hasScenes: boolean;
  onUse: (idea: CardIdea, text: string) => void;
}) {
  const { co, run, dialog, available, ready } = useConsentedCowriter(movieId);
  const busy = co.state.phase === "streaming";
  const disabled = busy || !ready || !hasScenes;
  // Without a language model there is no co-writer to show.
  if (!available) return null;
  return (
    <section
      aria-labelledby="cowriter-ideas"
      className="rounded-2xl border border-line bg-white p-4 sm:p-5"
    >
      <h2 id="cowriter-ideas" className="flex items-center gap-2 font-semibold">
        <Sparkles className="size-5 text-ember" aria-hidden />
        Ask the co-writer
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {hasScenes
          ? "A language model reads your scenes and suggests; you choose what to keep."
          : "Capture a scene first: the co-writer suggests from your scenes."}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled}
          onClick={() =>
            run({ action: "cards", label: "Suggesting your logline, theme, want and need" })
          }
        >
          Suggest logline, theme, want and need
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled}
          onClick={() => run({ action: "gaps", label: "Looking for what is missing" })}
        >
          What is missing?
        </Button>
      </div>
      {co.state.phase === "streaming" && (
        <div className="mt-3 flex items-center justify-between gap-3" aria-live="polite">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Loader2 className="size-4 animate-spin text-ember" aria-hidden />
            {co.state.label}…
          </p>
          <Button size="sm" variant="ghost" onClick={co.cancel}>
            <X className="size-4" aria-hidden />
            Cancel
          </Button>
        </div>
      )}
      {co.state.phase === "failed" && (
        <p role="alert" className="mt-3 rounded-xl bg-[#fbe9e5] p-3 text-sm text-ember-dark">
          {co.state.message}
        </p>
      )}
      {co.state.phase === "review" &&
        (co.state.suggestion.action === "cards" || co.state.suggestion.action === "gaps") && (
          <div className="mt-3">
            <IdeasList suggestion={co.state.suggestion} onUse={onUse} />
            <div className="mt-2 flex justify-end">
              <Button size="sm" variant="ghost" onClick={co.close}>
                Close
              </Button>
            </div>
          </div>
        )}
      {dialog}
    </section>
  );
}
