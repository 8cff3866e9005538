import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { startOffline } from "./runtime";

// Mounted once in the signed-in app shell: keeps this user's data for offline use and syncs it.
// Renders nothing; the banner and the indicators read useSyncStatus().
export function OfflineSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => startOffline(userId, queryClient), [userId, queryClient]);
  return null;
}
