import { MessageSquare, Sparkles, X } from "lucide-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { createPortal } from "react-dom";
import { Button } from "#app/components/ui/button";

// The sheet (and vaul, its drawer) loads when a phone first opens the panel: it stays out of the
// editor's first load (docs/ARCHITECTURE.md, Budgets).
const BottomSheet = lazy(() =>
  import("#app/components/ui/bottom-sheet").then((m) => ({ default: m.BottomSheet })),
);

export const SIDE_PANEL_ID = "editor-side-panel";

/**
 * The panel's content, rendered once and kept wherever it shows: a suggestion being written, a
 * diff waiting for Accept, survive the panel closing, a tablet turning, a window crossing 1024 px.
 * React renders it into a node of its own (a portal); `place` moves that node into the place that
 * shows it (the column beside the editor, or the phone's sheet).
 */
export function usePanelContent(children: React.ReactNode): {
  content: React.ReactNode;
  place: (slot: HTMLElement | null) => void;
} {
  const [host] = useState(() => {
    const node = document.createElement("div");
    node.className = "flex flex-col gap-3";
    return node;
  });
  const place = useCallback(
    (slot: HTMLElement | null) => {
      if (slot && host.parentNode !== slot) slot.append(host);
    },
    [host],
  );
  return { content: createPortal(children, host), place };
}

export type PanelView = "cowriter" | "comments";

const PANEL_TEXT: Record<PanelView, { title: string; description: string; label: string }> = {
  cowriter: {
    title: "Co-writer",
    description: "Start from what you captured, or ask for suggestions.",
    label: "Co-writer and first draft",
  },
  comments: {
    title: "Comments",
    description: "Comments on the script, beside the lines they were made on.",
    label: "Comments",
  },
};

// What helps write the script without being the script (the first-draft invite, the co-writer,
// readers' comments): beside the editor on a desktop, closable; in a bottom sheet on a phone,
// opened from the toolbar.
export function SidePanel({
  desktop,
  open,
  onOpenChange,
  place,
  view = "cowriter",
}: {
  desktop: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  place: (slot: HTMLElement | null) => void;
  view?: PanelView;
}) {
  const text = PANEL_TEXT[view];
  // Mounted from the first opening on, so the sheet can slide away when closed.
  const [sheetUsed, setSheetUsed] = useState(false);
  if (!desktop) {
    if (open && !sheetUsed) setSheetUsed(true);
    if (!sheetUsed && !open) return null;
    return (
      <Suspense fallback={null}>
        <BottomSheet
          open={open}
          onOpenChange={onOpenChange}
          title={text.title}
          description={text.description}
        >
          <div id={SIDE_PANEL_ID} ref={place} />
        </BottomSheet>
      </Suspense>
    );
  }
  if (!open) return null;
  return (
    <aside
      id={SIDE_PANEL_ID}
      aria-label={text.label}
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
      <div ref={place} />
    </aside>
  );
}

/** Opens and closes the side panel on one of its views; its state is said (aria-expanded) and
 * seen (filled). The comments' switch carries the number of threads still open. */
export function SidePanelToggle({
  open,
  onOpenChange,
  view = "cowriter",
  count = 0,
  iconOnPhone = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view?: PanelView;
  count?: number;
  /** On a phone, the icon (and the count) only: two of these beside the back link and the save
   * state do not fit one row at 390 px. The name stays for screen readers. */
  iconOnPhone?: boolean;
}) {
  const Icon = view === "comments" ? MessageSquare : Sparkles;
  return (
    <Button
      size="sm"
      variant={open ? "dark" : "secondary"}
      aria-expanded={open}
      aria-controls={open ? SIDE_PANEL_ID : undefined}
      onClick={() => onOpenChange(!open)}
    >
      <Icon className="size-4" aria-hidden />
      <span className={iconOnPhone ? "max-sm:sr-only" : undefined}>{PANEL_TEXT[view].title}</span>
      {count > 0 && (
        <span className="min-w-5 rounded-full bg-ember px-1.5 text-center text-xs leading-5 font-semibold text-white">
          {count}
          <span className="sr-only"> open</span>
        </span>
      )}
    </Button>
  );
}
