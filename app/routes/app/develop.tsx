import { Film } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { PageHeader } from "~/features/app-shell/page-header";
import { genreLabel } from "~/features/movies/genres";
import { sceneCountLabel } from "~/features/movies/movie-card";
import { MovieListError, MovieListSkeleton } from "~/features/movies/movie-list-states";
import { MoviePoster } from "~/features/movies/movie-poster";
import { useMovies } from "~/features/movies/movies-api";

export function meta() {
  return [{ title: "Develop · Lifescript" }];
}

export default function DevelopRoute() {
  const movies = useMovies();
  const list = movies.data ?? [];

  return (
    <>
      <PageHeader
        title="Develop"
        description="Developing a movie means shaping its scenes into a story: who it follows, what they want and how they change, until it reads as a screenplay."
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
          <Film className="mx-auto size-8 text-ember" aria-hidden />
          <p className="mt-3 font-semibold">There is nothing to develop yet</p>
          <p className="mt-1 text-ink-soft">Create a movie and capture a few moments first.</p>
          <Link to="/app/movies?new" className={buttonClasses({ className: "mt-5" })}>
            Create your first movie
          </Link>
        </div>
      ) : (
        <section aria-labelledby="develop-list">
          <h2
            id="develop-list"
            className="mb-3 text-sm font-semibold tracking-[0.12em] text-ink-soft uppercase"
          >
            Your movies
          </h2>
          <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
            {list.map((movie) => (
              <li key={movie.id} className="flex items-center gap-4 px-4 py-3.5">
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
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
