import { Lock } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { PageHeader } from "~/features/app-shell/page-header";
import { genreLabel } from "~/features/movies/genres";
import { MovieListError, MovieListSkeleton } from "~/features/movies/movie-list-states";
import { MoviePoster } from "~/features/movies/movie-poster";
import { useMovies } from "~/features/movies/movies-api";

export function meta() {
  return [{ title: "Share · Lifescript" }];
}

export default function ShareRoute() {
  const movies = useMovies();
  const list = movies.data ?? [];

  return (
    <>
      <PageHeader
        title="Share"
        description="Your movies are private: only you can see them. A movie gets a sharing link once its screenplay exists, and you decide who receives it."
      />
      {movies.isPending ? (
        <MovieListSkeleton rows={2} />
      ) : movies.isError ? (
        <MovieListError
          message={movies.error.message}
          onRetry={() => void movies.refetch()}
          retrying={movies.isFetching}
        />
      ) : list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line bg-white/60 p-6 text-center">
          <Lock className="mx-auto size-8 text-ember" aria-hidden />
          <p className="mt-3 font-semibold">No movies yet</p>
          <p className="mt-1 text-ink-soft">When you create one, it starts out private.</p>
          <Link to="/app/movies?new" className={buttonClasses({ className: "mt-5" })}>
            Create your first movie
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
          {list.map((movie) => (
            <li key={movie.id} className="flex items-center gap-4 px-4 py-3.5">
              <MoviePoster
                movie={movie}
                className="h-14 w-10 shrink-0 rounded-md [&_span]:text-lg"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{movie.title}</p>
                {genreLabel(movie.genre) && (
                  <p className="text-sm text-ink-soft">{genreLabel(movie.genre)}</p>
                )}
              </div>
              <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-cream px-3 py-1.5 text-[13px] font-semibold text-ink">
                <Lock className="size-3.5" aria-hidden />
                Private
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
