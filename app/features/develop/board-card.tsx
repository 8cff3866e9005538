import { Tooltip } from "#app/components/ui/tooltip";
import { clsx } from "clsx";
import { ArrowDown, ArrowUp, GripVertical, MapPin } from "lucide-react";
import type { PointerDragHandlers } from "#app/components/ui/use-pointer-drag";
import type { Scene } from "#app/features/scenes/scenes-api";

// One scene on the board: a grip to drag it, a beat picker and up/down buttons (the keyboard and
// screen-reader way to make the same moves).
export function BoardCard({
  scene,
  column,
  index,
  count,
  columns,
  dragging,
  grip,
  onMove,
  onPickBeat,
}: {
  scene: Scene;
  column: string;
  index: number;
  count: number;
  /** Every beat the card can go to, with its title. */
  columns: { key: string; title: string }[];
  dragging: boolean;
  grip: PointerDragHandlers<HTMLButtonElement>;
  onMove: (column: string, index: number) => void;
  /** Sends the card to the end of another beat. */
  onPickBeat: (column: string) => void;
}) {
  return (
    <li
      data-scene-card={scene.id}
      className={clsx(
        "flex items-stretch gap-1 rounded-xl border border-line bg-white shadow-[0_1px_2px_rgba(28,23,20,0.06)]",
        dragging && "opacity-40",
      )}
    >
      <Tooltip label="Drag to a beat">
        <button
          type="button"
          aria-label={`Drag ${scene.title}`}
          {...grip}
          className="flex w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-l-xl text-ink-soft hover:bg-cream active:cursor-grabbing"
        >
          <GripVertical className="size-5" aria-hidden />
        </button>
      </Tooltip>
      <div className="min-w-0 flex-1 py-2.5">
        <p className="truncate text-[15px] font-semibold">
          <span className="mr-1.5 font-script text-xs text-ink-soft">#{scene.sceneNumber}</span>
          {scene.title}
        </p>
        {scene.location && (
          <p className="mt-0.5 flex items-center gap-1 truncate text-xs text-ink-soft">
            <MapPin className="size-3" aria-hidden />
            {scene.location}
          </p>
        )}
        <label className="mt-1.5 flex items-center gap-1.5 text-xs text-ink-soft">
          <span>Beat</span>
          <select
            aria-label={`Beat for ${scene.title}`}
            value={column}
            onChange={(e) => onPickBeat(e.target.value)}
            className="max-w-44 min-w-0 rounded-md border border-line bg-paper px-1.5 py-1 text-xs text-ink"
          >
            {columns.map((c) => (
              <option key={c.key} value={c.key}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex shrink-0 flex-col justify-center pr-1">
        <button
          type="button"
          aria-label={`Move ${scene.title} up`}
          disabled={index === 0}
          onClick={() => onMove(column, index - 1)}
          className="grid size-8 place-items-center rounded-lg text-ink-soft hover:bg-cream disabled:opacity-30"
        >
          <ArrowUp className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          aria-label={`Move ${scene.title} down`}
          disabled={index === count - 1}
          onClick={() => onMove(column, index + 2)}
          className="grid size-8 place-items-center rounded-lg text-ink-soft hover:bg-cream disabled:opacity-30"
        >
          <ArrowDown className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}
