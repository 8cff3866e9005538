import { WifiOff } from "lucide-react";
import { useSyncStatus } from "./index";

// The "Offline Mode" banner at the top right while the browser is offline. It
// sits in the top bar beside the account menu, so it covers nothing on any screen.
export function OfflineBanner() {
  const { online } = useSyncStatus();
  if (online) return null;
  return (
    <p
      role="status"
      aria-label="Offline Mode"
      className="flex min-w-0 items-center gap-1.5 rounded-full bg-night py-1.5 pr-3 pl-2.5 text-paper"
    >
      <WifiOff className="size-4 shrink-0 text-gold" aria-hidden />
      <span className="text-[13px] leading-tight font-semibold whitespace-nowrap sm:text-sm">
        Offline Mode
      </span>
      <span className="hidden text-[13px] leading-tight whitespace-nowrap text-paper/75 md:inline">
        · changes stay on this device
      </span>
    </p>
  );
}
