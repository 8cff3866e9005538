import { Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { pagesLabel, runningTime, ScreenplayPages } from "./screenplay-pages";
import type { Preview } from "./use-pagination";

// The pages as they will print, beside the editor. On desktop, where it scrolls on its own, it
// keeps the page being written in view, and shows the title page while that is being filled in.
export function PreviewPane({
  preview,
  stale,
  cursorPage,
  cursorLine,
  showTitlePage,
}: {
  preview: Preview;
  stale: boolean;
  cursorPage: number;
  cursorLine: number;
  showTitlePage: boolean;
}) {
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = scroller.current;
    if (!node || getComputedStyle(node).overflowY !== "auto") return;
    const target = node.querySelector<HTMLElement>(`#page-${cursorPage}`);
    if (!target) return;
    const top =
      target.getBoundingClientRect().top - node.getBoundingClientRect().top + node.scrollTop;
    const visible =
      top < node.scrollTop + node.clientHeight - 80 &&
      top + target.offsetHeight > node.scrollTop + 80;
    if (!visible) node.scrollTo({ top: top - 16, behavior: "smooth" });
    // Also when the cursor moves within a page: the writer may have scrolled the preview away.
  }, [cursorPage, cursorLine]);

  useEffect(() => {
    if (showTitlePage) scroller.current?.scrollTo({ top: 0, behavior: "smooth" });
  }, [showTitlePage]);

  const { pagination } = preview;
  return (
    <section
      aria-label="Preview"
      className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-line bg-[#e9e1d6]"
    >
      <div className="flex items-center justify-between gap-3 border-b border-line bg-white px-4 py-2.5">
        <h2 className="text-sm font-semibold">Preview</h2>
        <p
          className="text-sm text-ink-soft tabular-nums"
          data-testid="preview-summary"
          data-page-count={pagination.pages.length}
          data-title-page={pagination.titlePage ? "1" : "0"}
        >
          {stale && <Loader2 className="mr-1 inline size-3.5 animate-spin" aria-hidden />}
          {pagesLabel(pagination.pages.length)} · {runningTime(preview.stats.runningTimeMinutes)}
        </p>
      </div>
      <div
        ref={scroller}
        // Scrollable on its own on desktop: reachable by keyboard to scroll the pages.
        tabIndex={0}
        aria-label="Preview pages"
        className="lg:relative lg:h-[calc(100dvh-300px+45px)] lg:min-h-[565px] lg:overflow-y-auto"
      >
        {pagination.pages.length === 0 && !pagination.titlePage ? (
          <p className="p-6 text-center text-sm text-ink-soft">
            The pages appear here as you write, exactly as they will print.
          </p>
        ) : (
          <ScreenplayPages
            className="p-4 sm:p-6"
            geometry={pagination.geometry}
            titlePage={pagination.titlePage}
            pages={pagination.pages}
          />
        )}
      </div>
    </section>
  );
}
