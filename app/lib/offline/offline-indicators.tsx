import { Loader2 } from "lucide-react";
import { lazy, Suspense } from "react";
import { conflictToAsk, useConflictPrompts } from "./conflict-prompts";
import { useSyncStatus } from "./index";

// Loaded only when a conflict is there: it keeps the signed-in app's first load within budget.
const ConflictDialog = lazy(() =>
  import("./conflict-dialog").then((m) => ({ default: m.ConflictDialog })),
);
const RecordConflictDialog = lazy(() =>
  import("./record-conflict-dialog").then((m) => ({ default: m.RecordConflictDialog })),
);

// The sync indicator: "Syncing..." at the bottom right while a sync runs (above
// the bottom nav, clear of the composer's buttons), and the conflict dialogs when an offline edit
// and a newer one on the server changed the same lines of a screenplay or the same fields of a
// scene, a movie or a character. Mounted once by the app shell; "Offline Mode" is in the top bar
// (offline-banner.tsx).
export function OfflineIndicators() {
  const status = useSyncStatus();
  useConflictPrompts();
  const screenplay = status.conflicts[0];
  const record = screenplay ? null : conflictToAsk(status);
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
      {screenplay && (
        <Suspense fallback={null}>
          <ConflictDialog key={screenplay.id} conflict={screenplay} />
        </Suspense>
      )}
      {record && (
        <Suspense fallback={null}>
          <RecordConflictDialog key={record.id} conflict={record} />
        </Suspense>
      )}
    </>
  );
}
