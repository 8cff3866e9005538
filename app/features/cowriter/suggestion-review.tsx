import { Check, Trash2, TriangleAlert } from "lucide-react";
import { useMemo, useState } from "react";
import type { DramatiseResult, PunchUpResult } from "#contracts/cowriter.ts";
import { Button } from "#app/components/ui/button";
import { diffLines } from "./diff-lines";
import { applyPlacement, placeScene, replacePassage } from "./place-scene";
import { replaceTarget, type PunchUpTarget } from "./punch-up-target";
import { SuggestionDiff } from "./suggestion-diff";
import { countOf, nounFor } from "#contracts/plural.ts";

// A scene or a passage suggested: the diff against the screenplay's text, how many lines are
// invented, and Accept (the new text, saved as a named version) or Discard (nothing changes).
export function SuggestionReview({
  suggestion,
  fountain,
  passage,
  onDiscard,
  onApply,
}: {
  suggestion: DramatiseResult | PunchUpResult;
  fountain: string;
  /** Where the punched-up passage was when asked (else its first occurrence is replaced). */
  passage: PunchUpTarget | null;
  onDiscard: () => void;
  onApply: (next: string, versionName: string) => Promise<void>;
}) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = useMemo(() => {
    if (suggestion.action === "dramatise") {
      const placed = placeScene(fountain, suggestion.fountain);
      return {
        replaced: placed.replaced,
        next: applyPlacement(placed, suggestion.fountain),
        name: `Co-writer: ${suggestion.sceneTitle || "a scene"} dramatised`,
      };
    }
    return {
      replaced: suggestion.original.split("\n"),
      next: passage
        ? replaceTarget(fountain, passage, suggestion.fountain)
        : replacePassage(fountain, suggestion.original, suggestion.fountain),
      name:
        passage?.kind === "selection"
          ? "Co-writer: selection punched up"
          : "Co-writer: scene punched up",
    };
  }, [suggestion, fountain, passage]);
  const lines = useMemo(
    () => diffLines(plan.replaced, suggestion.fountain.split("\n")),
    [plan.replaced, suggestion.fountain],
  );
  const invented = lines.filter((l) => l.invented).length;

  return (
    <div className="mt-4">
      <p className="text-sm font-medium">
        {suggestion.action === "dramatise"
          ? plan.replaced.length
            ? `“${suggestion.sceneTitle}” rewritten as a scene:`
            : `“${suggestion.sceneTitle}” as a new scene at the end of the screenplay:`
          : passage?.kind === "selection"
            ? "The selection, punched up:"
            : "The scene at the cursor, punched up:"}
      </p>
      {suggestion.action === "punch-up" && (
        <p className="mt-1 text-sm text-ink-soft" data-testid="punch-up-reason">
          <span className="font-semibold text-ink">Why: </span>
          {suggestion.reason}
        </p>
      )}
      {invented > 0 && (
        <p className="mt-2 flex items-start gap-2 rounded-lg bg-[#fdf0c8] px-3 py-2 text-sm text-[#5b4300]">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {countOf(invented, "line", "lines")} {nounFor(invented, { one: "is", other: "are" })}{" "}
            invented: not in what you captured. They keep the note [[invented]] in the script until
            you change them.
          </span>
        </p>
      )}
      <div className="mt-2">
        <SuggestionDiff lines={lines} />
      </div>
      {(error || plan.next === null) && (
        <p role="alert" className="mt-2 text-sm text-ember-dark">
          {error ?? "The passage has changed since you asked. Ask again for the text as it is now."}
        </p>
      )}
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onDiscard} disabled={saving}>
          <Trash2 className="size-4" aria-hidden />
          Discard
        </Button>
        <Button
          size="sm"
          pending={saving}
          pendingLabel="Saving…"
          disabled={plan.next === null}
          onClick={async () => {
            if (plan.next === null) return;
            setSaving(true);
            setError(null);
            try {
              await onApply(plan.next, plan.name);
            } catch (e) {
              setError(e instanceof Error ? e.message : "Could not save. Try again.");
              setSaving(false);
            }
          }}
        >
          <Check className="size-4" aria-hidden />
          Accept
        </Button>
      </div>
    </div>
  );
}
