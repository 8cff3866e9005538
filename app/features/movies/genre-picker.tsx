import { clsx } from "clsx";
import { Check } from "lucide-react";
import type { Genre } from "#contracts/movie-vocabulary.ts";
import { GENRE_OPTIONS } from "./movie-labels";

// The eight genres as a radio group of pills (arrow keys move between them, as radios do).
export function GenrePicker({
  value,
  onChange,
  name = "genre",
  tone = "light",
}: {
  value: Genre;
  onChange: (genre: Genre) => void;
  name?: string;
  tone?: "light" | "dark";
}) {
  return (
    <fieldset className="grid gap-2">
      <legend
        className={clsx("mb-2 text-sm font-medium", tone === "dark" ? "text-paper" : "text-ink")}
      >
        Genre
      </legend>
      <div className="flex flex-wrap gap-2">
        {GENRE_OPTIONS.map((genre) => {
          const checked = genre.value === value;
          return (
            <label
              key={genre.value}
              className={clsx(
                "relative inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors",
                "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ember-dark",
                checked
                  ? "border-ember bg-ember text-white"
                  : tone === "dark"
                    ? "border-white/20 bg-white/5 text-paper hover:border-white/40"
                    : "border-line bg-white text-ink hover:border-ink-soft/40",
              )}
            >
              <input
                type="radio"
                name={name}
                value={genre.value}
                checked={checked}
                onChange={() => onChange(genre.value)}
                className="sr-only"
              />
              {checked && <Check className="size-3.5" aria-hidden />}
              {genre.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
