import { RefreshCw } from "lucide-react";
import { Button } from "#app/components/ui/button";

// "A new version is ready": shown once a new version has installed in the background. Nothing of
// it runs until Reload, which loads the whole app anew on it.
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <div
      role="status"
      className="fixed inset-x-4 top-[calc(4.25rem+env(safe-area-inset-top))] z-40 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-line bg-white py-2.5 pr-2.5 pl-4 shadow-lg sm:top-[calc(5rem+env(safe-area-inset-top))]"
    >
      <RefreshCw className="size-5 shrink-0 text-ember" aria-hidden />
      <p className="min-w-0 flex-1 text-[15px] font-medium text-ink">A new version is ready</p>
      <Button size="sm" onClick={onReload}>
        Reload
      </Button>
    </div>
  );
}
