import { ChevronRight, Film } from "lucide-react";
import { Link } from "react-router";
import { MovieListError, MovieListSkeleton } from "#app/components/movie-list-states";
import { buttonClasses } from "#app/components/ui/button";
import { PageHeader } from "#app/features/app-shell/page-header";
import { useDevelopment } from "#app/features/develop/develop-api";
import { EmptyState, ProgressBar } from "#app/features/develop/progress-parts";
import { genreLabel, sceneCountLabel } from "#app/features/movies/movie-labels";
import { MoviePoster } from "#app/features/movies/movie-poster";
import { useMovies } from "#app/features/movies/movies-api";
import { developPaths } from "#app/lib/paths";

export function meta() {
  return [{ title: "Choose a movie to develop · Lifescript" }];
}

export default function DevelopSelectRoute() {
  const movies = useMovies();
  const development = useDevelopment();
  const list = movies.data ?? [];
  const percentOf = new Map((development.data ?? []).map((d) => [d.movieId, d.percent]));

  return (
    <>
      <PageHeader title="Choose a movie" description="Which story do you want to develop today?" />
      {movies.isPending ? (
        <MovieListSkeleton rows={2} />
      ) : movies.isError && !movies.data ? (
        <MovieListError
          message={movies.error.message}
          onRetry={() => void movies.refetch()}
          retrying={movies.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Film}
          title="No movies yet"
          body="Create a movie and capture a few moments; then come back to shape them."
        >
          <Link to="/app/movies?new" className={buttonClasses()}>
            Create your first movie
          </Link>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
          {list.map((movie) => {
            const percent = percentOf.get(movie.id);
            return (
              <li key={movie.id}>
                <Link
                  to={developPaths.basic(movie.id)}
                  className="flex items-center gap-4 px-4 py-3.5 hover:bg-cream/60"
                >
                  <MoviePoster
                    movie={movie}
                    className="h-14 w-10 shrink-0 rounded-md text-sm [&_span]:text-lg"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{movie.title}</p>
                    <p className="text-sm text-ink-soft">
                      {[genreLabel(movie.genre), sceneCountLabel(movie.sceneCount)]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                    {percent !== undefined && (
                      <div className="mt-2 flex items-center gap-2">
                        <ProgressBar percent={percent} label={`${movie.title}: developed`} />
                        <span className="text-xs font-semibold text-ink-soft tabular-nums">
                          {percent}%
                        </span>
                      </div>
                    )}
                  </div>
                  <ChevronRight className="size-5 shrink-0 text-ink-soft" aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
