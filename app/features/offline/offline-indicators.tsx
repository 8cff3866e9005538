import { Loader2 } from "lucide-react";
import { lazy, Suspense } from "react";
import { useSyncStatus } from "./index";

// Loaded only when a conflict is there: it keeps the signed-in app's first load within budget.
const ConflictDialog = lazy(() =>
  import("./conflict-dialog").then((m) => ({ default: m.ConflictDialog })),
);

// The spec's sync indicator (section 2): "Syncing..." at the bottom right while a sync runs (above
// the bottom nav, clear of the composer's buttons), and the conflict dialog when an offline
// screenplay edit and a newer one on the server touch the same lines. Mounted once by the app
// shell; "Offline Mode" is in the top bar (offline-banner.tsx).
export function OfflineIndicators() {
  const status = useSyncStatus();
  return (
    <>
      {status.syncing && (
        <div
          role="status"
          className="pointer-events-none fixed right-3 bottom-[calc(5.25rem+env(safe-area-inset-bottom))] z-40 lg:bottom-6 flex items-center gap-2 rounded-full border border-line bg-white py-1.5 pr-3.5 pl-3 text-sm font-medium text-ink shadow-lg sm:right-6"
        >
          <Loader2 className="size-4 shrink-0 animate-spin text-ember" aria-hidden />
          Syncing...
        </div>
      )}
      {status.conflicts[0] && (
        <Suspense fallback={null}>
          <ConflictDialog conflict={status.conflicts[0]} />
        </Suspense>
      )}
    </>
  );
}
