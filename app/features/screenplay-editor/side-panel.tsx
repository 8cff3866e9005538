import { Sparkles, X } from "lucide-react";
import { BottomSheet } from "~/components/ui/bottom-sheet";
import { Button } from "~/components/ui/button";

export const SIDE_PANEL_ID = "editor-side-panel";

// What helps write the script without being the script (the first-draft invite, the co-writer):
// beside the editor on a desktop, closable; in a bottom sheet on a phone, opened from the toolbar.
export function SidePanel({
  desktop,
  open,
  onOpenChange,
  children,
}: {
  desktop: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  if (!desktop) {
    return (
      <BottomSheet
        open={open}
        onOpenChange={onOpenChange}
        title="Co-writer"
        description="Start from what you captured, or ask for suggestions."
      >
        <div id={SIDE_PANEL_ID} className="grid gap-4">
          {children}
        </div>
      </BottomSheet>
    );
  }
  if (!open) return null;
  return (
    <aside
      id={SIDE_PANEL_ID}
      aria-label="Co-writer and first draft"
      // As tall as the editor beside it, scrolling on its own.
      className="absolute inset-0 flex flex-col gap-3 overflow-y-auto overscroll-contain"
    >
      <div className="-mb-1 flex justify-end">
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className="inline-flex h-8 items-center gap-1 rounded-lg px-2 text-sm font-medium text-ink-soft hover:bg-cream hover:text-ink"
        >
          <X className="size-4" aria-hidden />
          Close the panel
        </button>
      </div>
      {children}
    </aside>
  );
}

/** Opens and closes the side panel; its state is said (aria-expanded) and seen (filled). */
export function SidePanelToggle({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Button
      size="sm"
      variant={open ? "dark" : "secondary"}
      aria-expanded={open}
      aria-controls={open ? SIDE_PANEL_ID : undefined}
      onClick={() => onOpenChange(!open)}
    >
      <Sparkles className="size-4" aria-hidden />
      Co-writer
    </Button>
  );
}
