import { clsx } from "clsx";
import { Fragment } from "react";
import { UNPLACED } from "./board-model";

// The tray or one beat: its title, count and hint, and its cards, with a marker where a dragged
// card would land.
export function BoardColumn({
  columnKey,
  title,
  hint,
  number,
  ids,
  dropAt,
  renderCard,
}: {
  columnKey: string;
  title: string;
  hint: string | null;
  /** The beat's number in its structure; none for the tray. */
  number: number | null;
  /** The scenes in this column, in order. */
  ids: string[];
  /** Where a dragged card would land in this column, if it is over it. */
  dropAt: number | null;
  renderCard: (sceneId: string, index: number) => React.ReactNode;
}) {
  return (
    <section
      aria-label={title}
      data-drop-column={columnKey}
      data-testid={`beat-${columnKey}`}
      className={clsx(
        "rounded-2xl border p-3 transition-colors",
        columnKey === UNPLACED ? "border-gold/50 bg-gold/10" : "border-line bg-paper",
        dropAt !== null && "border-ember bg-ember/5",
      )}
    >
      <div className="flex items-baseline justify-between gap-2 px-1">
        <h4 className="text-sm font-semibold">
          {number !== null && <span className="mr-1.5 text-ink-soft tabular-nums">{number}.</span>}
          {title}
        </h4>
        <span className="text-xs text-ink-soft tabular-nums">{ids.length}</span>
      </div>
      {hint && <p className="mt-0.5 px-1 text-xs text-ink-soft">{hint}</p>}
      {/* One column that never grows past the board: a long title is cut on its card (truncate). */}
      <ul className="mt-2 grid grid-cols-1 gap-2">
        {ids.map((id, i) => (
          // Keyed by scene: a moved card keeps its element, and the focus of its buttons.
          <Fragment key={id}>
            {dropAt === i && <DropMarker />}
            {renderCard(id, i)}
          </Fragment>
        ))}
        {dropAt === ids.length && <DropMarker />}
        {ids.length === 0 && (
          <li className="rounded-xl border border-dashed border-line px-3 py-3 text-center text-xs text-ink-soft">
            {columnKey === UNPLACED ? "Every scene is on a beat." : "Drop a scene here"}
          </li>
        )}
      </ul>
    </section>
  );
}

function DropMarker() {
  return <li aria-hidden className="h-1 rounded-full bg-ember" />;
}
