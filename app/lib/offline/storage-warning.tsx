import { HardDrive } from "lucide-react";
import { useSyncStatus } from "./index";

// When the browser's storage for this site is nearly full, what to do about it (the data layer
// words the message); it stays until there is room again.
export function StorageWarning() {
  const { storageWarning } = useSyncStatus();
  if (!storageWarning) return null;
  return (
    <div role="alert" className="border-b border-[#ecd9b0] bg-[#fdf3dc]">
      <p className="mx-auto flex max-w-3xl items-start gap-2.5 px-4 py-2.5 text-sm leading-snug text-[#6b4a00] sm:px-6">
        <HardDrive className="mt-0.5 size-4 shrink-0" aria-hidden />
        {storageWarning}
      </p>
    </div>
  );
}
