import { Lock } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { MovieListError, MovieListSkeleton } from "#app/components/movie-list-states";
import { buttonClasses } from "#app/components/ui/button";
import { PageHeader } from "#app/features/app-shell/page-header";
import { EmptyState } from "#app/features/develop/progress-parts";
import { useMovies } from "#app/features/movies/movies-api";
import { MovieShareCard } from "#app/features/share/movie-share-card";
import { useShareLinks } from "#app/features/share/share-api";

export function meta() {
  return [{ title: "Share · Lifescript" }];
}

export default function ShareRoute() {
  const movies = useMovies();
  const links = useShareLinks();
  const [params] = useSearchParams();
  const focus = params.get("movie");
  const list = movies.data ?? [];

  return (
    <>
      <PageHeader
        title="Share"
        description="Your movies are private: only you can read them. Share a screenplay with a read-only link, and revoke it whenever you like."
      />
      {movies.isPending || links.isPending ? (
        <MovieListSkeleton rows={2} />
      ) : movies.isError || links.isError ? (
        <MovieListError
          message={(movies.error ?? links.error)?.message ?? ""}
          onRetry={() => void movies.refetch().then(() => links.refetch())}
          retrying={movies.isFetching || links.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Lock}
          title="No movies yet"
          body="When you create one, it starts out private. Capture a few moments, develop them into a screenplay, then share it here."
        >
          <Link to="/app/movies?new" className={buttonClasses()}>
            Create your first movie
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {list.map((movie, i) => (
            <MovieShareCard
              key={movie.id}
              movie={movie}
              links={links.data.filter((l) => l.movieId === movie.id)}
              defaultOpen={focus ? focus === movie.id : i === 0 && list.length === 1}
            />
          ))}
        </ul>
      )}
    </>
  );
}
