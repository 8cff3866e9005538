import { Loader2 } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ReadAloudButton, TableReadLoading } from "#app/features/table-read/read-aloud-button";
import { useMediaQuery } from "#app/lib/use-media-query";
import { PrintOptionsSwitch, type PrintOptions } from "./print-options";
import { pagesLabel, runningTime, ScreenplayPages } from "./screenplay-pages";
import { ScriptViewSwitch, scriptViewClasses, type ScriptView } from "./script-view-switch";
import type { Preview } from "./use-pagination";

const ReadingPreview = lazy(() => import("./reading-preview"));
const TableReadPreview = lazy(() => import("./table-read-preview"));

// The pages as they will print, beside the editor, with the print options that change them. On
// desktop, where it scrolls on its own, it keeps the page being written in view, and shows the
// title page while that is being filled in. On a phone it reads the script reflowed to the
// screen, with "Pages" to see them as printed. "Read aloud" reads the script in the reading
// view, the line being read highlighted.
export function PreviewPane({
  movieId,
  preview,
  stale,
  cursorPage,
  cursorLine,
  showTitlePage,
  print,
  onPrintChange,
  invented = 0,
}: {
  /** Whose script: the table read remembers its voices by movie. */
  movieId: string;
  preview: Preview;
  stale: boolean;
  cursorPage: number;
  cursorLine: number;
  showTitlePage: boolean;
  print: PrintOptions;
  onPrintChange: (next: PrintOptions) => void;
  /** Lines of invented dialogue in the script (the PDF's choice to mark them shows when any). */
  invented?: number;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ScriptView | null>(null);
  const narrow = useMediaQuery("(max-width: 639.98px)");
  const [listening, setListening] = useState(false);
  const [current, setCurrent] = useState<number | null>(null);
  // Made only while the reading view shows: typing on a desktop never pays for it.
  const reading = listening || view === "reading" || (view === null && narrow);
  const shown = scriptViewClasses(listening ? "reading" : view);

  useEffect(() => {
    const node = scroller.current;
    // While reading aloud, the line being read is kept in view instead.
    if (listening || !node || getComputedStyle(node).overflowY !== "auto") return;
    const target = node.querySelector<HTMLElement>(`#page-${cursorPage}`);
    if (!target) return;
    const top =
      target.getBoundingClientRect().top - node.getBoundingClientRect().top + node.scrollTop;
    const visible =
      top < node.scrollTop + node.clientHeight - 80 &&
      top + target.offsetHeight > node.scrollTop + 80;
    if (!visible) node.scrollTo({ top: top - 16, behavior: "smooth" });
    // Also when the cursor moves within a page: the writer may have scrolled the preview away.
  }, [cursorPage, cursorLine, listening]);

  useEffect(() => {
    if (showTitlePage) scroller.current?.scrollTo({ top: 0, behavior: "smooth" });
  }, [showTitlePage]);

  const { pagination } = preview;
  return (
    <section
      aria-label="Preview"
      // On a desktop it fills the height of the editor beside it and scrolls on its own.
      className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-line bg-[#e9e1d6] lg:absolute lg:inset-0"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line bg-white px-4 py-2">
        <h2 className="text-sm font-semibold">Preview</h2>
        <p
          className="mr-auto text-sm text-ink-soft tabular-nums"
          data-testid="preview-summary"
          data-page-count={pagination.pages.length}
          data-title-page={pagination.titlePage ? "1" : "0"}
        >
          {stale && <Loader2 className="mr-1 inline size-3.5 animate-spin" aria-hidden />}
          {pagesLabel(pagination.pages.length)} · {runningTime(preview.stats.runningTimeMinutes)}
        </p>
        {pagination.pages.length > 0 && (
          <ReadAloudButton open={listening} onToggle={() => setListening((on) => !on)} />
        )}
        {!listening && <ScriptViewSwitch choice={view} onChoose={setView} className="sm:hidden" />}
        <PrintOptionsSwitch options={print} onChange={onPrintChange} invented={invented} />
      </div>
      {listening && (
        <Suspense fallback={<TableReadLoading className="border-b border-line" />}>
          <TableReadPreview
            doc={preview.doc}
            autoContd={print.autoContd}
            storageKey={`movie:${movieId}`}
            onCurrent={setCurrent}
            onClose={() => setListening(false)}
            className="border-b"
          />
        </Suspense>
      )}
      <div
        ref={scroller}
        // Scrollable on its own on desktop: reachable by keyboard to scroll the pages.
        tabIndex={0}
        role="region"
        aria-label="Pages as printed"
        className="lg:relative lg:min-h-0 lg:flex-1 lg:overflow-y-auto"
      >
        {pagination.pages.length === 0 && !pagination.titlePage ? (
          <p className="p-6 text-center text-sm text-ink-soft">
            The pages appear here as you write, exactly as they will print.
          </p>
        ) : (
          <>
            {reading && (
              <Suspense fallback={null}>
                <ReadingPreview
                  doc={preview.doc}
                  autoContd={print.autoContd}
                  current={listening ? current : null}
                  className={`${shown.reading} px-4 py-5`}
                />
              </Suspense>
            )}
            <div className={shown.pages}>
              <ScreenplayPages
                className="p-4 sm:p-6"
                geometry={pagination.geometry}
                titlePage={pagination.titlePage}
                pages={pagination.pages}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
