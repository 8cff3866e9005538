import { clsx } from "clsx";
import { useId } from "react";
import type { Movie } from "#contracts/movie.ts";
import { TextField, inputClasses } from "#app/components/ui/field";

export const NEW_MOVIE = "new";

// Which movie the scenes go into: one of the person's movies, or a new one named here.
export function MovieChoice({
  movies,
  value,
  onChange,
  newTitle,
  onNewTitle,
  titleError,
  label = "Import into",
}: {
  movies: Movie[];
  value: string;
  onChange: (value: string) => void;
  newTitle: string;
  onNewTitle: (title: string) => void;
  titleError?: string;
  /** What the choice is for ("Import into", "Scenes go into"). */
  label?: string;
}) {
  const id = useId();
  return (
    <div className={clsx("grid gap-4", value === NEW_MOVIE && "sm:grid-cols-2")}>
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={clsx(inputClasses(false), "h-12 pr-10")}
        >
          <option value={NEW_MOVIE}>A new movie</option>
          {movies.map((movie) => (
            <option key={movie.id} value={movie.id}>
              {movie.title}
            </option>
          ))}
        </select>
      </div>
      {value === NEW_MOVIE && (
        <TextField
          label="Title of the new movie"
          placeholder="My years in photos"
          value={newTitle}
          maxLength={200}
          onChange={(event) => onNewTitle(event.target.value)}
          error={titleError}
        />
      )}
    </div>
  );
}
