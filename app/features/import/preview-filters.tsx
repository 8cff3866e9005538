import { clsx } from "clsx";
import { useId } from "react";
import type { ImportSource } from "#contracts/imports.ts";
import { FieldError, inputClasses } from "#app/components/ui/field";
import { sourceName } from "./archive-sources";
import { NO_FILTER, type PreviewFilter, isFiltered } from "./preview";

// The preview's filters: a range of days and, when the archive mixes them, the sources.
export function PreviewFilters({
  filter,
  onChange,
  sources,
  error,
}: {
  filter: PreviewFilter;
  onChange: (next: PreviewFilter) => void;
  sources: ImportSource[];
  error: string | null;
}) {
  const id = useId();
  const toggleSource = (source: ImportSource) =>
    onChange({
      ...filter,
      sources: filter.sources.includes(source)
        ? filter.sources.filter((s) => s !== source)
        : [...filter.sources, source],
    });

  return (
    <fieldset className="mt-4 rounded-2xl border border-line bg-white px-4 py-3">
      <legend className="sr-only">Filter the items</legend>
      <div className="grid grid-cols-2 items-end gap-3 sm:flex">
        <div className="grid min-w-0 gap-1 sm:w-48">
          <label htmlFor={`${id}-from`} className="text-sm font-medium">
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filter.from}
            onChange={(event) => onChange({ ...filter, from: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={clsx(inputClasses(Boolean(error)), "h-11 min-w-0 px-3")}
          />
        </div>
        <div className="grid min-w-0 gap-1 sm:w-48">
          <label htmlFor={`${id}-to`} className="text-sm font-medium">
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={filter.to}
            onChange={(event) => onChange({ ...filter, to: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={clsx(inputClasses(Boolean(error)), "h-11 min-w-0 px-3")}
          />
        </div>
        {isFiltered(filter) && (
          <button
            type="button"
            onClick={() => onChange(NO_FILTER)}
            className="col-span-2 h-11 justify-self-start rounded-xl px-3 text-sm font-medium text-ember-dark underline underline-offset-2 hover:bg-cream"
          >
            Clear filters
          </button>
        )}
      </div>
      {error && (
        <div className="mt-2">
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </div>
      )}
      {sources.length > 1 && (
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Sources">
          {sources.map((source) => {
            const on = filter.sources.includes(source);
            return (
              <button
                key={source}
                type="button"
                aria-pressed={on}
                onClick={() => toggleSource(source)}
                className={clsx(
                  "h-9 rounded-full border px-3.5 text-sm font-medium",
                  on ? "border-ember bg-ember text-white" : "border-line bg-white hover:bg-cream",
                )}
              >
                {sourceName(source)}
              </button>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
