import { clsx } from "clsx";
import { useId } from "react";

// One choice among a few, as a row of segments (native radios, so arrow keys move between them
// and a screen reader hears a radio group).
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  /** The group's name for screen readers. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={clsx("inline-flex rounded-xl border border-line p-1", className)}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className={clsx(
            "cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ember-dark",
            value === option.value ? "bg-night text-paper" : "text-ink-soft hover:text-ink",
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
