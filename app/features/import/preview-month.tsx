import { clsx } from "clsx";
import { CheckCircle2, Film, ImageIcon, MapPin } from "lucide-react";
import { memo, useEffect, useId, useRef } from "react";
import type { ImportItem } from "#contracts/imports.ts";
import { countOf } from "#contracts/plural.ts";
import { sourceName } from "./archive-sources";
import { dateLabel, monthLabel } from "./format";
import { groupState, sameMonthView, selectable, toggleGroup, toggleItem } from "./preview";

// Changes the selection from the one current when it runs, so a month that was not drawn again
// (memo) never writes back a selection from before another month's click.
export type SelectionUpdate = (update: (current: Set<string>) => Set<string>) => void;

// One month of the preview: its checkbox chooses the whole month, each item has its own. Drawn
// again only when its items or their choices change: with thousands of items, a poll that brings
// a few new ones or a click in one month leaves the other months alone.
type MonthProps = {
  monthKey: string;
  items: ImportItem[];
  selected: Set<string>;
  onSelect: SelectionUpdate;
};

export const PreviewMonth = memo(function PreviewMonth({
  monthKey,
  items,
  selected,
  onSelect,
}: MonthProps) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const state = groupState(selected, items);
  const label = monthLabel(monthKey);
  const open = items.some(selectable);

  useEffect(() => {
    if (box.current) box.current.indeterminate = state === "some";
  }, [state]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      // The browser lays out and paints only the months near the screen (thousands of items).
      className="overflow-hidden rounded-2xl border border-line bg-white [contain-intrinsic-size:auto_16rem] [content-visibility:auto]"
    >
      <div className="flex items-center gap-3 border-b border-line bg-cream/60 px-4 py-2.5">
        <input
          ref={box}
          id={`${id}-all`}
          type="checkbox"
          checked={state === "all"}
          disabled={!open}
          onChange={() => onSelect((current) => toggleGroup(current, items))}
          aria-label={`Choose all of ${label}`}
          className="size-5 accent-ember"
        />
        <h4 id={`${id}-title`} className="flex-1 font-semibold">
          {label}
        </h4>
        <span className="text-sm text-ink-soft">{countOf(items.length, "item", "items")}</span>
      </div>
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.id}>
            <PreviewItem
              item={item}
              checked={selected.has(item.id)}
              onToggle={() => onSelect((current) => toggleItem(current, item))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}, sameMonth);

function sameMonth(before: MonthProps, after: MonthProps): boolean {
  return (
    before.monthKey === after.monthKey &&
    before.onSelect === after.onSelect &&
    sameMonthView(before, after)
  );
}

function PreviewItem({
  item,
  checked,
  onToggle,
}: {
  item: ImportItem;
  checked: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const done = item.alreadyImported;
  const first = item.media[0];
  const more = item.media.length - 1;
  const text = item.text.trim();
  return (
    <label
      htmlFor={id}
      className={clsx(
        "flex gap-3 px-4 py-3",
        done ? "cursor-default bg-paper/60" : "cursor-pointer hover:bg-cream/40",
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked && !done}
        disabled={done}
        onChange={onToggle}
        className="mt-1 size-5 shrink-0 accent-ember"
      />
      <span className="relative size-16 shrink-0 overflow-hidden rounded-xl bg-cream sm:size-20">
        {first?.thumbnailUrl ? (
          <img src={first.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <span className="grid size-full place-items-center text-ink-soft">
            {first?.kind === "video" ? (
              <Film className="size-6" aria-hidden />
            ) : (
              <ImageIcon className="size-6" aria-hidden />
            )}
          </span>
        )}
        {more > 0 && (
          <span className="absolute right-1 bottom-1 rounded-md bg-night/75 px-1.5 text-xs font-semibold text-white">
            +{more}
          </span>
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-ink-soft">
          <time dateTime={item.date ?? undefined}>{dateLabel(item.date)}</time>
          <span aria-hidden>·</span>
          <span>{sourceName(item.source)}</span>
          {item.media.length > 0 && (
            <span className="sr-only">
              , {countOf(item.media.length, "photo or video", "photos or videos")}
            </span>
          )}
        </span>
        <span className={clsx("mt-0.5 line-clamp-3 break-words", !text && "text-ink-soft italic")}>
          {text || "No text"}
        </span>
        {item.place && (
          <span className="mt-1 flex items-center gap-1 text-sm text-ink-soft">
            <MapPin className="size-3.5" aria-hidden />
            {item.place}
          </span>
        )}
        {done && (
          <span className="mt-1.5 inline-flex items-center gap-1 rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">
            <CheckCircle2 className="size-3.5" aria-hidden />
            Already imported
          </span>
        )}
      </span>
    </label>
  );
}
