import { clsx } from "clsx";
import { memo } from "react";
import { INVENTED_MARK, inventedMarkX } from "#screenplay/invented.ts";

// The drawing of one paginated page: the SAME positioned lines the PDF writer draws (engine
// `paginate`), in Courier Prime at 12 pt scaled to the card's width, so the live preview, the
// shared page and the PDF look alike. Container query units keep the proportions on any screen.

export type DrawRun = { text: string; bold?: boolean; italic?: boolean; underline?: boolean };
export type DrawLine = {
  x: number;
  y: number;
  text: string;
  runs?: DrawRun[];
  kind: string;
  column?: "left" | "right";
  /** The index of the script block the row belongs to (the shared page maps it to its source). */
  block?: number;
  /** A row of dialogue the co-writer invented: a mark beside it (InventedLegend says what). */
  invented?: boolean;
};
export type DrawGeometry = {
  widthIn: number;
  heightIn: number;
  topIn: number;
  lineHeightIn: number;
};

export const PageCard = memo(function PageCard({
  lines,
  geometry,
  label,
  className,
  pageNumber,
}: {
  lines: readonly DrawLine[];
  geometry: DrawGeometry;
  /** "Page 2" or "Title page", for screen readers. */
  label: string;
  className?: string;
  pageNumber?: number;
}) {
  const { widthIn, heightIn, topIn, lineHeightIn } = geometry;
  const fontCqw = (12 / 72 / widthIn) * 100;
  return (
    <div
      role="group"
      aria-label={label}
      data-page={pageNumber}
      className={clsx(
        "relative w-full overflow-hidden rounded-[2px] bg-white font-script text-[#1f1a17] shadow-[0_1px_3px_rgba(28,23,20,0.10),0_18px_40px_-24px_rgba(28,23,20,0.45)] [container-type:inline-size] [content-visibility:auto]",
        className,
      )}
      style={{ aspectRatio: `${widthIn} / ${heightIn}` }}
    >
      {lines.map((line, i) => (
        <span
          key={i}
          data-kind={line.kind}
          data-source-block={line.block}
          data-invented={line.invented ? "" : undefined}
          // On screen an invented row is also tinted, so the mark is never missed.
          className={clsx(
            "absolute leading-none whitespace-pre",
            line.invented && "rounded-[2px] bg-ember/10",
          )}
          style={{
            left: `${(line.x / widthIn) * 100}%`,
            top: `${((topIn + line.y * lineHeightIn) / heightIn) * 100}%`,
            fontSize: `${fontCqw}cqw`,
          }}
        >
          {line.runs
            ? line.runs.map((r, j) => (
                <span
                  key={j}
                  className={clsx(
                    r.bold && "font-bold",
                    r.italic && "italic",
                    r.underline && "underline",
                  )}
                >
                  {r.text}
                </span>
              ))
            : line.text}
          {line.invented && !lines[i - 1]?.invented && (
            <span className="sr-only"> (dramatised dialogue)</span>
          )}
        </span>
      ))}
      {lines.map((line, i) =>
        line.invented ? (
          <span
            key={`mark-${i}`}
            aria-hidden
            title="Dramatised dialogue: nobody said these words"
            className="absolute leading-none font-bold text-ember-dark"
            style={{
              left: `${(inventedMarkX(line) / widthIn) * 100}%`,
              top: `${((topIn + (line.y - 0.1) * lineHeightIn) / heightIn) * 100}%`,
              fontSize: `${fontCqw * 1.35}cqw`,
            }}
          >
            {INVENTED_MARK}
          </span>
        ) : null,
      )}
    </div>
  );
});

/** What the mark beside invented dialogue means, shown above pages that have some. */
export function InventedLegend({ className }: { className?: string }) {
  return (
    <p
      data-testid="invented-legend"
      className={clsx(
        "flex items-start gap-2 rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink-soft",
        className,
      )}
    >
      <span aria-hidden className="font-script font-bold text-ember-dark">
        {INVENTED_MARK}
      </span>
      <span>
        Dramatised dialogue: lines the co-writer wrote for the story. Nobody said these words.
      </span>
    </p>
  );
}
