import { clsx } from "clsx";
import { CloudUpload } from "lucide-react";
import { useSyncStatus } from "./index";

// True while a write to this record (a movie, a scene, a movie's screenplay) waits in the outbox.
export function useWaitingToSync(id: string): boolean {
  return useSyncStatus().pendingIds.has(id);
}

// The "Waiting to sync" mark on a card: saved on this device, not yet on the server.
export function WaitingToSyncMark({ id, className }: { id: string; className?: string }) {
  if (!useWaitingToSync(id)) return null;
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
