import { X } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

// Where the comment box, a scene's reactions or a thread open: on a phone a sheet at the bottom
// of the screen, the page scrolled so the words it is about stay above it; on a wider screen a
// card just below the words. Never modal: the script can still be read and selected.

export const NARROW_WIDTH = 640;

// The words the panel is about, in page coordinates (they stay put while the page scrolls).
export type PagePlace = { top: number; bottom: number; left: number };

export function pagePlace(rect: DOMRect): PagePlace {
  return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY, left: rect.left };
}

const CARD_WIDTH = 352;

export function ReaderPanel({
  place,
  label,
  onClose,
  children,
}: {
  place: PagePlace;
  label: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const [narrow] = useState(() => window.innerWidth < NARROW_WIDTH);
  const [sheetHeight, setSheetHeight] = useState(0);

  // On a phone, scroll the words above the sheet (a spacer lets the last lines scroll that far),
  // again whenever the sheet grows (a thread gets a reply, an error shows).
  useLayoutEffect(() => {
    const sheet = panel.current;
    if (!narrow || !sheet) return;
    const keepWordsInView = () => {
      const height = sheet.getBoundingClientRect().height;
      setSheetHeight(height);
      const visibleBottom = window.innerHeight - height - 16;
      const wordsBottom = place.bottom - window.scrollY;
      const wordsTop = place.top - window.scrollY;
      // Enough for the words' last line to clear the sheet, never so much their first goes off the top.
      if (wordsBottom > visibleBottom)
        window.scrollBy({ top: Math.max(0, Math.min(wordsBottom - visibleBottom, wordsTop - 8)) });
    };
    keepWordsInView();
    const observer = new ResizeObserver(keepWordsInView);
    observer.observe(sheet);
    return () => observer.disconnect();
  }, [narrow, place]);

  const close = (
    <button
      type="button"
      onClick={onClose}
      aria-label="Close"
      className="grid size-9 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
    >
      <X className="size-4" aria-hidden />
    </button>
  );
  const header = (
    <div className="mb-2 flex items-center justify-between gap-2">
      <p className="text-sm font-semibold">{label}</p>
      {close}
    </div>
  );

  if (narrow)
    return createPortal(
      <>
        <div aria-hidden style={{ height: sheetHeight }} />
        <div
          ref={panel}
          role="dialog"
          aria-label={label}
          data-testid="reader-panel"
          onKeyDown={(e) => e.key === "Escape" && onClose()}
          className="fixed inset-x-0 bottom-0 z-40 max-h-[55dvh] overflow-y-auto rounded-t-2xl border-t border-line bg-white px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] font-sans text-ink shadow-[0_-12px_40px_-12px_rgba(28,23,20,0.35)]"
        >
          {header}
          {children}
        </div>
      </>,
      document.body,
    );

  const left = Math.max(
    8,
    Math.min(place.left, document.documentElement.clientWidth - CARD_WIDTH - 8),
  );
  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-label={label}
      data-testid="reader-panel"
      onKeyDown={(e) => e.key === "Escape" && onClose()}
      style={{ top: place.bottom + 10, left, width: CARD_WIDTH }}
      className="absolute z-40 rounded-2xl border border-line bg-white p-4 pt-3 font-sans text-ink shadow-[0_18px_50px_-18px_rgba(28,23,20,0.45)]"
    >
      {header}
      {children}
    </div>,
    document.body,
  );
}
