import { Check, Loader2, Sparkles, X } from "lucide-react";
import { useState } from "react";
import type { Suggestion } from "#contracts/cowriter.ts";
import { Button } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import { useScenes } from "#app/features/scenes/scenes-api";
import type { CardIdea } from "./card-ideas";
import { IdeasList } from "./ideas-list";
import { punchUpTarget, type PunchUpTarget, type TextRange } from "./punch-up-target";
import { SuggestionReview } from "./suggestion-review";
import { useConsentedCowriter, type Ask } from "./use-consented-cowriter";

// The co-writer in the advanced editor: dramatise a captured scene, punch up the selection (or
// the scene at the cursor when nothing is selected), suggest the guided cards, find what is missing. Each answer streams in, then waits for
// the writer: a change to the text is shown as a diff and written only on Accept.
export function CowriterPanel({
  movieId,
  fountain,
  cursorLine,
  selection,
  onApply,
  onUseCard,
  className,
}: {
  movieId: string;
  fountain: string;
  /** The editor's cursor (1-based): its scene is what Punch up rewrites when nothing is selected. */
  cursorLine: number;
  /** The editor's selected text (offsets into `fountain`), the passage Punch up rewrites. */
  selection: TextRange | null;
  onApply: (next: string, versionName: string) => Promise<void>;
  /** Puts a card suggestion into its guided card and saves it. */
  onUseCard: (idea: CardIdea, text: string) => Promise<void>;
  className?: string;
}) {
  const toast = useToast();
  const scenes = useScenes(movieId);
  const { co, run, dialog, available, ready } = useConsentedCowriter(movieId);
  const [sceneId, setSceneId] = useState("");
  const chosen = sceneId || scenes.data?.[0]?.id || "";
  const busy = co.state.phase === "streaming";
  const target = punchUpTarget(fountain, cursorLine, selection);
  // The passage as it was when asked: Accept replaces exactly it.
  const [asked, setAsked] = useState<PunchUpTarget | null>(null);

  const buttons: Array<Ask & { disabled?: boolean; text: string }> = [
    {
      action: "dramatise",
      label: "Dramatising the scene",
      text: "Dramatise",
      body: { sceneId: chosen },
      disabled: !chosen,
    },
    {
      action: "punch-up",
      label: target?.kind === "selection" ? "Punching up the selection" : "Punching up this scene",
      text: target?.kind === "selection" ? "Punch up the selection" : "Punch up this scene",
      body: { text: target?.text ?? "" },
      disabled: !target,
    },
    { action: "cards", label: "Suggesting your cards", text: "Suggest cards" },
    { action: "gaps", label: "Looking for what is missing", text: "What is missing?" },
  ];

  // Without a language model there is no co-writer to show.
  if (!available) return null;

  return (
    <section
      aria-labelledby="cowriter-title"
      className={className ?? "rounded-2xl border border-line bg-white/70 p-4 sm:p-5"}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="cowriter-title" className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles className="size-5 text-ember" aria-hidden />
          Co-writer
        </h2>
        <p className="text-sm text-ink-soft">
          Suggestions from a language model. Nothing changes until you accept.
        </p>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label className="flex min-w-0 items-center gap-2 text-sm max-sm:w-full">
          <span className="shrink-0 font-medium">Scene</span>
          <select
            className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-white px-2 text-sm sm:max-w-56"
            value={chosen}
            onChange={(e) => setSceneId(e.target.value)}
            disabled={!scenes.data?.length}
          >
            {scenes.data?.length ? null : <option value="">No scenes captured yet</option>}
            {scenes.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title || "Untitled scene"}
              </option>
            ))}
          </select>
        </label>
        {buttons.map((b) => (
          <Button
            key={b.action}
            size="sm"
            variant={b.action === "dramatise" ? "primary" : "secondary"}
            disabled={busy || !ready || b.disabled}
            title={
              b.action === "punch-up" && !target
                ? "Select a passage, or put the cursor in a scene"
                : undefined
            }
            onClick={() => {
              if (b.action === "punch-up") setAsked(target);
              run(b);
            }}
          >
            {b.text}
          </Button>
        ))}
      </div>

      {co.state.phase === "streaming" && (
        <div className="mt-4" aria-live="polite">
          <div className="flex items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm font-medium">
              <Loader2 className="size-4 animate-spin text-ember" aria-hidden />
              {co.state.label}…
            </p>
            <Button size="sm" variant="ghost" onClick={co.cancel}>
              <X className="size-4" aria-hidden />
              Cancel
            </Button>
          </div>
          {/* Scenes are Fountain as they come; the other answers are JSON, shown once checked. */}
          {co.state.action === "dramatise" && (
            <pre
              data-testid="cowriter-stream"
              className="mt-2 max-h-72 overflow-auto rounded-xl border border-dashed border-line bg-paper p-3 font-mono text-[13px] leading-relaxed whitespace-pre-wrap"
            >
              {co.state.text || " "}
            </pre>
          )}
        </div>
      )}

      {co.state.phase === "failed" && (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-[#fbe9e5] p-3 text-sm text-ember-dark"
        >
          <span className="min-w-0 flex-1">{co.state.message}</span>
          <Button size="sm" variant="secondary" onClick={co.close}>
            Close
          </Button>
        </div>
      )}

      {co.state.phase === "review" && (
        <Review
          suggestion={co.state.suggestion}
          fountain={fountain}
          asked={asked}
          onUseCard={onUseCard}
          onDiscard={co.close}
          onApply={async (next, name) => {
            await onApply(next, name);
            co.close();
            toast({ title: "Suggestion accepted", description: `Saved as the version “${name}”.` });
          }}
        />
      )}

      {dialog}
    </section>
  );
}

function Review({
  suggestion,
  fountain,
  asked,
  onUseCard,
  onDiscard,
  onApply,
}: {
  suggestion: Suggestion;
  fountain: string;
  asked: PunchUpTarget | null;
  onUseCard: (idea: CardIdea, text: string) => Promise<void>;
  onDiscard: () => void;
  onApply: (next: string, versionName: string) => Promise<void>;
}) {
  if (suggestion.action === "cards" || suggestion.action === "gaps") {
    return (
      <div className="mt-4">
        <IdeasList
          suggestion={suggestion}
          onUse={onUseCard}
          useHint="Use this adds a suggestion to its guided card in the basic view and saves it; change it there as you like."
        />
        <div className="mt-3 flex justify-end">
          <Button size="sm" variant="secondary" onClick={onDiscard}>
            <Check className="size-4" aria-hidden />
            Done
          </Button>
        </div>
      </div>
    );
  }
  return (
    <SuggestionReview
      suggestion={suggestion}
      fountain={fountain}
      passage={
        suggestion.action === "punch-up" && asked?.text === suggestion.original ? asked : null
      }
      onDiscard={onDiscard}
      onApply={onApply}
    />
  );
}
