import { Clock, Film } from "lucide-react";
import { genreLabel } from "./genres";
import { MoviePoster } from "./movie-poster";
import { relativeTime } from "./relative-time";
import type { Movie } from "./types";

export function sceneCountLabel(count: number): string {
  return count === 1 ? "1 scene" : `${count} scenes`;
}

export function MovieCard({ movie }: { movie: Movie }) {
  const genre = genreLabel(movie.genre);
  return (
    <article className="flex gap-4 rounded-2xl border border-line bg-white p-3 shadow-[0_1px_2px_rgba(42,35,32,0.04)] sm:p-4">
      <MoviePoster movie={movie} className="h-28 w-20 shrink-0 rounded-xl sm:h-32 sm:w-24" />
      <div className="flex min-w-0 flex-1 flex-col py-1">
        {genre && (
          <p className="text-xs font-semibold tracking-[0.12em] text-ember uppercase">{genre}</p>
        )}
        <h3 className="mt-1 line-clamp-2 font-display text-xl leading-snug font-semibold break-words">
          {movie.title}
        </h3>
        {movie.description && (
          <p className="mt-1 line-clamp-1 text-sm text-ink-soft">{movie.description}</p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-[13px] text-ink-soft">
          <span className="inline-flex items-center gap-1.5">
            <Film className="size-3.5" aria-hidden />
            {sceneCountLabel(movie.sceneCount)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-3.5" aria-hidden />
            <time dateTime={movie.updatedAt}>Edited {relativeTime(movie.updatedAt)}</time>
          </span>
        </div>
      </div>
    </article>
  );
}
