import { clsx } from "clsx";
import type { MovieStatus } from "#contracts/movie-vocabulary.ts";
import { STATUS_OPTIONS } from "./movie-labels";

// Draft, published or archived, as a segmented radio group.
export function StatusPicker({
  value,
  onChange,
}: {
  value: MovieStatus;
  onChange: (status: MovieStatus) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">Status</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-cream p-1">
        {STATUS_OPTIONS.map((status) => (
          <label
            key={status.value}
            className={clsx(
              "flex cursor-pointer flex-col items-center rounded-lg px-2 py-2 text-center text-sm font-medium transition-colors",
              "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ember-dark",
              value === status.value
                ? "bg-white text-ink shadow-sm"
                : "text-ink-soft hover:text-ink",
            )}
          >
            <input
              type="radio"
              name="status"
              value={status.value}
              checked={value === status.value}
              onChange={() => onChange(status.value)}
              className="sr-only"
            />
            {status.label}
            <span className="text-[11px] font-normal text-ink-soft">{status.hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
