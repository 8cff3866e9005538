import { clsx } from "clsx";
import { CloudUpload, GitCompare } from "lucide-react";
import { askAbout } from "./conflict-prompts";
import { useRecordConflict, useSyncStatus } from "./index";

// True while a write to this record (a movie, a scene, a movie's screenplay) waits in the outbox.
export function useWaitingToSync(id: string): boolean {
  return useSyncStatus().pendingIds.has(id);
}

// The mark on a card: "Waiting to sync" (saved on this device, not yet on the server), or, when
// this record was also changed elsewhere in the same places, "Another version is waiting", a
// button that opens the choice between the two.
export function WaitingToSyncMark({ id, className }: { id: string; className?: string }) {
  const waiting = useWaitingToSync(id);
  const conflict = useRecordConflict(id);
  if (conflict) {
    return (
      <button
        type="button"
        onClick={() => askAbout(id)}
        className={clsx(
          "relative z-10 inline-flex min-h-7 items-center gap-1 rounded-full bg-[#fde2c8] px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-[#6b2d00] hover:bg-[#fbd3ad] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-dark",
          className,
        )}
      >
        <GitCompare className="size-3.5" aria-hidden />
        Another version is waiting
      </button>
    );
  }
  if (!waiting) return null;
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded-full bg-[#fdf3dc] px-2 py-0.5 text-xs font-medium text-[#6b4a00]",
        className,
      )}
    >
      <CloudUpload className="size-3.5" aria-hidden />
      Waiting to sync
    </span>
  );
}
