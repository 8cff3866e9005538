import { Clock, Film } from "lucide-react";
import { Link } from "react-router";
import type { Movie } from "#contracts/movie.ts";
import { WaitingToSyncMark } from "#app/lib/offline/waiting-to-sync";
import { scenesPath } from "#app/lib/paths";
import { relativeTime } from "#app/lib/format-date";
import { MovieActions } from "./movie-actions";
import { genreLabel, sceneCountLabel, statusLabel } from "./movie-labels";
import { MoviePoster } from "./movie-poster";
import { SharedBadge } from "./shared-badge";

export function MovieCard({ movie }: { movie: Movie }) {
  const genre = genreLabel(movie.genre);
  return (
    <article className="relative flex gap-4 rounded-2xl border border-line bg-white p-3 shadow-[0_1px_2px_rgba(42,35,32,0.04)] transition-shadow has-[a:hover]:shadow-md sm:p-4">
      <MoviePoster movie={movie} className="h-28 w-20 shrink-0 rounded-xl sm:h-32 sm:w-24" />
      <div className="flex min-w-0 flex-1 flex-col py-1 pr-9">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-[0.12em] text-ember uppercase">
          {genre}
          {movie.status !== "draft" && (
            <span className="rounded-full bg-cream px-2 py-0.5 text-[11px] tracking-normal text-ink-soft normal-case">
              {statusLabel(movie.status)}
            </span>
          )}
          <SharedBadge movie={movie} />
        </p>
        <h3 className="mt-1 line-clamp-2 font-display text-xl leading-snug font-semibold break-words">
          <Link
            to={scenesPath(movie.id)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-ember-dark"
          >
            {movie.title}
          </Link>
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
          <WaitingToSyncMark id={movie.id} />
        </div>
      </div>
      <MovieActions movie={movie} className="absolute top-1.5 right-1.5 z-10" />
    </article>
  );
}
