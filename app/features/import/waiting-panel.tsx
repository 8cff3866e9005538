import { Clock } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { Panel } from "./import-panels";

// An import behind another of the person's: the server works on one at a time and starts this
// one by itself when the other ends; the page then shows its progress (the poll keeps asking).
export function WaitingPanel({
  step,
  onCancel,
  cancelling,
}: {
  // What waits: reading the archive, or making the chosen scenes.
  step: "read" | "apply";
  onCancel: () => void;
  cancelling: boolean;
}) {
  return (
    <Panel labelledBy="waiting-title">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-cream text-ember">
          <Clock className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="waiting-title" className="font-display text-2xl font-semibold">
            Waiting for your other import to finish
          </h2>
          <p className="mt-1 text-ink-soft" role="status">
            {step === "read"
              ? "We work on one import at a time. This archive is uploaded and safe: we'll start reading it as soon as your other import is done."
              : "We work on one import at a time. Your choice is saved: we'll start making these scenes as soon as your other import is done."}{" "}
            You can close this page and come back.
          </p>
        </div>
      </div>
      <Button
        variant="ghost"
        className="mt-4 -ml-3"
        onClick={onCancel}
        pending={cancelling}
        pendingLabel="Cancelling..."
      >
        Cancel import
      </Button>
    </Panel>
  );
}
