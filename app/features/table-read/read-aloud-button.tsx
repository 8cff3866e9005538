import { clsx } from "clsx";
import { Headphones } from "lucide-react";
import { lazy } from "react";

// What the editor and the shared page load at first for the table read: the button that opens
// it and the bar's lazy import (the bar, its speech code and the voice casting load on first
// open).
export const TableReadBar = lazy(() => import("./table-read-bar"));

export function ReadAloudButton({
  open,
  onToggle,
  className,
}: {
  open: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={open}
      onClick={onToggle}
      className={clsx(
        "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-line px-3 text-sm font-medium",
        open ? "bg-night text-paper" : "bg-white text-ink-soft hover:text-ink",
        className,
      )}
    >
      <Headphones className="size-4" aria-hidden />
      Read aloud
    </button>
  );
}

/** Shown while the bar's code loads. */
export function TableReadLoading({ className }: { className?: string }) {
  return (
    <p role="status" className={clsx("bg-white px-4 py-3.5 text-sm text-ink-soft", className)}>
      Opening read aloud…
    </p>
  );
}
