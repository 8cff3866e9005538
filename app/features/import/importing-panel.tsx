import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { FormAlert } from "#app/components/ui/form-alert";
import { ProgressBar } from "#app/features/develop/progress-parts";
import { countOf } from "#contracts/plural.ts";
import { percent } from "./format";
import { Panel } from "./import-panels";
import type { ImportJob } from "./import-poll";

// While the server makes the scenes (apply's background job): how many of the chosen items are
// done, from the job's own counts, so a reload shows the same. Stopping keeps what is made.
export function ImportingPanel({
  job,
  onStop,
  stopping,
  stopError,
}: {
  job: ImportJob;
  onStop: () => void;
  stopping: boolean;
  stopError: string | null;
}) {
  const [confirming, setConfirming] = useState(false);
  // A stop that failed says so on the panel, not behind the question.
  useEffect(() => {
    if (stopError) setConfirming(false);
  }, [stopError]);
  const { imported, duplicates, chosen } = job.counts;
  // Items left out as already imported count as done: the bar reaches the end with the job.
  const done = imported + duplicates;
  const fraction = chosen > 0 ? done / chosen : job.progress;
  return (
    <Panel labelledBy="importing-title">
      <h2 id="importing-title" className="font-display text-2xl font-semibold">
        Making your scenes
      </h2>
      <p className="mt-1 text-ink-soft">
        Each chosen item becomes a scene with its photos and date. We make them on our side: you can
        close this page and come back.
      </p>
      <div className="mt-5">
        <ProgressBar percent={percent(fraction)} label="Importing scenes" />
      </div>
      <p className="mt-2 flex justify-between gap-3 text-sm text-ink-soft" aria-live="polite">
        <span className="flex items-center gap-2">
          <Loader2 className="size-4 shrink-0 animate-spin text-ember" aria-hidden />
          Importing {done.toLocaleString("en-US")} of {countOf(chosen, "scene", "scenes")}…
          {duplicates > 0 ? ` (${duplicates.toLocaleString("en-US")} already there)` : ""}
        </span>
        <span className="font-semibold text-ink">{percent(fraction)}%</span>
      </p>
      {stopError && (
        <div className="mt-4">
          <FormAlert>Couldn't stop the import: {stopError}</FormAlert>
        </div>
      )}
      <Button variant="ghost" className="mt-4 -ml-3" onClick={() => setConfirming(true)}>
        Stop importing
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Stop importing?"
        description={`The ${countOf(imported, "scene", "scenes")} already made stay in your movie. The rest of the chosen items are not made, and the archive is deleted.`}
        confirmLabel="Stop and delete"
        pendingLabel="Stopping..."
        pending={stopping}
        onConfirm={onStop}
      />
    </Panel>
  );
}
