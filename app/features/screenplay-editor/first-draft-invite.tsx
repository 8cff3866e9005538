import { Wand2 } from "lucide-react";
import { Button } from "#app/components/ui/button";

// An empty screenplay invites the first draft, written from what was captured.
export function FirstDraftInvite({ writing, onWrite }: { writing: boolean; onWrite: () => void }) {
  return (
    <div className="on-dark rounded-2xl bg-night p-5 text-paper">
      <p className="font-display text-xl font-semibold">Start from what you captured</p>
      <p className="mt-1 max-w-xl text-sm text-paper/80">
        Lifescript writes a first draft in screenplay format from your scenes, characters, logline
        and beat board. Then it is yours to rewrite, line by line.
      </p>
      <Button
        className="mt-4"
        variant="light"
        onClick={onWrite}
        pending={writing}
        pendingLabel="Writing…"
      >
        <Wand2 className="size-4" aria-hidden />
        Write the first draft from my scenes
      </Button>
    </div>
  );
}
