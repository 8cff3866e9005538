import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

// Mounted once in the signed-in app shell: keeps this user's data for offline use and syncs it.
// Renders nothing; the banner and the indicators read useSyncStatus().
export function OfflineSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The runtime (engine, scheduler, IndexedDB) loads after the first paint: the service worker
    // precaches its chunk, so it loads offline too.
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import("./runtime").then(({ startOffline }) => {
      if (!cancelled) stop = startOffline(userId, queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);
  return null;
}
