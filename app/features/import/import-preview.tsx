import type { ImportItem } from "#contracts/imports.ts";
import { useMemo, useState } from "react";
import { Button } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { countOf } from "#contracts/plural.ts";
import {
  NO_FILTER,
  type PreviewFilter,
  filterError,
  filterItems,
  groupByMonth,
  idsToImport,
  isFiltered,
  selectAll,
  selectNone,
  sourcesIn,
} from "./preview";
import { PreviewFilters } from "./preview-filters";
import { PreviewMonth, type SelectionUpdate } from "./preview-month";

// The items found, by year and month, to choose from; "Import N scenes" sends the choice.
export function ImportPreview({
  items,
  selected,
  onSelect,
  onImport,
  importing,
  waiting = false,
  error,
}: {
  // Every item found so far, in date order (mergeItems).
  items: ImportItem[];
  selected: Set<string>;
  onSelect: SelectionUpdate;
  onImport: (itemIds: string[]) => void;
  importing: boolean;
  // While the archive is still being read: choosing works, importing waits.
  waiting?: boolean;
  error: string | null;
}) {
  const [filter, setFilter] = useState<PreviewFilter>(NO_FILTER);
  const sources = useMemo(() => sourcesIn(items), [items]);
  const problem = filterError(filter);
  const shown = useMemo(
    () => (problem ? [] : filterItems(items, filter)),
    [items, filter, problem],
  );
  const years = useMemo(() => groupByMonth(shown), [shown]);
  const chosen = idsToImport(selected, shown);
  const before = items.filter((item) => item.alreadyImported).length;

  return (
    <section aria-labelledby="preview-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="preview-title" className="font-display text-2xl font-semibold">
            Choose what to bring in
          </h2>
          <p className="mt-1 text-ink-soft">
            {countOf(items.length, "item", "items")} found
            {before > 0 ? `, ${before} already imported before` : ""}. Each one you choose becomes a
            scene.
          </p>
        </div>
      </div>

      <PreviewFilters filter={filter} onChange={setFilter} sources={sources} error={problem} />

      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="mr-auto font-medium" aria-live="polite">
          {chosen.length} of {countOf(shown.length, "item", "items")} chosen
          {isFiltered(filter) ? " (filtered)" : ""}
        </span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onSelect((current) => selectAll(current, shown))}
        >
          Select all
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onSelect((current) => selectNone(current, shown))}
        >
          Select none
        </Button>
      </div>

      {shown.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-line bg-white/70 px-4 py-8 text-center text-ink-soft">
          {items.length === 0
            ? "This archive has nothing we can make a scene of."
            : "Nothing matches these filters."}
        </p>
      ) : (
        <div className="mt-4 grid gap-6">
          {years.map((year) => (
            <section key={year.year} aria-label={year.year === "undated" ? "No date" : year.year}>
              {year.year !== "undated" && (
                <h3 className="mb-2 font-display text-xl font-semibold">{year.year}</h3>
              )}
              <div className="grid gap-3">
                {year.months.map((month) => (
                  <PreviewMonth
                    key={month.key}
                    monthKey={month.key}
                    items={month.items}
                    selected={selected}
                    onSelect={onSelect}
                  />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}

      <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 -mx-4 mt-6 border-t border-line bg-paper/95 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-2xl sm:border sm:bg-white sm:shadow-lg sm:shadow-ink/5">
        {error && (
          <div className="mb-3">
            <FormAlert>{error}</FormAlert>
          </div>
        )}
        <Button
          block
          size="lg"
          disabled={chosen.length === 0 || waiting}
          pending={importing}
          pendingLabel="Importing..."
          onClick={() => onImport(chosen)}
        >
          {waiting
            ? "Import when the archive is read"
            : chosen.length === 0
              ? "Choose items to import"
              : `Import ${countOf(chosen.length, "scene", "scenes")}`}
        </Button>
      </div>
    </section>
  );
}
